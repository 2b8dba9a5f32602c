import type { GatewayContext } from '../context.ts';
import { requireShopper } from '../context.ts';
import type { GuestShipToInput } from '../generated/resolvers-types.ts';
import { ACCOUNT_CHECKOUT } from './guest-order.ts';

/** POST /order/quote's ship-to id for a guest's typed-in address (the open-browse customer has none of its own). */
export const GUEST_SHIP_TO = 'GUEST';
const STATE_CODE = /^[A-Za-z]{2}$/;

// Guests have no limits: nothing to approve.
type Result = Awaited<ReturnType<GatewayContext['providers']['checkout']['estimateCharges']>> & { approval: null };

/**
 * What the guest's order will be charged, before Place Order: the cart shipped to the typed-in address,
 * without promo codes, exactly as `placeGuestOrder` sends it (POST /order/openbrowse takes none).
 */
export const loadGuestEstimate = async (context: GatewayContext, shipTo: GuestShipToInput): Promise<Result> => {
  const principal = await requireShopper(context);
  if (context.session) return { estimate: null, message: ACCOUNT_CHECKOUT, approval: null };
  const state = shipTo.state.trim().toUpperCase();
  if (!STATE_CODE.test(state) || !principal.cartId) return { estimate: null, message: null, approval: null };
  const cart = await context.providers.cart.loadCart();
  if (cart.cart_lines.length === 0) return { estimate: null, message: null, approval: null };
  const charges = await context.providers.checkout.estimateCharges(
    cart,
    { id: GUEST_SHIP_TO, city: shipTo.city?.trim() || null, state, zip: shipTo.zip?.trim() || null },
    [],
  );
  return { ...charges, approval: null };
};
