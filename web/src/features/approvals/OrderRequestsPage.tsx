import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { ALREADY_PROCESSED, REQUEST_FAILED } from '@mro/rules/approvals';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { PendingApprovalsDocument } from './CartRequests.generated';
import { formatRequestDate, trimInitiator } from './format';
import { InspectRequestModal } from './InspectRequestModal';

export const NO_ORDERS_TO_APPROVE = 'You have no orders to approve.';

/** /administration/order-requests?s&a&r: s = request to inspect, a = just approved, r = just rejected. */
export function OrderRequestsPage() {
  usePageTitle('Order Approvals');
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(PendingApprovalsDocument, { fetchPolicy: 'cache-and-network' });
  const inspecting = params.get('s');
  const requests = data?.pendingApprovals ?? [];
  const selected = requests.find((r) => r.id === inspecting) ?? null;
  const ownCustomer = data?.viewer?.customerNumber;
  const approved = params.get('a');
  const rejected = params.get('r');
  const stale = params.get('stale');

  return (
    <>
      <h1>Order Approvals</h1>
      {approved && <Alert tone="success">Request {approved} has been approved.</Alert>}
      {rejected && <Alert tone="success">Request {rejected} has been rejected.</Alert>}
      {stale && <Alert tone="warning">{ALREADY_PROCESSED}</Alert>}
      {inspecting && data && !selected && !stale && <Alert tone="warning">{ALREADY_PROCESSED}</Alert>}
      {loading && !data ? (
        <Spinner label="Loading order requests…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, REQUEST_FAILED)}</Alert>
      ) : requests.length === 0 ? (
        <Alert tone="info">{NO_ORDERS_TO_APPROVE}</Alert>
      ) : (
        <SimpleTable caption="Order requests awaiting your approval" stackOnPhone>
          <thead>
            <tr>
              <th scope="col">Request #</th>
              <th scope="col">Initiator</th>
              <th scope="col">Customer #</th>
              <th scope="col">Date</th>
              <th scope="col">PO #</th>
              <th scope="col">Estimated</th>
              <th scope="col">Lines</th>
              <th scope="col">Subtotal</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <th scope="row" data-label="Request #">
                  {r.id}
                  {r.isQuote ? ' (quote)' : ''}
                </th>
                <td data-label="Initiator">{trimInitiator(r.initiator)}</td>
                <td data-label="Customer #">{r.customerNumber !== ownCustomer ? r.customerNumber : ''}</td>
                <td data-label="Date">{formatRequestDate(r.createdOn)}</td>
                <td data-label="PO #">{r.purchaseOrder ?? ''}</td>
                <td data-label="Estimated">{r.estimated ? 'Yes' : 'No'}</td>
                <td data-label="Lines">{r.lines.length}</td>
                <td data-label="Subtotal">{r.subtotal.display}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={`Inspect request ${r.id}`}
                    onPress={() => setParams({ s: r.id })}
                  >
                    Inspect
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
      {selected && (
        <InspectRequestModal
          key={selected.id}
          request={selected}
          onClose={() => setParams({})}
          onResolved={(outcome) => {
            void refetch();
            if (outcome === 'approved') setParams({ a: selected.id });
            else if (outcome === 'rejected') setParams({ r: selected.id });
            else setParams({ stale: '1' });
          }}
        />
      )}
    </>
  );
}
