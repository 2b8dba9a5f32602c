import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLineInput } from '../../generated/graphql';
import { answerMutation, answerQuery } from '../../testing/api';
import { lineOf, sharedCartOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CopySharedCartLinesDocument, SharedCartDocument } from './ShareCart.generated';
import { SharedCartPage } from './SharedCartPage';

/** A shared cart of `count` lines, and the gateway's cart taking what is copied into it (`refuse` says why not). */
function sharedCartOfLines(count: number, refuse?: string) {
  const sent: CartLineInput[][] = [];
  const lines = Array.from({ length: count }, (_, i) => {
    const line = lineOf(String(200001 + i), i + 1);
    return { __typename: 'SharedCartLine' as const, ...pick(line) };
  });
  server.use(
    answerQuery(SharedCartDocument, { sharedCart: sharedCartOf({ lines, lineCount: count }) }),
    answerMutation(CopySharedCartLinesDocument, ({ variables: { input } }) => {
      sent.push(input.lines);
      return {
        addCartLines: {
          __typename: 'CartPayload',
          cart: refuse ? null : { __typename: 'Cart', id: 'cart-1', itemCount: 99, lineCount: count },
          userErrors: refuse ? [{ __typename: 'UserError', field: null, code: 'REJECTED', message: refuse }] : [],
        },
      };
    }),
  );
  return sent;
}

const pick = ({ erp, description, quantity, unitOfMeasure, unitPrice, lineTotal }: ReturnType<typeof lineOf>) => ({
  erp,
  description,
  quantity,
  unitOfMeasure,
  unitPrice,
  lineTotal,
});

const openSharedCart = () =>
  renderRoute(<SharedCartPage />, { path: '/cart/shared/:cart', at: '/cart/shared/share-1' });

describe('Copy to My Cart', () => {
  it("adds the shared cart's lines to the viewer's cart, 500 at a time, and says how many were added", async () => {
    const sent = sharedCartOfLines(501);
    openSharedCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy to My Cart' }));
    expect(await screen.findByText('501 lines were added to your cart.')).toBeInTheDocument();
    expect(sent.map((batch) => batch.length)).toEqual([500, 1]);
    expect(sent[0]![1]).toEqual({ erp: '200002', quantity: 2, unitOfMeasure: 'EA' });
  });

  it('says why when the cart refuses the lines', async () => {
    sharedCartOfLines(3, 'Shared carts are not available in a punch-out session.');
    openSharedCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy to My Cart' }));
    expect(await screen.findByText('Shared carts are not available in a punch-out session.')).toBeInTheDocument();
    expect(screen.queryByText(/added to your cart/)).not.toBeInTheDocument();
  });
});
