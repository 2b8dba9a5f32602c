import type { ApprovalStatus, Resolvers } from '../generated/resolvers-types.ts';
import { amount } from '../common/amount.ts';
import { requirePrincipal } from '../context.ts';
import { loadApprovalRequest } from './approvals-provider.ts';

const STATUS: Record<string, ApprovalStatus> = { processing: 'PENDING', approve: 'APPROVED', reject: 'REJECTED' };

export const approvalsResolvers: Resolvers = {
  Query: {
    approvalRequest: (_parent, { id }, context) => loadApprovalRequest(context, id),
  },
  ApprovalRequest: {
    status: (request) => STATUS[request.status] ?? 'PENDING',
    step: (request) => request.current_step,
    stepCount: (request) => request.steps.length,
    subtotal: (request, _args, context) => amount(request.sub_total, requirePrincipal(context).amountMode),
    lineCount: (request) => request.cart_lines.length,
    createdOn: (request) => request.created_on,
  },
  Approver: {
    email: (approver) => approver.username,
  },
};
