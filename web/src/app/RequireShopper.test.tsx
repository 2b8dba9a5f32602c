import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartPage } from '../features/cart';
import { setLoggedIn } from '../testing/handlers/auth';
import { resetCart } from '../testing/handlers/cart';
import { guestState } from '../testing/handlers/guest';
import { cartLine } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';
import { CheckoutAsGuard, ShopperSwitch } from './RequireShopper';

// The cart route as app/routes.tsx composes it (moved here from the guest feature's test: the guards
// and the cart page are the app's and the cart feature's, the guest pages are tested in features/guest).
const renderCart = () =>
  renderRoute(<ShopperSwitch user={<CartPage />} guest={<CartPage guest />} />, { path: '/cart' });

const asGuest = (openBrowse: boolean) => {
  setLoggedIn(false);
  guestState.openBrowse = openBrowse;
  resetCart([cartLine('l1', '100001', 2, 4.5)]);
};

describe('open browse in the store', () => {
  it('sends a guest to log in for the cart when open browse is off', async () => {
    asGuest(false);
    renderCart();
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/login');
  });

  it("shows a guest's cart without promo codes, and Check Out starts at the checkout-as step", async () => {
    asGuest(true);
    renderCart();
    expect(await screen.findByText('Item #100001')).toBeInTheDocument();
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/cart/log-in');
  });

  it('sends a logged-in user from the checkout-as step on to order details', async () => {
    guestState.openBrowse = true;
    renderRoute(
      <CheckoutAsGuard>
        <p>Checkout as</p>
      </CheckoutAsGuard>,
      { path: '/cart/log-in' },
    );
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/cart/order');
  });
});
