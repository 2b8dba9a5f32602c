import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { ApprovalAlertViewerDocument, ApprovalsAwaitingCountDocument } from './CartRequests.generated';
import './approvals.css';

/** Cart approval poll delay (cart-checkout-orders §9); the first poll waits this long too. */
export const APPROVAL_POLL_MS = 10_000;
export const APPROVAL_ALERT = 'Attention: You have a cart request waiting for approval.';

// The count of requests the alert was dismissed at, kept for the tab: the alert stays away across
// pages and reloads until more requests wait than then.
const DISMISSED_KEY = 'approval-alert-dismissed';
const storedDismissal = (): number => {
  try {
    return Number(sessionStorage.getItem(DISMISSED_KEY)) || 0;
  } catch {
    return 0; // storage denied (a framed store): dismissed for this page only
  }
};
const storeDismissal = (count: number) => {
  try {
    sessionStorage.setItem(DISMISSED_KEY, String(count));
  } catch {
    // storage denied: the page's memory still has it
  }
};

/** For admins and supervisors: polls the count of requests awaiting them and says so when it grows. */
export function ApprovalAlert() {
  const { data } = useQuery(ApprovalAlertViewerDocument);
  const viewer = data?.viewer;
  const polled = Boolean(
    viewer && (viewer.isSupervisor || viewer.roles.includes('ADMIN') || viewer.roles.includes('SUPER_ADMIN')),
  );
  const [fetchCount] = useLazyQuery(ApprovalsAwaitingCountDocument, { fetchPolicy: 'network-only' });
  const last = useRef<number | null>(null);
  const dismissed = useRef<number | null>(null);
  // The count the alert is shown for; null while hidden.
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    if (!polled) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = async () => {
      const result = await fetchCount().catch(() => null);
      const count = result?.data?.approvalsAwaitingCount;
      if (typeof count === 'number') {
        dismissed.current ??= storedDismissal();
        // Fewer wait than when dismissed: the next request is a new event.
        if (count < dismissed.current) storeDismissal((dismissed.current = count));
        if (count > (last.current ?? 0) && count > dismissed.current) setShown(count);
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

  if (shown === null) return null;
  const dismiss = () => {
    storeDismissal((dismissed.current = shown));
    setShown(null);
  };
  // It arrives while the page is in use: fixed in a corner, so nothing the user is about to press moves.
  return (
    <div className="approval-alert approval-alert-polled">
      <Alert tone="warning">
        {APPROVAL_ALERT} <Link to="/administration/order-requests">Review Order Approvals</Link>{' '}
        <Button variant="link" onPress={dismiss}>
          Dismiss
        </Button>
      </Alert>
    </div>
  );
}
