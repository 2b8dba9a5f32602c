// Buy again from an order's detail page (cart-checkout-orders §2, order details' send-to-cart):
// one line by its own button, or every line by 'Add all to cart'.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { orderLineOf, quoteOf } from '../../testing/factories/orders';
import { server } from '../../testing/server';
import { BuyAgainDocument, type BuyAgainMutationVariables } from './BuyAgain.generated';
import { OrderDetailDocument } from './OrderDetail.generated';
import { openOrderDetail } from './OrderDetailPage.testing';

const twoLines = [orderLineOf(), orderLineOf({ lineNumber: 2, erp: '101275', description: 'Nitrile gloves, S' })];

/** Opens order 1000250-00 of two lines, whose lines the gateway adds to the cart; returns what Buy Again sent. */
const openOrder = () => {
  const sent: BuyAgainMutationVariables[] = [];
  const order = quoteOf({ orderNumber: '1000250-00', orderType: 'ORDER', orderTypeLabel: 'Order', lines: twoLines });
  server.use(
    answerQuery(OrderDetailDocument, { order }),
    answerMutation(
      BuyAgainDocument,
      ({ variables: { input } }) => ({
        buyAgain: {
          __typename: 'BuyAgainPayload',
          addedLineCount: input.lineNumbers?.length ?? twoLines.length,
          unavailableItems: [],
          message: null,
          userErrors: [],
        },
      }),
      { record: sent },
    ),
  );
  openOrderDetail('order-details', '1000250-00');
  return sent;
};

describe('buy again from an order’s detail', () => {
  it('adds one line by its own button, then every line by Add all to cart', async () => {
    const sent = openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart 101275' }));
    expect(await screen.findByText("1 line added to your cart at today's prices.")).toBeInTheDocument();
    expect(sent).toEqual([{ input: { orderNumber: '1000250-00', lineNumbers: [2] } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByText("2 lines added to your cart at today's prices.")).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ input: { orderNumber: '1000250-00', lineNumbers: null } });
  });
});
