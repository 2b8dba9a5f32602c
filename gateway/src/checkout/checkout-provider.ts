import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type {
  ErpBillingInfo,
  ErpCart,
  ErpCartLine,
  ErpCartRequest,
  ErpCheckoutDepartments,
  ErpOrderConfirmation,
  ErpOrderSubmission,
  ErpShipTo,
} from '../erp/types.ts';
import { formatOrderNumber } from '../common/order-codes.ts';
import { ErpHttpError } from '../erp/errors.ts';
import { erpUserError, toGraphQLError, userError } from '../common/errors.ts';
import { checkShippingAddress } from '@mro/rules/address';
import { DO_NOT_RESUBMIT, ORDER_SESSION_PATTERN, UNITS_MISSING } from '@mro/rules/checkout';
import type { CartKind, PlaceOrderInput, UpdateCheckoutDetailsInput, UserError } from '../generated/resolvers-types.ts';
import { BAD_IDEMPOTENCY_KEY, OrderRefused, onHoldMessage, type CheckoutOutcome } from '../common/order-placement.ts';
import { CHECKOUT_MESSAGES, validateCheckoutDetails } from './checkout-rules.ts';
import { purchaseOrderInUse } from './purchase-order-check.ts';
import { ordersRefusal } from './orders-allowed.ts';
import { forgetNotifications } from '../common/notifications-cache.ts';

export const NO_SHIP_TO = 'Choose a ship-to address before placing the order.';

/** Cart types of §4: a quote cart (session suffix -quote, order type q) or a non-stock cart (suffix -nonstock). */
export const cartKind = (cart: ErpCart): CartKind =>
  cart.session_id.endsWith('-nonstock')
    ? 'NON_STOCK'
    : cart.order_type === 'q' || cart.session_id.endsWith('-quote')
      ? 'QUOTE'
      : 'ORDER';

/** In units mode every line needs its units (§5). */
export const lacksUnits = (line: ErpCartLine): boolean => !line.units || line.units <= 0;

// Orders can take long in the ERP; the loading modal warns at five minutes, we wait up to two.
const ORDER_TIMEOUT_MS = 120_000;

export const loadShipTos = async (context: GatewayContext): Promise<ErpShipTo[]> => {
  const principal = requirePrincipal(context);
  try {
    // By the user (§7.1): the ERP answers for the customer the user buys for now.
    const path = { id: principal.userId };
    const [shipTos, master] = await Promise.all([
      context.erp.get('/user/ship-tos/{id}', { path }),
      context.erp.get('/user/customerMaster/{id}', { path }),
    ]);
    // Every ship-to, never cut: the customer's own plus up to 50 saved addresses (§9 "Maximum ship-tos: 50"
    // bounds what a user saves, not what checkout offers). §5: a PO is required when the ship-to flags it or
    // the customer master requires it; the store asks per ship-to.
    return shipTos.map((shipTo) => (master.po_required ? { ...shipTo, poreqfl: true } : shipTo));
  } catch (error) {
    throw toGraphQLError(error);
  }
};

export const loadDepartments = async (context: GatewayContext): Promise<ErpCheckoutDepartments> => {
  const principal = requirePrincipal(context);
  try {
    return await context.erp.get('/company/departments/{customerNumber}', {
      path: { customerNumber: principal.customerNumber },
    });
  } catch (error) {
    throw toGraphQLError(error);
  }
};

export const CANNOT_EDIT_SHIP_TO = 'You may not add ship-to addresses.';
export const SHIP_TO_NOT_SAVED = 'Error saving shipping address';

type Typed = NonNullable<UpdateCheckoutDetailsInput['newShipTo']>;
const typedAddress = (typed: Typed, base: ErpShipTo): ErpShipTo => ({
  ...base,
  name: typed.companyName?.trim() || base.name,
  addr1: typed.line1.trim(),
  addr2: typed.line2?.trim() || null,
  city: typed.city.trim(),
  state: typed.state.trim(),
  zip: typed.zip.trim(),
});

/**
 * A typed address (§5 rules) either saved as a new ship-to (POST /shipping-address) or used once
 * on the account of a listed ship-to (the ERP ships to the address given with the order).
 */
