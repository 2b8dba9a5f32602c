import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { quote, quotesState, resetQuotes, SENT_FOR_APPROVAL } from '../../testing/handlers/quotes';
import { QUOTE_MESSAGES } from '@mro/rules/orders';
import { EMPTY_QUOTE_ORDER, LINE_DROPPED, OVER_ORIGINAL } from '@mro/rules/quantity';

const SOON = { timeout: 10_000 };

beforeEach(resetQuotes);

const open = async () => {
  renderApp('/my-account/review-quote-details/1000245-00');
  return (await screen.findByRole('heading', { name: 'Convert to order' }, SOON)).closest('section')!;
};

describe('quote detail', { timeout: 30_000 }, () => {
  it('checks a quantity only once typing pauses for 500 ms, then says why', async () => {
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
    expect(quotesState.converted).toEqual([
      { orderNumber: '1000245-00', purchaseOrderNumber: null, lines: [{ lineNumber: 1, quantity: 6 }] },
    ]);
  });

  it('requires a PO when the customer master does', async () => {
    quotesState.quote = quote({
      quoteConversion: {
        __typename: 'QuoteConversion',
        allowed: true,
        blockedReason: null,
        purchaseOrderRequired: true,
      },
    });
    const section = await open();
    expect(within(section).getByText(QUOTE_MESSAGES.poRequired)).toBeInTheDocument();
    const convert = within(section).getByRole('button', { name: 'Convert to Order' });
    expect(convert).toBeDisabled();
    fireEvent.change(within(section).getByLabelText(/^PO number/), { target: { value: 'PO-9' } });
    await waitFor(() => expect(convert).toBeEnabled(), SOON);
  });

  it('sends the quote to the cart and a help request about it', async () => {
    await open();
    const actions = screen.getByRole('heading', { name: 'More for this quote' }).closest('section')!;
    fireEvent.click(within(actions).getByRole('button', { name: 'Send to Cart' }));
    expect(await within(actions).findByText('Your cart has been updated.', {}, SOON)).toBeInTheDocument();
    expect(quotesState.carted).toEqual([{ lines: [{ erp: '101274', quantity: 8 }] }]);
    fireEvent.click(within(actions).getByRole('button', { name: 'Need help with this quote?' }));
    fireEvent.change(within(actions).getByLabelText(/^How can we help/), {
      target: { value: 'Can the price hold to January?' },
    });
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Send Help Request' })).toBeEnabled(), SOON);
    fireEvent.click(within(actions).getByRole('button', { name: 'Send Help Request' }));
    expect(
      await within(actions).findByText('Your message is being sent to a Vallen Representative.', {}, SOON),
    ).toBeInTheDocument();
    expect(quotesState.help).toEqual([
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
