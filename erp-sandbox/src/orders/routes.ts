import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, orderKey, requireOwnCustomer, type App, type Route } from '../app.ts';
import { detail, listRow, listRowWithLines } from './views.ts';
import type { Order } from '../data/types.ts';
import { currentOrder, quoteState } from './quote-state.ts';

const TYPE_ALIASES: Record<string, string> = { so: 'o', qu: 'q', do: 'd', fo: 'f', st: 's', bl: 'k', cs: 'c', rm: 'r' };

const opt = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function historyFilter(body: Record<string, unknown>): (o: Order) => boolean {
  const from = opt(body.from);
  const to = opt(body.to);
  const rawType = opt(body.transType)?.toLowerCase() ?? null;
  const type = rawType ? (TYPE_ALIASES[rawType] ?? rawType) : null;
  const stage = typeof body.stageCd === 'number' ? body.stageCd : null;
  const text = opt(body.filter)?.toLowerCase() ?? null;
  const shipTo = opt(body.shipTo);
  const userId = typeof body.userId === 'number' ? body.userId : null;
  const omitCancelled = body.omitCancelled === true;
  return (o) =>
    (!from || o.enterdt >= from) &&
    (!to || o.enterdt <= to) &&
    (!type || o.transtype === type) &&
    (stage === null || o.stagecd === stage) &&
    (!omitCancelled || o.stagecd !== 9) &&
    (!shipTo || o.shipTo.shipto === shipTo) &&
    (userId === null || o.userId === userId) &&
    (!text || String(o.orderno).includes(text) || (o.custpo ?? '').toLowerCase().includes(text));
}

function positiveInt(v: unknown, def: number, name: string): number {
  if (v === undefined || v === null) return def;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    throw new HttpError(400, `${name} must be a positive integer.`);
  return v;
}

export function orderRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/orders/history',
      handler: (ctx) => {
        const body = objectBody(ctx);
        const user = requireOwnCustomer(ctx, body.customerNumber);
        const limit = positiveInt(body.limit, 25, 'limit');
        const page = positiveInt(body.page, 1, 'page');
        const keep = historyFilter(body);
        const rows = app.orders
          .filter((o) => o.custno === user.customer_number && keep(o))
          .sort((a, b) =>
            a.enterdt === b.enterdt ? b.orderno - a.orderno || b.ordersuf - a.ordersuf : a.enterdt < b.enterdt ? 1 : -1,
          );
        const view = body.withLines === true ? listRowWithLines : listRow;
        const data = rows.slice((page - 1) * limit, page * limit).map((o) => view(currentOrder(app, o)));
        return { data, meta: { total_items: rows.length, current_items: data.length } };
      },
    },
    {
      method: 'GET',
      template: '/order/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const m = /^(\d{7})(?:-(\d{1,2}))?$/.exec(ctx.params.id!);
        const order = m ? app.ordersByKey.get(orderKey(Number(m[1]), Number(m[2] ?? 0))) : undefined;
        if (!order) throw new HttpError(404, 'Order not found.');
        if (order.custno !== user.customer_number) throw new HttpError(403, ACCESS_DENIED);
        return detail(
          currentOrder(app, order),
          app.ds.customers.get(order.custno)?.name ?? null,
          quoteState(app, order).conversion,
        );
      },
    },
  ];
}
