import type { GatewayContext } from '../context.ts';
import { requirePrincipal, requireShopper } from '../context.ts';
import type { ErpApprover, ErpCart, ErpOrderQuote } from '../erp/types.ts';
import { ErpHttpError, ErpUnavailableError } from '../erp/errors.ts';
import { toGraphQLError } from '../common/errors.ts';
import { OVER_COMPANY_MAXIMUM, approvalNeeded } from '@mro/rules/approvals';
import { ESTIMATE_UNAVAILABLE } from '@mro/rules/checkout';

/** Where the order ships, as the ERP charges freight and tax for it. */
export type ChargedShipTo = { id: string; city: string | null; state: string | null; zip: string | null };

/** Over the buyer's limit: what the buyer is told before Place Order, and who approves. */
export type ApprovalNotice = { message: string; approvers: ErpApprover[]; overMaximum: boolean };

export type EstimateResult = {
  estimate: ErpOrderQuote | null;
  message: string | null;
  approval: ApprovalNotice | null;
};

export const NO_ESTIMATE: EstimateResult = { estimate: null, message: null, approval: null };

/**
 * The one estimate of what an order costs: the ERP's POST /order/quote over the lines, promo codes
 * and ship-to the order is charged with. POST /order, express checkout and POST /order/openbrowse
 * charge the same calculation, so every page that shows an amount before its button asks here.
 */
export const estimateCharges = async (
  context: GatewayContext,
  cart: ErpCart,
  shipTo: ChargedShipTo,
  promoCodes: string[],
): Promise<Pick<EstimateResult, 'estimate' | 'message'>> => {
  const principal = await requireShopper(context);
  try {
    const estimate = await context.erp.post('/order/quote', {
      body: {
        user_id: principal.userId,
        customer_number: principal.customerNumber,
        company_number: principal.companyNumber,
        warehouse_key: principal.warehouse,
        geocode: null,
        ship_to_id: shipTo.id,
        ship_to_city: shipTo.city,
        ship_to_state: shipTo.state,
        ship_to_zip: shipTo.zip,
        total_order_value: cart.sub_total,
        promo_codes: promoCodes,
        order_lines: cart.cart_lines.map((line) => ({
          erp: line.erp,
          order_quantity: line.quantity,
          unit_of_measure: line.uom,
        })),
      },
    });
    return { estimate, message: null };
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 401) throw toGraphQLError(error);
    // The ERP's own message when it refused the estimate (§8 lists server messages); a generic one when unreachable.
    if (error instanceof ErpHttpError && error.status === 400) return { estimate: null, message: error.message };
    if (error instanceof ErpHttpError || error instanceof ErpUnavailableError)
      return { estimate: null, message: ESTIMATE_UNAVAILABLE };
    throw error;
  }
};

/**
 * The limit check placing the order makes (§4 order over a limit), asked before the button: null within the
 * limits, or when the ERP cannot tell now (placing the order asks again and says so then).
 */
export const approvalNotice = async (
  context: GatewayContext,
  cart: ErpCart,
  department: string | null,
): Promise<ApprovalNotice | null> => {
  requirePrincipal(context);
  const decision = await context.providers.approvals.checkLimit(cart, department).catch((error: unknown) => {
    if (error instanceof ErpHttpError && error.status === 401) throw toGraphQLError(error);
    return null;
  });
  if (decision?.over_maximum) return { message: OVER_COMPANY_MAXIMUM, approvers: [], overMaximum: true };
  if (!decision?.approval_required) return null;
  return {
    message: approvalNeeded(decision.approvers.map((approver) => approver.name)),
    approvers: decision.approvers,
    overMaximum: false,
  };
};

/** The review's estimate: the cart to its chosen ship-to, and whether placing it sends it for approval. */
export const loadOrderEstimate = async (context: GatewayContext): Promise<EstimateResult> => {
  requirePrincipal(context);
  const cart = await context.providers.cart.loadCart();
  const shipping = cart.shipping_info;
  if (!shipping.ship_to_id || !shipping.address1 || cart.cart_lines.length === 0) return NO_ESTIMATE;
  const [charges, approval] = await Promise.all([
    estimateCharges(
      context,
      cart,
      {
        id: shipping.ship_to_id,
        city: shipping.city ?? null,
        state: shipping.state ?? null,
        zip: shipping.zip ?? null,
      },
      cart.promo_codes ?? [],
    ),
    approvalNotice(context, cart, cart.department ?? null),
  ]);
  return { ...charges, approval };
};
