import { notifyQuoteReady } from '../notifications/store.ts';
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, orderKey, requireOwnCustomer, type App, type Route } from '../app.ts';
import { priceLine } from '../cart/lines.ts';
import { formatMoney, round2 } from '../pricing/price.ts';
import type { Order, Schemas, ShipTo, StoredUser } from '../data/types.ts';
import { chargeOrder } from './charges.ts';
import { recordSpend } from '../approvals/workflow.ts';
import { NEW_CARD_TOKEN, titleOf, tokenize, type StoredCard } from '../payment/cards.ts';
import { chargeCard, spendToken } from '../payment/routes.ts';
import { DEPARTMENT_GROUPED, PO_REQUIRED_CUSTOMERS } from './customer-settings.ts';
import { shipTosOf } from './ship-tos.ts';
import { departmentLimits } from '../departments/store.ts';
import { startOver } from '../cart/start-over.ts';
import { enterOrder, recordOrder, enteredLine } from '../orders/placed-order.ts';

type Confirmation = Schemas['OrderConfirmation'];
const SESSION_RE = /^[A-Za-z0-9]{32}$/;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export const CARD_REQUIRED = 'A credit card is required for this account.';
export const CARD_DISABLED = 'Card payments are disabled for this account.';

/** The card the order is charged to, or null on account; refuses what the user's settings forbid. */
export function paymentCard(app: App, user: StoredUser, body: Record<string, unknown>): StoredCard | null {
  const token = text(body.token);
  if (!token) {
    // A quote is not charged, so require_cc does not apply to it.
    if (user.require_cc && String(body.order_type).toLowerCase() !== 'q') throw new HttpError(400, CARD_REQUIRED);
    return null;
  }
  if (user.disable_cc) throw new HttpError(400, CARD_DISABLED);
  if (token === NEW_CARD_TOKEN) {
    return tokenize(
      { ...body, name: body.bill_to_name ?? body.contact_name, address: body.bill_to_address_1, zip: body.bill_to_zip },
      user.id,
      0,
      false,
    );
  }
  return chargeCard(app, user, token);
}

/** The customer's open order (entered, ordered or picked) that already carries this PO, if any. */
export const openOrderWithPo = (app: App, customer: string, po: string | null, except?: string): Order | undefined =>
  po === null
    ? undefined
    : app.orders.find(
        (o) =>
          o.custno === customer &&
          o.custpo === po &&
          o.stagecd < 3 &&
          o.transtype === 'o' &&
          orderKey(o.orderno, o.ordersuf) !== except,
      );

/** The ERP's answer for a reused PO: the PO check's message, and the reason an order with it is held. */
export const poOnOpenOrder = (po: string, order: Order): string =>
  `PO number ${po} is already on an open order (${orderKey(order.orderno, order.ordersuf)}).`;

/** Data that looks wrong puts the order On Hold for review: here, a PO already on an open order of the customer. */
const holdReason = (app: App, customer: string, po: string | null): string | null => {
  const open = openOrderWithPo(app, customer, po);
  return open && po ? poOnOpenOrder(po, open) : null;
};

