import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Route } from '../app.ts';
import { priceLine } from '../cart/lines.ts';
import { formatMoney, round2 } from '../pricing/price.ts';
import { orderCharges } from './charges.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { optionOf } from '../payment/cards.ts';
import { defaultCard } from '../payment/routes.ts';
import { placeOrder } from './routes.ts';
import { shipTosOf } from './ship-tos.ts';
import { GUEST_SHIP_TO } from './openbrowse-routes.ts';
import { PO_REQUIRED_CUSTOMERS } from './customer-settings.ts';

function quote(app: App, user: StoredUser, body: Record<string, unknown>): Schemas['OrderQuote'] {
  if (body.customer_number !== user.customer_number || Number(body.user_id) !== user.id)
    throw new HttpError(403, ACCESS_DENIED);
  const customer = app.ds.customers.get(user.customer_number)!;
  // A guest (open-browse user) has no ship-to of its own: its typed-in address is quoted, as its order is charged.
  const guest = user.customer_type === 'open_browse' && body.ship_to_id === GUEST_SHIP_TO;
  const shipTo = guest
    ? { state: typeof body.ship_to_state === 'string' ? body.ship_to_state.trim().toUpperCase() : '' }
    : shipTosOf(app, customer.customer_number).find((s) => s.shipto === body.ship_to_id);
  if (!shipTo) throw new HttpError(400, `Unknown ship-to: ${String(body.ship_to_id)}`);
  if (guest && !shipTo.state) throw new HttpError(400, 'A guest estimate needs the ship-to state.');
  if (!Array.isArray(body.order_lines) || body.order_lines.length === 0)
    throw new HttpError(400, 'The order has no lines.');
  const warehouse = typeof body.warehouse_key === 'string' && body.warehouse_key ? body.warehouse_key : user.warehouse;
  const subTotal = round2(
    body.order_lines.reduce((sum: number, raw: unknown, i) => {
      const l = (raw ?? {}) as Record<string, unknown>;
      return (
        sum +
        priceLine(
          app,
          customer,
          warehouse,
          { erp: l.erp, quantity: l.order_quantity, uom: l.unit_of_measure },
          String(i + 1),
          i + 1,
        ).line_sub_total
      );
    }, 0),
  );
  const { discount, shipping, tax, total, freeFreight } = orderCharges(subTotal, body.promo_codes, shipTo.state);
  return {
    sub_total: subTotal,
    discount,
    shipping,
    tax,
    total,
    free_freight: freeFreight,
    display_shipping: formatMoney(shipping),
    display_tax: formatMoney(tax),
    display_total: formatMoney(total),
  };
}

function expressCheck(app: App, user: StoredUser): Schemas['ExpressCheck'] {
  const customer = app.ds.customers.get(user.customer_number)!;
  const shipTo = customer.shipTos.find((s) => s.shipto === user.shipto_id) ?? null;
  const card = user.disable_cc ? null : defaultCard(app, user);
  const reason = !user.express_checkout
    ? 'Express checkout is not enabled for this user.'
    : !shipTo
      ? 'No default ship-to address.'
      : user.require_cc && !card
        ? 'No default card.'
        : null;
  return {
    available: reason === null,
    reason,
    payment: card ? optionOf(card) : null,
    ship_to: shipTo,
    po_required: (shipTo?.poreqfl ?? false) || PO_REQUIRED_CUSTOMERS.has(customer.customer_number),
  };
}

export function expressRoutes(app: App): Route[] {
  return [
    { method: 'POST', template: '/order/quote', handler: (ctx) => quote(app, currentUser(ctx), objectBody(ctx)) },
    { method: 'GET', template: '/order/expressCheckout/check', handler: (ctx) => expressCheck(app, currentUser(ctx)) },
    {
      method: 'POST',
      template: '/order/expressCheckout/process',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const body = objectBody(ctx);
        const cartId = ctx.query.get('cart');
        if (!cartId) throw new HttpError(400, 'The cart parameter is required.');
        const check = expressCheck(app, user);
        if (!check.available || !check.ship_to)
          throw new HttpError(400, check.reason ?? 'Express checkout is not available.');
        const cart = app.carts.get(cartId);
        if (!cart) throw new HttpError(400, 'Cart not found.');
        if (cart.ownerId !== user.id) throw new HttpError(403, ACCESS_DENIED);
        if (typeof body.order_session !== 'string' || !/^[A-Za-z0-9]{32}$/.test(body.order_session)) {
          throw new HttpError(400, 'order_session must be 32 alphanumeric characters.');
        }
        const s = check.ship_to;
        return placeOrder(app, user, cartId, {
          order_type: 'o',
          order_session: body.order_session,
          customer_number: user.customer_number,
          warehouse_key: user.warehouse,
          ship_to_id: s.shipto,
          ship_to_company: s.name,
          ship_to_address_1: s.addr1,
          ship_to_address_2: s.addr2,
          ship_to_city: s.city,
          ship_to_state: s.state,
          ship_to_zip: s.zip,
          contact_name: user.name,
          contact_email: user.username,
          customer_po_number: body.customer_po_number ?? null,
          instructions: body.instructions ?? null,
          comments: body.comments ?? null,
          token: check.payment?.token ?? null,
          promo_codes: cart.promo_codes ?? [],
          order_lines: cart.lines.map((l) => ({ erp: l.erp, order_quantity: l.quantity, unit_of_measure: l.uom })),
        });
      },
    },
  ];
}