const typedShipTo = async (
  context: GatewayContext,
  typed: Typed,
  base: ErpShipTo | undefined,
): Promise<ErpShipTo | UserError[]> => {
  const principal = requirePrincipal(context);
  const user = await context.loaders.user.load(principal.userId);
  if (!user.can_edit_ship_to) return [userError('FORBIDDEN', CANNOT_EDIT_SHIP_TO, 'newShipTo')];
  const problems = checkShippingAddress(typed);
  if (problems.length > 0) return problems.map((p) => userError('INVALID_INPUT', p.message, p.field));
  if (!typed.save)
    return base
      ? typedAddress(typed, base)
      : [userError('INVALID_INPUT', CHECKOUT_MESSAGES.shipToRequired, 'shipToId')];
  try {
    return await context.erp.post('/shipping-address', {
      body: {
        user_id: principal.userId,
        company_name: typed.companyName?.trim() || null,
        street_address_1: typed.line1.trim(),
        street_address_2: typed.line2?.trim() || null,
        city: typed.city.trim(),
        state: typed.state.trim(),
        zip: typed.zip.trim(),
        is_default: false,
        active: true,
      },
    });
  } catch (error) {
    const reason = erpUserError(error, 'newShipTo');
    return [{ ...reason, message: reason.code === 'REJECTED' ? reason.message : SHIP_TO_NOT_SAVED }];
  }
};

export const updateCheckoutDetails = async (context: GatewayContext, input: UpdateCheckoutDetailsInput) => {
  const principal = requirePrincipal(context);
  const [shipTos, departments] = await Promise.all([loadShipTos(context), loadDepartments(context)]);
  let shipTo = shipTos.find((candidate) => candidate.shipto === input.shipToId);
  if (input.newShipTo) {
    const typed = await typedShipTo(context, input.newShipTo, shipTo);
    if (Array.isArray(typed)) return { cart: null, userErrors: typed };
    shipTo = typed;
  }
  const department = (input.department ?? '').trim();
  const invalid = validateCheckoutDetails(
    { ...input, shipToId: shipTo?.shipto ?? input.shipToId },
    shipTo,
    departments,
  );
  // Header properties (UDF header level) follow the same rules as line properties.
  const header = await context.providers.udf.checkUdfInput('HEADER', input.headerProperties ?? [], 'headerProperties');
  invalid.push(...header.userErrors);
  if (invalid.length > 0 || !shipTo) return { cart: null, userErrors: invalid };
  // A reused PO would put the order On Hold: the buyer hears the ERP's answer here, before Place Order.
  const reused = await purchaseOrderInUse(context, input.purchaseOrderNumber, 'purchaseOrderNumber').catch(
    (error: unknown) => {
      throw toGraphQLError(error);
    },
  );
  if (reused) return { cart: null, userErrors: [reused] };
  return context.providers.cart.writeCart(principal.cartId, {
    shipping_info: {
      ship_to_id: shipTo.shipto,
      company_name: shipTo.name,
      name: input.contactName.trim(),
      email: input.contactEmail.trim(),
      phone: input.contactPhone?.trim() || null,
      address1: shipTo.addr1,
      address2: shipTo.addr2 ?? null,
      city: shipTo.city,
      state: shipTo.state,
      zip: shipTo.zip,
    },
    misc_info: {
      po: input.purchaseOrderNumber?.trim() || null,
      shipping_instructions: input.shippingInstructions?.trim() || null,
      comments: input.comments?.trim() || null,
    },
    header_properties: header.properties,
    department: department || null,
  });
};

/** The payment chosen at /cart/payment: a card token (never a number) and the billing address; none pays on account. */
const paymentFields = (billing: ErpBillingInfo | undefined): Partial<ErpOrderSubmission> => {
  if (!billing?.payment_type) return { token: null };
  return {
    token: billing.payment_type === 'card' ? (billing.token ?? null) : null,
    card_type: billing.card_type ?? null,
    exp_month: billing.exp_month ?? null,
    exp_year: billing.exp_year ?? null,
    bill_to_name: billing.name ?? null,
    bill_to_address_1: billing.address1 ?? null,
    bill_to_address_2: billing.address2 ?? null,
    bill_to_city: billing.city ?? null,
    bill_to_state: billing.state ?? null,
    bill_to_zip: billing.zip ?? null,
  };
};

type PlaceOrderResult = {
  order: ErpOrderConfirmation | null;
  approvalRequest: ErpCartRequest | null;
  userErrors: UserError[];
};

const refusedResult = (error: UserError): PlaceOrderResult => ({
  order: null,
  approvalRequest: null,
  userErrors: [error],
});

