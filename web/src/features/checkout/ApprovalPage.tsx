import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { ButtonLink } from '../../ui/Link';
import { readApproval } from '../../lib/checkoutProgress';
import { usePageTitle } from '../../lib/usePageTitle';
import type { PlaceOrderMutation } from './Review.generated';

type ApprovalRequest = NonNullable<PlaceOrderMutation['placeOrder']['approvalRequest']>;

/** Step 7 (/cart/approval): the order was over the buyer's limit and went to the approvers. */
export function ApprovalPage() {
  usePageTitle('Sent for Approval');
  const request = readApproval<ApprovalRequest>();
  if (!request)
    return <Alert tone="error">We could not find your approval request. Please check your pending orders.</Alert>;
  return (
    <>
      <h1>Sent for Approval</h1>
      <Alert tone="success">
        Your order exceeds your account limit and has been sent to your approver. You will receive an e-mail once it has
        been approved. Request number: <strong>{request.id}</strong>.
      </Alert>
      <div className="grid grid-2">
        <Card title="Approvers">
          <ul>
            {request.approvers.map((approver) => (
              <li key={approver.email}>
                {approver.name} ({approver.email})
              </li>
            ))}
          </ul>
          {request.stepCount > 1 && (
            <p className="muted">
              Approval step {request.step} of {request.stepCount}.
            </p>
          )}
        </Card>
        <Card title="Request">
          <dl>
            <dt>Status</dt>
            <dd>Pending</dd>
            <dt>Lines</dt>
            <dd>{request.lineCount}</dd>
            <dt>Subtotal</dt>
            <dd>{request.subtotal.display}</dd>
          </dl>
        </Card>
      </div>
      <ButtonLink to="/">Continue Shopping</ButtonLink>
    </>
  );
}
