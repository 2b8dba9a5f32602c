import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { SpendReportInput } from '../../generated/graphql';
import type { SpendDimension } from '../../generated/graphql';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { ListPager } from '../../ui/ListPager';
import { Spinner } from '../../ui/Spinner';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { formatDate } from '../../lib/format';
import { friendlyError } from '../../lib/apolloErrors';
import { SPEND_MESSAGES } from '@mro/rules/spend';
import { SpendOrdersDocument, type SpendOrdersQuery } from './SpendReport.generated';

type Order = NonNullable<SpendOrdersQuery['spendReport']['orders']>['nodes'][number];

const COLUMNS: DataColumn<Order>[] = [
  {
    header: 'Order',
    rowHeader: true,
    cell: (o) => <Link to={`/my-account/review-order-details/${o.orderNumber}`}>{o.orderNumber}</Link>,
  },
  { header: 'Entered', cell: (o) => formatDate(o.enteredOn) },
  { header: 'Placed by', cell: (o) => o.placedBy ?? '—' },
  { header: 'Department', cell: (o) => o.department ?? '—' },
  { header: 'Spend', numeric: true, cell: (o) => o.spend.display },
];

/** The drill-down of one bar: the orders it counts, newest first, ten a page, each linked to its detail. */
export function SpendOrdersList({
  input,
  dimension,
  groupKey,
  label,
}: {
  input: SpendReportInput;
  dimension: SpendDimension;
  groupKey: string;
  label: string;
}) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(SpendOrdersDocument, {
    variables: { input, dimension, key: groupKey, page },
  });
  if (loading && !data) return <Spinner label="Loading orders…" />;
  const orders = data?.spendReport.orders;
  if (!orders) return <Alert tone="error">{friendlyError(error, SPEND_MESSAGES.failed)}</Alert>;
  return (
    <div className="spend-orders">
      <DataTable
        caption={`Orders counted in ${label}`}
        columns={COLUMNS}
        rows={orders.nodes}
        rowKey={(o) => o.orderNumber}
      />
      <ListPager list={orders} label={`Pages of orders in ${label}`} noun="orders" onPage={setPage} />
    </div>
  );
}
