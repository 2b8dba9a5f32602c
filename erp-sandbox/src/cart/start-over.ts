import type { App, CartState } from '../app.ts';
import { userById } from '../users/directory.ts';

/**
 * Once the cart's order, quote or cart request is placed the cart starts over, as a fresh one: no
 * lines, and none of that order's data (PO, shipping instructions, comments, ship-to choice, promo
 * codes, header properties, department) rides into the next one. The next checkout starts from the
 * user's default ship-to and profile. The billing choice stays: a saved card is the user's own (a
 * spent one-time token is dropped where it is spent).
 */
export function startOver(app: App, cart: CartState): void {
  cart.lines = [];
  cart.order_source_type = 'web';
  cart.shipping_info = { ship_to_id: userById(app, cart.ownerId)?.shipto_id ?? null };
  cart.misc_info = { po: null, shipping_instructions: null, comments: null };
  cart.promo_codes = [];
  cart.header_properties = [];
  cart.department = null;
}
