import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpExpressCheck, ErpOrderConfirmation } from '../erp/types.ts';
import { ErpHttpError } from '../erp/errors.ts';
import { approvalNotice, estimateCharges, NO_ESTIMATE, type EstimateResult } from './order-estimate.ts';
import { toGraphQLError, userError } from '../common/errors.ts';
import type { PlaceExpressOrderInput, UserError } from '../generated/resolvers-types.ts';
import { BAD_IDEMPOTENCY_KEY, OrderRefused, onHoldMessage } from '../common/order-placement.ts';
import {
  DO_NOT_RESUBMIT,
  EXPRESS_FAILED,
  ORDER_SESSION_PATTERN,
  miscInfoErrors,
  purchaseOrderError,
} from '@mro/rules/checkout';
import { formatOrderNumber } from '../common/order-codes.ts';
import { purchaseOrderInUse } from './purchase-order-check.ts';
import { ordersRefusal } from './orders-allowed.ts';

const ORDER_TIMEOUT_MS = 120_000;

export const loadExpressCheck = async (context: GatewayContext): Promise<ErpExpressCheck> => {
  requirePrincipal(context);
  try {
    return await context.erp.get('/order/expressCheckout/check');
  } catch (error) {
    throw toGraphQLError(error);
  }
};

/**
 * What express checkout will charge: the cart shipped to the default ship-to with its promo codes, as
 * POST /order/expressCheckout/process places it, and whether the limits stop it (it cannot send for approval).
 */
export const loadExpressEstimate = async (context: GatewayContext, check: ErpExpressCheck): Promise<EstimateResult> => {
  requirePrincipal(context);
  const shipTo = check.ship_to;
  if (!check.available || !shipTo) return NO_ESTIMATE;
  const cart = await context.providers.cart.loadCart();
  if (cart.cart_lines.length === 0) return NO_ESTIMATE;
  const [charges, approval] = await Promise.all([
    estimateCharges(
      context,
      cart,
      { id: shipTo.shipto, city: shipTo.city, state: shipTo.state, zip: shipTo.zip },
      cart.promo_codes ?? [],
    ),
    // The same check placing it makes (no department: express checkout has none).
    approvalNotice(context, cart, null),
  ]);
  return { ...charges, approval };
};

type ExpressResult = { order: ErpOrderConfirmation | null; approvalRequest: null; userErrors: UserError[] };
const refused = (error: UserError): ExpressResult => ({ order: null, approvalRequest: null, userErrors: [error] });

/** Express checkout (§2 modal): the cart as an order with the defaults, in one step, once per key. */
export const placeExpressOrder = async (
  context: GatewayContext,
  input: PlaceExpressOrderInput,
): Promise<ExpressResult> => {
  const principal = requirePrincipal(context);
  const key = input.idempotencyKey;
  if (!ORDER_SESSION_PATTERN.test(key))
    return refused(userError('INVALID_INPUT', BAD_IDEMPOTENCY_KEY, 'idempotencyKey'));
  const notAllowed = await ordersRefusal(context);
  if (notAllowed) return refused(notAllowed);
  const po = (input.purchaseOrderNumber ?? '').trim();
  const poTooLong = purchaseOrderError(po, false);
  if (poTooLong) return refused(userError('INVALID_INPUT', poTooLong, 'purchaseOrderNumber'));
  const notes = miscInfoErrors(input);
  if (notes.length > 0)
    return {
      order: null,
      approvalRequest: null,
      userErrors: notes.map((e) => userError('INVALID_INPUT', e.message, e.field)),
    };
  const submit = async (): Promise<ErpOrderConfirmation> => {
    const cart = await context.providers.cart.loadCart();
    if (cart.cart_lines.length === 0)
      throw new OrderRefused(await context.cartOrders.emptyCartError(principal.customerNumber, principal.cartId));
    const check = await loadExpressCheck(context);
    if (!check.available) throw new OrderRefused(userError('REJECTED', EXPRESS_FAILED));
    const poMissing = purchaseOrderError(po, check.po_required);
    if (poMissing) throw new OrderRefused(userError('INVALID_INPUT', poMissing, 'purchaseOrderNumber'));
    const reused = await purchaseOrderInUse(context, po, 'purchaseOrderNumber', key);
    if (reused) throw new OrderRefused(reused);
    // Express checkout has no approval step: an order needing approval goes through the standard form.
    const decision = await context.providers.approvals.checkLimit(cart, null).catch(() => null);
    if (!decision || decision.approval_required || decision.over_maximum)
      throw new OrderRefused(userError('REJECTED', EXPRESS_FAILED));
    try {
      return await context.erp.post('/order/expressCheckout/process', {
        query: { cart: principal.cartId },
        body: {
          order_session: key,
          customer_po_number: po || null,
          instructions: input.shippingInstructions?.trim() || null,
          comments: input.comments?.trim() || null,
        },
        timeoutMs: ORDER_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof ErpHttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        throw new OrderRefused(userError('REJECTED', EXPRESS_FAILED));
      }
      throw error;
    }
  };
  try {
    // One order per cart, with the standard checkout too.
    const placement = await context.cartOrders.place(
      principal.customerNumber,
      principal.cartId,
      `express:${key}`,
      submit,
    );
    // Express checkout never sends for approval, so its outcome is the ERP's order confirmation.
    if (!('confirmation' in placement) || 'approval_request' in placement.confirmation)
      return refused(userError('OUTCOME_UNKNOWN', DO_NOT_RESUBMIT));
    const order = placement.confirmation;
    const hold = order.on_hold
      ? [userError('ON_HOLD', onHoldMessage(formatOrderNumber(order.order_number, order.order_suffix)))]
      : [];
    return { order, approvalRequest: null, userErrors: hold };
  } catch (error) {
    if (error instanceof OrderRefused) return refused(error.reason);
    if (error instanceof ErpHttpError && error.status === 401) throw toGraphQLError(error);
    context.log.log('error', 'express order outcome unknown', {
      requestId: context.requestId,
      error: (error as Error).message,
    });
    return refused(userError('OUTCOME_UNKNOWN', DO_NOT_RESUBMIT));
  }
};
