import { hash32 } from '../data/prng.ts';
import type { Customer, ItemInfo } from '../data/types.ts';

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** `$1,234.50`; negative amounts as `-$1.00`. */
export function formatMoney(n: number): string {
  // Hand-rolled: Intl.NumberFormat dominated the cost of a 60-item pricing call.
  const cents = Math.round(Math.abs(n) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = cents % 100;
  return `${n < 0 && cents > 0 ? '-' : ''}$${whole}.${frac < 10 ? '0' : ''}${frac}`;
}

/** About 3% of items have no price for a given customer; deterministic per (customer, item). */
export function isUnpriced(customerNumber: string, erp: string): boolean {
  return hash32(`${customerNumber}|${erp}`) % 100 < 3;
}

/** The customer's price of one default unit, or 0 when unavailable. */
export function customerUnitPrice(customer: Customer, info: ItemInfo): number {
  if (isUnpriced(customer.customer_number, info.item.erp)) return 0;
  return round2(info.listPrice * customer.priceLevel);
}

/** Price of one `uom` of the item, or null when the item is not sold in that uom. */
export function priceInUom(customer: Customer, info: ItemInfo, uom: string): number | null {
  const f = info.uoms.find((u) => u.uom === uom);
  if (!f) return null;
  return round2(customerUnitPrice(customer, info) * f.factor);
}

export function availableQuantity(info: ItemInfo, warehouse: string): number {
  return info.stock[warehouse] ?? 0;
}
