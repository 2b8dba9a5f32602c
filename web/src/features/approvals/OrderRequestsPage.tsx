import { useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePendingApprovalsQuery } from './CartRequests.generated';
import { formatRequestDate, trimInitiator } from './format';
import { InspectRequestModal } from './InspectRequestModal';

export const NO_ORDERS_TO_APPROVE = 'You have no orders to approve.';

/** /administration/order-requests?s&a&r: s = request to inspect, a = just approved, r = just rejected. */
export function OrderRequestsPage() {
  usePageTitle('Order Approvals');
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = usePendingApprovalsQuery({ fetchPolicy: 'cache-and-network' });
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
      {stale && <Alert tone="warning">This request has already been processed.</Alert>}
      {inspecting && data && !selected && !stale && <Alert tone="warning">This request has already been processed.</Alert>}
      {loading && !data ? (
        <Spinner label="Loading order requests…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, 'Error processing your request.')}</Alert>
      ) : requests.length === 0 ? (
        <Alert tone="info">{NO_ORDERS_TO_APPROVE}</Alert>
      ) : (
        <div className="table-scroll">
          <Table aria-label="Order requests awaiting your approval">
            <TableHeader>
              <Column isRowHeader>Request #</Column>
              <Column>Initiator</Column>
              <Column>Customer #</Column>
              <Column>Date</Column>
              <Column>PO #</Column>
              <Column>Estimated</Column>
              <Column>Lines</Column>
              <Column>Total</Column>
              <Column>Action</Column>
            </TableHeader>
            <TableBody>
              {requests.map((r) => (
                <Row key={r.id} id={r.id}>
                  <Cell>{r.id}</Cell>
                  <Cell>{trimInitiator(r.initiator)}</Cell>
                  <Cell>{r.customerNumber !== ownCustomer ? r.customerNumber : ''}</Cell>
                  <Cell>{formatRequestDate(r.createdOn)}</Cell>
                  <Cell>{r.purchaseOrder ?? ''}</Cell>
                  <Cell>{r.estimated ? 'Yes' : 'No'}</Cell>
                  <Cell>{r.lines.length}</Cell>
                  <Cell>{r.subtotal.display}</Cell>
                  <Cell>
                    <Button variant="secondary" aria-label={`Inspect request ${r.id}`} onPress={() => setParams({ s: r.id })}>
                      Inspect
                    </Button>
                  </Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </div>
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
