import type { Resolvers, SpendGroup } from '../generated/resolvers-types.ts';
import { amount } from '../common/amount.ts';
import { badUserInput } from '../common/errors.ts';
import { ORDER_PAGE_SIZES } from '@mro/rules/orders';
import { loadSpendReport } from './spend-provider.ts';
import type { SpendDimensionKey, SpendFigures } from '../common/spend-model.ts';
import { ordersOfGroup } from './spend-figures.ts';

const money = (cents: number) => amount(cents / 100, 'CURRENCY');

const groups = (figures: SpendFigures, dimension: SpendDimensionKey): SpendGroup[] =>
  figures.groups[dimension].map((g) => ({
    key: g.key,
    label: g.label,
    orderCount: g.orderCount,
    total: money(g.cents),
  }));

export const spendResolvers: Resolvers = {
  Query: {
    spendReport: (_parent, { input }, context) => loadSpendReport(context, input),
  },
  SpendReport: {
    total: (figures) => money(figures.cents),
    orderCount: (figures) => figures.orders.length,
    byMonth: (figures) => groups(figures, 'MONTH'),
    byDepartment: (figures) => groups(figures, 'DEPARTMENT'),
    byUser: (figures) => groups(figures, 'USER'),
    byCategory: (figures) => groups(figures, 'CATEGORY'),
    byBrand: (figures) => groups(figures, 'BRAND'),
    orders: (figures, { dimension, key, page, pageSize }) => {
      const p = page ?? 1;
      const size = pageSize ?? 25;
      if (!Number.isInteger(p) || p < 1) throw badUserInput('Page must be 1 or more.');
      if (!(ORDER_PAGE_SIZES as readonly number[]).includes(size))
        throw badUserInput('Page size must be 10, 25, 50 or 100.');
      const counted = ordersOfGroup(figures, dimension, key);
      return {
        nodes: counted.slice((p - 1) * size, p * size).map(({ order, cents }) => ({
          orderNumber: order.orderNumber,
          enteredOn: order.enteredOn,
          placedBy: order.placedBy,
          department: order.department,
          spend: money(cents),
        })),
        totalCount: counted.length,
        page: p,
        pageSize: size,
      };
    },
  },
};
