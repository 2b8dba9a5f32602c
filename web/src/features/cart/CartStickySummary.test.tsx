import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { cartOf, checkoutActionsOf, linesOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CartDocument } from './Cart.generated';
import { CartPage } from './CartPage';
import { CheckoutActionsDocument } from './CheckoutActions.generated';

const screenIsPhone = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === '(max-width: 759px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

/** The browser's IntersectionObserver, with `show(true)` bringing what it watches on screen. */
const observedScreen = () => {
  const watchers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        watchers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { show: (on: boolean) => act(() => watchers.forEach((watch) => watch([{ isIntersecting: on }]))) };
};

/** A 45-line cart, the first 20 lines shown. */
const fortyFiveLines = () => {
  const lines = linesOf(45, 100001);
  server.use(
    answerQuery(CartDocument, ({ variables: { offset, limit } }) => ({
      cart: { ...cartOf({ lines }), lines: lines.slice(offset, offset + limit) },
    })),
    api.query(CheckoutActionsDocument, () =>
      HttpResponse.json({ data: checkoutActionsOf({ cart: { lineCount: 45 } }) }),
    ),
  );
};

describe('the cart on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the Order Summary's total and Check Out in a summary of their own, which starts checkout", async () => {
    screenIsPhone(true);
    fortyFiveLines();
    renderRoute(<CartPage />, { path: '/cart' });
    const sticky = within(await screen.findByRole('region', { name: 'Cart total' }));
    // 45 lines at $4.50: the same words and figure as the Order Summary's.
    expect(sticky.getByText('Subtotal: $202.50')).toBeInTheDocument();
    expect(sticky.getByText('45 lines, 45 items')).toBeInTheDocument();
    expect(screen.getAllByText('Subtotal: $202.50')).toHaveLength(2);
    fireEvent.click(await sticky.findByRole('button', { name: 'Check Out' }));
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/cart/order');
  });

  it('has no second summary on a wide screen', async () => {
    screenIsPhone(false);
    fortyFiveLines();
    renderRoute(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Subtotal: $202.50')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cart total' })).not.toBeInTheDocument();
  });

  it('steps aside while the Order Summary’s own Check Out is on screen: one Check Out for a screen reader', async () => {
    screenIsPhone(true);
    const observed = observedScreen();
    fortyFiveLines();
    renderRoute(<CartPage />, { path: '/cart' });
    expect(await screen.findByRole('region', { name: 'Cart total' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Check Out' })).toHaveLength(2));
    observed.show(true);
    expect(screen.queryByRole('region', { name: 'Cart total' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Check Out' })).toHaveLength(1);
    // Still in place (the page does not jump), out of reach: aria-hidden (no name, no region) and inert.
    const aside = document.querySelector('section[aria-label="Cart total"]');
    expect(aside).toHaveAttribute('aria-hidden', 'true');
    expect(aside).toHaveAttribute('inert');
    // Scrolled back to the lines: it is there again.
    observed.show(false);
    expect(await screen.findByRole('region', { name: 'Cart total' })).not.toHaveAttribute('inert');
  });
});
