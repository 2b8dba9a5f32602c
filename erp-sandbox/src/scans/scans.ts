import { HttpError } from '../http/router.ts';
import type { App } from '../app.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { hash32, int, mulberry32, pick } from '../data/prng.ts';
import { availableQuantity, priceInUom } from '../pricing/price.ts';
import { shipTosOf } from '../checkout/ship-tos.ts';

export type Scan = Schemas['Scan'];
export type ScanItem = Schemas['ScanItem'];

/** What a scan stores; prices, availability and errors are read for the customer on every answer. */
type StoredItem = { erp: string; quantity: number; uom: string };
type StoredScan = Omit<Scan, 'items'> & { items: StoredItem[] };

/** Scan quantities (cart-checkout-orders §5): whole numbers from 1. */
export const MAX_SCAN_QUANTITY = 999_999;
/** A scan's PO (cart-checkout-orders §5: as the quote-to-order PO, at most 22 characters). */
export const MAX_PO = 22;
export const MAX_PROPERTY_VALUE = 100;
export const MAX_FILTER = 100;
/** The seeded scans per customer: enough current ones for three pages of 10, and some archived. */
const SEEDED: Record<string, { active: number; archived: number }> = {
  '10001': { active: 23, archived: 9 },
  '10004': { active: 2, archived: 0 },
};
const SEED_DAY = Date.UTC(2026, 9, 30, 15, 0, 0);
const DAY = 86_400_000;

const stores = new WeakMap<App, Map<number, StoredScan>>();

function seed(app: App): Map<number, StoredScan> {
  const scans = new Map<number, StoredScan>();
  let id = 5000;
  for (const [customer, counts] of Object.entries(SEEDED)) {
    const rng = mulberry32(hash32(`scans:${customer}`));
    const info = app.ds.customers.get(customer);
    if (!info) continue;
    const shipTos = shipTosOf(app, customer);
    const items = [...app.ds.items.values()].filter((i) => i.product.active).slice(0, 400);
    const users = app.ds.users.filter((u) => u.customer_number === customer && u.active);
    const total = counts.active + counts.archived;
    for (let n = 0; n < total; n += 1) {
      id += 1;
      const shipTo = shipTos[n % shipTos.length]!;
      const receiver = users[n % users.length]!;
      const chosen = new Map<string, StoredItem>();
      for (let k = int(rng, 2, 9); k > 0; k -= 1) {
        const item = pick(rng, items);
        chosen.set(item.item.erp, { erp: item.item.erp, quantity: int(rng, 1, 24), uom: item.item.uom });
      }
      const archived = n >= counts.active;
      scans.set(id, {
        id,
        tenant_id: customer,
        ship_to: shipTo.shipto,
        ship_to_title: shipTo.display,
        items: [...chosen.values()],
        created_on: new Date(SEED_DAY - n * DAY - int(rng, 0, 600) * 60_000).toISOString(),
        status: archived ? 0 : 1,
        // Two archived scans were released as orders: they show as Ordered.
        order_number: archived && n < counts.active + 2 ? [`${7_100_000 + n}-00`] : [],
        initiator: `Crib scanner ${1 + (n % 4)}`,
        initiator_email: `scanner${1 + (n % 4)}@${customer}.scan.example`,
        receiver: receiver.name,
        receiver_email: receiver.username,
        shippingInfo: {
          ship_to_id: shipTo.shipto,
          name: receiver.name,
          company_name: shipTo.name,
          email: receiver.username,
          phone: null,
          address1: shipTo.addr1,
          address2: shipTo.addr2 ?? null,
          city: shipTo.city,
          state: shipTo.state,
          zip: shipTo.zip,
        },
        billingInfo: { ...info.bill_to },
        po_number: n % 3 === 0 ? `CRIB-${id}` : null,
        poRequired: shipTo.poreqfl || n % 5 === 1,
        header_properties: [
          { label: 'Work Order', value: n % 2 === 0 ? `WO-${40_000 + n}` : '', required: n % 4 === 1 },
          { label: 'Requested By', value: receiver.name, required: false },
        ],
        line_properties: [{ label: 'Machine', value: n % 3 === 1 ? `Press ${1 + (n % 7)}` : '', required: false }],
      });
    }
  }
  return scans;
}

const storeOf = (app: App): Map<number, StoredScan> => {
  let store = stores.get(app);
  if (!store) stores.set(app, (store = seed(app)));
  return store;
};

/** The scan as the ERP answers it: each item priced for the scan's customer in the scan's unit. */
function view(app: App, scan: StoredScan): Scan {
  const customer = app.ds.customers.get(scan.tenant_id)!;
  const cpns = app.search.customerParts.get(scan.tenant_id);
  return {
    ...scan,
    items: scan.items.map((stored): ScanItem => {
      const info = app.ds.items.get(stored.erp)!;
      const price = info.product.active ? (priceInUom(customer, info, stored.uom) ?? 0) : 0;
      return {
        erp: stored.erp,
        partNumber: cpns?.byErp.get(stored.erp) ?? stored.erp,
        heading: info.item.description,
        price,
        uom: stored.uom,
        quantity: stored.quantity,
        quantity_available: availableQuantity(info, customer.warehouse),
        error: price > 0 ? null : `Item ${stored.erp} is not available for purchase.`,
      };
    }),
  };
}

