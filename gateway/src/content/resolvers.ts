import type { Resolvers } from '../generated/resolvers-types.ts';
import { brandFor } from './brand.ts';
import { sendContactMessage } from './contact-provider.ts';

export const contentResolvers: Resolvers = {
  Query: {
    storeBrand: (_parent, _args, context) => brandFor(context.storeOrigin),
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, context) => sendContactMessage(context, input),
  },
};
