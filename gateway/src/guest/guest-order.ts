import type { GatewayContext } from '../context.ts';
import { requireShopper } from '../context.ts';
import type { ErpOrderConfirmation } from '../erp/types.ts';
import { ErpHttpError } from '../erp/errors.ts';
import { formUserErrors, toGraphQLError, userError } from '../common/errors.ts';
import type { PlaceGuestOrderInput, UserError } from '../generated/resolvers-types.ts';
import { EMPTY_CART } from '@mro/rules/cart';
import { DO_NOT_RESUBMIT, ORDER_SESSION_PATTERN } from '@mro/rules/checkout';
import { BAD_IDEMPOTENCY_KEY, OrderRefused } from '../common/order-placement.ts';
import { guestOrderFormErrors } from '@mro/rules/guest';

export const ACCOUNT_CHECKOUT = 'You are logged in: check out with your account.';
// Orders can take long in the ERP; the loading modal warns at five minutes, we wait up to two.
const ORDER_TIMEOUT_MS = 120_000;

type Result = { order: ErpOrderConfirmation | null; userErrors: UserError[] };

const refused = (error: UserError): Result => ({ order: null, userErrors: [error] });
const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * 'Proceed as Guest': the guest's cart (never client prices) becomes POST /order/openbrowse as the
 * open-browse user, once per idempotency key, with the same guarantees as `placeOrder`: single
 * flight in process, a SET NX lock across replicas, and the ERP's order_session dedup.
 */
export const placeGuestOrder = async (context: GatewayContext, input: PlaceGuestOrderInput): Promise<Result> => {
  if (context.session) {
    await requireShopper(context);
    return refused(userError('FORBIDDEN', ACCOUNT_CHECKOUT));
  }
  const principal = await requireShopper(context);
  const key = input.idempotencyKey;
  if (!ORDER_SESSION_PATTERN.test(key))
    return refused(userError('INVALID_INPUT', BAD_IDEMPOTENCY_KEY, 'idempotencyKey'));
  const problems = formUserErrors(guestOrderFormErrors(input));
  if (problems.length > 0) return { order: null, userErrors: problems };
  if (!principal.cartId) return refused(userError('INVALID_INPUT', EMPTY_CART));
  const submit = async (): Promise<ErpOrderConfirmation> => {
    const cart = await context.providers.cart.loadCart();
    if (cart.cart_lines.length === 0) throw new OrderRefused(userError('INVALID_INPUT', EMPTY_CART));
    try {
      return await context.erp.post('/order/openbrowse', {
        query: { cart: principal.cartId },
        timeoutMs: ORDER_TIMEOUT_MS,
        body: {
          order_type: 'o',
          order_session: key,
          order_source_type: 'web',
          customer_number: principal.customerNumber,
          company_number: principal.companyNumber,
          warehouse_key: principal.warehouse,
          user_id: principal.userId,
          session_id: principal.cartId,
          contact_name: input.contactName.trim(),
          contact_email: input.contactEmail.trim(),
          contact_phone: text(input.contactPhone),
          ship_to_company: text(input.companyName),
          ship_to_address_1: input.address1.trim(),
          ship_to_address_2: text(input.address2),
          ship_to_city: input.city.trim(),
          ship_to_state: input.state.trim().toUpperCase(),
          ship_to_zip: input.zip.trim(),
          order_lines: cart.cart_lines.map((line) => ({
            erp: line.erp,
            iref: line.iref ?? null,
            cpn: line.cpn ?? null,
            order_quantity: line.quantity,
            unit_of_measure: line.uom,
            description: line.description,
          })),
        },
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
    // Scoped by the guest's own cart: guests share the open-browse customer, never each other's orders.
    const placement = await context.orders.place(`openbrowse:${principal.cartId}`, key, submit);
    if ('confirmation' in placement && !('approval_request' in placement.confirmation)) {
      return { order: placement.confirmation, userErrors: [] };
    }
    return refused(userError('OUTCOME_UNKNOWN', DO_NOT_RESUBMIT));
  } catch (error) {
    if (error instanceof OrderRefused) return refused(error.reason);
    if (error instanceof ErpHttpError && error.status === 401) throw toGraphQLError(error);
    context.log.log('error', 'guest order outcome unknown', {
      requestId: context.requestId,
      error: (error as Error).message,
    });
    return refused(userError('OUTCOME_UNKNOWN', DO_NOT_RESUBMIT));
  }
};
