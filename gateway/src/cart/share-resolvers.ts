import type { Resolvers } from '../generated/resolvers-types.ts';
import { shareCart, sharedCart } from './share-provider.ts';
import { hasSharedCarts, loadSharedCarts } from './shared-carts-provider.ts';

export const shareResolvers: Resolvers = {
  Query: {
    sharedCart: (_parent, { id }, context) => sharedCart(context, id),
    sharedCarts: (_parent, _args, context) => loadSharedCarts(context),
  },
  Viewer: {
    hasSharedCarts: (user) => hasSharedCarts(user),
  },
  Mutation: {
    shareCart: (_parent, { input }, context) => shareCart(context, input),
  },
};
