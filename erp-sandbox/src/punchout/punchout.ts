import { HttpError } from '../http/router.ts';
import type { App } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import { EXCLUDED_CUSTOMER } from '../account/multiview.ts';

/** A UNSPSC commodity code: eight digits. */
const UNSPSC = /^\d{8}$/;
/** At most this many items per UNSPSC lookup (a cart of 500 lines asks in one call). */
export const MAX_UNSPSC_ITEMS = 1000;
/** GET /punchout-log answers at most this many entries (account-admin-calls §9). */
export const MAX_LOG_LIMIT = 250;
const MAX_ORDER_NUMBER = 40;

export type PunchOutLogEntry = {
  id: number;
  customer_number: string;
  order_number: string;
  user_id: number;
  username: string;
  created_on: string;
};

/** Seeded history: Pat Punchout's 260 earlier transfers for Acme, one every 8 hours, so the log fills its 250. */
const SEEDED_TRANSFERS = 260;
const seededLog = (): PunchOutLogEntry[] =>
  Array.from({ length: SEEDED_TRANSFERS }, (_, i) => ({
    id: i + 1,
    customer_number: '10001',
    order_number: `PO-${String(4500100 + i)}`,
    user_id: 7,
    username: 'punchout@acme.example',
    created_on: new Date(Date.UTC(2026, 7, 1) + i * 8 * 3_600_000).toISOString(),
  }));

const logs = new WeakMap<App, PunchOutLogEntry[]>();
const logOf = (app: App): PunchOutLogEntry[] => {
  let log = logs.get(app);
  if (!log) logs.set(app, (log = seededLog()));
  return log;
};

/** Punch-out is for punch-out users (user_type punchout), and only for their own customer. */
const requirePunchOutUser = (user: StoredUser): void => {
  if (user.user_type !== 'punchout') throw new HttpError(403, 'Punch-out is not enabled for this user.');
};

/**
 * The UNSPSC code of each item (by ERP item number), from its product; `default_unspsc` (when given)
 * for items without one and for numbers the catalogue does not know.
 */
export function unspscOf(app: App, items: string[], fallback: string | null): Record<string, string | null> {
  if (items.length === 0) throw new HttpError(400, 'items: at least one ERP item number.');
  if (items.length > MAX_UNSPSC_ITEMS) throw new HttpError(400, `items: at most ${MAX_UNSPSC_ITEMS} item numbers.`);
  if (fallback !== null && !UNSPSC.test(fallback)) throw new HttpError(400, 'default_unspsc: eight digits.');
  return Object.fromEntries(items.map((erp) => [erp, app.ds.items.get(erp)?.product.unspsc ?? fallback]));
}

/** Records that a punch-out cart (or invoice) was sent back to the customer's procurement system. */
export function logTransfer(app: App, user: StoredUser, customerNumber: string, orderNumber: string): PunchOutLogEntry {
  requirePunchOutUser(user);
  if (customerNumber !== user.customer_number) throw new HttpError(403, 'Access denied.');
  const reference = orderNumber.trim();
  if (reference === '' || reference.length > MAX_ORDER_NUMBER)
    throw new HttpError(400, `order_number: text of 1 to ${MAX_ORDER_NUMBER} characters.`);
  const log = logOf(app);
  const entry: PunchOutLogEntry = {
    id: log.length + 1,
    customer_number: customerNumber,
    order_number: reference,
    user_id: user.id,
    username: user.username,
    created_on: new Date().toISOString(),
  };
  log.push(entry);
  return entry;
}

/** The customer's transfers, newest first: a user's own customer, or any but the excluded one for staff. */
export function readLog(app: App, user: StoredUser, customerNumber: string, limit: number): PunchOutLogEntry[] {
  const staffMayRead = user.is_vallen && customerNumber !== EXCLUDED_CUSTOMER;
  if (customerNumber !== user.customer_number && !staffMayRead) throw new HttpError(403, 'Access denied.');
  return logOf(app)
    .filter((entry) => entry.customer_number === customerNumber)
    .reverse()
    .slice(0, limit);
}
