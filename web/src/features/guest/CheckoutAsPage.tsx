import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ButtonLink } from '../../ui/Link';
import { usePageTitle } from '../../lib/usePageTitle';

/**
 * Checkout step 2, /cart/log-in (docs/spec/cart-checkout-orders.md §2, §4): a guest logs in (their cart
 * is merged into their account's cart), creates an account, or chooses 'Proceed as Guest'.
 * `loginForm` is the store's login form; the route sends a logged-in user on to order details.
 */
export function CheckoutAsPage({ loginForm }: { loginForm: ReactNode }) {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  return (
    <>
      <h1>Checkout</h1>
      <div className="grid grid-3">
        <Card title="Log In">
          <p>Log in to check out with your account. The items in your cart stay in it.</p>
          {loginForm}
        </Card>
        <Card title="Create an Account">
          <p>Customers with a customer number can register to see their own prices.</p>
          <ButtonLink to="/create-account" variant="secondary">
            Create an Account
          </ButtonLink>
        </Card>
        <Card title="Guest Checkout">
          <p>No account needed: enter your contact and shipping address on the next step.</p>
          <Button onPress={() => void navigate('/cart/order')}>Proceed as Guest</Button>
        </Card>
      </div>
    </>
  );
}
