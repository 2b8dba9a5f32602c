import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpCart, ErpCartRequest, ErpLimitDecision } from '../erp/types.ts';
import { ErpHttpError, isErpStatus } from '../erp/errors.ts';
import { toGraphQLError, userError } from '../common/errors.ts';
import { OrderRefused } from '../common/order-placement.ts';
import { forgetNotifications, requestParties } from '../common/notifications-cache.ts';
import { APPROVAL_FAILED, OVER_COMPANY_MAXIMUM } from '@mro/rules/approvals';

const ALL_TYPES = 'all';

/** Subtotals per item type from the ERP-priced cart, in the buyer's workflow currency. */
export const subTotalsOf = (cart: ErpCart, units: boolean): { unit_type: string; amount: number }[] => {
  const byType = new Map<string, number>();
  for (const line of cart.cart_lines) {
    const value = units ? (line.units ?? 0) * line.quantity : line.line_sub_total;
    const key = line.unit_type ?? ALL_TYPES;
    byType.set(key, Math.round(((byType.get(key) ?? 0) + value) * 100) / 100);
  }
  return [...byType].map(([unit_type, amount]) => ({ unit_type, amount }));
};

export const checkLimit = async (
  context: GatewayContext,
  cart: ErpCart,
  department: string | null,
): Promise<ErpLimitDecision> => {
  const principal = requirePrincipal(context);
  const subTotals = subTotalsOf(cart, principal.amountMode === 'UNITS');
  return context.erp.post('/user-approval-workflow/check-limit/{user_id}/{customer_number}', {
    path: { user_id: principal.userId, customer_number: principal.customerNumber },
    body: { sub_totals: subTotals, cartTotal: subTotals.reduce((sum, s) => sum + s.amount, 0), department },
  });
};

/** Sends the cart to its approvers; the ERP answers the first request again for a repeated key. */
export const sendForApproval = async (
  context: GatewayContext,
  orderSession: string,
  department: string | null,
): Promise<ErpCartRequest> => {
  const principal = requirePrincipal(context);
  const request = await context.erp.post('/cart-request/{type}/{id}', {
    path: { type: 'order', id: principal.cartId },
    body: { order_session: orderSession, department },
  });
  await forgetNotifications(context, requestParties(request));
  return request;
};

/**
 * Over the buyer's limit the cart goes to the approvers instead of the ERP's order desk: the request
 * sent, or null within the limits. A refusal (over the company maximum, no decision) is an
 * `OrderRefused`: nothing was placed.
 */
export const routeOverLimit = async (
  context: GatewayContext,
  cart: ErpCart,
  orderSession: string,
): Promise<{ approval_request: ErpCartRequest } | null> => {
  let decision;
  try {
    decision = await checkLimit(context, cart, cart.department ?? null);
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 401) throw error;
    throw new OrderRefused(userError('UPSTREAM_UNAVAILABLE', APPROVAL_FAILED));
  }
  if (decision.over_maximum) throw new OrderRefused(userError('REJECTED', OVER_COMPANY_MAXIMUM));
  if (!decision.approval_required) return null;
  try {
    return { approval_request: await sendForApproval(context, orderSession, cart.department ?? null) };
  } catch (error) {
    if (error instanceof ErpHttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      throw new OrderRefused(userError('REJECTED', APPROVAL_FAILED));
    }
    throw error;
  }
};

export const loadApprovalRequest = async (context: GatewayContext, id: string): Promise<ErpCartRequest | null> => {
  requirePrincipal(context);
  try {
    return await context.erp.get('/cart-request/{id}', { path: { id } });
  } catch (error) {
    if (isErpStatus(error, 404) || isErpStatus(error, 403)) return null;
    throw toGraphQLError(error);
  }
};
