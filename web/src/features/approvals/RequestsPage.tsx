import { useQuery } from '@apollo/client/react';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { APPROVAL_FAILED, REQUEST_FAILED } from '@mro/rules/approvals';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { useMutationWithErrors, type MutationOutcome } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  type CartRequestFieldsFragment,
  MergeCartRequestDocument,
  MyCartRequestsDocument,
  RemoveCartRequestDocument,
  ResubmitCartRequestDocument,
} from './CartRequests.generated';
import { formatRequestDate } from './format';
import { RequestDetailsModal } from './RequestDetailsModal';
import { DecisionNotice } from './DecisionNotice';

export const NO_PENDING_ORDERS = 'You do not have any pending orders.';
const MERGE_FAILED = 'Error merging lines';

/** /my-account/requests: the buyer's cart requests (pending orders awaiting approval). */
export function RequestsPage() {
  usePageTitle('Pending Orders');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MyCartRequestsDocument, { fetchPolicy: 'cache-and-network' });
  const merge = useMutationWithErrors(MergeCartRequestDocument, (result) => result.mergeCartRequest, {
    failed: MERGE_FAILED,
    thrown: () => MERGE_FAILED,
    refetchQueries: ['Cart'],
  });
  const remove = useMutationWithErrors(RemoveCartRequestDocument, (result) => result.removeCartRequest, {
    failed: REQUEST_FAILED,
    thrown: () => REQUEST_FAILED,
  });
  const resubmit = useMutationWithErrors(ResubmitCartRequestDocument, (result) => result.resubmitCartRequest, {
    failed: APPROVAL_FAILED,
    thrown: () => APPROVAL_FAILED,
  });
  const [inspecting, setInspecting] = useState<CartRequestFieldsFragment | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = merge.loading || remove.loading || resubmit.loading;
  const requests = data?.myCartRequests ?? [];

  /** One notice for every action: the outcome of the last one. */
  const report = (outcome: MutationOutcome<unknown>, success: string) =>
    setNotice(outcome.ok ? { tone: 'success', text: success } : { tone: 'error', text: outcome.message });

  const onMerge = async (r: CartRequestFieldsFragment, reclaim: boolean) => {
    const outcome = await merge.run({ variables: { input: { id: r.id, reclaim } } });
    if (outcome.ok && reclaim) return navigate('/cart');
    report(outcome, 'Your cart has been updated.');
  };

  const onRemove = async (r: CartRequestFieldsFragment) => {
    const outcome = await remove.run({ variables: { input: { id: r.id } } });
    report(outcome, `Request ${r.id} was removed.`);
    if (outcome.ok) await refetch().catch(() => undefined);
  };

  const onResubmit = async (r: CartRequestFieldsFragment) =>
    report(
      await resubmit.run({ variables: { input: { id: r.id } } }),
      `Request ${r.id} was sent to your approver again.`,
    );

  return (
    <>
      <h1>Pending Orders</h1>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {loading && !data ? (
        <Spinner label="Loading requests…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, REQUEST_FAILED)}</Alert>
      ) : requests.length === 0 ? (
        <Alert tone="info">{NO_PENDING_ORDERS}</Alert>
      ) : (
        <SimpleTable caption="My cart requests" stackOnPhone>
          <thead>
            <tr>
              <th scope="col">Request #</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Order #</th>
              <th scope="col">Subtotal</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="nowrap" data-label="Request #">
                  {r.id}
                </th>
                <td data-label="Date">{formatRequestDate(r.createdOn)}</td>
                <td data-label="Status">
                  {r.decision ? (
                    <DecisionNotice decision={r.decision} />
                  ) : (
                    <span className={r.statusLabel === 'Rejected' ? 'text-danger' : undefined}>{r.statusLabel}</span>
                  )}
                </td>
                <td data-label="Order #">
                  {/* Each order number reads as one token; several wrap between them. */}
                  {r.orderNumbers.map((n, i) => (
                    <Fragment key={n}>
                      {i > 0 && ', '}
                      <span className="nowrap">{n}</span>
                    </Fragment>
                  ))}
                </td>
                <td className="num" data-label="Subtotal">
                  {r.subtotal.display}
                </td>
                <td>
                  <div className="row-actions">
                    <Button variant="link" aria-label={`Inspect request ${r.id}`} onPress={() => setInspecting(r)}>
                      Inspect
                    </Button>
                    <Button
                      variant="link"
                      aria-label={`Merge into Cart: request ${r.id}`}
                      isDisabled={busy}
                      onPress={() => void onMerge(r, false)}
                    >
                      Merge into Cart
                    </Button>
                    {!r.inApproval && !r.isQuote && (
                      <Button
                        variant="link"
                        aria-label={`Edit request ${r.id}`}
                        isDisabled={busy || r.statusLabel === 'Approved'}
                        onPress={() => void onMerge(r, true)}
                      >
                        Edit
                      </Button>
                    )}
                    {r.status === 'REJECTED' && (
                      <Button
                        variant="link"
                        aria-label={`Resubmit request ${r.id}`}
                        isDisabled={busy}
                        onPress={() => void onResubmit(r)}
                      >
                        Resubmit
                      </Button>
                    )}
                    {!r.inApproval && (
                      <Button
                        variant="link"
                        aria-label={`Remove request ${r.id}`}
                        isDisabled={busy}
                        onPress={() => void onRemove(r)}
                      >
                        Remove
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
      {inspecting && <RequestDetailsModal request={inspecting} onClose={() => setInspecting(null)} />}
    </>
  );
}
