import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, requireOwnCustomer, type App, type Route } from '../app.ts';
import type { Order } from '../data/types.ts';
import { listRow } from './views.ts';
import { currentOrder } from './quote-state.ts';

export const PAST_ORDERS_LIMIT = 200;
const FILTER_MAX = 50;

const newestFirst = (a: Order, b: Order): number =>
  a.enterdt === b.enterdt ? b.orderno - a.orderno || b.ordersuf - a.ordersuf : a.enterdt < b.enterdt ? 1 : -1;

const byNumber = (a: Order, b: Order): number => a.orderno - b.orderno || a.ordersuf - b.ordersuf;

/** user_id, when sent, must be a whole number. */
const userIdOf = (raw: string | null): number | null => {
  if (raw === null || raw === '') return null;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, 'user_id must be a user id.');
  return Number(raw);
};

/** Past orders (GET /orders) and the orders placed through the web store (GET /orders/web-orders). */
export function pastOrderRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/orders',
      // The caller's own orders, under the customer they buy for now; never another user's.
      handler: (ctx) => {
        const user = currentUser(ctx);
        const q = ctx.query;
        const userId = userIdOf(q.get('user_id'));
        if (userId !== null && userId !== user.id) throw new HttpError(403, ACCESS_DENIED);
        const rawLimit = q.get('limit');
        const limit = rawLimit === null || rawLimit === '' ? PAST_ORDERS_LIMIT : Number(rawLimit);
        if (!Number.isInteger(limit) || limit < 1 || limit > PAST_ORDERS_LIMIT)
          throw new HttpError(400, `limit must be a whole number from 1 to ${PAST_ORDERS_LIMIT}.`);
        const orderBy = q.get('order_by') || 'order_number';
        if (orderBy !== 'order_number' && orderBy !== 'entry_date')
          throw new HttpError(400, 'order_by must be order_number or entry_date.');
        const direction = (q.get('order_direction') || 'DESC').toUpperCase();
        if (direction !== 'ASC' && direction !== 'DESC')
          throw new HttpError(400, 'order_direction must be ASC or DESC.');
        const filter = q.get('filter')?.trim().toLowerCase() ?? '';
        if (filter.length > FILTER_MAX) throw new HttpError(400, `filter may be at most ${FILTER_MAX} characters.`);
        const ascending = orderBy === 'order_number' ? byNumber : (a: Order, b: Order) => -newestFirst(a, b);
        const rows = app.orders
          .filter(
            (o) =>
              o.custno === user.customer_number &&
              o.userId === user.id &&
              (!filter || String(o.orderno).includes(filter) || (o.custpo ?? '').toLowerCase().includes(filter)),
          )
          .sort((a, b) => (direction === 'ASC' ? ascending(a, b) : ascending(b, a)));
        return { data: rows.slice(0, limit).map((o) => listRow(currentOrder(app, o))) };
      },
    },
    {
      method: 'GET',
      template: '/orders/web-orders',
      // The customer's orders placed through the web store, newest first; one user's with user_id.
      handler: (ctx) => {
        const user = requireOwnCustomer(ctx, ctx.query.get('customer_number'));
        const userId = userIdOf(ctx.query.get('user_id'));
        const rows = app.orders
          .filter(
            (o) => o.custno === user.customer_number && o.placedOnline && (userId === null || o.userId === userId),
          )
          .sort(newestFirst);
        return { data: rows.map((o) => listRow(currentOrder(app, o))) };
      },
    },
  ];
}
