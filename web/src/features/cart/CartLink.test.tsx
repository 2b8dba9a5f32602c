import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { resetCart } from '../../testing/handlers/cart';
import { cartLine } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

// A large screen for every test; `screenWidth(false)` makes it small. The browser's own is back after.

const it = test.extend('screenWidth', { auto: true }, ({}, { onCleanup }) => {
  onCleanup(() => {
    vi.unstubAllGlobals();
  });
  const screenWidth = (large: boolean) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: large,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  };
  screenWidth(true);
  return screenWidth;
});

describe('the cart preview overlay in the header', () => {
  it('shows the lines, subtotal and a link to the cart on a large screen', async () => {
    resetCart([cartLine('l1', '100001', 2, 4.5), cartLine('l2', '200001', 1, 4.5)]);
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Cart preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(await within(dialog).findByText('Item #100001, 2 EA')).toBeInTheDocument();
    expect(within(dialog).getByText('$13.50')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it('is not offered for more than 20 lines or on a small screen', async ({ screenWidth }) => {
    resetCart(Array.from({ length: 21 }, (_, i) => cartLine(`l${i}`, String(300000 + i), 1, 4.5)));
    const { unmount } = renderApp('/');
    await waitFor(() => expect(screen.getByRole('link', { name: /^Cart/ })).toHaveTextContent('(21)'));
    expect(screen.queryByRole('button', { name: 'Cart preview' })).not.toBeInTheDocument();
    unmount();

    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    screenWidth(false);
    renderApp('/');
    await waitFor(() => expect(screen.getByRole('link', { name: /^Cart/ })).toHaveTextContent('(2)'));
    expect(screen.queryByRole('button', { name: 'Cart preview' })).not.toBeInTheDocument();
  });
});
