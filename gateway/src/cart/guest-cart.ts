import type { Principal } from '../auth/session.ts';
import type { ErpCart } from '../erp/types.ts';

/**
 * The id every guest's cart has in the schema. The real id (the guest session id) stays out of
 * the browser's reach; and the empty cart of a guest before the first line and the cart that line
 * creates are one object to a client cache, so the header's count follows the first add.
 */
export const GUEST_CART_ID = 'guest';

/** A guest's cart before their first line: empty, and nothing created in the ERP (carts are made on demand). */
export const emptyGuestCart = (principal: Principal): ErpCart => ({
  session_id: GUEST_CART_ID,
  user_id: principal.userId,
  order_type: 'o',
  cart_lines: [],
  sub_total: 0,
  tax: 0,
  shipping: 0,
  discount: 0,
  total_units: 0,
  estimated_price: false,
  created_on: new Date(0).toISOString(),
  shipping_info: {},
  misc_info: {},
  promo_codes: [],
});
