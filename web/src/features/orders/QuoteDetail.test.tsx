import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_QUOTE_ORDER, LINE_DROPPED, OVER_ORIGINAL } from '@mro/rules/quantity';
import type { SendContactMessageInput } from '../../generated/graphql';
import { answerMutation, answerQuery } from '../../testing/api';
import { buyer } from '../../testing/fixtures';
import { quoteOf } from '../../testing/factories/orders';
import { server } from '../../testing/server';
import {
  ConvertQuoteDocument,
  OrderDetailDocument,
  type ConvertQuoteMutationVariables,
  type OrderDetailFieldsFragment,
} from './OrderDetail.generated';
import { openOrderDetail } from './OrderDetailPage.testing';
import {
  QuoteHelpContactDocument,
  SendQuoteHelpRequestDocument,
  SendQuoteToCartDocument,
  type SendQuoteToCartMutationVariables,
} from './QuoteActions.generated';

const SOON = { timeout: 10_000 };
const SENT_FOR_APPROVAL =
  'Your request to convert this quote has been sent to your approver. You will receive an e-mail once it is approved.';

/** Answers the quote page's calls as the gateway would and records what the page sent. */
function gateway(quote: OrderDetailFieldsFragment = quoteOf()) {
  const sent = {
    converted: [] as ConvertQuoteMutationVariables['input'][],
    carted: [] as SendQuoteToCartMutationVariables['input'][],
    help: [] as SendContactMessageInput[],
  };
  server.use(
    answerQuery(OrderDetailDocument, { order: quote }),
    answerMutation(ConvertQuoteDocument, ({ variables }) => {
      sent.converted.push(variables.input);
      return {
        convertQuote: {
          __typename: 'ConvertQuotePayload',
          confirmation: SENT_FOR_APPROVAL,
          order: null,
          userErrors: [],
        },
      };
    }),
    answerMutation(SendQuoteToCartDocument, ({ variables }) => {
      sent.carted.push(variables.input);
      return {
        addCartLines: {
          __typename: 'CartPayload',
          cart: { __typename: 'Cart', id: 'c1', lineCount: 1 },
          userErrors: [],
        },
      };
    }),
    answerQuery(QuoteHelpContactDocument, {
      viewer: { __typename: 'Viewer', id: buyer.id, name: buyer.name, username: buyer.username },
    }),
    answerMutation(SendQuoteHelpRequestDocument, ({ variables }) => {
      sent.help.push(variables.input);
      return {
        sendContactMessage: {
          __typename: 'SendContactMessagePayload',
          message: 'Your message is being sent to a Vallen Representative.',
          userErrors: [],
        },
      };
    }),
  );
  return sent;
}

const open = async () => {
  openOrderDetail('review-quote-details', '1000245-00');
  return (await screen.findByRole('heading', { name: 'Convert to order' }, SOON)).closest('section')!;
};

describe('quote detail', () => {
  it('checks a quantity only once typing pauses for 500 ms, then says why', async () => {
    const sent = gateway();
    const section = await open();
    const quantity = within(section).getByLabelText('Quantity for 101274');
    const convert = within(section).getByRole('button', { name: 'Convert to Order' });
    fireEvent.change(quantity, { target: { value: '9' } });
    // Until the pause, the typed quantity is neither accepted nor reported.
    expect(within(section).queryByText(OVER_ORIGINAL)).toBeNull();
    expect(convert).toBeDisabled();
    expect(await within(section).findByText(OVER_ORIGINAL, {}, SOON)).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(await within(section).findByText(EMPTY_QUOTE_ORDER, {}, SOON)).toBeInTheDocument();
    expect(within(section).getByText(LINE_DROPPED)).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '6' } });
    await waitFor(() => expect(convert).toBeEnabled(), SOON);
    fireEvent.click(convert);
    expect(await screen.findByText(SENT_FOR_APPROVAL, {}, SOON)).toBeInTheDocument();
    expect(sent.converted).toEqual([
      { orderNumber: '1000245-00', purchaseOrderNumber: null, lines: [{ lineNumber: 1, quantity: 6 }] },
    ]);
  });

  it('requires a PO when the customer master does', async () => {
    gateway(
      quoteOf({
        quoteConversion: {
          __typename: 'QuoteConversion',
          allowed: true,
          blockedReason: null,
          purchaseOrderRequired: true,
        },
      }),
    );
    const section = await open();
    expect(
      await within(section).findByText('A PO number is required to order this quote.', {}, SOON),
    ).toBeInTheDocument();
    const convert = within(section).getByRole('button', { name: 'Convert to Order' });
    expect(convert).toBeDisabled();
    fireEvent.change(within(section).getByLabelText(/^PO number/), { target: { value: 'PO-9' } });
    await waitFor(() => expect(convert).toBeEnabled(), SOON);
  });

  it('sends the quote to the cart and a help request about it', async () => {
    const sent = gateway();
    await open();
    const actions = screen.getByRole('heading', { name: 'More for this quote' }).closest('section')!;
    fireEvent.click(within(actions).getByRole('button', { name: 'Send to Cart' }));
    expect(await within(actions).findByText('Your cart has been updated.', {}, SOON)).toBeInTheDocument();
    expect(sent.carted).toEqual([{ lines: [{ erp: '101274', quantity: 8 }] }]);
    fireEvent.click(within(actions).getByRole('button', { name: 'Need help with this quote?' }));
    fireEvent.change(within(actions).getByLabelText(/^How can we help/), {
      target: { value: 'Can the price hold to January?' },
    });
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Send Help Request' })).toBeEnabled(), SOON);
    fireEvent.click(within(actions).getByRole('button', { name: 'Send Help Request' }));
    expect(
      await within(actions).findByText('Your message is being sent to a Vallen Representative.', {}, SOON),
    ).toBeInTheDocument();
    expect(sent.help).toEqual([
      {
        inquiry: 'QUOTE',
        name: 'Bea Buyer',
        email: 'buyer@example.com',
        city: 'Cleveland',
        state: 'OH',
        message: 'Help with quote 1000245-00: Can the price hold to January?',
      },
    ]);
  });
});
