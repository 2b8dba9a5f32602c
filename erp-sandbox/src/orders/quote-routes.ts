import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, orderKey, type App, type Ctx, type Route } from '../app.ts';
import { EXCLUDED_CUSTOMER } from '../account/multiview.ts';
import type { Order } from '../data/types.ts';
import { currentOrder, quoteState } from './quote-state.ts';
import { convertQuoteOrder } from './quote-conversion.ts';

const ORDER_ID = /^(\d{7})(?:-(\d{1,2}))?$/;

function ownOrder(app: App, ctx: Ctx, orderno: unknown, suffix: unknown, staffReadsAny = false): Order {
  const user = currentUser(ctx);
  const number = typeof orderno === 'string' && /^\d{7}$/.test(orderno) ? Number(orderno) : orderno;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw new HttpError(400, 'order_number is required.');
  const suf = suffix === undefined || suffix === null ? 0 : Number(suffix);
  const order = app.ordersByKey.get(orderKey(number, Number.isInteger(suf) ? suf : 0));
  if (!order) throw new HttpError(404, 'Order not found.');
  // Associates' order lookup reads any customer's order but the excluded one (account-admin-calls §6).
  const staffMayRead = staffReadsAny && user.is_vallen && order.custno !== EXCLUDED_CUSTOMER;
  if (order.custno !== user.customer_number && !staffMayRead) throw new HttpError(403, ACCESS_DENIED);
  return order;
}

export function ownQuote(app: App, ctx: Ctx, orderno: unknown, suffix: unknown): Order {
  const order = ownOrder(app, ctx, orderno, suffix);
  if (order.transtype !== 'q') throw new HttpError(400, 'Only a quote can be converted.');
  return order;
}

export function quoteRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/order/{id}/order-status',
      handler: (ctx) => {
        const m = ORDER_ID.exec(ctx.params.id!);
        if (!m) throw new HttpError(404, 'Order not found.');
        const order = ownOrder(app, ctx, Number(m[1]), Number(m[2] ?? 0), true);
        const state = quoteState(app, order);
        return {
          orderno: order.orderno,
          ordersuf: order.ordersuf,
          custno: order.custno,
          header: { trackingUrl: order.trackingUrl, proNumber: order.proNumber, orderStatus: order.stagecd },
          conversionStatus: state.conversion,
          newOrderNumber: state.newOrderNumber,
        };
      },
    },
    {
      method: 'POST',
      template: '/order/quote-quantities',
      handler: (ctx) => {
        const quote = objectBody(ctx).quote;
        if (typeof quote !== 'object' || quote === null) throw new HttpError(400, 'quote is required.');
        const q = quote as Record<string, unknown>;
        const order = ownQuote(app, ctx, q.order_number, q.order_suffix);
        const state = quoteState(app, order);
        if (state.conversion !== 'idle') throw new HttpError(409, 'A conversion of this quote is already running.');
        if (state.approval === 'Pending') throw new HttpError(409, 'This quote is waiting for approval.');
        if (!Array.isArray(q.lines)) throw new HttpError(400, 'lines are required.');
        const current = currentOrder(app, order);
        const posted = new Map<number, number>();
        for (const raw of q.lines as unknown[]) {
          const line = (raw ?? {}) as Record<string, unknown>;
          const existing = current.lines.find((l) => l.lineNumber === line.line_number);
          if (!existing) throw new HttpError(400, `Line ${String(line.line_number)} is not on the quote.`);
          const quantity = line.quantity;
          if (typeof quantity !== 'number' || !Number.isInteger(quantity))
            throw new HttpError(400, 'All quantities must be numeric.');
          if (quantity < 0) throw new HttpError(400, 'New quantity must be greater than or equal to 0.');
          if (quantity > existing.quantityOrdered)
            throw new HttpError(400, 'New quantity may not exceed original quantity.');
          posted.set(existing.lineNumber, quantity);
        }
        for (const [lineNumber, quantity] of posted) state.quantities.set(lineNumber, quantity);
        const updated = currentOrder(app, order);
        return {
          quote: {
            order_number: order.orderno,
            order_suffix: order.ordersuf,
            lines: updated.lines.map((l) => ({ line_number: l.lineNumber, quantity: l.quantityOrdered })),
          },
        };
      },
    },
    {
      method: 'POST',
      template: '/order/convert_to_order',
      handler: (ctx) => {
        const body = objectBody(ctx);
        const order = ownQuote(app, ctx, body.order_number, body.order_suffix);
        const po = typeof body.po_number === 'string' && body.po_number.trim() ? body.po_number.trim() : null;
        if (po && po.length > 22) throw new HttpError(400, 'PO number may be at most 22 characters.');
        return convertQuoteOrder(app, order, currentUser(ctx), po);
      },
    },
  ];
}
