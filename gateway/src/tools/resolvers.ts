import type { Resolvers } from '../generated/resolvers-types.ts';
import { productLookup } from './product-lookup.ts';
import { orderStatusLookup } from './order-status-lookup.ts';
import { punchOutLog } from './punchout-log.ts';
import { customerLookup, customerLookupDetail, vendorLookup, vendorLookupDetail } from './lookups-provider.ts';
import { addApplicationNote, loadApplication, loadApplications, updateApplication } from './applications-provider.ts';

export const toolsResolvers: Resolvers = {
  Query: {
    customerApplications: (_parent, { input }, context) => loadApplications(context, input),
    customerApplication: (_parent, { id }, context) => loadApplication(context, id),
    customerLookup: (_parent, { term }, context) => customerLookup(context, term),
    customerLookupDetail: (_parent, { customerNumber }, context) => customerLookupDetail(context, customerNumber),
    vendorLookup: (_parent, { term }, context) => vendorLookup(context, term),
    vendorLookupDetail: (_parent, { vendorNumber }, context) => vendorLookupDetail(context, vendorNumber),
    orderStatusLookup: (_parent, { orderNumber }, context) => orderStatusLookup(context, orderNumber),
    productLookup: (_parent, { partNumber, customerNumber }, context) =>
      productLookup(context, partNumber, customerNumber),
    punchOutLog: (_parent, { customerNumber, page }, context) => punchOutLog(context, customerNumber, page),
  },
  Mutation: {
    updateCustomerApplication: (_parent, { input }, context) => updateApplication(context, input),
    addCustomerApplicationNote: (_parent, { input }, context) => addApplicationNote(context, input),
  },
};
