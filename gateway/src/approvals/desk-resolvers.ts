import type { Resolvers } from '../generated/resolvers-types.ts';
import { amount } from '../common/amount.ts';
import { requirePrincipal } from '../context.ts';
import {
  approveRequest,
  countAwaiting,
  listMyRequests,
  listPendingApprovals,
  loadApprovalLog,
  mergeRequest,
  poRequired,
  refusal,
  rejectRequest,
  removeRequest,
  resubmitRequest,
} from './desk-provider.ts';
import { shippingInfoAddress } from '../erp/addresses.ts';

const LABELS: Record<string, string> = { processing: 'Pending', approve: 'Approved', reject: 'Rejected' };

export const cartRequestResolvers: Resolvers = {
  Query: {
    myCartRequests: (_parent, _args, context) => listMyRequests(context),
    pendingApprovals: (_parent, _args, context) => listPendingApprovals(context),
    approvalsAwaitingCount: (_parent, _args, context) => countAwaiting(context),
    approvalLog: (_parent, { id }, context) => loadApprovalLog(context, id),
  },
  Mutation: {
    approveCartRequest: (_parent, { input }, context) => approveRequest(context, input),
    rejectCartRequest: (_parent, { input }, context) => rejectRequest(context, input.id, input.comment),
    mergeCartRequest: (_parent, { input }, context) => mergeRequest(context, input.id, input.reclaim ?? false),
    removeCartRequest: (_parent, { input }, context) => removeRequest(context, input.id),
    resubmitCartRequest: (_parent, { input }, context) => resubmitRequest(context, input.id),
  },
  ApprovalRequest: {
    statusLabel: (request) => LABELS[request.status] ?? 'N/A',
    inApproval: (request) => request.in_approval,
    isQuote: (request) => request.order_type === 'q',
    viewerCanResolve: (request, _args, context) => refusal(request, requirePrincipal(context).userId) === null,
    initiator: (request) => request.initiator,
    customerNumber: (request) => request.customer_number,
    estimated: (request) => request.estimated,
    // The ERP keeps the buyer's PO in misc_info; ponum is set once an approver gives one.
    purchaseOrder: (request) => request.ponum ?? request.misc_info?.po ?? null,
    shipTo: (request) => shippingInfoAddress(request.shipping_info),
    department: (request) => request.department?.description ?? null,
    shippingInstructions: (request) => request.misc_info?.shipping_instructions ?? null,
    comments: (request) => request.misc_info?.comments ?? null,
    purchaseOrderRequired: (request, _args, context) => poRequired(context, request),
    totalUnits: (request) => request.total_units,
    orderNumbers: (request) => request.order_numbers ?? [],
    decision: (request) => request.decision ?? null,
    lines: (request) => request.cart_lines,
  },
  ApprovalRequestLine: {
    description: (line) => line.description ?? 'N/A',
    uom: (line) => line.uom ?? 'EA',
    price: (line, _args, context) => amount(line.price, requirePrincipal(context).amountMode),
    subtotal: (line, _args, context) => amount(line.line_sub_total, requirePrincipal(context).amountMode),
  },
  ApprovalLogEntry: {
    approverName: (entry) => entry.approver.name,
    approverEmail: (entry) => entry.approver.username,
    comment: (entry) => entry.comment ?? null,
  },
  ApprovalDecision: {
    status: (decision) => (decision.resolution === 'approve' ? 'APPROVED' : 'REJECTED'),
    approverName: (decision) => decision.approver.name,
    decidedOn: (decision) => decision.decided_on,
  },
};
