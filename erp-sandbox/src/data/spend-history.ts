import { hash32, mulberry32, pick } from './prng.ts';
import { buildHistory } from './orders.ts';
import type { Customer, ItemInfo, Order, StoredUser } from './types.ts';

/**
 * Tyrell Manufacturing's year of buying (issue 33, spend reports): 1,000 orders over the last 365 days,
 * placed by its site manager and the plant's requisitioners (who phone or e-mail their orders in and
 * have no store login), each charged to the requisitioner's department. Generated from its own seed
 * after every other history, so no other customer's orders or numbers change.
 */
export const SPEND_CUSTOMER = '10010';
export const SPEND_ORDER_COUNT = 1000;
export const SPEND_SPAN_DAYS = 365;

const REQUISITIONERS: readonly { name: string; department: string }[] = [
  { name: 'Rachael Rosen', department: 'PRODUCTION' },
  { name: 'Roy Batty', department: 'PRODUCTION' },
  { name: 'Leon Kowalski', department: 'MAINTENANCE' },
  { name: 'Pris Stratton', department: 'MAINTENANCE' },
  { name: 'Zhora Salome', department: 'SAFETY' },
  { name: 'Hannibal Chew', department: 'QUALITY' },
  { name: 'J.F. Sebastian', department: 'FACILITIES' },
  { name: 'Gaff Holden', department: 'SHIPPING' },
];

export function buildSpendHistory(
  seed: number,
  customer: Customer,
  manager: StoredUser | undefined,
  items: ItemInfo[],
  anchorMs: number,
  nextNumber: number,
): Order[] {
  const rng = mulberry32(hash32(`${seed}:spend`));
  const placers = manager ? [manager] : [];
  const orders = buildHistory(rng, customer, placers, items, SPEND_ORDER_COUNT, anchorMs, nextNumber, SPEND_SPAN_DAYS);
  // One order in five is the manager's own (facilities budget); the rest are the requisitioners'.
  return orders.map((o) => {
    if (manager && rng() < 0.2) return { ...o, department: 'FACILITIES' };
    const who = pick(rng, REQUISITIONERS);
    return { ...o, userId: null, placedOnline: false, employeename: who.name, email: null, department: who.department };
  });
}
