import type { Resolvers } from '../generated/resolvers-types.ts';
import { submitUserSetupRequest } from './usersetup-provider.ts';
import { searchUserSetupSupervisors } from './supervisors.ts';

export const userSetupResolvers: Resolvers = {
  Query: {
    userSetupSupervisors: (_parent, { search }, context) => searchUserSetupSupervisors(context, search),
  },
  Mutation: {
    submitUserSetupRequest: (_parent, { input }, context) => submitUserSetupRequest(context, input),
  },
  UserSetupRequest: {
    id: (request) => String(request.id),
    requestDate: (request) => request.request_date,
    requestType: (request) => (request.request_type === 'add' ? 'ADD' : 'CHANGE'),
    name: (request) => request.user_name,
    email: (request) => request.user_email,
    customerCount: (request) => request.accounts.length,
  },
};
