import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Route } from '../app.ts';
import { priceLine } from '../cart/lines.ts';
import type { Schemas, ShipTo, StoredUser } from '../data/types.ts';
import { chargeOrder } from './charges.ts';
import { confirmation } from './routes.ts';
import { startOver } from '../cart/start-over.ts';
import { enterOrder, recordOrder, enteredLine } from '../orders/placed-order.ts';

type Confirmation = Schemas['OrderConfirmation'];
const SESSION_RE = /^[A-Za-z0-9]{32}$/;
// The ship-to id of a typed-in guest address: open-browse customers have no ship-to of their own for a guest.
export const GUEST_SHIP_TO = 'GUEST';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The guest's typed-in address, checked like the order-details step (§5). */
function guestShipTo(body: Record<string, unknown>): ShipTo {
  const name = text(body.contact_name);
  const email = text(body.contact_email);
  const addr1 = text(body.ship_to_address_1);
  const city = text(body.ship_to_city);
  const state = text(body.ship_to_state);
  const zip = text(body.ship_to_zip);
  if (!name || !email) throw new HttpError(400, 'A guest order needs a contact name and e-mail.');
  if (!addr1 || !city || !state || !zip)
    throw new HttpError(400, 'A guest order needs a shipping address, city, state and zip.');
  if (name.length > 30) throw new HttpError(400, 'The contact name may not exceed 30 characters.');
  if (city.length > 28) throw new HttpError(400, 'The city may not exceed 28 characters.');
  if (zip.length > 12) throw new HttpError(400, 'The zip may not exceed 12 characters.');
  const company = text(body.ship_to_company) ?? name;
  return {
    shipto: GUEST_SHIP_TO,
    display: `${company}, ${addr1}, ${city}, ${state}`,
    poreqfl: false,
    custpo: null,
    name: company,
    addr1,
    addr2: text(body.ship_to_address_2),
    city,
    state,
    zip,
  };
}

/** Everything from the dedup check to the insert is synchronous, so concurrent duplicates cannot both place. */
function placeGuestOrder(app: App, user: StoredUser, cartId: string, body: Record<string, unknown>): Confirmation {
  const sessionKey = `${user.customer_number}|${String(body.order_session)}`;
  const previous = app.orderSessions.get(sessionKey);
  if (previous) return previous;
  const cart = app.carts.get(cartId);
  if (!cart) throw new HttpError(400, 'Cart not found.');
  if (cart.ownerId !== user.id) throw new HttpError(403, ACCESS_DENIED);
  const shipTo = guestShipTo(body);
  const customer = app.ds.customers.get(user.customer_number)!;
  const rawLines = body.order_lines;
  if (!Array.isArray(rawLines) || rawLines.length === 0) throw new HttpError(400, 'The order has no lines.');
  const lines = rawLines.map((raw: unknown, i) => {
    const l = (raw ?? {}) as Record<string, unknown>;
    const priced = priceLine(
      app,
      customer,
      user.warehouse,
      { erp: l.erp, quantity: l.order_quantity, uom: l.unit_of_measure },
      String(i + 1),
      i + 1,
    );
    return enteredLine(priced, i + 1);
  });
  const now = Date.now();
  const order = enterOrder(
    app,
    {
      custno: customer.customer_number,
      custpo: null,
      transtype: 'o',
      userId: user.id,
      employeename: text(body.contact_name)!,
      email: text(body.contact_email)!,
      shipTo,
      lines,
      notes: [text(body.instructions), text(body.comments)].filter((n): n is string => n !== null),
    },
    now,
  );
  chargeOrder(order, body.promo_codes);
  recordOrder(app, order);
  startOver(app, cart);
  const conf = confirmation(app, order, body);
  app.orderSessions.set(sessionKey, conf);
  return conf;
}

/**
 * POST /order/openbrowse?cart: a guest's order, placed by the open-browse user for its customer with the
 * address the guest typed in. Only open-browse users may use it (and they may not use POST /order).
 */
export function openBrowseOrderRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/order/openbrowse',
      handler: (ctx): Confirmation => {
        const user = currentUser(ctx);
        if (user.customer_type !== 'open_browse')
          throw new HttpError(403, 'Guest checkout is only for open-browse sessions.');
        const body = objectBody(ctx);
        const cartId = ctx.query.get('cart');
        if (!cartId) throw new HttpError(400, 'The cart parameter is required.');
        if (body.customer_number !== user.customer_number || body.user_id !== user.id)
          throw new HttpError(403, ACCESS_DENIED);
        if (typeof body.order_session !== 'string' || !SESSION_RE.test(body.order_session)) {
          throw new HttpError(400, 'order_session must be 32 alphanumeric characters.');
        }
        return placeGuestOrder(app, user, cartId, body);
      },
    },
  ];
}
