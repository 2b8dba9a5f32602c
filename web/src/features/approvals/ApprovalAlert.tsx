import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { ApprovalAlertViewerDocument, ApprovalsAwaitingCountDocument } from './CartRequests.generated';
import './approvals.css';

/** Cart approval poll delay (cart-checkout-orders §9); the first poll waits this long too. */
export const APPROVAL_POLL_MS = 10_000;
export const APPROVAL_ALERT = 'Attention: You have a cart request waiting for approval.';

/** For admins and supervisors: polls the count of requests awaiting them and says so when it grows. */
export function ApprovalAlert() {
  const { data } = useQuery(ApprovalAlertViewerDocument);
  const viewer = data?.viewer;
  const polled = Boolean(
    viewer && (viewer.isSupervisor || viewer.roles.includes('ADMIN') || viewer.roles.includes('SUPER_ADMIN')),
  );
  const [fetchCount] = useLazyQuery(ApprovalsAwaitingCountDocument, { fetchPolicy: 'network-only' });
  const last = useRef<number | null>(null);
  const [grew, setGrew] = useState(false);

  useEffect(() => {
    if (!polled) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = async () => {
      const result = await fetchCount().catch(() => null);
      const count = result?.data?.approvalsAwaitingCount;
      if (typeof count === 'number') {
        if (count > (last.current ?? 0)) setGrew(true);
        last.current = count;
      }
      if (!stopped) timer = setTimeout(() => void poll(), APPROVAL_POLL_MS);
    };
    timer = setTimeout(() => void poll(), APPROVAL_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polled, fetchCount]);

  if (!grew) return null;
  // It arrives while the page is in use: fixed in a corner, so nothing the user is about to press moves.
  return (
    <div className="approval-alert approval-alert-polled">
      <Alert tone="warning">
        {APPROVAL_ALERT} <Link to="/administration/order-requests">Review Order Approvals</Link>
      </Alert>
    </div>
  );
}
