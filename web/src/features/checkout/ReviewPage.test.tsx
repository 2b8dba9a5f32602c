import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutStep, getProgress, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { placeOrderState } from '../../testing/handlers/checkout';
import { renderApp } from '../../testing/render';

describe('review and place order', () => {
  beforeEach(() => {
    placeOrderState.keys = [];
    placeOrderState.outcome = 'ok';
    setProgress(CheckoutStep.review);
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
