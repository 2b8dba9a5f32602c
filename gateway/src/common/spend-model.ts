// The spend report's model as the cache keeps it and the schema's SpendReport is resolved from (its
// mapper in codegen.ts): here, in a shared layer, because generated types import no domain. The fold
// that makes it is the spend domain's (gateway/src/spend/spend-figures.ts).
import type { SpendPeriod } from '@mro/rules/spend';

export type SpendDimensionKey = 'MONTH' | 'DEPARTMENT' | 'USER' | 'CATEGORY' | 'BRAND';

export type SpendGroupFigures = { key: string; label: string; cents: number; orderCount: number };

/** One counted order, as compact as the cache keeps it: spend per category and brand in cents. */
export type SpendOrderFigures = {
  orderNumber: string;
  enteredOn: string;
  placedBy: string | null;
  department: string | null;
  cents: number;
  byCategory: Record<string, number>;
  byBrand: Record<string, number>;
};

/** What the cache keeps per customer and period; the schema's SpendReport is read from it. */
export type SpendFigures = SpendPeriod & {
  cents: number;
  orders: SpendOrderFigures[];
  groups: Record<SpendDimensionKey, SpendGroupFigures[]>;
};
