import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useHydrated } from '../../lib/useHydrated';
import { ApprovalAlertViewerDocument, MyCartRequestsDocument } from './CartRequests.generated';
import { DecisionNotice } from './DecisionNotice';

/** Decisions this browser has shown the buyer and they dismissed, per user: `${requestId}@${decidedOn}`. */
const seenKey = (viewerId: string) => `approval-decisions-seen:${viewerId}`;
const MAX_SEEN = 200;

const readSeen = (viewerId: string): string[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(seenKey(viewerId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return []; // storage blocked or garbled: the notice shows until dismissed on this page
  }
};

const writeSeen = (viewerId: string, seen: string[]) => {
  try {
    localStorage.setItem(seenKey(viewerId), JSON.stringify(seen.slice(-MAX_SEEN)));
  } catch {
    // storage blocked: dismissed for this page only
  }
};

/**
 * Tells a buyer, on whatever page they open next, that an approver has approved or rejected one of
 * their order requests, with the approver's comment (cart-checkout-orders §4: the buyer is notified;
 * the same decision is mailed). Shown until dismissed; Pending Orders keeps the whole record.
 */
export function DecisionAlert() {
  const viewer = useQuery(ApprovalAlertViewerDocument).data?.viewer;
  const { data } = useQuery(MyCartRequestsDocument, { skip: !viewer });
  const [seen, setSeen] = useState<string[] | null>(null);
  // What was dismissed is in this browser's storage: read once the page is live.
  const hydrated = useHydrated();
  if (!hydrated || !viewer || !data) return null;
  const dismissed = seen ?? readSeen(viewer.id);
  const fresh = data.myCartRequests.flatMap((request) => {
    const decision = request.decision;
    if (!decision || decision.status === 'PENDING') return [];
    const key = `${request.id}@${decision.decidedOn}`;
    return dismissed.includes(key) ? [] : [{ id: request.id, key, decision }];
  });
  if (fresh.length === 0) return null;
  const dismiss = () => {
    const next = [...dismissed, ...fresh.map((entry) => entry.key)];
    writeSeen(viewer.id, next);
    setSeen(next);
  };
  return (
    <div className="approval-alert">
      <Alert tone="info">
        {fresh.map(({ id, decision }) => (
          <div key={id}>
            Your order request {id}: <DecisionNotice decision={decision} />
          </div>
        ))}
        <Link to="/my-account/requests">View Pending Orders</Link>{' '}
        <Button variant="link" onPress={dismiss}>
          Dismiss
        </Button>
      </Alert>
    </div>
  );
}
