import type { Resolvers } from '../generated/resolvers-types.ts';
import { lookUpCustomer, registerAccount } from './registration-provider.ts';
import { requestPasswordReset, resetPassword } from './password-provider.ts';

export const registrationResolvers: Resolvers = {
  Query: {
    registrationCustomer: (_parent, { customerNumber }, context) => lookUpCustomer(context, customerNumber),
  },
  Mutation: {
    registerAccount: (_parent, { input }, context) => registerAccount(context, input),
    requestPasswordReset: (_parent, { input }, context) => requestPasswordReset(context, input.username, context.storeOrigin),
    resetPassword: (_parent, { input }, context) => resetPassword(context, input),
  },
};
