import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutStep, getProgress, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { checkoutState, placeOrderState } from '../../testing/handlers/checkout';
import { renderApp } from '../../testing/render';

describe('review and place order', () => {
  beforeEach(() => {
    placeOrderState.keys = [];
    placeOrderState.outcome = 'ok';
    checkoutState.billing = {
      __typename: 'CheckoutBilling',
      byCard: true,
      token: 'tok_1',
      cardTitle: 'Visa ending in 1111 (exp 12/2029)',
      sameAsShipping: true,
      address: {
        __typename: 'Address',
        name: null,
        line1: '1 Main St',
        line2: null,
        city: 'Houston',
        state: 'TX',
        zip: '77002',
      },
    };
    setProgress(CheckoutStep.review);
  });

  it('shows the payment, the shipping and tax estimate, and the card on the confirmation', async () => {
    const { router } = renderApp('/cart/review');
    expect(await screen.findByText('Visa ending in 1111 (exp 12/2029)')).toBeInTheDocument();
    expect(await screen.findByText('$9.95')).toBeInTheDocument();
    expect(screen.getByText('$0.63')).toBeInTheDocument();
    expect(screen.getByText('$19.58')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(await screen.findByText('Payment: Visa ending in 1111 (exp 12/2029)')).toBeInTheDocument();
    // The ERP charged what the review estimated: the same figures, no note.
    expect(screen.getByText('$9.95')).toBeInTheDocument();
    expect(screen.getByText('$0.63')).toBeInTheDocument();
    expect(screen.getByText('$19.58')).toBeInTheDocument();
    expect(screen.queryByText(/The review estimated/)).not.toBeInTheDocument();
  });

  it('explains on the confirmation when the charged total differs from the estimate', async () => {
    placeOrderState.charged = '$20.10';
    const { router } = renderApp('/cart/review');
    expect(await screen.findByText('$19.58')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(
      await screen.findByText(
        'The review estimated $19.58. The total above is what the ERP charged when the order was placed: prices, freight or tax changed in between.',
      ),
    ).toBeInTheDocument();
    placeOrderState.charged = '$19.58';
  });

  it('waits for a payment method before placing an order', async () => {
    checkoutState.billing = null;
    renderApp('/cart/review');
    expect(await screen.findByText('No payment method chosen yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('sends an order placed On Hold to /cart/error with the order number', async () => {
    placeOrderState.outcome = 'hold';
    const { router } = renderApp('/cart/review');
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/error'));
    expect(
      await screen.findByText(
        'Your order requires additional review. Order 1045900-00 has been placed On Hold. Some of the data you provided appears to be invalid...',
      ),
    ).toBeInTheDocument();
    expect(getProgress()).toBe(CheckoutStep.error);
  });

  it("shows the ERP's refusal with the contact-support note and stays on review", async () => {
    placeOrderState.outcome = 'refused';
    const { router } = renderApp('/cart/review');
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('A credit card is required for this account. Contact support if the problem persists.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/review');
  });

  it('asks for a quote from a quote cart, without a payment step', async () => {
    checkoutState.kind = 'QUOTE';
    checkoutState.billing = null;
    const { router } = renderApp('/cart/review');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Quote Request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(await screen.findByRole('heading', { name: 'Quote Submitted' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('says DO NOT RESUBMIT on an unknown outcome and reuses the idempotency key on retry', async () => {
    placeOrderState.outcome = 'unknown';
    const { router } = renderApp('/cart/review');
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(messages.outcomeUnknown)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(placeOrderState.keys).toHaveLength(2);
    expect(placeOrderState.keys[0]).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(placeOrderState.keys[1]).toBe(placeOrderState.keys[0]);
    expect(await screen.findByText('1045900-00')).toBeInTheDocument();
    expect(getProgress()).toBe(CheckoutStep.confirm);
  });

  it('ends on the approval page, naming the approver, when the order is over the limit', async () => {
    placeOrderState.outcome = 'approval';
    const { router } = renderApp('/cart/review');
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/approval'));
    expect(await screen.findByRole('heading', { name: 'Sent for Approval' })).toBeInTheDocument();
    expect(screen.getByText('Alan Approver (approver@acme.example)')).toBeInTheDocument();
    expect(screen.getByText('Approval step 1 of 2.')).toBeInTheDocument();
    expect(getProgress()).toBe(CheckoutStep.approval);
  });
});
