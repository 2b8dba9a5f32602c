import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useDelayedFlag } from '../../lib/useDelayedFlag';
import { useHydrated } from '../../lib/useHydrated';
import { ApprovalAlertViewerDocument } from './CartRequests.generated';
import './approvals.css';

/** Cart approval poll delay (cart-checkout-orders §9): the alert's first look is this long after start. */
export const APPROVAL_POLL_MS = 10_000;
export const APPROVAL_ALERT = 'Attention: You have a cart request waiting for approval.';

// The waiting request the alert was dismissed at, kept for the tab: the alert stays away across pages
// and reloads until a newer request waits.
const DISMISSED_KEY = 'approval-alert-dismissed-request';
const storedDismissal = (): number => {
  try {
    return Number(sessionStorage.getItem(DISMISSED_KEY)) || 0;
  } catch {
    return 0; // storage denied (a framed store): dismissed for this page only
  }
};
const storeDismissal = (waiting: number) => {
  try {
    sessionStorage.setItem(DISMISSED_KEY, String(waiting));
  } catch {
    // storage denied: the page's memory still has it
  }
};

type Seen = { last: number | null; shown: number | null; dismissed: number | null };

/**
 * For admins and supervisors: says so when a new request waits for them (account-admin-calls §9: polled
 * about 10 s after start, shown when the count grows). It asks nothing itself: `waiting` is the newest
 * unread "waiting for your approval" notification's id from the header's notification poll (0: none,
 * null: not answered yet); a larger one is a new request.
 */
export function ApprovalAlert({ waiting }: { waiting: number | null }) {
  const { data } = useQuery(ApprovalAlertViewerDocument);
  const viewer = data?.viewer;
  const watched = Boolean(
    viewer && (viewer.isSupervisor || viewer.roles.includes('ADMIN') || viewer.roles.includes('SUPER_ADMIN')),
  );
  // The spec's first poll comes 10 s after start: answers before then are not looked at.
  const due = useDelayedFlag(useHydrated() && watched, APPROVAL_POLL_MS);
  const [seen, setSeen] = useState<Seen>({ last: null, shown: null, dismissed: null });

  // A new answer of the poll: shown when a newer request waits than at the last look and at dismissal.
  if (due && waiting !== null && waiting !== seen.last) {
    const dismissed = seen.dismissed ?? storedDismissal();
    const grows = waiting > (seen.last ?? 0) && waiting > dismissed;
    setSeen({ last: waiting, shown: grows ? waiting : seen.shown, dismissed });
  }

  if (!due || seen.shown === null) return null;
  const dismiss = () => {
    storeDismissal(seen.shown!);
    setSeen({ ...seen, shown: null, dismissed: seen.shown });
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
