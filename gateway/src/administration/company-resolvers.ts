import type { Resolvers } from '../generated/resolvers-types.ts';
import { addAllowedCompany, administrableCompanies, removeAllowedCompany } from './user-companies-provider.ts';

/** Administering across companies: the company picker's choices and a user's allowed companies. */
export const administrationCompanyResolvers: Resolvers = {
  Query: {
    administrableCompanies: (_parent, { search }, context) => administrableCompanies(context, search),
  },
  Mutation: {
    addAllowedCompany: (_parent, { input }, context) => addAllowedCompany(context, input),
    removeAllowedCompany: (_parent, { input }, context) => removeAllowedCompany(context, input),
  },
};
