import { HttpError } from '../http/router.ts';
import type { App } from '../app.ts';
import type { Customer, Schemas, StoredUser } from '../data/types.ts';
import { customerUnitPrice, round2 } from '../pricing/price.ts';

export type OrderPadItem = Schemas['OrderPadItem'];

/** One validate call takes at most this many parts (the gateway sends larger pads in batches). */
export const MAX_PARTS_PER_CALL = 1000;
/** A pad holds at most this many lines (an imported spreadsheet of 5,000 lines fits). */
export const MAX_PAD_LINES = 10_000;
/** The 32-character session id of the order pad (cart-checkout-orders §9). */
export const SESSION_ID = /^[A-Za-z0-9]{32}$/;
/** Order pad quantities (cart-checkout-orders §5): whole numbers from 1. */
export const MAX_QUANTITY = 999_999;

/** The units of measure the ERP knows (GET /uoms/get-all-uoms): the 24 of the spec (account-admin-calls §9), in its order. */
export const UNITS_OF_MEASURE: { code: string; description: string }[] = [
  ['BG', 'Bag'],
  ['BO', 'Bottle'],
  ['BX', 'Box'],
  ['CN', 'Can'],
  ['CQ', 'Cartridge'],
  ['CA', 'Case'],
  ['DZ', 'Dozen'],
  ['DR', 'Drum'],
  ['EA', 'Each'],
  ['FT', 'Foot'],
  ['GL', 'Gallon'],
  ['IN', 'Inch'],
  ['OZ', 'Ounce'],
  ['PK', 'Pack'],
  ['PA', 'Pail'],
  ['PR', 'Pair'],
  ['PC', 'Piece'],
  ['LB', 'Pound'],
  ['QT', 'Quart'],
  ['RL', 'Roll'],
  ['ST', 'Set'],
  ['SH', 'Sheet'],
  ['SO', 'Spool'],
  ['YD', 'Yard'],
].map(([code, description]) => ({ code: code!, description: description! }));

type Pads = { pads: Map<string, { ownerId: number; items: OrderPadItem[] }>; vpn: Map<string, string> | null };
const stores = new WeakMap<App, Pads>();
const storeOf = (app: App): Pads => {
  let store = stores.get(app);
  if (!store) stores.set(app, (store = { pads: new Map(), vpn: null }));
  return store;
};

/** The manufacturer's part numbers of every item, lower-cased, built on first use. */
const vpnIndex = (app: App): Map<string, string> => {
  const store = storeOf(app);
  if (!store.vpn) {
    store.vpn = new Map();
    for (const [erp, info] of app.ds.items) store.vpn.set(info.item.vpn.toLowerCase(), erp);
  }
  return store.vpn;
};

/** A pad belongs to the user who started it; another user's session id reads as empty. */
export function padOf(app: App, user: StoredUser, sessionId: string): OrderPadItem[] {
  if (!SESSION_ID.test(sessionId)) throw new HttpError(400, 'The order pad session id is 32 letters and digits.');
  const pad = storeOf(app).pads.get(sessionId);
  return pad && pad.ownerId === user.id ? pad.items : [];
}

export function clearPad(app: App, user: StoredUser, sessionId: string): void {
  padOf(app, user, sessionId);
  const store = storeOf(app);
  if (store.pads.get(sessionId)?.ownerId === user.id) store.pads.delete(sessionId);
}

type Part = { part_number: string; quantity: number; uom: string | null };

export function partsOf(raw: unknown): Part[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new HttpError(400, 'parts must be a non-empty array.');
  if (raw.length > MAX_PARTS_PER_CALL) throw new HttpError(400, `At most ${MAX_PARTS_PER_CALL} parts per call.`);
  return raw.map((entry: unknown, index) => {
    const part = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const number = typeof part.part_number === 'string' ? part.part_number.trim() : '';
    if (!number || number.length > 50) throw new HttpError(400, `parts[${index}].part_number: 1 to 50 characters.`);
    const quantity = part.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)
      throw new HttpError(400, `parts[${index}].quantity: a whole number from 0 to ${MAX_QUANTITY}.`);
    const uom = typeof part.uom === 'string' && part.uom.trim() ? part.uom.trim().toUpperCase() : null;
    return { part_number: number, quantity, uom };
  });
}

