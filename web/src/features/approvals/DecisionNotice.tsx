import type { CartRequestFieldsFragment } from './CartRequests.generated';
import { formatRequestDate } from './format';

type Decision = NonNullable<CartRequestFieldsFragment['decision']>;

const WORDS: Record<Decision['status'], string> = { APPROVED: 'Approved', REJECTED: 'Rejected', PENDING: 'Pending' };

/** 'Rejected by Alan Approver on 03/04/2026 05:06:07': the decision as the buyer's list says it. */
export const decisionText = (decision: Decision): string =>
  `${WORDS[decision.status]} by ${decision.approverName} on ${formatRequestDate(decision.decidedOn)}`;

/**
 * What the approver decided on the buyer's request, with their comment (cart-checkout-orders §4: the
 * approver approves or rejects and the buyer is notified; the same decision is mailed to the buyer).
 */
export function DecisionNotice({ decision }: { decision: Decision }) {
  return (
    <div>
      <span className={decision.status === 'REJECTED' ? 'text-danger' : undefined}>{decisionText(decision)}</span>
      {decision.comment && (
        <>
          {': '}
          <q>{decision.comment}</q>
        </>
      )}
    </div>
  );
}
