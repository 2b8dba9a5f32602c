import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetCart } from '../../testing/handlers/cart';
import { checkoutState } from '../../testing/handlers/checkout';
import { cartLine } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';
import { CheckoutStep, getProgress } from '../../lib/checkoutProgress';

describe('checking out from the cart', () => {
  it("shows 'Get Quote' and Continue instead of Check Out for a quote cart, and Get Quote starts the order details", async () => {
    checkoutState.kind = 'QUOTE';
    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    const { router } = renderApp('/cart');
    const getQuote = await screen.findByRole('button', { name: 'Get Quote' });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
    fireEvent.click(getQuote);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/order'));
    expect(getProgress()).toBe(CheckoutStep.order);
  });

  it('refuses to check out a units cart with a line lacking units', async () => {
    checkoutState.unitsMissing = true;
    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    renderApp('/cart');
    expect(
      await screen.findByText(
        'This item is not available for purchase and should be removed from your cart. Please call us... Item: #100001',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
  });

  it('offers Express Checkout only to users who have it', async () => {
    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    renderApp('/cart');
    await screen.findByRole('button', { name: 'Check Out' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Express Checkout' })).not.toBeInTheDocument());
  });

  it('places an express order with the PO the ship-to requires, once, and shows the confirmation', async () => {
    checkoutState.expressAvailable = true;
    checkoutState.expressPoRequired = true;
    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    const { router } = renderApp('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Express Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Express Checkout' }));
    expect(dialog.getByText('Payment: Visa ending in 1881 (exp 12/2029)')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    expect(await dialog.findByText('A PO number is required for this ship-to address.')).toBeInTheDocument();
    expect(checkoutState.expressInputs).toEqual([]);
    fireEvent.change(dialog.getByLabelText('PO number', { selector: 'input' }), { target: { value: 'PO-77' } });
    const comments = dialog.getByLabelText('Comments', { selector: 'textarea' });
    fireEvent.change(comments, { target: { value: 'c'.repeat(1001) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    expect(await dialog.findByText('Comments may be at most 1000 characters.')).toBeInTheDocument();
    expect(checkoutState.expressInputs).toEqual([]);
    fireEvent.change(comments, { target: { value: 'Call before delivery' } });
    fireEvent.change(dialog.getByLabelText('Shipping instructions', { selector: 'textarea' }), {
      target: { value: 'Dock 4' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    const [sent, ...more] = checkoutState.expressInputs;
    expect(more).toEqual([]);
    expect(sent).toEqual({
      idempotencyKey: sent?.idempotencyKey,
      purchaseOrderNumber: 'PO-77',
      shippingInstructions: 'Dock 4',
      comments: 'Call before delivery',
    });
    expect(sent?.idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await screen.findByText('1045901-00')).toBeInTheDocument();
  });

  it("shows the spec's express failure message when the order cannot be placed that way", async () => {
    checkoutState.expressAvailable = true;
    checkoutState.expressOutcome = 'refused';
    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    renderApp('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Express Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Express Checkout' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    expect(
      await dialog.findByText(
        'Unable to process order via Express Checkout at this time. Please use standard checkout form.',
      ),
    ).toBeInTheDocument();
  });
});
