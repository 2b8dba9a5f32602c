import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { CartLineFieldsFragment } from './CartLineColumns.generated';
import { answerQuery } from '../../testing/api';
import { cartPreviewOf, lineOf, linesOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CartLink } from './CartLink';
import { CartBadgeDocument, CartPreviewDocument } from './CartLink.generated';

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

/** The header's cart link for a logged-in buyer whose cart holds `lines`. */
function renderCartLink(lines: CartLineFieldsFragment[]) {
  const preview = cartPreviewOf(lines);
  server.use(
    answerQuery(CartBadgeDocument, {
      cart: { __typename: 'Cart', id: preview.id, itemCount: preview.itemCount, lineCount: preview.lineCount },
    }),
    answerQuery(CartPreviewDocument, { cart: preview }),
  );
  return renderRoute(<CartLink loggedIn />);
}

describe('the cart preview overlay in the header', () => {
  it('shows the lines, subtotal and a link to the cart on a large screen', async () => {
    renderCartLink([lineOf('100001', 2), lineOf('200001', 1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cart preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(await within(dialog).findByText('Item #100001, 2 EA')).toBeInTheDocument();
    expect(within(dialog).getByText('$13.50')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it('is not offered for more than 20 lines or on a small screen', async ({ screenWidth }) => {
    const { unmount } = renderCartLink(linesOf(21, 300000));
    await waitFor(() => expect(screen.getByRole('link', { name: /^Cart/ })).toHaveTextContent('(21)'));
    expect(screen.queryByRole('button', { name: 'Cart preview' })).not.toBeInTheDocument();
    unmount();

    screenWidth(false);
    renderCartLink([lineOf('100001', 2)]);
    await waitFor(() => expect(screen.getByRole('link', { name: /^Cart/ })).toHaveTextContent('(2)'));
    expect(screen.queryByRole('button', { name: 'Cart preview' })).not.toBeInTheDocument();
  });

  it('counts the items with thousands separators, shown and spoken', async () => {
    renderCartLink([lineOf('100001', 999), lineOf('200001', 999), lineOf('300001', 7)]);
    const link = await screen.findByRole('link', { name: /^Cart\W+2,005 items$/ });
    expect(link).toHaveTextContent('Cart (2,005)');
    fireEvent.click(await screen.findByRole('button', { name: 'Cart preview' }));
    expect(await screen.findByText('Item #100001, 999 EA')).toBeInTheDocument();
  });
});
