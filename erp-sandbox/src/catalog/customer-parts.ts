import { hash32 } from '../data/prng.ts';
import type { Dataset } from '../data/store.ts';
import type { Product, ProductItem } from '../data/types.ts';

/** One customer's own part numbers: by item, and the item (with its product) by lower-cased part number. */
export interface CustomerParts {
  byErp: Map<string, string>;
  byPart: Map<string, { erp: string; product: Product }>;
}

/** Customers with a customer part number table, with the prefix of their numbers. */
const SEEDED: Record<string, string> = { '10001': 'ACME' };
/** About one item in 25 has a customer part number. */
const SHARE = 25;

/** Deterministic customer part numbers (the ERP's cross-reference table), numbered in item order. */
export function buildCustomerParts(ds: Dataset): Map<string, CustomerParts> {
  const tables = new Map<string, CustomerParts>();
  for (const [customer, prefix] of Object.entries(SEEDED)) {
    const table: CustomerParts = { byErp: new Map(), byPart: new Map() };
    let next = 1;
    for (const product of ds.products) {
      for (const item of product.items) {
        if (hash32(`cpn:${customer}:${item.erp}`) % SHARE !== 0) continue;
        const part = `${prefix}-${String(next++).padStart(5, '0')}`;
        table.byErp.set(item.erp, part);
        table.byPart.set(part.toLowerCase(), { erp: item.erp, product });
      }
    }
    tables.set(customer, table);
  }
  return tables;
}

/** Items as one customer sees them: with that customer's part numbers, never another's. */
export const withCustomerParts = (items: ProductItem[], parts: CustomerParts | undefined): ProductItem[] =>
  items.map((item) => ({ ...item, cpn: parts?.byErp.get(item.erp) ?? null }));
