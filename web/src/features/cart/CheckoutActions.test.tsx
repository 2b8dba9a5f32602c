import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlaceExpressOrderInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { checkoutActionsOf, expressOrderOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CheckoutStep, getProgress, readConfirmation } from '../../lib/checkoutProgress';
import { CheckoutActions } from './CheckoutActions';
import {
  CheckoutActionsDocument,
  ExpressEstimateDocument,
  PlaceExpressOrderDocument,
} from './CheckoutActions.generated';
import { approvalNeededOf, orderEstimateFieldsOf } from '../../testing/factories/checkout';
import { deliveryEstimate } from '@mro/rules/delivery';

type Overrides = Parameters<typeof checkoutActionsOf>[0];

/**
 * The cart's checkout buttons for a cart of one line, as the gateway describes the cart and the user;
 * express checkout's estimate is $19.58 in all, or the order is over the limit when `approval` is given.
 */
function openCart(overrides: Overrides = {}, approval: Parameters<typeof orderEstimateFieldsOf>[0] = null) {
  server.use(
    api.query(CheckoutActionsDocument, () => HttpResponse.json({ data: checkoutActionsOf(overrides) })),
    answerQuery(ExpressEstimateDocument, {
      expressCheckout: { __typename: 'ExpressCheckout', estimate: orderEstimateFieldsOf(approval) },
    }),
  );
  return renderRoute(<CheckoutActions disabled={false} lineCount={1} />, { path: '/cart' });
}

const EXPRESS_FAILED = 'Unable to process order via Express Checkout at this time. Please use standard checkout form.';

/** Answers PlaceExpressOrder with order 1045901-00, or the refusal; records what was sent. */
function placingExpressOrders(refused = false) {
  const sent: PlaceExpressOrderInput[] = [];
  server.use(
    answerMutation(PlaceExpressOrderDocument, ({ variables: { input } }) => {
      sent.push(input);
      return {
        placeExpressOrder: {
          __typename: 'PlaceOrderPayload',
          order: refused ? null : expressOrderOf('1045901-00'),
          userErrors: refused
            ? [{ __typename: 'UserError', field: null, message: EXPRESS_FAILED, code: 'REJECTED' }]
            : [],
        },
      };
    }),
  );
  return sent;
}

describe('checking out from the cart', () => {
  it("shows 'Get Quote' and Continue instead of Check Out for a quote cart, and Get Quote starts the order details", async () => {
    openCart({ cart: { kind: 'QUOTE' } });
    const getQuote = await screen.findByRole('button', { name: 'Get Quote' });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
    fireEvent.click(getQuote);
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/cart/order');
    expect(getProgress()).toBe(CheckoutStep.order);
  });

  it('refuses to check out a units cart with a line lacking units', async () => {
    openCart({ cart: { unitsMissing: true, unitsMissingItems: ['100001'] } });
    expect(
      await screen.findByText(
        'This item is not available for purchase and should be removed from your cart. Please call us... Item: #100001',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
  });

  it('offers Express Checkout only to users who have it', async () => {
    openCart({ expressCheckout: { available: false } });
    await screen.findByRole('button', { name: 'Check Out' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Express Checkout' })).not.toBeInTheDocument());
  });

  it('places an express order with the PO the ship-to requires, once, and shows the confirmation', async () => {
    const sentInputs = placingExpressOrders();
    openCart({ expressCheckout: { available: true, purchaseOrderRequired: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Express Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Express Checkout' }));
    expect(dialog.getByText('Payment: Visa ending in 1881 (exp 12/2029)')).toBeInTheDocument();
    // Place Order waits for the amount it will charge.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    expect(await dialog.findByText('A PO number is required for this ship-to address.')).toBeInTheDocument();
    expect(sentInputs).toEqual([]);
    fireEvent.change(dialog.getByLabelText('PO number', { selector: 'input' }), { target: { value: 'PO-77' } });
    const comments = dialog.getByLabelText('Comments', { selector: 'textarea' });
    fireEvent.change(comments, { target: { value: 'c'.repeat(1001) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    expect(await dialog.findByText('Comments may be at most 1000 characters.')).toBeInTheDocument();
    expect(sentInputs).toEqual([]);
    fireEvent.change(comments, { target: { value: 'Call before delivery' } });
    fireEvent.change(dialog.getByLabelText('Shipping instructions', { selector: 'textarea' }), {
      target: { value: 'Dock 4' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/cart/confirm');
    const [sent, ...more] = sentInputs;
    expect(more).toEqual([]);
    expect(sent).toEqual({
      idempotencyKey: sent?.idempotencyKey,
      purchaseOrderNumber: 'PO-77',
      shippingInstructions: 'Dock 4',
      comments: 'Call before delivery',
    });
    expect(sent?.idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
    // The confirmation page (features/checkout) shows the order handed to it.
    expect(readConfirmation()).toMatchObject({ orderNumber: '1045901-00' });
    expect(getProgress()).toBe(CheckoutStep.confirm);
  });

  it('shows subtotal, estimated freight, tax and total before Place Order', async () => {
    openCart({ expressCheckout: { available: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Express Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Express Checkout' }));
    const total = within(await dialog.findByRole('region', { name: 'Order total' }));
    expect(await total.findByText('$19.58')).toBeInTheDocument();
    for (const [term, figure] of [
      ['Subtotal', '$9.00'],
      ['Estimated freight', '$9.95'],
      ['Tax', '$0.63'],
      ['Total', '$19.58'],
    ] as const) {
      expect(total.getByText(term).nextElementSibling).toHaveTextContent(figure);
    }
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  });

  it('says an order over the limit needs its approver and sends it through Check Out instead', async () => {
    const sentInputs = placingExpressOrders();
    openCart({ expressCheckout: { available: true } }, approvalNeededOf('Alice Approver'));
    fireEvent.click(await screen.findByRole('button', { name: 'Express Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Express Checkout' }));
    expect(
      await dialog.findByText(
        'This order exceeds your approval limit: placing it sends it to Alice Approver for approval.',
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Express checkout cannot send an order for approval: use Check Out instead.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(sentInputs).toEqual([]);
  });

  it("shows the spec's express failure message when the order cannot be placed that way", async () => {
    placingExpressOrders(true);
    openCart({ expressCheckout: { available: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Express Checkout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Express Checkout' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    fireEvent.click(dialog.getByRole('button', { name: 'Place Order' }));
    expect(
      await dialog.findByText(
        'Unable to process order via Express Checkout at this time. Please use standard checkout form.',
      ),
    ).toBeInTheDocument();
  });
});

describe('delivery estimate in the cart', () => {
  it('states when an order placed now arrives, with the 7PM EST cut-off; a quote cart has none', async () => {
    const { weekday, date } = deliveryEstimate(new Date(), 'DEFAULT');
    const { unmount } = openCart();
    expect(
      await screen.findByText(
        (_, node) => node?.textContent === `Estimated delivery: ${weekday}, ${date} for orders placed before 7PM EST.`,
      ),
    ).toBeInTheDocument();
    unmount();
    openCart({ cart: { kind: 'QUOTE' } });
    expect(await screen.findByRole('button', { name: 'Get Quote' })).toBeInTheDocument();
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
  });
});