/** Builds the order from the server cart (never from client prices) and submits it once. */
export const placeOrder = async (context: GatewayContext, input: PlaceOrderInput): Promise<PlaceOrderResult> => {
  const principal = requirePrincipal(context);
  const key = input.idempotencyKey;
  if (!ORDER_SESSION_PATTERN.test(key)) {
    return refusedResult(userError('INVALID_INPUT', BAD_IDEMPOTENCY_KEY, 'idempotencyKey'));
  }
  // Before anything else: an over-limit cart must not go to an approver either.
  const notAllowed = await ordersRefusal(context);
  if (notAllowed) return refusedResult(notAllowed);
  const submit = async (): Promise<CheckoutOutcome> => {
    const cart = await context.providers.cart.loadCart();
    const shipping = cart.shipping_info;
    if (cart.cart_lines.length === 0)
      throw new OrderRefused(await context.cartOrders.emptyCartError(principal.customerNumber, principal.cartId));
    if (!shipping.ship_to_id) throw new OrderRefused(userError('INVALID_INPUT', NO_SHIP_TO, 'shipToId'));
    if (principal.amountMode === 'UNITS' && cart.cart_lines.some(lacksUnits))
      throw new OrderRefused(userError('INVALID_INPUT', UNITS_MISSING));
    // Checked again here: a scan release or an earlier order may have given the cart's PO since the details step.
    const reused = await purchaseOrderInUse(context, cart.misc_info.po, 'purchaseOrderNumber', key);
    if (reused) throw new OrderRefused(reused);
    const kind = cartKind(cart);
    const approval = await context.providers.approvals.routeOverLimit(cart, key);
    if (approval) return approval;
    const submission: ErpOrderSubmission = {
      order_type: kind === 'ORDER' ? 'o' : (cart.order_type ?? 'q'),
      order_session: key,
      order_source_type: cart.order_source_type ?? 'web',
      customer_number: principal.customerNumber,
      company_number: principal.companyNumber,
      warehouse_key: principal.warehouse,
      user_id: principal.userId,
      session_id: principal.cartId,
      ship_to_id: shipping.ship_to_id,
      ship_to_company: shipping.company_name ?? null,
      ship_to_address_1: shipping.address1 ?? null,
      ship_to_address_2: shipping.address2 ?? null,
      ship_to_city: shipping.city ?? null,
      ship_to_state: shipping.state ?? null,
      ship_to_zip: shipping.zip ?? null,
      contact_name: shipping.name ?? null,
      contact_email: shipping.email ?? null,
      contact_phone: shipping.phone ?? null,
      customer_po_number: cart.misc_info.po ?? null,
      instructions: cart.misc_info.shipping_instructions ?? null,
      comments: cart.misc_info.comments ?? null,
      promo_codes: cart.promo_codes ?? [],
      header_properties: cart.header_properties ?? [],
      department: cart.department ?? null,
      // Quote and non-stock carts skip the payment step (§4).
      ...(kind === 'ORDER' ? paymentFields(cart.billing_info) : { token: null }),
      order_lines: cart.cart_lines.map((line) => ({
        erp: line.erp,
        iref: line.iref ?? null,
        cpn: line.cpn ?? null,
        order_quantity: line.quantity,
        unit_of_measure: line.uom,
        description: line.description,
      })),
    };
    try {
      return await context.erp.post('/order', {
        query: { cart: principal.cartId },
        body: submission,
        timeoutMs: ORDER_TIMEOUT_MS,
      });
    } catch (error) {
      // A 4xx other than 401 is the ERP refusing the order: nothing was placed.
      if (error instanceof ErpHttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        throw new OrderRefused(userError('REJECTED', error.message));
      }
      throw error;
    }
  };
  try {
    const placement = await context.cartOrders.place(principal.customerNumber, principal.cartId, key, submit);
    if ('confirmation' in placement) {
      const outcome = placement.confirmation;
      // A quote placed is the buyer's "quote ready" event: forgotten for any placement, cheaper than telling
      // them apart (a request sent for approval forgot its parties' already).
      if (!('approval_request' in outcome)) await forgetNotifications(context, [principal.userId]);
      if ('approval_request' in outcome)
        return { order: null, approvalRequest: outcome.approval_request, userErrors: [] };
      if (outcome.on_hold) {
        return {
          order: outcome,
          approvalRequest: null,
          userErrors: [
            userError('ON_HOLD', onHoldMessage(formatOrderNumber(outcome.order_number, outcome.order_suffix))),
          ],
        };
      }
      return { order: outcome, approvalRequest: null, userErrors: [] };
    }
    return refusedResult(userError('OUTCOME_UNKNOWN', DO_NOT_RESUBMIT));
  } catch (error) {
    if (error instanceof OrderRefused) return refusedResult(error.reason);
    if (error instanceof ErpHttpError && error.status === 401) throw toGraphQLError(error);
    context.log.log('error', 'order submission outcome unknown', {
      requestId: context.requestId,
      error: (error as Error).message,
    });
    return refusedResult(userError('OUTCOME_UNKNOWN', DO_NOT_RESUBMIT));
  }
};