/**
 * Looks each part up as the customer orders it (item number, the customer's own part number, or the
 * manufacturer's part number), prices it for the customer in the unit asked for, and appends it to
 * the pad: accepted (set 2) or with the reason it cannot be ordered (set 3).
 */
export function validateParts(app: App, user: StoredUser, sessionId: string, parts: Part[]): OrderPadItem[] {
  const existing = padOf(app, user, sessionId);
  if (existing.length + parts.length > MAX_PAD_LINES)
    throw new HttpError(400, `An order pad holds at most ${MAX_PAD_LINES} lines.`);
  const customer: Customer = app.ds.customers.get(user.customer_number)!;
  const own = app.search.customerParts.get(user.customer_number);
  const vpn = vpnIndex(app);
  let line = existing.reduce((max, item) => Math.max(max, item.line), 0);
  const validated = parts.map((part): OrderPadItem => {
    const key = part.part_number.toLowerCase();
    const erp = app.ds.items.has(part.part_number)
      ? part.part_number
      : (own?.byPart.get(key)?.erp ?? vpn.get(key) ?? null);
    const info = erp ? app.ds.items.get(erp) : undefined;
    line += 1;
    const base = { line, partNumber: part.part_number, quantity: part.quantity };
    if (!info) {
      return {
        ...base,
        erp: null,
        cpn: null,
        description: null,
        image: null,
        uom: part.uom,
        price: 0,
        set: 3,
        error: `Item ${part.part_number} was not found.`,
      };
    }
    const uom = info.uoms.find((u) => u.uom === (part.uom ?? info.item.uom));
    const price = info.product.active && uom ? round2(customerUnitPrice(customer, info) * uom.factor) : 0;
    const error = !uom
      ? `Unit of measure ${part.uom} is not available for item ${info.item.erp}.`
      : price <= 0
        ? `Item ${info.item.erp} is not available for purchase.`
        : part.quantity < 1
          ? `Quantity for item ${info.item.erp} must be at least 1.`
          : null;
    return {
      ...base,
      erp: info.item.erp,
      cpn: own?.byErp.get(info.item.erp) ?? null,
      description: info.item.description,
      image: info.product.image ?? null,
      uom: uom?.uom ?? part.uom,
      price,
      set: error ? 3 : 2,
      error,
    };
  });
  storeOf(app).pads.set(sessionId, { ownerId: user.id, items: [...existing, ...validated] });
  return validated;
}

/** Suggestions shown per kind of part number (cart-checkout-orders §7: 5 customer and 5 supplier numbers). */
export const SUGGESTIONS = 5;
export type PartHit = { part_number: string; erp: string; description: string };

/** The supplier's part numbers (item numbers, then manufacturer numbers) starting with the term. */
export function supplierParts(app: App, term: string, exact: boolean): PartHit[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return [];
  const hits: PartHit[] = [];
  const take = (erp: string, part: string) => {
    const info = app.ds.items.get(erp);
    if (info?.product.active) hits.push({ part_number: part, erp, description: info.item.description });
  };
  for (const erp of app.ds.items.keys()) {
    if (hits.length >= SUGGESTIONS) return hits;
    if (exact ? erp.toLowerCase() === wanted : erp.toLowerCase().startsWith(wanted)) take(erp, erp);
  }
  for (const [vpn, erp] of vpnIndex(app)) {
    if (hits.length >= SUGGESTIONS) break;
    if (exact ? vpn === wanted : vpn.startsWith(wanted)) take(erp, app.ds.items.get(erp)!.item.vpn);
  }
  return hits;
}

/** The customer's own part numbers starting with the term. */
export function customerParts(app: App, customer: string, term: string): PartHit[] {
  const wanted = term.trim().toLowerCase();
  const own = app.search.customerParts.get(customer);
  if (!wanted || !own) return [];
  const hits: PartHit[] = [];
  for (const [part, { erp }] of own.byPart) {
    if (hits.length >= SUGGESTIONS) break;
    if (part.startsWith(wanted))
      hits.push({ part_number: own.byErp.get(erp) ?? part, erp, description: app.ds.items.get(erp)!.item.description });
  }
  return hits;
}
