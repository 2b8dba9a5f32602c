import { HttpError } from '../http/router.ts';
import { currentUser, objectBody, type App, type Route } from '../app.ts';
import {
  archiveScan,
  deleteScan,
  listScans,
  MAX_FILTER,
  MAX_PO,
  MAX_PROPERTY_VALUE,
  MAX_SCAN_QUANTITY,
  readScan,
  updateScan,
  type ListQuery,
  type ScanWrite,
} from './scans.ts';

const idOf = (raw: string | null | undefined): number => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new HttpError(400, 'id: a scan number.');
  return Number(raw);
};

const statusOf = (raw: string | null): 0 | 1 | null => {
  if (raw === null || raw === '') return null;
  if (raw === '0' || raw === '1') return Number(raw) as 0 | 1;
  throw new HttpError(400, 'status: 1 (active) or 0 (archived).');
};

const whole = (raw: string | null, name: string, fallback: number, max: number): number => {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
    throw new HttpError(400, `${name}: a whole number from 1 to ${max}.`);
  return Number(raw);
};

function listQuery(query: URLSearchParams): ListQuery {
  const filter = (query.get('filter') ?? '').trim();
  if (filter.length > MAX_FILTER) throw new HttpError(400, `filter: at most ${MAX_FILTER} characters.`);
  const orderBy = query.get('order_by') ?? 'created_on';
  if (!['created_on', 'id', 'initiator', 'receiver'].includes(orderBy))
    throw new HttpError(400, 'order_by: created_on, id, initiator or receiver.');
  const direction = (query.get('order_direction') ?? 'desc').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw new HttpError(400, 'order_direction: asc or desc.');
  return {
    status: statusOf(query.get('status')),
    limit: whole(query.get('limit'), 'limit', 10, 100),
    page: whole(query.get('page'), 'page', 1, 100_000),
    filter,
    orderBy: orderBy as ListQuery['orderBy'],
    direction,
  };
}

const text = (raw: unknown, name: string, max: number): string => {
  if (typeof raw !== 'string' || raw.length > max)
    throw new HttpError(400, `${name}: text of at most ${max} characters.`);
  return raw.trim();
};

const values = (raw: unknown, name: string): { label: string; value: string }[] => {
  if (!Array.isArray(raw)) throw new HttpError(400, `${name} must be an array.`);
  return raw.map((entry: unknown, index) => {
    const property = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    return {
      label: text(property.label, `${name}[${index}].label`, 100),
      value: text(property.value, `${name}[${index}].value`, MAX_PROPERTY_VALUE),
    };
  });
};

function scanWrite(body: Record<string, unknown>): ScanWrite {
  const write: ScanWrite = {};
  if (body.items !== undefined) {
    if (!Array.isArray(body.items)) throw new HttpError(400, 'items must be an array.');
    write.items = body.items.map((entry: unknown, index) => {
      const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      const quantity = item.quantity;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_SCAN_QUANTITY)
        throw new HttpError(400, `items[${index}].quantity: a whole number from 1 to ${MAX_SCAN_QUANTITY}.`);
      return { erp: text(item.erp, `items[${index}].erp`, 50), quantity };
    });
  }
  if (body.po_number !== undefined)
    write.po_number = body.po_number === null ? null : text(body.po_number, 'po_number', MAX_PO) || null;
  if (body.header_properties !== undefined)
    write.header_properties = values(body.header_properties, 'header_properties');
  if (body.line_properties !== undefined) write.line_properties = values(body.line_properties, 'line_properties');
  if (body.order_number !== undefined) {
    if (!Array.isArray(body.order_number) || body.order_number.length > 20)
      throw new HttpError(400, 'order_number must be an array of at most 20 order numbers.');
    write.order_number = body.order_number.map((n, index) => text(n, `order_number[${index}]`, 20));
  }
  if (body.status !== undefined) {
    if (body.status !== 1)
      throw new HttpError(400, 'status: only 1 (reactivate); archive with PUT /scan-to-web/archive/{id}.');
    write.status = 1;
  }
  return write;
}

/** Scan-to-web (cart-checkout-orders §7): the customer's scans, read, changed, archived and reactivated. */
export function scanRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/scan-to-web',
      handler: (ctx) => {
        const user = currentUser(ctx);
        if (ctx.query.has('id'))
          return { scan: readScan(app, user, idOf(ctx.query.get('id')), statusOf(ctx.query.get('status'))) };
        const query = listQuery(ctx.query);
        const { scans, total } = listScans(app, user, query);
        return { scans, meta: { total_items: total, current_items: scans.length } };
      },
    },
    {
      method: 'PUT',
      template: '/scan-to-web/archive/{id}',
      handler: (ctx) => ({ scan: archiveScan(app, currentUser(ctx), idOf(ctx.params.id)) }),
    },
    {
      method: 'PUT',
      template: '/scan-to-web/{id}',
      handler: (ctx) => ({
        scan: updateScan(app, currentUser(ctx), idOf(ctx.params.id), scanWrite(objectBody(ctx))),
      }),
    },
    {
      method: 'DELETE',
      template: '/scan-to-web/{id}',
      handler: (ctx) => {
        deleteScan(app, currentUser(ctx), idOf(ctx.params.id));
        return { deleted: true };
      },
    },
  ];
}
