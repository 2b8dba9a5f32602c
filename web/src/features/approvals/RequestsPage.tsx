import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  type CartRequestFieldsFragment, useMergeCartRequestMutation, useMyCartRequestsQuery, useRemoveCartRequestMutation,
} from './CartRequests.generated';
import { formatRequestDate } from './format';
import { RequestDetailsModal } from './RequestDetailsModal';

export const NO_PENDING_ORDERS = 'You do not have any pending orders.';

/** /my-account/requests: the buyer's cart requests (pending orders awaiting approval). */
export function RequestsPage() {
  usePageTitle('Pending Orders');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useMyCartRequestsQuery({ fetchPolicy: 'cache-and-network' });
  const [merge, merging] = useMergeCartRequestMutation({ refetchQueries: ['Cart'] });
  const [remove, removing] = useRemoveCartRequestMutation();
  const [inspecting, setInspecting] = useState<CartRequestFieldsFragment | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = merging.loading || removing.loading;
  const requests = data?.myCartRequests ?? [];

  const onMerge = async (r: CartRequestFieldsFragment, reclaim: boolean) => {
    const result = await merge({ variables: { input: { id: r.id, reclaim } } }).catch(() => null);
    const failure = result?.data ? result.data.mergeCartRequest.userErrors[0]?.message : 'Error merging lines';
    if (failure) return setNotice({ tone: 'error', text: failure });
    if (reclaim) return navigate('/cart');
    setNotice({ tone: 'success', text: 'Your cart has been updated.' });
  };

  const onRemove = async (r: CartRequestFieldsFragment) => {
    const result = await remove({ variables: { input: { id: r.id } } }).catch(() => null);
    const failure = result?.data ? result.data.removeCartRequest.userErrors[0]?.message : 'Error processing your request.';
    if (failure) return setNotice({ tone: 'error', text: failure });
    setNotice({ tone: 'success', text: `Request ${r.id} was removed.` });
    void refetch();
  };

  return (
    <>
      <h1>Pending Orders</h1>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {loading && !data ? (
        <Spinner label="Loading requests…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, 'Error processing your request.')}</Alert>
      ) : requests.length === 0 ? (
        <Alert tone="info">{NO_PENDING_ORDERS}</Alert>
      ) : (
        <div className="table-scroll">
          <Table aria-label="My cart requests">
            <TableHeader>
              <Column isRowHeader>Request #</Column>
              <Column>Date</Column>
              <Column>Status</Column>
              <Column>Order #</Column>
              <Column>Total</Column>
              <Column>Actions</Column>
            </TableHeader>
            <TableBody>
              {requests.map((r) => (
                <Row key={r.id} id={r.id}>
                  <Cell>{r.id}</Cell>
                  <Cell>{formatRequestDate(r.createdOn)}</Cell>
                  <Cell>
                    <span className={r.statusLabel === 'Rejected' ? 'text-danger' : undefined}>{r.statusLabel}</span>
                  </Cell>
                  <Cell>{r.orderNumbers.join(', ')}</Cell>
                  <Cell>{r.subtotal.display}</Cell>
                  <Cell>
                    <div className="row-actions">
                      <Button variant="link" aria-label={`Inspect request ${r.id}`} onPress={() => setInspecting(r)}>
                        Inspect
                      </Button>
                      <Button variant="link" aria-label={`Merge request ${r.id} into cart`} isDisabled={busy} onPress={() => void onMerge(r, false)}>
                        Merge into Cart
                      </Button>
                      {!r.inApproval && !r.isQuote && (
                        <Button variant="link" aria-label={`Edit request ${r.id} in the cart`} isDisabled={busy || r.statusLabel === 'Approved'} onPress={() => void onMerge(r, true)}>
                          Edit
                        </Button>
                      )}
                      {!r.inApproval && (
                        <Button variant="link" aria-label={`Remove request ${r.id}`} isDisabled={busy} onPress={() => void onRemove(r)}>
                          Remove
                        </Button>
                      )}
                    </div>
                  </Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {inspecting && <RequestDetailsModal request={inspecting} onClose={() => setInspecting(null)} />}
    </>
  );
}
