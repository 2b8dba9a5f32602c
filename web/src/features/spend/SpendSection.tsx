import { lazy, Suspense, useState } from 'react';
import type { SpendDimension, SpendReportInput } from '../../generated/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { DataTable } from '../../ui/DataTable';
import { downloadText } from '../../lib/downloadText';
import type { SpendGroupFieldsFragment } from './SpendReport.generated';
import { SpendOrdersList } from './SpendOrdersList';
import { spendCsv } from './spendCsv';

// The chart code (visx) loads with the first chart, not with the store.
const BarChart = lazy(() => import('../../ui/BarChart').then((m) => ({ default: m.BarChart })));

/** A chart of named groups shows at most this many bars (the largest); the table beneath lists every group. */
export const CHART_BARS = 6;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Axis labels short enough not to run into each other: a month as "Mar" (as "3/26" when the period
 * repeats a month), a name cut to eight characters; the table beneath carries the full label.
 */
function axisLabels(dimension: SpendDimension, groups: readonly SpendGroupFieldsFragment[]): string[] {
  if (dimension === 'MONTH') {
    const short = groups.map((g) => MONTHS[Number(g.key.slice(5, 7)) - 1] ?? g.key);
    return new Set(short).size === short.length
      ? short
      : groups.map((g) => `${Number(g.key.slice(5, 7))}/${g.key.slice(2, 4)}`);
  }
  const seen = new Map<string, number>();
  return groups.map((g) => {
    const cut = g.label.length > 8 ? `${g.label.slice(0, 7)}…` : g.label;
    const n = (seen.get(cut) ?? 0) + 1;
    seen.set(cut, n);
    return n > 1 ? `${cut.slice(0, 6)}…${n}` : cut;
  });
}

type Props = {
  title: string;
  /** The table's first column and the CSV's first heading: Month, Department, User, Category, Brand. */
  heading: string;
  dimension: SpendDimension;
  groups: readonly SpendGroupFieldsFragment[];
  input: SpendReportInput;
  fileName: string;
};

/** One grouping: its bar chart, the table beneath with a drill-down per row, and its CSV. */
export function SpendSection({ title, heading, dimension, groups, input, fileName }: Props) {
  const [open, setOpen] = useState<SpendGroupFieldsFragment | null>(null);
  const charted = dimension === 'MONTH' ? groups : groups.slice(0, CHART_BARS);
  const labels = axisLabels(dimension, charted);
  const bars = charted.map((g, i) => ({ label: labels[i]!, value: g.total.value, display: g.total.display }));
  const chartTitle = charted.length < groups.length ? `${title} (largest ${CHART_BARS} of ${groups.length})` : title;
  const ordersToggle = (g: SpendGroupFieldsFragment) =>
    g.orderCount > 0 && (
      <Button
        variant="link"
        aria-label={`${open?.key === g.key ? 'Hide' : 'Show'} orders: ${g.label}`}
        onPress={() => setOpen(open?.key === g.key ? null : g)}
      >
        {open?.key === g.key ? 'Hide orders' : 'Show orders'}
      </Button>
    );
  return (
    <Card title={title} className="spend-section">
      {groups.length === 0 ? (
        <p>No spend in this period.</p>
      ) : (
        <>
          <Suspense fallback={<Spinner label="Loading chart…" />}>
            <BarChart title={chartTitle} bars={bars} />
          </Suspense>
          <DataTable
            caption={`${title}, every ${heading.toLowerCase()}`}
            columns={[
              { header: heading, rowHeader: true, unlabelled: true, cell: (g) => g.label },
              { header: 'Orders', numeric: true, cell: (g) => g.orderCount },
              { header: 'Spend', numeric: true, cell: (g) => g.total.display },
              { header: 'Orders counted', hideHeader: true, unlabelled: true, cell: ordersToggle },
            ]}
            rows={groups}
            rowKey={(g) => g.key}
          />
          {open && (
            <SpendOrdersList
              key={`${input.from}:${input.to}:${open.key}`}
              input={input}
              dimension={dimension}
              groupKey={open.key}
              label={open.label}
            />
          )}
          <Button variant="secondary" onPress={() => downloadText(fileName, spendCsv(heading, groups))}>
            Export CSV: {title}
          </Button>
        </>
      )}
    </Card>
  );
}
