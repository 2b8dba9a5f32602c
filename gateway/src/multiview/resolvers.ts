import type { Resolvers } from '../generated/resolvers-types.ts';
import { customerChoices, switchCustomer } from './multiview-provider.ts';
import { canSwitchCustomer } from '../auth/account-access.ts';

export const multiviewResolvers: Resolvers = {
  Query: {
    customerChoices: (_parent, { search }, context) => customerChoices(context, search),
  },
  Mutation: {
    switchCustomer: (_parent, { input }, context) => switchCustomer(context, input.customerNumber),
  },
  Viewer: {
    canSwitchCustomer: (user) => canSwitchCustomer(user),
    defaultCustomerNumber: (user) => user.default_customer_number,
  },
};
