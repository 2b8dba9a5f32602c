import type { Resolvers } from '../generated/resolvers-types.ts';
import { addApplicationNote, loadApplication, loadApplications, updateApplication } from './applications-provider.ts';

export const toolsResolvers: Resolvers = {
  Query: {
    customerApplications: (_parent, { input }, context) => loadApplications(context, input),
    customerApplication: (_parent, { id }, context) => loadApplication(context, id),
  },
  Mutation: {
    updateCustomerApplication: (_parent, { input }, context) => updateApplication(context, input),
    addCustomerApplicationNote: (_parent, { input }, context) => addApplicationNote(context, input),
  },
};
