import type { Resolvers } from '../generated/resolvers-types.ts';
import { LOGIN_MESSAGES, login } from './login.ts';
import { SessionStoreUnavailable } from './session-store.ts';
import { userError } from '../common/errors.ts';
import { PUNCH_OUT_NO_LOGOUT } from '@mro/rules/punchout';
import { inPunchOutSession } from './account-access.ts';

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
      if (await inPunchOutSession(context))
        return { loggedOut: false, userErrors: [userError('FORBIDDEN', PUNCH_OUT_NO_LOGOUT)] };
      await context.endSession();
      return { loggedOut: true, userErrors: [] };
    },
  },
};