export function confirmation(
  app: App,
  order: Order,
  body: Record<string, unknown>,
  card: StoredCard | null = null,
): Confirmation {
  const c = app.ds.customers.get(order.custno)!;
  const sub = round2(order.lines.reduce((s, l) => s + l.price * l.quantityOrdered, 0));
  const discount = order.discount ?? 0;
  const shipping = order.freight ?? 0;
  const total = round2(sub - discount + shipping + order.tax);
  const s = order.shipTo;
  return {
    order_type: order.transtype,
    order_number: String(order.orderno),
    order_suffix: order.ordersuf,
    estimated_pricing: false,
    bill_to_address_1: c.bill_to.address1,
    bill_to_address_2: c.bill_to.address2,
    bill_to_city: c.bill_to.city,
    bill_to_state: c.bill_to.state,
    bill_to_zip: c.bill_to.zip,
    ship_to_company: text(body.ship_to_company) ?? s.name,
    ship_to_address_1: text(body.ship_to_address_1) ?? s.addr1,
    ship_to_address_2: text(body.ship_to_address_2) ?? s.addr2 ?? null,
    ship_to_city: text(body.ship_to_city) ?? s.city,
    ship_to_state: text(body.ship_to_state) ?? s.state,
    ship_to_zip: text(body.ship_to_zip) ?? s.zip,
    sales_amount: sub,
    display_sales_amount: formatMoney(sub),
    sales_tax_amount: order.tax,
    shipping_amount: shipping,
    total_order_value: total,
    display_total_order_value: formatMoney(total),
    display_total_invoice_amount: formatMoney(total),
    discount_amount: discount,
    total_units_amount: order.lines.reduce((t, l) => t + (l.units ?? 0) * l.quantityOrdered, 0),
    on_hold: Boolean(order.hold_reason),
    hold_reason: order.hold_reason ?? null,
    customer_po_number: order.custpo,
    instructions: text(body.instructions),
    comments: text(body.comments),
    payment_title: card ? titleOf(card) : null,
    order_lines: order.lines.map((l) => ({
      line_number: l.lineNumber,
      erp: l.erp,
      description: l.description,
      price: l.price,
      display_price: formatMoney(l.price),
      unit_of_measure: l.uom,
      units: l.units,
      order_quantity: l.quantityOrdered,
      line_total: round2(l.price * l.quantityOrdered),
    })),
  };
}

export const alreadyOrdered = (orderNumber: string): string =>
  `This cart was already ordered as order ${orderNumber}. Add items to your cart to place another order.`;

