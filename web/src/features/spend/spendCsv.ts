import type { SpendGroupFieldsFragment } from './SpendReport.generated';

const cell = (value: string): string => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A grouping as CSV, from the same figures the chart and table show: group, orders, spend. */
export function spendCsv(heading: string, groups: readonly SpendGroupFieldsFragment[]): string {
  const rows = [
    [heading, 'Orders', 'Spend'],
    ...groups.map((g) => [g.label, String(g.orderCount), g.total.value.toFixed(2)]),
  ];
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
