import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutStep, getProgress, setProgress } from '../../lib/checkoutProgress';
import { checkoutState } from '../../testing/handlers/checkout';
import { renderApp } from '../../testing/render';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('checkout order details', () => {
  it('requires a PO number when the chosen ship-to requires one', async () => {
    setProgress(CheckoutStep.order);
    const { router } = renderApp('/cart/order');
    const shipTo = await screen.findByLabelText('Ship-to address');
    fireEvent.change(shipTo, { target: { value: 'st2' } });
    fill('Contact name', 'Bea Buyer');
    fill('E-mail', 'bea@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('A PO number is required for this ship-to address.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/order');

    fill('PO number', 'PO-123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(getProgress()).toBe(CheckoutStep.payment));
    expect(router.state.location.pathname).toBe('/cart/payment');
  });

  it('does not require a PO for other ship-tos but limits the contact name to 30', async () => {
    setProgress(CheckoutStep.order);
    renderApp('/cart/order');
    fireEvent.change(await screen.findByLabelText('Ship-to address'), { target: { value: 'st1' } });
    fill('Contact name', 'x'.repeat(31));
    fill('E-mail', 'bea@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Contact name may be at most 30 characters.')).toBeInTheDocument();
    expect(screen.queryByText('A PO number is required for this ship-to address.')).not.toBeInTheDocument();
  });

  it('goes straight to review for a quote cart (no payment step)', async () => {
    checkoutState.kind = 'QUOTE';
    setProgress(CheckoutStep.order);
    const { router } = renderApp('/cart/order');
    fireEvent.change(await screen.findByLabelText('Ship-to address'), { target: { value: 'st1' } });
    fill('Contact name', 'Bea Buyer');
    fill('E-mail', 'bea@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/review'));
    expect(getProgress()).toBe(CheckoutStep.review);
  });

  it('sends a visit to /cart/review without the earlier steps back to the cart', async () => {
    const { router } = renderApp('/cart/review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});
