import type { SpendOrdersQuery, SpendReportQuery } from '../../features/spend/SpendReport.generated';
import { dollars } from './company';

type Report = SpendReportQuery['spendReport'];
type Group = Report['byMonth'][number];
type SpendOrder = SpendOrdersQuery['spendReport']['orders']['nodes'][number];

export const spendGroupOf = (key: string, label: string, total: number, orderCount: number): Group => ({
  __typename: 'SpendGroup',
  key,
  label,
  total: dollars(total),
  orderCount,
});

/** A year of Tyrell's spend: twelve months, three departments, two users, twenty categories, two brands. */
export const spendReportOf = (overrides: Partial<Report> = {}): Report => ({
  __typename: 'SpendReport',
  from: '2025-12-01',
  to: '2026-11-28',
  orderCount: 120,
  total: dollars(12000),
  byMonth: Array.from({ length: 12 }, (_, i) => {
    const month = ((i + 11) % 12) + 1;
    const year = i === 0 ? 2025 : 2026;
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const label = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1]} ${year}`;
    return spendGroupOf(key, label, 1000, 10);
  }),
  byDepartment: [
    spendGroupOf('PRODUCTION', 'PRODUCTION', 7000, 70),
    spendGroupOf('MAINTENANCE', 'MAINTENANCE', 4000, 40),
    spendGroupOf('', 'No department', 1000, 10),
  ],
  byUser: [spendGroupOf('Roy Batty', 'Roy Batty', 9000, 90), spendGroupOf('Rachael Rosen', 'Rachael Rosen', 3000, 30)],
  byCategory: Array.from({ length: 20 }, (_, i) => spendGroupOf(`Category ${i + 1}`, `Category ${i + 1}`, 600, 30)),
  byBrand: [
    spendGroupOf('Ansell', 'Ansell', 8000.5, 80),
    spendGroupOf('Acme, "Pro" Tools', 'Acme, "Pro" Tools', 3999.5, 60),
  ],
  ...overrides,
});

export const spendOrderOf = (n: number, overrides: Partial<SpendOrder> = {}): SpendOrder => ({
  __typename: 'SpendOrder',
  orderNumber: `${1_000_500 + n}-00`,
  enteredOn: '2026-11-02',
  placedBy: 'Roy Batty',
  department: 'PRODUCTION',
  spend: dollars(100 + n),
  ...overrides,
});
