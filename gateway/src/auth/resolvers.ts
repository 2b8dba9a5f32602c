import type { Resolvers } from '../generated/resolvers-types.ts';
import { LOGIN_MESSAGES, login } from './login.ts';
import { SessionStoreUnavailable } from './session-store.ts';
import { userError } from '../common/errors.ts';

export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_parent, { input }, context) => {
      const result = await login(context, input);
      if ('userErrors' in result) return { viewer: null, userErrors: result.userErrors };
      try {
        await context.startSession(result.principal);
      } catch (error) {
        // No session can be stored (Redis down): the login did not happen (fail closed, ADR 0009).
        if (!(error instanceof SessionStoreUnavailable)) throw error;
        return { viewer: null, userErrors: [userError('UPSTREAM_UNAVAILABLE', LOGIN_MESSAGES.unavailable)] };
      }
      context.rememberDevice(result.principal.username);
      await context.providers.guest.mergeGuestCart(result.principal);
      return { viewer: result.user, userErrors: [] };
    },
    logout: async (_parent, _args, context) => {
      await context.endSession();
      return { loggedOut: true, userErrors: [] };
    },
  },
};
