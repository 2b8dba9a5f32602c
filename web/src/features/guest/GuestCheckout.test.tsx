import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLoggedIn } from '../../testing/handlers/auth';
import { resetCart } from '../../testing/handlers/cart';
import { guestState } from '../../testing/handlers/guest';
import { cartLine } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

const asGuest = (openBrowse: boolean) => {
  setLoggedIn(false);
  guestState.openBrowse = openBrowse;
  resetCart([cartLine('l1', '100001', 2, 4.5)]);
};

describe('open browse in the store', () => {
  it('sends a guest to log in for the cart when open browse is off', async () => {
    asGuest(false);
    const { router } = renderApp('/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets a guest check out: cart, the checkout-as step, the guest form with its rules, the confirmation', async () => {
    asGuest(true);
    const { router } = renderApp('/cart');
    expect(await screen.findByText('Item #100001')).toBeInTheDocument();
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/log-in'));
    expect(await screen.findByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/create-account');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed as Guest' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/order'));
    const place = await screen.findByRole('button', { name: 'Place Order' });
    expect(screen.getByRole('cell', { name: '$9.00' })).toBeInTheDocument();
    fireEvent.click(place);
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Zip is required.')).toBeInTheDocument();
    expect(guestState.orders).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Gail Guest' } });
    for (const [label, value] of [
      ['E-mail', 'gail@example.com'],
      ['Address 1', '1 Main St'],
      ['City', 'Tulsa'],
      ['State', 'ok'],
      ['Zip', '7410'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    }
    fireEvent.click(place);
    expect(
      await screen.findByText('Enter a zip code (12345 or 12345-6789) or a Canadian postal code.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Zip', { exact: false }), { target: { value: '74103' } });
    fireEvent.click(place);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(await screen.findByText('1000100-00')).toBeInTheDocument();
    const [order, ...more] = guestState.orders;
    expect(more).toEqual([]);
    expect(order).toMatchObject({ contactName: 'Gail Guest', state: 'OK', zip: '74103' });
    expect(order?.idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('sends a logged-in user from the checkout-as step on to order details', async () => {
    guestState.openBrowse = true;
    const { router } = renderApp('/cart/log-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/order'));
  });
});
