// The spend report's arithmetic, kept free of I/O: one fold over the ERP's history pages, then the
// items' brands and categories. Amounts are summed in cents so every grouping adds up to the total.
import { monthLabel, periodMonths, type SpendPeriod } from '@mro/rules/spend';
import type { ErpOrderListRow } from '../erp/types.ts';
import type { SpendDimensionKey, SpendFigures, SpendGroupFigures, SpendOrderFigures } from '../common/spend-model.ts';
import { formatOrderNumber } from '../common/order-codes.ts';

export type ItemClass = { brand: string; category: string };

const NONE: Record<Exclude<SpendDimensionKey, 'MONTH'>, string> = {
  DEPARTMENT: 'No department',
  USER: 'Unknown user',
  CATEGORY: 'Uncategorized',
  BRAND: 'Unknown brand',
};

const toCents = (amount: number): number => Math.round(amount * 100);

/** Quotes are offers, not spend; cancelled orders the ERP already leaves out (omitCancelled). */
const counts = (row: ErpOrderListRow): boolean => row.transtype !== 'q' && row.stagecd !== 9;

type Pending = Omit<SpendOrderFigures, 'byCategory' | 'byBrand'> & { items: Map<string, number> };

/** The fold over the history pages: call `add` with each page as it arrives, then `finish` once. */
export class SpendFold {
  readonly #period: SpendPeriod;
  readonly #orders: Pending[] = [];
  readonly #items = new Set<string>();

  constructor(period: SpendPeriod) {
    this.#period = period;
  }

  add(rows: readonly ErpOrderListRow[]): void {
    for (const row of rows) {
      if (!counts(row)) continue;
      const items = new Map<string, number>();
      for (const line of row.lines ?? []) {
        items.set(line.item_number, (items.get(line.item_number) ?? 0) + toCents(line.amount));
        this.#items.add(line.item_number);
      }
      this.#orders.push({
        orderNumber: formatOrderNumber(row.orderno, row.ordersuf),
        enteredOn: row.enterdt,
        placedBy: row.employeename?.trim() || null,
        department: row.department?.trim() || null,
        cents: [...items.values()].reduce((s, c) => s + c, 0),
        items,
      });
    }
  }

  /** Every part number the lines name, for one classification call. */
  items(): string[] {
    return [...this.#items];
  }

  finish(classOf: (item: string) => ItemClass | null): SpendFigures {
    const orders = this.#orders
      .map(({ items, ...order }): SpendOrderFigures => {
        const byCategory: Record<string, number> = {};
        const byBrand: Record<string, number> = {};
        for (const [item, cents] of items) {
          const found = classOf(item);
          const category = found?.category ?? '';
          const brand = found?.brand ?? '';
          byCategory[category] = (byCategory[category] ?? 0) + cents;
          byBrand[brand] = (byBrand[brand] ?? 0) + cents;
        }
        return { ...order, byCategory, byBrand };
      })
      .sort((a, b) =>
        a.enteredOn === b.enteredOn ? b.orderNumber.localeCompare(a.orderNumber) : a.enteredOn < b.enteredOn ? 1 : -1,
      );
    const months = new Map(
      periodMonths(this.#period).map((m) => [m, { key: m, label: monthLabel(m), cents: 0, orderCount: 0 }]),
    );
    for (const o of orders) {
      const month = months.get(o.enteredOn.slice(0, 7));
      if (month) {
        month.cents += o.cents;
        month.orderCount += 1;
      }
    }
    return {
      ...this.#period,
      cents: orders.reduce((s, o) => s + o.cents, 0),
      orders,
      groups: {
        MONTH: [...months.values()],
        DEPARTMENT: ranked(
          'DEPARTMENT',
          orders.map((o) => [[o.department ?? '', o.cents]]),
        ),
        USER: ranked(
          'USER',
          orders.map((o) => [[o.placedBy ?? '', o.cents]]),
        ),
        CATEGORY: ranked(
          'CATEGORY',
          orders.map((o) => Object.entries(o.byCategory)),
        ),
        BRAND: ranked(
          'BRAND',
          orders.map((o) => Object.entries(o.byBrand)),
        ),
      },
    };
  }
}

/** Groups from each order's (key, cents) shares, largest spend first. */
function ranked(dimension: Exclude<SpendDimensionKey, 'MONTH'>, shares: [string, number][][]): SpendGroupFigures[] {
  const groups = new Map<string, SpendGroupFigures>();
  for (const order of shares)
    for (const [key, cents] of order) {
      const group = groups.get(key) ?? { key, label: key || NONE[dimension], cents: 0, orderCount: 0 };
      group.cents += cents;
      group.orderCount += 1;
      groups.set(key, group);
    }
  return [...groups.values()].sort((a, b) => b.cents - a.cents || a.label.localeCompare(b.label));
}

/** The orders a group counts and what each counts in it. */
export function ordersOfGroup(
  figures: SpendFigures,
  dimension: SpendDimensionKey,
  key: string,
): { order: SpendOrderFigures; cents: number }[] {
  const share = (o: SpendOrderFigures): number | undefined => {
    switch (dimension) {
      case 'MONTH':
        return o.enteredOn.startsWith(`${key}-`) ? o.cents : undefined;
      case 'DEPARTMENT':
        return (o.department ?? '') === key ? o.cents : undefined;
      case 'USER':
        return (o.placedBy ?? '') === key ? o.cents : undefined;
      case 'CATEGORY':
        return o.byCategory[key];
      case 'BRAND':
        return o.byBrand[key];
    }
  };
  return figures.orders.flatMap((order) => {
    const cents = share(order);
    return cents === undefined ? [] : [{ order, cents }];
  });
}
