import type { Resolvers } from '../generated/resolvers-types.ts';
import { listGifmRequests, loadGifmAccess, submitGifmRequest, withdrawGifmRequest } from './gifm-provider.ts';

export const gifmResolvers: Resolvers = {
  Query: {
    getItForMe: (_parent, _args, context) => loadGifmAccess(context),
    myGetItForMeRequests: (_parent, _args, context) => listGifmRequests(context),
  },
  Mutation: {
    submitGetItForMeRequest: (_parent, { input }, context) => submitGifmRequest(context, input),
    withdrawGetItForMeRequest: (_parent, { input }, context) => withdrawGifmRequest(context, input.id),
  },
  GetItForMeRequest: {
    kind: (request) => (request.order_type === 'O' ? 'ORDER' : 'QUOTE'),
    orderNumber: (request) => request.order_number,
    createdOn: (request) => request.created_on,
    withdrawn: (request) => request.status === 'withdrawn',
    purchaseOrderNumber: (request) => request.po,
    items: (request) =>
      request.items.map((item) => ({
        manufacturer: item.manufacturer,
        partNumber: item.partNumber,
        description: item.description,
        quantity: item.qty,
        unitOfMeasure: item.uom,
        attachmentNames: item.files.map((f) => f.fileName),
      })),
  },
};
