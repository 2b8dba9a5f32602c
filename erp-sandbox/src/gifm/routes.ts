import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, orderKey, type App, type Route } from '../app.ts';
import { isoDate } from '../dates.ts';
import type { Order, StoredUser } from '../data/types.ts';
import {
  GIFM_ATTACHMENT_TYPES,
  GIFM_DISABLED_CUSTOMERS,
  GIFM_UNITS,
  LAST_PRICE_REQUIRED_CUSTOMERS,
  MANUFACTURER_MAX,
} from './rules.ts';
import { enterOrder, recordOrder } from '../orders/placed-order.ts';
import { notifyQuoteReady } from '../notifications/store.ts';

export const PRICE_LATER_NOTE = 'Non-stock order: the price will be determined later.';
const MAX_ITEMS = 25;
const MAX_ATTACHMENT_BYTES = 64 * 1024;

interface GifmItem {
  manufacturer: string;
  partNumber: string | null;
  description: string;
  qty: number;
  uom: string;
  lastPaid: number | null;
  siteUrl: string | null;
  requiredDate: string | null;
  files: { fileName: string; size: number }[];
}

export interface GifmRequest {
  id: string;
  order_type: 'Q' | 'O';
  order_number: string;
  user_id: number;
  customer_number: string;
  po: string | null;
  comment: string | null;
  items: GifmItem[];
  created_on: string;
  status: 'open' | 'withdrawn';
}

