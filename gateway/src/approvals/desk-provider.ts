import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpApprovalLogEntry, ErpCartRequest } from '../erp/types.ts';
import { isErpStatus } from '../erp/errors.ts';
import { erpUserError, toGraphQLError, userError } from '../common/errors.ts';
import type { ApproveCartRequestInput, UserError } from '../generated/resolvers-types.ts';
import { loadApprovalRequest } from './approvals-provider.ts';
import { forgetNotifications, requestParties } from '../common/notifications-cache.ts';
import { requireOrderApprover } from '../auth/account-access.ts';
import {
  ALREADY_ADVANCED,
  ALREADY_PROCESSED,
  COMMENT_MAX_LENGTH,
  COMMENT_TOO_LONG,
  REJECT_FAILED,
  REQUEST_FAILED,
  approvalErrors,
} from '@mro/rules/approvals';

export const OWN_REQUEST = 'You may not resolve your own cart request.';
export const ADVANCE_FAILED = 'Error advancing order for approval.';
export const NOT_RESUBMITTABLE = 'Only a rejected request can be resubmitted.';
export const STILL_IN_APPROVAL = 'This request is still waiting for approval and cannot be changed.';
export const NOT_RECLAIMABLE = 'An approved or quote-based request cannot be reclaimed for editing.';

const read = async <T>(load: () => Promise<T>): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    throw toGraphQLError(error);
  }
};

export const listMyRequests = (context: GatewayContext): Promise<ErpCartRequest[]> => {
  const { userId } = requirePrincipal(context);
  return read(() => context.erp.get('/cart-request/requests/{id}', { path: { id: userId } }));
};

/** The order approvals page (/administration/order-requests): administrators and supervisors only. */
export const listPendingApprovals = async (context: GatewayContext): Promise<ErpCartRequest[]> => {
  const { userId } = requirePrincipal(context);
  await requireOrderApprover(context);
  return read(() =>
    context.erp.get('/cart-request/requests/{id}', { path: { id: userId }, query: { role: 'approver' } }),
  );
};

export const countAwaiting = async (context: GatewayContext): Promise<number> => {
  const { userId } = requirePrincipal(context);
  await requireOrderApprover(context);
  return (await read(() => context.erp.get('/cart-request/check/{id}', { path: { id: userId } }))).count;
};

export const loadApprovalLog = async (context: GatewayContext, id: string): Promise<ErpApprovalLogEntry[]> => {
  requirePrincipal(context);
  try {
    return await context.erp.get('/cart-approval-log/{id}', { path: { id } });
  } catch (error) {
    if (isErpStatus(error, 403, 404)) return [];
    throw toGraphQLError(error);
  }
};

/** The authorization rule, checked before the ERP is asked (which checks it again). */
export const refusal = (request: ErpCartRequest | null, viewerId: number): UserError | null => {
  if (!request) return userError('NOT_FOUND', ALREADY_PROCESSED);
  if (request.initiator_id === viewerId) return userError('FORBIDDEN', OWN_REQUEST);
  if (!request.in_approval || request.status !== 'processing' || !request.approvers.some((a) => a.id === viewerId)) {
    return userError('FORBIDDEN', ALREADY_PROCESSED);
  }
  return null;
};

/** Whether the request's ship-to requires a PO (known only for the viewer's own customer). */
export const poRequired = async (context: GatewayContext, request: ErpCartRequest): Promise<boolean> => {
  const principal = requirePrincipal(context);
  if (request.customer_number !== principal.customerNumber) return false;
  const shipTos = await context.providers.checkout.loadShipTos();
  return shipTos.find((s) => s.shipto === request.shipping_info?.ship_to_id)?.poreqfl ?? false;
};

/** The ERP's refusal of a resolution; a 409 is the request resolved meanwhile (`stale` says so). */
const resolveErpError = (error: unknown, fallback: string, stale = ALREADY_PROCESSED): UserError => {
  if (isErpStatus(error, 409)) return userError('FORBIDDEN', stale);
  if (isErpStatus(error, 403)) return userError('FORBIDDEN', error.message || fallback);
  return erpUserError(error);
};

type Resolved = { request: ErpCartRequest | null; userErrors: UserError[] };

/** The approver's comment to the buyer, trimmed (null when blank), or the error that refuses it. */
const commentOf = (raw: string | null | undefined): { comment: string | null } | { refused: Resolved } => {
  const comment = raw?.trim() ?? '';
  if (comment.length > COMMENT_MAX_LENGTH)
    return { refused: { request: null, userErrors: [userError('INVALID_INPUT', COMMENT_TOO_LONG, 'comment')] } };
  return { comment: comment || null };
};

