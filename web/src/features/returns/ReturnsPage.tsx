import { useQuery } from '@apollo/client/react';
import { RETURN_POLICY } from '@mro/rules/returns';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { ReturnRequestsDocument } from './Returns.generated';
import { reasonLabel, statusLabel } from './labels';

/** /my-account/returns: the customer's return requests (RMA) and where each stands. */
export function ReturnsPage() {
  usePageTitle('Returns');
  const { data, loading, error } = useQuery(ReturnRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const requests = data?.returnRequests ?? [];
  return (
    <>
      <h1>Returns</h1>
      <p>
        {RETURN_POLICY} Start a request from the order: open it under <Link to="/my-account/orders">My Orders</Link> and
        choose Request a Return.
      </p>
      {loading && !data ? (
        <Spinner label="Loading return requests…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, 'Unable to retrieve return requests.')}</Alert>
      ) : requests.length === 0 ? (
        <Alert tone="info">No return requests yet.</Alert>
      ) : (
        <SimpleTable caption="Return requests" stackOnPhone>
          <thead>
            <tr>
              <th scope="col">Order #</th>
              <th scope="col">Requested</th>
              <th scope="col">Items</th>
              <th scope="col">Reason</th>
              <th scope="col">Status</th>
              <th scope="col">RMA #</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id}>
                <th scope="row" className="nowrap" data-label="Order #">
                  <Link to={`/my-account/order-details/${request.orderNumber}`}>{request.orderNumber}</Link>
                </th>
                <td className="nowrap" data-label="Requested">
                  {formatDate(request.createdOn)} by {request.requestedBy}
                </td>
                <td data-label="Items">
                  {request.lines.map((line) => `${line.quantity} ${line.unitOfMeasure} ${line.partNumber}`).join('; ')}
                </td>
                <td data-label="Reason">
                  {reasonLabel(request.reason)}
                  {request.comment ? `: ${request.comment}` : ''}
                </td>
                <td data-label="Status">{statusLabel(request.status)}</td>
                <td className="nowrap" data-label="RMA #">
                  {request.rmaNumber ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </>
  );
}
