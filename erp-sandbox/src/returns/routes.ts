// Return requests (RMA): an extension of the ERP's REST API the store assumes (issue 33; the
// specification has only the return policy). The ERP enforces the policy itself: lines of the
// caller's customer's order, at most what shipped less what earlier requests still hold, within 60
// days of shipment (the ship date stands for receipt), a reason from its list.
import { HttpError, reply } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, orderKey, type App, type Route } from '../app.ts';
import type { Order, StoredUser } from '../data/types.ts';

const WINDOW_DAYS = 60;
const COMMENT_MAX = 500;
const LINES_MAX = 200;
const REASONS = new Set<string>([
  'DAMAGED',
  'DEFECTIVE',
  'WRONG_ITEM',
  'ORDERED_IN_ERROR',
  'NOT_AS_DESCRIBED',
  'NO_LONGER_NEEDED',
  'OTHER',
]);

export interface ReturnRequest {
  id: string;
  rma_number: string | null;
  order_number: string;
  customer_number: string;
  user_id: number;
  requested_by: string;
  reason_code:
    'DAMAGED' | 'DEFECTIVE' | 'WRONG_ITEM' | 'ORDERED_IN_ERROR' | 'NOT_AS_DESCRIBED' | 'NO_LONGER_NEEDED' | 'OTHER';
  comment: string | null;
  /** requested, approved (RMA issued), rejected, received, credited. */
  status: 'requested' | 'approved' | 'rejected' | 'received' | 'credited';
  created_on: string;
  lines: { line_number: number; erp: string; description: string; uom: string; quantity: number }[];
}

interface ReturnsState {
  requests: ReturnRequest[];
  nextId: number;
}
const states = new WeakMap<App, ReturnsState>();
const returnsState = (app: App): ReturnsState => {
  let state = states.get(app);
  if (!state) {
    state = { requests: [], nextId: 1 };
    states.set(app, state);
  }
  return state;
};

const orderOf = (app: App, user: StoredUser, number: unknown): Order => {
  const m = typeof number === 'string' ? /^(\d{7})(?:-(\d{1,2}))?$/.exec(number) : null;
  const order = m ? app.ordersByKey.get(orderKey(Number(m[1]), Number(m[2] ?? 0))) : undefined;
  if (!order) throw new HttpError(404, 'Order not found.');
  if (order.custno !== user.customer_number) throw new HttpError(403, ACCESS_DENIED);
  return order;
};

/** What earlier requests still hold of each line (rejected ones give it back). */
const heldByLine = (app: App, orderNumber: string): Map<number, number> => {
  const held = new Map<number, number>();
  for (const request of returnsState(app).requests)
    if (request.order_number === orderNumber && request.status !== 'rejected')
      for (const line of request.lines) held.set(line.line_number, (held.get(line.line_number) ?? 0) + line.quantity);
  return held;
};

const lastDay = (shipped: string): string => {
  const day = new Date(`${shipped.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + WINDOW_DAYS);
  return day.toISOString().slice(0, 10);
};

const create = (app: App, user: StoredUser, body: Record<string, unknown>): ReturnRequest => {
  if (user.user_type === 'punchout') throw new HttpError(403, 'Returns are not available in punch-out.');
  const order = orderOf(app, user, body.order_number);
  const number = orderKey(order.orderno, order.ordersuf);
  if (!order.shipdt || order.stagecd === 9) throw new HttpError(409, 'Nothing on this order has shipped.');
  if (new Date().toISOString().slice(0, 10) > lastDay(order.shipdt))
    throw new HttpError(409, `Return requests are accepted within ${WINDOW_DAYS} days of receipt.`);
  const reason = typeof body.reason_code === 'string' ? body.reason_code : '';
  if (!REASONS.has(reason)) throw new HttpError(400, 'reason_code is not one of the return reasons.');
  const comment = typeof body.comment === 'string' && body.comment.trim() ? body.comment.trim() : null;
  if (comment && comment.length > COMMENT_MAX)
    throw new HttpError(400, `comment may be at most ${COMMENT_MAX} characters.`);
  if (reason === 'OTHER' && !comment) throw new HttpError(400, 'A comment is required with reason OTHER.');
  if (!Array.isArray(body.lines) || body.lines.length === 0) throw new HttpError(400, 'At least one line is required.');
  if (body.lines.length > LINES_MAX) throw new HttpError(400, `At most ${LINES_MAX} lines per request.`);
  const held = heldByLine(app, number);
  const seen = new Set<number>();
  const lines = body.lines.map((raw) => {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const lineNumber = entry.line_number;
    const quantity = entry.quantity;
    if (!Number.isInteger(lineNumber) || !Number.isInteger(quantity) || (quantity as number) < 1)
      throw new HttpError(400, 'Each line needs a line_number and a whole quantity of 1 or more.');
    const line = order.lines.find((l) => l.lineNumber === lineNumber);
    if (!line || seen.has(line.lineNumber))
      throw new HttpError(400, `Line ${String(lineNumber)} is not on this order.`);
    seen.add(line.lineNumber);
    const returnable = line.quantityShipped - (held.get(line.lineNumber) ?? 0);
    if ((quantity as number) > returnable)
      throw new HttpError(409, `Line ${line.lineNumber}: at most ${Math.max(0, returnable)} can be returned.`);
    return {
      line_number: line.lineNumber,
      erp: line.erp,
      description: line.description,
      uom: line.uom,
      quantity: quantity as number,
    };
  });
  const state = returnsState(app);
  const request: ReturnRequest = {
    id: String(state.nextId++),
    rma_number: null,
    order_number: number,
    customer_number: user.customer_number,
    user_id: user.id,
    requested_by: user.name,
    reason_code: reason as ReturnRequest['reason_code'],
    comment,
    status: 'requested',
    created_on: new Date().toISOString(),
    lines,
  };
  state.requests.push(request);
  return request;
};

/** POST /returns and GET /returns (extension; see openapi.yaml). */
export function returnsRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/returns',
      handler: (ctx) => reply(201, create(app, currentUser(ctx), objectBody(ctx))),
    },
    {
      method: 'GET',
      template: '/returns',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const orderNumber = ctx.query.get('order_number');
        if (orderNumber) orderOf(app, user, orderNumber);
        return returnsState(app)
          .requests.filter(
            (r) => r.customer_number === user.customer_number && (!orderNumber || r.order_number === orderNumber),
          )
          .sort((a, b) => Number(b.id) - Number(a.id));
      },
    },
  ];
}
