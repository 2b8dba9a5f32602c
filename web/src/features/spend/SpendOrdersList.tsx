import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { SpendReportInput } from '../../generated/graphql';
import type { SpendDimension } from '../../generated/graphql';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Pager, pageCountOf } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { formatDate } from '../../lib/format';
import { friendlyError } from '../../lib/apolloErrors';
import { SPEND_MESSAGES } from '@mro/rules/spend';
import { SpendOrdersDocument } from './SpendReport.generated';

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
      <SimpleTable caption={`Orders counted in ${label}`} stackOnPhone>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Entered</th>
            <th scope="col">Placed by</th>
            <th scope="col">Department</th>
            <th scope="col" className="num">
              Spend
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.nodes.map((o) => (
            <tr key={o.orderNumber}>
              <th scope="row">
                <Link to={`/my-account/review-order-details/${o.orderNumber}`}>{o.orderNumber}</Link>
              </th>
              <td>{formatDate(o.enteredOn)}</td>
              <td>{o.placedBy ?? '—'}</td>
              <td>{o.department ?? '—'}</td>
              <td className="num">{o.spend.display}</td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      <Pager
        label={`Pages of orders in ${label}`}
        page={orders.page}
        pageCount={pageCountOf(orders.totalCount, orders.pageSize)}
        total={orders.totalCount}
        noun="orders"
        onPage={setPage}
      />
    </div>
  );
}
