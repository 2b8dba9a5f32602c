import type { Resolvers } from '../generated/resolvers-types.ts';
import { loadAccountSummary } from './company-provider.ts';

export const companyResolvers: Resolvers = {
  Query: {
    accountSummary: (_parent, _args, context) => loadAccountSummary(context),
  },
};