/** Everything from the dedup check to the insert is synchronous, so concurrent duplicates cannot both place. */
export function placeOrder(app: App, user: StoredUser, cartId: string, body: Record<string, unknown>): Confirmation {
  const sessionKey = `${user.customer_number}|${String(body.order_session)}`;
  const previous = app.orderSessions.get(sessionKey);
  if (previous) return previous;
  if (!user.can_submit_orders) throw new HttpError(403, 'You are not allowed to submit orders.');
  const cart = app.carts.get(cartId);
  if (!cart) throw new HttpError(400, 'Cart not found.');
  if (cart.ownerId !== user.id) throw new HttpError(403, ACCESS_DENIED);
  // A second checkout of the same cart (another tab, a fresh key) sends the lines it loaded before the order.
  if (cart.ordered_as && cart.lines.length === 0) throw new HttpError(409, alreadyOrdered(cart.ordered_as));
  const customer = app.ds.customers.get(user.customer_number)!;
  const shipTo: ShipTo | undefined = shipTosOf(app, customer.customer_number).find((s) => s.shipto === body.ship_to_id);
  if (!shipTo) throw new HttpError(400, `Unknown ship-to: ${String(body.ship_to_id)}`);
  const po = text(body.customer_po_number);
  if (shipTo.poreqfl && !po) throw new HttpError(400, 'A purchase order number is required for this ship-to.');
  if (PO_REQUIRED_CUSTOMERS.has(customer.customer_number) && !po)
    throw new HttpError(400, 'A purchase order number is required for this customer.');
  if (po && po.length > 22) throw new HttpError(400, 'The purchase order number may not exceed 22 characters.');
  const grouped = DEPARTMENT_GROUPED[customer.customer_number];
  const department = text(body.department);
  if (grouped && !grouped.some((d) => d.department_key === department))
    throw new HttpError(400, 'A department is required for this order.');
  const card = paymentCard(app, user, body);
  const held = holdReason(app, customer.customer_number, po);
  const rawLines = body.order_lines;
  if (!Array.isArray(rawLines) || rawLines.length === 0) throw new HttpError(400, 'The order has no lines.');
  const warehouse = typeof body.warehouse_key === 'string' && body.warehouse_key ? body.warehouse_key : user.warehouse;
  const lines = rawLines.map((raw: unknown, i) => {
    const l = (raw ?? {}) as Record<string, unknown>;
    const priced = priceLine(
      app,
      customer,
      warehouse,
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
      custpo: po,
      transtype: String(body.order_type).toLowerCase() === 'q' ? 'q' : 'o',
      userId: user.id,
      employeename: user.name,
      email: user.username,
      shipTo,
      lines,
      notes: [text(body.instructions), text(body.comments), held ? `On Hold: ${held}` : null].filter(
        (n): n is string => n !== null,
      ),
      hold_reason: held,
      department,
    },
    now,
  );
  const charges = chargeOrder(order, body.promo_codes);
  recordOrder(app, order);
  if (order.transtype === 'q') notifyQuoteReady(app, user.id, orderKey(order.orderno, order.ordersuf));
  // The cart starts over: a scan-to-web cart is a store cart again, and no order data rides into the next order.
  startOver(app, cart);
  cart.ordered_as = orderKey(order.orderno, order.ordersuf);
  if (card) spendToken(app, card);
  // A spent one-time token must not be offered to the next checkout of this cart.
  if (card && !card.saved) cart.billing_info = {};
  const conf = confirmation(app, order, body, card);
  app.orderSessions.set(sessionKey, conf);
  // Limits count the goods (after discount), not freight or tax.
  const spent = round2(conf.sales_amount - charges.discount);
  recordSpend(app, user, customer.workflow_currency === 'units' ? conf.total_units_amount : spent);
  return conf;
}

export function checkoutRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/company/ship_tos/{customerNumber}',
      handler: (ctx): ShipTo[] => {
        const user = requireOwnCustomer(ctx, ctx.params.customerNumber);
        return shipTosOf(app, user.customer_number);
      },
    },
    {
      method: 'GET',
      template: '/company/departments/{customerNumber}',
      handler: (ctx): Schemas['CheckoutDepartments'] => {
        const user = requireOwnCustomer(ctx, ctx.params.customerNumber);
        const grouped = DEPARTMENT_GROUPED[user.customer_number];
        const departments =
          grouped ??
          departmentLimits(app, user.customer_number).map((d) => ({
            department_key: d.department_key,
            description: d.description,
          }));
        return { grouped: grouped !== undefined, departments: [...departments] };
      },
    },
    {
      method: 'GET',
      template: '/order/po-check',
      handler: (ctx): Schemas['PurchaseOrderCheck'] => {
        const user = currentUser(ctx);
        if (ctx.query.get('customer_number') !== user.customer_number) throw new HttpError(403, ACCESS_DENIED);
        const po = text(ctx.query.get('po'));
        if (!po || po.length > 22) throw new HttpError(400, 'po: a purchase order number of 1 to 22 characters.');
        // The order placed with this order_session (a retried placement) does not count against itself.
        const placed = app.orderSessions.get(`${user.customer_number}|${ctx.query.get('order_session') ?? ''}`);
        const except = placed ? orderKey(Number(placed.order_number), placed.order_suffix) : undefined;
        const open = openOrderWithPo(app, user.customer_number, po, except);
        return open
          ? { in_use: true, message: poOnOpenOrder(po, open), order_number: orderKey(open.orderno, open.ordersuf) }
          : { in_use: false, message: null, order_number: null };
      },
    },
    {
      method: 'POST',
      template: '/order',
      handler: (ctx): Confirmation => {
        const user = currentUser(ctx);
        const body = objectBody(ctx);
        const cartId = ctx.query.get('cart');
        if (!cartId) throw new HttpError(400, 'The cart parameter is required.');
        if (body.customer_number !== user.customer_number) throw new HttpError(403, ACCESS_DENIED);
        if (body.user_id !== undefined && body.user_id !== user.id) throw new HttpError(403, ACCESS_DENIED);
        if (typeof body.order_session !== 'string' || !SESSION_RE.test(body.order_session)) {
          throw new HttpError(400, 'order_session must be 32 alphanumeric characters.');
        }
        return placeOrder(app, user, cartId, body);
      },
    },
  ];
}
