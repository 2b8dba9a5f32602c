import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, type App } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import { priceLine } from './lines.ts';

/**
 * PUT /cart/{session_id}/merge/{cart_id} when cart_id is a guest's cart (one the open-browse user
 * created): its lines join the caller's cart re-priced for the caller's customer, the same item in
 * the same unit adding up, and the guest cart is gone afterwards, so a repeated merge finds
 * nothing (404) instead of adding the lines twice. Null when cart_id is not a guest cart.
 */
export function mergeGuestCart(
  app: App,
  user: StoredUser,
  sessionId: string,
  guestCartId: string,
): { merged: number } | null {
  const guestCart = app.carts.get(guestCartId);
  const guestOwner = guestCart ? app.ds.users.find((u) => u.id === guestCart.ownerId) : undefined;
  if (!guestCart || guestOwner?.customer_type !== 'open_browse') return null;
  const cart = app.carts.get(sessionId);
  if (!cart) throw new HttpError(404, 'Cart not found.');
  if (cart.ownerId !== user.id || user.customer_type === 'open_browse') throw new HttpError(403, ACCESS_DENIED);
  const customer = app.ds.customers.get(user.customer_number)!;
  for (const line of guestCart.lines) {
    const same = cart.lines.find((l) => l.erp === line.erp && l.uom === line.uom);
    const quantity = line.quantity + (same?.quantity ?? 0);
    const priced = priceLine(
      app,
      customer,
      user.warehouse,
      { erp: line.erp, quantity, uom: line.uom },
      same?.id ?? String(cart.nextLineId++),
      0,
    );
    if (same) cart.lines[cart.lines.indexOf(same)] = priced;
    else cart.lines.push(priced);
  }
  cart.lines = cart.lines.map((l, i) => ({ ...l, sequence: i + 1 }));
  app.carts.delete(guestCartId);
  return { merged: guestCart.lines.length };
}
