// An order the ERP enters now, placed online: numbered, entered today at stage 1 and promised in three
// days, not shipped, invoiced, tracked or taxed yet. Checkout, open-browse checkout, an approver's
// approval, Get it for Me and a quote's conversion all enter their orders through here.
import { orderKey, type App } from '../app.ts';
import { isoDate } from '../dates.ts';
import type { Order, OrderLine, Schemas } from '../data/types.ts';

const DAY = 86_400_000;

type Defaulted =
  | 'orderno'
  | 'ordersuf'
  | 'stagecd'
  | 'enterdt'
  | 'promisedt'
  | 'shipdt'
  | 'invoicedt'
  | 'canceldt'
  | 'placedOnline'
  | 'approval_status'
  | 'carrierCode'
  | 'proNumber'
  | 'trackingUrl'
  | 'tax'
  | 'estimated';

/** What each way of placing decides (who, for whom, where, what); any default may be overridden. */
export type NewOrder = Omit<Order, Defaulted> & Partial<Pick<Order, Defaulted>>;

/** A new order with the next number; not yet in the instance's orders (see `recordOrder`). */
export const enterOrder = (app: App, fields: NewOrder, now = Date.now()): Order => ({
  orderno: app.nextOrderNumber++,
  ordersuf: 0,
  stagecd: 1,
  enterdt: isoDate(now),
  promisedt: isoDate(now + 3 * DAY),
  shipdt: null,
  invoicedt: null,
  canceldt: null,
  placedOnline: true,
  approval_status: null,
  carrierCode: null,
  proNumber: null,
  trackingUrl: null,
  tax: 0,
  estimated: false,
  ...fields,
});

/** The order joins the instance's orders: listed, and found by its number and suffix. */
export function recordOrder(app: App, order: Order): void {
  app.orders.push(order);
  app.ordersByKey.set(orderKey(order.orderno, order.ordersuf), order);
}

/** A priced cart line (`priceLine`) as line `lineNumber` of an entered order: nothing shipped or backordered yet. */
export const enteredLine = (priced: Schemas['CartLine'], lineNumber: number): OrderLine => ({
  lineNumber,
  erp: priced.erp,
  description: priced.description,
  quantityOrdered: priced.quantity,
  quantityShipped: 0,
  quantityBackordered: 0,
  uom: priced.uom,
  price: priced.price,
  units: priced.units ?? null,
});
