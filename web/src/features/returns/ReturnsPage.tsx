import { useQuery } from '@apollo/client/react';
import { RETURN_POLICY } from '@mro/rules/returns';
import { DataTable } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { ListBody } from '../../ui/ListBody';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { ReturnRequestsDocument, type ReturnRequestFieldsFragment } from './Returns.generated';
import { reasonLabel, statusLabel } from './labels';

/** /my-account/returns: the customer's return requests (RMA) and where each stands. */
export function ReturnsPage() {
  usePageTitle('Returns');
  const { data, loading, error } = useQuery(ReturnRequestsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <>
      <h1>Returns</h1>
      <p>
        {RETURN_POLICY} Start a request from the order: open it under <Link to="/my-account/orders">My Orders</Link> and
        choose Request a Return.
      </p>
      <ListBody
        list={data ? { nodes: data.returnRequests } : null}
        loading={loading}
        failure={error ? friendlyError(error, 'Unable to retrieve return requests.') : null}
        loadingLabel="Loading return requests…"
        empty="No return requests yet."
      >
        {(list) => (
          <DataTable<ReturnRequestFieldsFragment>
            caption="Return requests"
            rows={list.nodes}
            rowKey={(request) => request.id}
            columns={[
              {
                header: 'Order #',
                rowHeader: true,
                nowrap: true,
                cell: (r) => <Link to={`/my-account/order-details/${r.orderNumber}`}>{r.orderNumber}</Link>,
              },
              { header: 'Requested', cell: (r) => `${formatDate(r.createdOn)} by ${r.requestedBy}` },
              {
                header: 'Items',
                cell: (r) =>
                  r.lines.map((line) => `${line.quantity} ${line.unitOfMeasure} ${line.partNumber}`).join('; '),
              },
              { header: 'Reason', cell: (r) => `${reasonLabel(r.reason)}${r.comment ? `: ${r.comment}` : ''}` },
              { header: 'Status', cell: (r) => statusLabel(r.status) },
              { header: 'RMA #', nowrap: true, cell: (r) => r.rmaNumber ?? '—' },
            ]}
          />
        )}
      </ListBody>
    </>
  );
}
