import type { Resolvers } from '../generated/resolvers-types.ts';
import { shareCart, sharedCart } from './share-provider.ts';

export const shareResolvers: Resolvers = {
  Query: {
    sharedCart: (_parent, { id }, context) => sharedCart(context, id),
  },
  Mutation: {
    shareCart: (_parent, { input }, context) => shareCart(context, input),
  },
};
