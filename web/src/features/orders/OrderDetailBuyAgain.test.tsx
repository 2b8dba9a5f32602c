// Buy again from an order's detail page (cart-checkout-orders §2, order details' send-to-cart):
// one line by its own button, or every line by 'Add all to cart'.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../testing/api';
import { orderLineOf, quoteOf } from '../../testing/factories/orders';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { BuyAgainDocument, type BuyAgainMutationVariables } from './BuyAgain.generated';
import { OrderDetailDocument } from './OrderDetail.generated';
import { OrderDetailPage } from './OrderDetailPage';

const twoLines = [orderLineOf(), orderLineOf({ lineNumber: 2, erp: '101275', description: 'Nitrile gloves, S' })];

const openOrder = () => {
  const sent: BuyAgainMutationVariables['input'][] = [];
  const order = quoteOf({
    orderNumber: '1000250-00',
    orderType: 'ORDER',
    orderTypeLabel: 'Order',
    lines: twoLines,
  });
  server.use(
    api.query(OrderDetailDocument, () => HttpResponse.json({ data: { __typename: 'Query', order } })),
    api.mutation(BuyAgainDocument, ({ variables }) => {
      sent.push(variables.input);
      const addedLineCount = variables.input.lineNumbers?.length ?? twoLines.length;
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          buyAgain: {
            __typename: 'BuyAgainPayload',
            addedLineCount,
            unavailableItems: [],
            message: null,
            userErrors: [],
          },
        },
      });
    }),
  );
  renderRoute(<OrderDetailPage />, {
    path: '/my-account/order-details/:orderNumber',
    at: '/my-account/order-details/1000250-00',
  });
  return sent;
};

describe('buy again from an order’s detail', () => {
  it('adds one line by its own button, then every line by Add all to cart', async () => {
    const sent = openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart 101275' }));
    expect(await screen.findByText("1 line added to your cart at today's prices.")).toBeInTheDocument();
    expect(sent).toEqual([{ orderNumber: '1000250-00', lineNumbers: [2] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    expect(await screen.findByText("2 lines added to your cart at today's prices.")).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ orderNumber: '1000250-00', lineNumbers: null });
  });
});