/** A scan may be read by its customer's users, and by multiview users (cart-checkout-orders §6). */
function scanFor(app: App, user: StoredUser, id: number): StoredScan {
  const scan = storeOf(app).get(id);
  if (!scan) throw new HttpError(404, 'Scan not found.');
  if (scan.tenant_id !== user.customer_number && !user.can_multiview) throw new HttpError(403, 'Access denied.');
  return scan;
}

/** A scan the user may change: only the customer's own users write (a multiview user switches first). */
function ownScan(app: App, user: StoredUser, id: number): StoredScan {
  const scan = scanFor(app, user, id);
  if (scan.tenant_id !== user.customer_number) throw new HttpError(403, 'Access denied.');
  return scan;
}

export type ListQuery = {
  status: 0 | 1 | null;
  limit: number;
  page: number;
  filter: string;
  orderBy: 'created_on' | 'id' | 'initiator' | 'receiver';
  direction: 'asc' | 'desc';
};

const matches = (app: App, scan: StoredScan, filter: string): boolean => {
  if (!filter) return true;
  const wanted = filter.toLowerCase();
  const cpns = app.search.customerParts.get(scan.tenant_id);
  return [
    String(scan.id),
    scan.initiator,
    scan.receiver,
    scan.ship_to_title,
    scan.po_number ?? '',
    ...scan.order_number,
    ...scan.items.flatMap((i) => [i.erp, cpns?.byErp.get(i.erp) ?? '']),
  ].some((text) => text.toLowerCase().includes(wanted));
};

/** The customer's scans, filtered, sorted and paged (page from 1). */
export function listScans(app: App, user: StoredUser, query: ListQuery): { scans: Scan[]; total: number } {
  const all = [...storeOf(app).values()].filter(
    (s) =>
      s.tenant_id === user.customer_number &&
      (query.status === null || s.status === query.status) &&
      matches(app, s, query.filter),
  );
  const key = query.orderBy;
  const sign = query.direction === 'asc' ? 1 : -1;
  all.sort((a, b) => sign * (String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : a.id - b.id));
  const start = (query.page - 1) * query.limit;
  return { scans: all.slice(start, start + query.limit).map((s) => view(app, s)), total: all.length };
}

export function readScan(app: App, user: StoredUser, id: number, status: 0 | 1 | null): Scan {
  const scan = scanFor(app, user, id);
  if (status !== null && scan.status !== status) throw new HttpError(404, 'Scan not found.');
  return view(app, scan);
}

export type ScanWrite = {
  items?: { erp: string; quantity: number }[];
  po_number?: string | null;
  header_properties?: { label: string; value: string }[];
  line_properties?: { label: string; value: string }[];
  order_number?: string[];
  status?: 1;
};

const setValues = (properties: Scan['header_properties'], values: { label: string; value: string }[]) => {
  for (const { label, value } of values) {
    const property = properties.find((p) => p.label === label);
    if (!property) throw new HttpError(400, `Unknown property: ${label}.`);
    property.value = value;
  }
};

/**
 * Updates a scan: quantities, removed items (items may only shrink), PO, property values, order
 * numbers of a release, or reactivation (status 1). A scan left without items is archived.
 */
export function updateScan(app: App, user: StoredUser, id: number, write: ScanWrite): Scan {
  const scan = ownScan(app, user, id);
  if (write.items) {
    const kept: StoredItem[] = [];
    for (const { erp, quantity } of write.items) {
      const item = scan.items.find((i) => i.erp === erp);
      if (!item) throw new HttpError(400, `Item ${erp} is not on scan ${id}.`);
      if (kept.some((k) => k.erp === erp)) throw new HttpError(400, `Item ${erp} appears twice.`);
      kept.push({ ...item, quantity });
    }
    scan.items = kept;
  }
  if (write.po_number !== undefined) scan.po_number = write.po_number;
  if (write.header_properties) setValues(scan.header_properties, write.header_properties);
  if (write.line_properties) setValues(scan.line_properties, write.line_properties);
  if (write.order_number) scan.order_number = [...scan.order_number, ...write.order_number];
  if (write.status === 1) scan.status = 1;
  if (scan.items.length === 0) scan.status = 0;
  return view(app, scan);
}

export function archiveScan(app: App, user: StoredUser, id: number): Scan {
  const scan = ownScan(app, user, id);
  scan.status = 0;
  return view(app, scan);
}

export function deleteScan(app: App, user: StoredUser, id: number): void {
  ownScan(app, user, id);
  storeOf(app).delete(id);
}
