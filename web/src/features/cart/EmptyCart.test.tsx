import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerMutation } from '../../testing/api';
import { answerConfirmation } from '../../testing/confirmations';
import { cartTotalsOf, lineOf } from '../../testing/factories/cart';
import { server } from '../../testing/server';
import { answerCartSurroundings, cartHolding, openCart, SOON } from './CartPage.testing';
import { EmptyCartDocument } from './EmptyCart.generated';

const INSPECT_ONLY = 'This requisition is open for viewing only. To change it, choose Edit in your procurement system.';

/** The gateway's cart of two lines; EmptyCart empties it, or refuses with `refusal` (counting the calls). */
function cartEmptiedBy(refusal: string | null = null) {
  const cart = cartHolding([lineOf('100001', 2), lineOf('200001', 1)]);
  const sent = { count: 0 };
  server.use(
    answerMutation(EmptyCartDocument, () => {
      sent.count += 1;
      if (!refusal) cart.lines = [];
      const answer = refusal
        ? {
            cart: null,
            userErrors: [
              { __typename: 'UserError' as const, field: null, message: refusal, code: 'FORBIDDEN' as const },
            ],
          }
        : { cart: cartTotalsOf([]), userErrors: [] };
      return { emptyCart: { __typename: 'CartPayload', ...answer } };
    }),
  );
  return sent;
}

beforeEach(answerCartSurroundings);

describe('Empty Cart', () => {
  it('asks first: Cancel keeps every line, confirming empties the cart', async () => {
    const sent = cartEmptiedBy();
    openCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Empty Cart' }, SOON));
    await answerConfirmation(
      'Empty Cart',
      'Remove every line from your cart? Its checkout details and promo codes go too. This cannot be undone.',
      'Cancel',
    );
    expect(screen.getByText('Item #100001')).toBeInTheDocument();
    expect(sent.count).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Empty Cart' }));
    const again = await screen.findByRole('alertdialog', { name: 'Empty Cart' }, SOON);
    fireEvent.click(within(again).getByRole('button', { name: 'Empty Cart' }));
    expect(await screen.findByText('Your cart is empty.', {}, SOON)).toBeInTheDocument();
    expect(screen.getByText('Your cart is now empty.')).toBeInTheDocument();
    expect(screen.queryByText('Item #100001')).not.toBeInTheDocument();
    expect(sent.count).toBe(1);
  });

  it('in a punch-out inspect session says why it is refused, and the lines stay', async () => {
    cartEmptiedBy(INSPECT_ONLY);
    openCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Empty Cart' }, SOON));
    const dialog = await screen.findByRole('alertdialog', { name: 'Empty Cart' }, SOON);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Empty Cart' }));
    expect(await within(dialog).findByText(INSPECT_ONLY, {}, SOON)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Item #100001')).toBeInTheDocument();
  });
});
