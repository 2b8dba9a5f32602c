import type { Resolvers } from '../generated/resolvers-types.ts';
import { submitUserSetupRequest } from './usersetup-provider.ts';

export const userSetupResolvers: Resolvers = {
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