interface GifmState {
  requests: Map<string, GifmRequest>;
  nextId: number;
}
const states = new WeakMap<App, GifmState>();
const gifmState = (app: App): GifmState => {
  let state = states.get(app);
  if (!state) {
    state = { requests: new Map(), nextId: 1 };
    states.set(app, state);
  }
  return state;
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Who may ask (cart-checkout-orders §6): quotes need can_submit_quotes; orders can_submit_non_stock and can_submit_orders. */
export const gifmRefusal = (app: App, user: StoredUser, type: 'Q' | 'O'): string | null => {
  const customer = app.ds.customers.get(user.customer_number);
  if (
    !customer ||
    customer.open_browse ||
    user.user_type === 'punchout' ||
    GIFM_DISABLED_CUSTOMERS.has(user.customer_number)
  ) {
    return 'Get it for Me is not available for your account.';
  }
  if (type === 'Q' && !user.can_submit_quotes) return 'You may not request quotes.';
  if (type === 'O' && !(user.can_submit_non_stock && user.can_submit_orders))
    return 'You may not order non-stock items.';
  return null;
};

const parseItem = (raw: unknown, i: number, type: 'Q' | 'O', lastPriceRequired: boolean): GifmItem => {
  const e = (raw ?? {}) as Record<string, unknown>;
  const at = `Item ${i + 1}: `;
  const manufacturer = text(e.manufacturer);
  if (!manufacturer) throw new HttpError(400, `${at}manufacturer is required.`);
  if (manufacturer.length > MANUFACTURER_MAX)
    throw new HttpError(400, `${at}manufacturer may be at most ${MANUFACTURER_MAX} characters.`);
  const description = text(e.description);
  if (!description) throw new HttpError(400, `${at}description is required.`);
  if (typeof e.qty !== 'number' || !Number.isInteger(e.qty) || e.qty < 1)
    throw new HttpError(400, `${at}quantity must be a whole number of 1 or more.`);
  const uom = text(e.uom)?.toUpperCase() ?? '';
  if (!GIFM_UNITS[uom])
    throw new HttpError(400, `${at}unit of measure must be one of ${Object.keys(GIFM_UNITS).join(', ')}.`);
  let lastPaid: number | null = null;
  if (e.lastPaid !== undefined && e.lastPaid !== null) {
    if (
      typeof e.lastPaid !== 'number' ||
      !Number.isFinite(e.lastPaid) ||
      e.lastPaid < 0 ||
      Math.abs(Math.round(e.lastPaid * 100) - e.lastPaid * 100) > 1e-6
    ) {
      throw new HttpError(400, `${at}last price must be an amount in cents.`);
    }
    lastPaid = e.lastPaid;
  }
  if (type === 'O' && lastPriceRequired && lastPaid === null)
    throw new HttpError(400, `${at}last price paid is required.`);
  const requiredDate = text(e.requiredDate);
  if (requiredDate && !/^\d{4}-\d{2}-\d{2}$/.test(requiredDate))
    throw new HttpError(400, `${at}required date must be YYYY-MM-DD.`);
  if (e.files !== undefined && !Array.isArray(e.files)) throw new HttpError(400, `${at}files must be an array.`);
  const files = ((e.files as unknown[] | undefined) ?? []).map((f) => {
    const file = (f ?? {}) as Record<string, unknown>;
    const fileName = text(file.fileName);
    const extension = fileName?.split('.').pop()?.toLowerCase() ?? '';
    if (!fileName || !(GIFM_ATTACHMENT_TYPES as readonly string[]).includes(extension))
      throw new HttpError(400, `${at}attachments must be jpg, png, pdf, doc or docx files.`);
    const content = typeof file.content === 'string' ? file.content : '';
    return { fileName, size: Buffer.from(content, 'base64').length };
  });
  if (files.reduce((s, f) => s + f.size, 0) > MAX_ATTACHMENT_BYTES)
    throw new HttpError(400, `${at}attachments may be at most 64 KB in all.`);
  return {
    manufacturer,
    partNumber: text(e.partNumber),
    description,
    qty: e.qty,
    uom,
    lastPaid,
    siteUrl: text(e.siteUrl),
    requiredDate,
    files,
  };
};

/** The resulting quote (priced by the provider later: estimated) or order (price determined later). */
const placeRequest = (
  app: App,
  user: StoredUser,
  type: 'Q' | 'O',
  items: GifmItem[],
  po: string | null,
  comment: string | null,
): Order => {
  const customer = app.ds.customers.get(user.customer_number)!;
  const now = Date.now();
  const order = enterOrder(
    app,
    {
      custno: customer.customer_number,
      custpo: po,
      transtype: type === 'Q' ? 'q' : 'o',
      stagecd: type === 'Q' ? 0 : 1,
      promisedt: null,
      canceldt: type === 'Q' ? isoDate(now + 30 * 86_400_000) : null,
      userId: user.id,
      employeename: user.name,
      email: user.username,
      shipTo: customer.shipTos.find((s) => s.shipto === user.shipto_id) ?? customer.shipTos[0]!,
      lines: items.map((item, i) => ({
        lineNumber: i + 1,
        erp: item.partNumber ?? 'NON-STOCK',
        description: `${item.manufacturer} ${item.description}`.slice(0, 120),
        quantityOrdered: item.qty,
        quantityShipped: 0,
        quantityBackordered: 0,
        uom: item.uom,
        price: item.lastPaid ?? 0,
        units: null,
      })),
      notes: [
        type === 'O' ? PRICE_LATER_NOTE : 'Get it for Me quote request: the provider will price it.',
        ...(comment ? [comment] : []),
      ],
      estimated: true,
    },
    now,
  );
  recordOrder(app, order);
  if (type === 'Q') notifyQuoteReady(app, user.id, orderKey(order.orderno, order.ordersuf));
  return order;
};

/** POST /gifm, GET /gifm/, DELETE /gifm/{id} (cart-checkout-orders §7 "Non-stock (GIFM)"). */
export function gifmRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/gifm',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const body = objectBody(ctx);
        const type = body.order_type === 'Q' || body.order_type === 'O' ? body.order_type : null;
        if (!type) throw new HttpError(400, "order_type must be 'Q' (request quote) or 'O' (order).");
        const refused = gifmRefusal(app, user, type);
        if (refused) throw new HttpError(403, refused);
        if (!Array.isArray(body.items) || body.items.length === 0)
          throw new HttpError(400, 'At least one item is required.');
        if (body.items.length > MAX_ITEMS) throw new HttpError(400, `At most ${MAX_ITEMS} items per request.`);
        const items = body.items.map((raw, i) =>
          parseItem(raw, i, type, LAST_PRICE_REQUIRED_CUSTOMERS.has(user.customer_number)),
        );
        const po = text(body.po);
        if (po && po.length > 22) throw new HttpError(400, 'PO number may be at most 22 characters.');
        const comment = text(body.comment);
        const order = placeRequest(app, user, type, items, po, comment);
        const state = gifmState(app);
        const request: GifmRequest = {
          id: String(state.nextId++),
          order_type: type,
          order_number: orderKey(order.orderno, order.ordersuf),
          user_id: user.id,
          customer_number: user.customer_number,
          po,
          comment,
          items,
          created_on: new Date().toISOString(),
          status: 'open',
        };
        state.requests.set(request.id, request);
        return request;
      },
    },
    {
      method: 'GET',
      template: '/gifm/',
      handler: (ctx) => {
        const user = currentUser(ctx);
        return [...gifmState(app).requests.values()]
          .filter((r) => r.user_id === user.id)
          .sort((a, b) => Number(b.id) - Number(a.id));
      },
    },
    {
      method: 'DELETE',
      template: '/gifm/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const request = gifmState(app).requests.get(ctx.params.id ?? '');
        if (!request) throw new HttpError(404, 'Request not found.');
        if (request.user_id !== user.id) throw new HttpError(403, ACCESS_DENIED);
        const order = app.ordersByKey.get(request.order_number);
        if (request.status !== 'open' || !order || order.stagecd > 1)
          throw new HttpError(409, 'This request is already being processed and can no longer be withdrawn.');
        // Withdrawing cancels the quote or order it made (stage 9).
        order.stagecd = 9;
        request.status = 'withdrawn';
        return request;
      },
    },
  ];
}
