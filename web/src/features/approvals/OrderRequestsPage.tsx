import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { ALREADY_PROCESSED, REQUEST_FAILED } from '@mro/rules/approvals';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import type { DataColumn } from '../../ui/DataTable';
import { ListTable } from '../../ui/ListTable';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { PendingApprovalsDocument, type PendingApprovalsQuery } from './CartRequests.generated';
import { formatRequestDate, trimInitiator } from './format';
import { InspectRequestModal } from './InspectRequestModal';

export const NO_ORDERS_TO_APPROVE = 'You have no orders to approve.';
type Row = PendingApprovalsQuery['pendingApprovals'][number];

/** The columns; another customer's number shows (a supervisor approving for several, §6). */
const columns = (ownCustomer: string | undefined, inspect: (r: Row) => void): DataColumn<Row>[] => [
  { header: 'Request #', rowHeader: true, nowrap: true, cell: (r) => `${r.id}${r.isQuote ? ' (quote)' : ''}` },
  { header: 'Initiator', cell: (r) => trimInitiator(r.initiator) },
  { header: 'Customer #', cell: (r) => (r.customerNumber !== ownCustomer ? r.customerNumber : '') },
  { header: 'Date', nowrap: true, cell: (r) => formatRequestDate(r.createdOn) },
  { header: 'PO #', nowrap: true, cell: (r) => r.purchaseOrder ?? '' },
  { header: 'Estimated', cell: (r) => (r.estimated ? 'Yes' : 'No') },
  { header: 'Lines', cell: (r) => r.lines.length },
  { header: 'Subtotal', nowrap: true, cell: (r) => r.subtotal.display },
  {
    header: 'Action',
    unlabelled: true,
    cell: (r) => (
      <Button variant="secondary" aria-label={`Inspect request ${r.id}`} onPress={() => inspect(r)}>
        Inspect
      </Button>
    ),
  },
];

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
      <ListTable
        list={data && { nodes: requests }}
        loading={loading}
        failure={error && friendlyError(error, REQUEST_FAILED)}
        loadingLabel="Loading order requests…"
        empty={NO_ORDERS_TO_APPROVE}
        caption="Order requests awaiting your approval"
        columns={columns(ownCustomer ?? undefined, (r) => setParams({ s: r.id }))}
        rowKey={(r) => r.id}
      />
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
