// What the cart page's test files (CartPage.*.test.tsx) share: the gateway's cart and the page at its route.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { CartLineFieldsFragment } from './CartLineColumns.generated';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { cartLineKeysOf, cartTotalsOf, cartWindowOf, checkoutActionsOf, lineOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CartDocument, CartLineKeysDocument, RemoveCartLinesDocument, UpdateCartLineDocument } from './Cart.generated';
import { CartPage } from './CartPage';
import { CheckoutActionsDocument } from './CheckoutActions.generated';
import { LinePropertyFieldsDocument } from './LineProperties.generated';

/** The machine is shared; give the page time to answer. */
export const SOON = { timeout: 15_000 };

export const userErrorsNone = { userErrors: [] };

export const rowOf = (erp: string) => {
  const tr = screen.getByText(`Item #${erp}`).closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
};

export const openCart = () => renderRoute(<CartPage />, { path: '/cart' });

/** For `beforeEach`: the checkout buttons see an empty cart and no line property is asked for. */
export function answerCartSurroundings() {
  server.use(
    api.query(CheckoutActionsDocument, () =>
      HttpResponse.json({ data: checkoutActionsOf({ cart: { lineCount: 0 } }) }),
    ),
    answerQuery(LinePropertyFieldsDocument, { userDefinedFields: [] }),
  );
}

/**
 * The gateway's cart: it answers each window the page asks for (recorded in `windows`) from
 * `lines`, which a test's mutation handler replaces with what the gateway holds after the change.
 * The checkout buttons read the same cart (its line count is the page's too: one cache entry), and
 * "Select all" the identities of its lines.
 */
export function cartHolding(initial: CartLineFieldsFragment[]) {
  const cart = { lines: initial, windows: [] as [number, number][] };
  server.use(
    api.query(CheckoutActionsDocument, () =>
      HttpResponse.json({ data: checkoutActionsOf({ cart: { lineCount: cart.lines.length } }) }),
    ),
    answerQuery(CartDocument, ({ variables: { offset, limit } }) => {
      cart.windows.push([offset, limit]);
      return { cart: cartWindowOf(cart.lines, offset, limit) };
    }),
    answerQuery(CartLineKeysDocument, ({ variables: { offset, limit } }) => ({
      cart: cartLineKeysOf(cart.lines, offset, limit),
    })),
  );
  return cart;
}

/** Answers RemoveCartLines with the cart less the lines named, recording the line ids sent. */
function removingLines(cart: { lines: CartLineFieldsFragment[] }) {
  const removed: string[][] = [];
  server.use(
    answerMutation(RemoveCartLinesDocument, ({ variables: { input } }) => {
      removed.push(input.lineIds);
      cart.lines = cart.lines.filter((line) => !input.lineIds.includes(line.id));
      return { removeCartLines: { __typename: 'CartPayload', cart: cartTotalsOf(cart.lines), ...userErrorsNone } };
    }),
  );
  return removed;
}

/** Answers UpdateCartLine with the line at its new quantity (the window of one line the page asks for). */
function updatingQuantities(cart: { lines: CartLineFieldsFragment[] }) {
  const updates: { lineId: string; quantity: number }[] = [];
  server.use(
    answerMutation(UpdateCartLineDocument, ({ variables: { input, lineOffset } }) => {
      updates.push(input);
      cart.lines = cart.lines.map((line) => (line.id === input.lineId ? lineOf(line.erp, input.quantity) : line));
      return {
        updateCartLine: {
          __typename: 'CartPayload',
          cart: cartWindowOf(cart.lines, lineOffset, 1),
          ...userErrorsNone,
        },
      };
    }),
  );
  return updates;
}

/**
 * Opens the cart page on the gateway's cart of `lines`, which takes quantity changes and removals.
 * Returns the cart, the quantity updates and the removals sent.
 */
export function openCartOf(lines: CartLineFieldsFragment[]) {
  const cart = cartHolding(lines);
  const updates = updatingQuantities(cart);
  const removed = removingLines(cart);
  openCart();
  return { cart, updates, removed };
}
