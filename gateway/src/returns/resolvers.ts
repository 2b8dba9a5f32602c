import type { Resolvers } from '../generated/resolvers-types.ts';
import { formatOrderNumber } from '../common/order-codes.ts';
import { listReturnRequests, requestReturn, returnEligibilityOf } from './returns-provider.ts';

const STATUS = {
  requested: 'REQUESTED',
  approved: 'APPROVED',
  rejected: 'REJECTED',
  received: 'RECEIVED',
  credited: 'CREDITED',
} as const;

export const returnsResolvers: Resolvers = {
  Query: {
    returnRequests: (_parent, { orderNumber }, context) => listReturnRequests(context, orderNumber?.trim() || null),
  },
  Mutation: {
    requestReturn: (_parent, { input }, context) => requestReturn(context, input),
  },
  Order: {
    returnEligibility: (order, _args, context) =>
      returnEligibilityOf(context, order, formatOrderNumber(order.header.orderNumber, order.header.orderSuffix)),
    returnRequests: (order, _args, context) =>
      listReturnRequests(context, formatOrderNumber(order.header.orderNumber, order.header.orderSuffix)),
  },
  ReturnRequest: {
    rmaNumber: (request) => request.rma_number,
    orderNumber: (request) => request.order_number,
    requestedBy: (request) => request.requested_by,
    reason: (request) => request.reason_code,
    status: (request) => STATUS[request.status],
    createdOn: (request) => request.created_on,
    lines: (request) =>
      request.lines.map((line) => ({
        lineNumber: line.line_number,
        partNumber: line.erp,
        description: line.description,
        unitOfMeasure: line.uom,
        quantity: line.quantity,
      })),
  },
};
