import { useQuery } from '@apollo/client/react';
import { Fragment, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { APPROVAL_FAILED, REQUEST_FAILED } from '@mro/rules/approvals';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import type { DataColumn } from '../../ui/DataTable';
import { ListTable } from '../../ui/ListTable';
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
type Row = CartRequestFieldsFragment;
type Actions = {
  inspect: (r: Row) => void;
  merge: (r: Row, reclaim: boolean) => void;
  resubmit: (r: Row) => void;
  remove: (r: Row) => void;
};

const columns = (busy: boolean, act: Actions): DataColumn<Row>[] => [
  { header: 'Request #', rowHeader: true, nowrap: true, cell: (r) => r.id },
  { header: 'Date', cell: (r) => formatRequestDate(r.createdOn) },
  {
    header: 'Status',
    cell: (r) =>
      r.decision ? (
        <DecisionNotice decision={r.decision} />
      ) : (
        <span className={r.statusLabel === 'Rejected' ? 'text-danger' : undefined}>{r.statusLabel}</span>
      ),
  },
  {
    header: 'Order #',
    // Each order number reads as one token; several wrap between them.
    cell: (r) =>
      r.orderNumbers.map((n, i) => (
        <Fragment key={n}>
          {i > 0 && ', '}
          <span className="nowrap">{n}</span>
        </Fragment>
      )),
  },
  { header: 'Subtotal', numeric: true, cell: (r) => r.subtotal.display },
  {
    header: 'Actions',
    unlabelled: true,
    cell: (r) => (
      <div className="row-actions">
        <Button variant="link" aria-label={`Inspect request ${r.id}`} onPress={() => act.inspect(r)}>
          Inspect
        </Button>
        <Button
          variant="link"
          aria-label={`Merge into Cart: request ${r.id}`}
          isDisabled={busy}
          onPress={() => act.merge(r, false)}
        >
          Merge into Cart
        </Button>
        {!r.inApproval && !r.isQuote && (
          <Button
            variant="link"
            aria-label={`Edit request ${r.id}`}
            isDisabled={busy || r.statusLabel === 'Approved'}
            onPress={() => act.merge(r, true)}
          >
            Edit
          </Button>
        )}
        {r.status === 'REJECTED' && (
          <Button
            variant="link"
            aria-label={`Resubmit request ${r.id}`}
            isDisabled={busy}
            onPress={() => act.resubmit(r)}
          >
            Resubmit
          </Button>
        )}
        {!r.inApproval && (
          <Button variant="link" aria-label={`Remove request ${r.id}`} isDisabled={busy} onPress={() => act.remove(r)}>
            Remove
          </Button>
        )}
      </div>
    ),
  },
];

/** /my-account/requests?s: the buyer's cart requests (pending orders awaiting approval); s = request to inspect. */
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
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = merge.loading || remove.loading || resubmit.loading;
  const requests = data?.myCartRequests ?? [];
  // In the URL, so a notification can open one request (issue 33).
  const [params, setParams] = useSearchParams();
  const inspecting = requests.find((r) => r.id === params.get('s')) ?? null;

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
      <ListTable
        list={data && { nodes: requests }}
        loading={loading}
        failure={error && friendlyError(error, REQUEST_FAILED)}
        loadingLabel="Loading requests…"
        empty={NO_PENDING_ORDERS}
        caption="My cart requests"
        columns={columns(busy, {
          inspect: (r) => setParams({ s: r.id }),
          merge: (r, reclaim) => void onMerge(r, reclaim),
          resubmit: (r) => void onResubmit(r),
          remove: (r) => void onRemove(r),
        })}
        rowKey={(r) => r.id}
      />
      {inspecting && <RequestDetailsModal request={inspecting} onClose={() => setParams({})} />}
    </>
  );
}