export const approveRequest = async (context: GatewayContext, input: ApproveCartRequestInput): Promise<Resolved> => {
  const principal = requirePrincipal(context);
  const request = await loadApprovalRequest(context, input.id);
  const refused = refusal(request, principal.userId);
  if (refused || !request) return { request: null, userErrors: [refused!] };
  const checked = commentOf(input.comment);
  if ('refused' in checked) return checked.refused;
  const { comment } = checked;
  const given = new Map((input.quantities ?? []).map((q) => [q.lineId, q.quantity]));
  const edits = request.cart_lines.map((line) => ({
    raw: given.get(line.id) ?? String(line.quantity),
    original: line.quantity,
  }));
  const po = input.purchaseOrder?.trim() ?? '';
  const invalid = approvalErrors(edits, po, await poRequired(context, request));
  if (invalid.length > 0)
    return {
      request: null,
      userErrors: invalid.map((message) =>
        userError('INVALID_INPUT', message, message.includes('purchase order') ? 'purchaseOrder' : 'quantities'),
      ),
    };
  const quantities = request.cart_lines.map((line, i) => ({
    line_id: line.id,
    quantity: Number(edits[i]!.raw.trim()),
  }));
  // The request's approval plan has a later step when this approver's limits do not cover it.
  const advancing = request.current_step < request.steps.length;
  try {
    const resolved = advancing
      ? await context.erp.put('/cart-request/advance/{approver_id}/{id}', {
          path: { approver_id: principal.userId, id: request.id },
          body: { quantities, po: po || null, comment },
        })
      : await context.erp.put('/cart-request/resolve/{approver_id}/{id}', {
          path: { approver_id: principal.userId, id: request.id },
          body: { resolution: 'approve', po: po || null, quantities, comment },
        });
    await forgetNotifications(context, [principal.userId, ...requestParties(request), ...requestParties(resolved)]);
    return { request: resolved, userErrors: [] };
  } catch (error) {
    const refused = advancing
      ? resolveErpError(error, ADVANCE_FAILED, ALREADY_ADVANCED)
      : resolveErpError(error, REQUEST_FAILED);
    return { request: null, userErrors: [refused] };
  }
};

export const rejectRequest = async (
  context: GatewayContext,
  id: string,
  rawComment: string | null | undefined,
): Promise<Resolved> => {
  const principal = requirePrincipal(context);
  const request = await loadApprovalRequest(context, id);
  const refused = refusal(request, principal.userId);
  if (refused || !request) return { request: null, userErrors: [refused!] };
  const checked = commentOf(rawComment);
  if ('refused' in checked) return checked.refused;
  try {
    const resolved = await context.erp.post('/authcart/{id}/reject', {
      path: { id: request.id },
      body: { comment: checked.comment },
    });
    await forgetNotifications(context, [principal.userId, ...requestParties(request), ...requestParties(resolved)]);
    return { request: resolved, userErrors: [] };
  } catch (error) {
    return { request: null, userErrors: [resolveErpError(error, REJECT_FAILED)] };
  }
};

const ownRequest = async (context: GatewayContext, id: string): Promise<ErpCartRequest | UserError> => {
  const principal = requirePrincipal(context);
  const request = await loadApprovalRequest(context, id);
  if (!request || request.initiator_id !== principal.userId) return userError('NOT_FOUND', 'Not found.');
  return request;
};

const remove = async (context: GatewayContext, id: string): Promise<UserError | null> => {
  try {
    await context.erp.delete('/cart-request/{id}', { path: { id } });
    return null;
  } catch (error) {
    if (isErpStatus(error, 409)) return userError('FORBIDDEN', STILL_IN_APPROVAL);
    return erpUserError(error);
  }
};

export const removeRequest = async (context: GatewayContext, id: string) => {
  const request = await ownRequest(context, id);
  if ('message' in request) return { removedId: null, userErrors: [request] };
  if (request.in_approval) return { removedId: null, userErrors: [userError('FORBIDDEN', STILL_IN_APPROVAL)] };
  const failed = await remove(context, request.id);
  return failed ? { removedId: null, userErrors: [failed] } : { removedId: request.id, userErrors: [] };
};

/** Merge into the cart; reclaiming also removes the request so it is edited in the cart. */
export const mergeRequest = async (context: GatewayContext, id: string, reclaim: boolean) => {
  const principal = requirePrincipal(context);
  const request = await ownRequest(context, id);
  if ('message' in request) return { mergedLines: 0, userErrors: [request] };
  if (reclaim && request.in_approval)
    return { mergedLines: 0, userErrors: [userError('FORBIDDEN', STILL_IN_APPROVAL)] };
  if (reclaim && (request.status === 'approve' || request.order_type === 'q'))
    return { mergedLines: 0, userErrors: [userError('FORBIDDEN', NOT_RECLAIMABLE)] };
  let merged: number;
  try {
    merged = (
      await context.erp.put('/cart/{session_id}/merge/{cart_id}', {
        path: { session_id: principal.cartId, cart_id: request.id },
      })
    ).merged;
  } catch (error) {
    return { mergedLines: 0, userErrors: [erpUserError(error)] };
  }
  if (reclaim) {
    const failed = await remove(context, request.id);
    if (failed) return { mergedLines: merged, userErrors: [failed] };
  }
  return { mergedLines: merged, userErrors: [] };
};

/** The buyer sends a rejected request to its approvers again (PUT /cart-request/{id} with resubmit). */
export const resubmitRequest = async (context: GatewayContext, id: string): Promise<Resolved> => {
  const request = await ownRequest(context, id);
  if ('message' in request) return { request: null, userErrors: [request] };
  if (request.in_approval || request.status !== 'reject')
    return { request: null, userErrors: [userError('FORBIDDEN', NOT_RESUBMITTABLE)] };
  try {
    const resubmitted = await context.erp.put('/cart-request/{id}', {
      path: { id: request.id },
      body: { resubmit: true },
    });
    await forgetNotifications(context, requestParties(resubmitted));
    return { request: resubmitted, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 409)) return { request: null, userErrors: [userError('FORBIDDEN', NOT_RESUBMITTABLE)] };
    return { request: null, userErrors: [erpUserError(error)] };
  }
};
