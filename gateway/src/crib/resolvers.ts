import type { Resolvers } from '../generated/resolvers-types.ts';
import { universalCribSearch } from './crib-provider.ts';

export const cribResolvers: Resolvers = {
  Query: {
    universalCribSearch: (_parent, { input }, context) => universalCribSearch(context, input),
  },
};
