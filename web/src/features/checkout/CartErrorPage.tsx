import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Link';
import { readFailure } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';

/** Step 8 (/cart/error): the order requires additional review (On Hold), or it failed. */
export function CartErrorPage() {
  usePageTitle('Order Requires Review');
  const message = readFailure() ?? messages.orderFailure;
  return (
    <>
      <h1>Order Requires Review</h1>
      <Alert tone="error">{message}</Alert>
      <div className="form-actions">
        <ButtonLink to="/my-account/orders">View My Orders</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Continue Shopping
        </ButtonLink>
      </div>
    </>
  );
}
