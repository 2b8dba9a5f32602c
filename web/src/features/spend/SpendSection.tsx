import { lazy, Suspense, useState } from 'react';
import type { SpendDimension, SpendReportInput } from '../../generated/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { downloadText } from '../../lib/downloadText';
import type { SpendGroupFieldsFragment } from './SpendReport.generated';
import { SpendOrdersList } from './SpendOrdersList';
import { spendCsv } from './spendCsv';

// The chart code (visx) loads with the first chart, not with the store.
const BarChart = lazy(() => import('../../ui/BarChart').then((m) => ({ default: m.BarChart })));

/** A chart shows at most this many bars (the largest); the table beneath lists every group. */
export const CHART_BARS = 12;

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
  const bars = groups
    .slice(0, CHART_BARS)
    .map((g) => ({ label: g.label, value: g.total.value, display: g.total.display }));
  const chartTitle = groups.length > CHART_BARS ? `${title} (largest ${CHART_BARS} of ${groups.length})` : title;
  return (
    <Card title={title} className="spend-section">
      {groups.length === 0 ? (
        <p>No spend in this period.</p>
      ) : (
        <>
          <Suspense fallback={<Spinner label="Loading chart…" />}>
            <BarChart title={chartTitle} bars={bars} />
          </Suspense>
          <SimpleTable caption={`${title}, every ${heading.toLowerCase()}`} stackOnPhone>
            <thead>
              <tr>
                <th scope="col">{heading}</th>
                <th scope="col" className="num">
                  Orders
                </th>
                <th scope="col" className="num">
                  Spend
                </th>
                <th scope="col">
                  <span className="visually-hidden">Orders counted</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.key}>
                  <th scope="row">{g.label}</th>
                  <td className="num">{g.orderCount}</td>
                  <td className="num">{g.total.display}</td>
                  <td>
                    {g.orderCount > 0 && (
                      <Button
                        variant="link"
                        aria-label={`${open?.key === g.key ? 'Hide' : 'Show'} orders: ${g.label}`}
                        onPress={() => setOpen(open?.key === g.key ? null : g)}
                      >
                        {open?.key === g.key ? 'Hide orders' : 'Show orders'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
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
