import type { Resolvers } from '../generated/resolvers-types.ts';
import { login } from './login.ts';

export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_parent, { input }, context) => {
      const result = await login(context, input);
      if ('userErrors' in result) return { viewer: null, userErrors: result.userErrors };
      await context.startSession(result.principal);
      await context.providers.guest.mergeGuestCart(result.principal);
      return { viewer: result.user, userErrors: [] };
    },
    logout: async (_parent, _args, context) => {
      await context.endSession();
      return { loggedOut: true, userErrors: [] };
    },
  },
};
