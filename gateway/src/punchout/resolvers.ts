import type { Resolvers } from '../generated/resolvers-types.ts';
import { punchOutSession, transferCart } from './transfer.ts';

export const punchOutResolvers: Resolvers = {
  Viewer: {
    punchOut: (_user, _args, context) => punchOutSession(context),
  },
  Mutation: {
    transferCart: (_parent, _args, context) => transferCart(context),
  },
};
