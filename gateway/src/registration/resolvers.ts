import type { Resolvers } from '../generated/resolvers-types.ts';
import { lookUpCustomer, registerAccount } from './registration-provider.ts';
import { requestPasswordReset, resetPassword } from './password-provider.ts';
import { CUSTOMER_APPLICATION_OPTIONS } from '@mro/rules/registration';
import { submitCustomerApplication } from './customer-application.ts';

export const registrationResolvers: Resolvers = {
  Query: {
    registrationCustomer: (_parent, { customerNumber }, context) => lookUpCustomer(context, customerNumber),
    customerApplicationOptions: () => ({
      businessTypes: [...CUSTOMER_APPLICATION_OPTIONS.businessTypes],
      employeeRanges: [...CUSTOMER_APPLICATION_OPTIONS.employeeRanges],
      mroSpendRanges: [...CUSTOMER_APPLICATION_OPTIONS.mroSpendRanges],
      services: [...CUSTOMER_APPLICATION_OPTIONS.services],
      verticals: [...CUSTOMER_APPLICATION_OPTIONS.verticals],
    }),
  },
  Mutation: {
    registerAccount: (_parent, { input }, context) => registerAccount(context, input),
    requestPasswordReset: (_parent, { input }, context) =>
      requestPasswordReset(context, input.username, context.storeOrigin),
    resetPassword: (_parent, { input }, context) => resetPassword(context, input),
    submitCustomerApplication: (_parent, { input }, context) => submitCustomerApplication(context, input),
  },
};
