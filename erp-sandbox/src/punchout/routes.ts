import { HttpError, reply } from '../http/router.ts';
import { currentUser, objectBody, type App, type Route } from '../app.ts';
import { logTransfer, MAX_LOG_LIMIT, readLog, unspscOf } from './punchout.ts';

const stringField = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  if (typeof value !== 'string') throw new HttpError(400, `${name} is required.`);
  return value;
};

/** Punch-out (cart-checkout-orders §7, account-admin-calls §7.6): UNSPSC codes and the transfer log. */
export function punchOutRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/punchout/unspsc',
      handler: (ctx) => {
        currentUser(ctx);
        const items = (ctx.query.get('items') ?? '')
          .split(',')
          .map((erp) => erp.trim())
          .filter((erp) => erp !== '');
        const fallback = ctx.query.get('default_unspsc') || null;
        return { version: ctx.query.get('version') || 'UNv260801', items: unspscOf(app, items, fallback) };
      },
    },
    {
      method: 'POST',
      template: '/punchout-log',
      handler: (ctx) => {
        const body = objectBody(ctx);
        const customer = stringField(body, 'customer_number');
        return reply(201, { log: logTransfer(app, currentUser(ctx), customer, stringField(body, 'order_number')) });
      },
    },
    {
      method: 'GET',
      template: '/punchout-log',
      handler: (ctx) => {
        const raw = ctx.query.get('limit') ?? String(MAX_LOG_LIMIT);
        if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_LOG_LIMIT)
          throw new HttpError(400, `limit: a whole number from 1 to ${MAX_LOG_LIMIT}.`);
        const logs = readLog(app, currentUser(ctx), ctx.query.get('customer_number') ?? '', Number(raw));
        return { logs };
      },
    },
  ];
}
