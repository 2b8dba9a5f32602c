import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutStep, getProgress, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { answerMutation, api } from '../../testing/api';
import {
  approvalRequestOf,
  checkoutReviewOf,
  orderConfirmationOf,
  orderEstimateOf,
  approvalNeededOf,
  orderPlaced,
} from '../../testing/factories/checkout';
import { amount, userError } from '../../testing/fixtures';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { ApprovalPage } from './ApprovalPage';
import { CartErrorPage } from './CartErrorPage';
import { ConfirmPage } from './ConfirmPage';
import {
  CheckoutReviewDocument,
  OrderEstimateDocument,
  PlaceOrderDocument,
  type CheckoutReviewQuery,
  type PlaceOrderMutation,
} from './Review.generated';
import { ReviewPage } from './ReviewPage';
import { deliveryEstimate } from '@mro/rules/delivery';

type Placed = PlaceOrderMutation['placeOrder'];

/**
 * The review step's gateway: the cart `review`, the estimate, and placeOrder answering `placed` in
 * turn (one answer a call); the idempotency keys it was sent, in order.
 */
function gateway(review: CheckoutReviewQuery, ...placed: Placed[]) {
  const keys: string[] = [];
  server.use(
    api.query(CheckoutReviewDocument, () => HttpResponse.json({ data: review })),
    api.query(OrderEstimateDocument, () => HttpResponse.json({ data: orderEstimateOf() })),
    answerMutation(PlaceOrderDocument, ({ variables }) => {
      keys.push(variables.input.idempotencyKey);
      const answer = placed.shift();
      if (!answer) throw new Error('placeOrder was called more often than this test answers');
      return { placeOrder: answer };
    }),
  );
  return keys;
}

const renderReview = () =>
  renderRoute(<ReviewPage />, {
    path: '/cart/review',
    routes: [
      { path: '/cart/confirm', element: <ConfirmPage /> },
      { path: '/cart/error', element: <CartErrorPage /> },
      { path: '/cart/approval', element: <ApprovalPage /> },
    ],
  });

const ordered = (overrides: Parameters<typeof orderConfirmationOf>[0] = {}) =>
  orderPlaced({ order: orderConfirmationOf(overrides) });

describe('review and place order', () => {
  beforeEach(() => {
    setProgress(CheckoutStep.review);
  });

  it('shows the payment, the shipping and tax estimate, and the card on the confirmation', async () => {
    gateway(checkoutReviewOf(), ordered());
    const { router } = renderReview();
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
    gateway(checkoutReviewOf(), ordered({ total: amount('$20.10') }));
    const { router } = renderReview();
    expect(await screen.findByText('$19.58')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(
      await screen.findByText(
        'The review estimated $19.58. The total above is what the ERP charged when the order was placed: prices, freight or tax changed in between.',
      ),
    ).toBeInTheDocument();
  });

  it('states the delivery estimate (7PM EST cut-off) on the review and the confirmation, none for a quote', async () => {
    gateway(checkoutReviewOf(), ordered());
    const { weekday, date } = deliveryEstimate(new Date(), 'DEFAULT');
    const { router } = renderReview();
    expect(
      await screen.findByText(
        (_, node) => node?.textContent === `Estimated delivery: ${weekday}, ${date} for orders placed before 7PM EST.`,
      ),
    ).toHaveClass('delivery-estimate');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(
      await screen.findByText((_, node) => node?.textContent === `Estimated delivery: ${weekday}, ${date}.`),
    ).toHaveClass('delivery-estimate');
  });

  it('waits for a payment method before placing an order', async () => {
    gateway(checkoutReviewOf({ billing: null }));
    renderReview();
    expect(await screen.findByText('No payment method chosen yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it("sends an order placed On Hold to /cart/error with the order number, the ERP's reason and the order's data", async () => {
    const onHold =
      'Your order requires additional review. Order 1045900-00 has been placed On Hold. Some of the data you provided appears to be invalid...';
    const reason = 'PO number PO-1 is already on an open order (1045899-00).';
    gateway(
      checkoutReviewOf(),
      orderPlaced({
        order: orderConfirmationOf({ onHold: true, holdReason: reason, comments: 'Call on arrival' }),
        userErrors: [userError('ON_HOLD', onHold)],
      }),
    );
    const { router } = renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/error'));
    expect(await screen.findByText(onHold)).toBeInTheDocument();
    const held = screen.getByRole('region', { name: 'Order 1045900-00' });
    expect(within(held).getByText('On Hold')).toBeInTheDocument();
    expect(within(held).getByText(reason)).toBeInTheDocument();
    expect(within(held).getByText('PO-1')).toBeInTheDocument();
    expect(within(held).getByText('Call on arrival')).toBeInTheDocument();
    expect(getProgress()).toBe(CheckoutStep.error);
  });

  it("shows this checkout's shipping instructions and comments on the review, and the PO and notes on the confirmation", async () => {
    gateway(
      checkoutReviewOf({ shippingInstructions: 'Dock 4, before noon', comments: 'For the changeover' }),
      ordered({
        purchaseOrderNumber: 'PO-1',
        shippingInstructions: 'Dock 4, before noon',
        comments: 'For the changeover',
      }),
    );
    const { router } = renderReview();
    const shipTo = await screen.findByRole('region', { name: 'Ship To' });
    expect(within(shipTo).getByText('PO-1')).toBeInTheDocument();
    expect(within(shipTo).getByText('Dock 4, before noon')).toBeInTheDocument();
    expect(within(shipTo).getByText('For the changeover')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    const details = await screen.findByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('PO-1')).toBeInTheDocument();
    expect(within(details).getByText('Dock 4, before noon')).toBeInTheDocument();
    expect(within(details).getByText('For the changeover')).toBeInTheDocument();
  });

  it('says None on the review for notes this checkout did not give', async () => {
    gateway(checkoutReviewOf());
    renderReview();
    const shipTo = await screen.findByRole('region', { name: 'Ship To' });
    expect(within(shipTo).getAllByText('None')).toHaveLength(2);
  });

  it("shows the ERP's refusal with the contact-support note and stays on review", async () => {
    gateway(
      checkoutReviewOf(),
      orderPlaced({ userErrors: [userError('REJECTED', 'A credit card is required for this account.')] }),
    );
    const { router } = renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText('A credit card is required for this account. Contact support if the problem persists.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/review');
  });

  it('asks for a quote from a quote cart, without a payment step or a delivery estimate', async () => {
    gateway(checkoutReviewOf({ kind: 'QUOTE', billing: null }), ordered({ orderType: 'QUOTE', paymentTitle: null }));
    const { router } = renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Quote Request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(await screen.findByRole('heading', { name: 'Quote Submitted' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
  });

  it('says DO NOT RESUBMIT on an unknown outcome and reuses the idempotency key on retry', async () => {
    const keys = gateway(
      checkoutReviewOf(),
      orderPlaced({ userErrors: [userError('OUTCOME_UNKNOWN', 'Outcome unknown')] }),
      ordered(),
    );
    const { router } = renderReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(messages.outcomeUnknown)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByText('1045900-00')).toBeInTheDocument();
    expect(getProgress()).toBe(CheckoutStep.confirm);
  });

  it('ends on the approval page, naming the approver, when the order is over the limit', async () => {
    gateway(checkoutReviewOf(), orderPlaced({ approvalRequest: approvalRequestOf() }));
    // Before Place Order, the review says the order is over the limit and who approves it.
    server.use(
      api.query(OrderEstimateDocument, () =>
        HttpResponse.json({ data: orderEstimateOf(approvalNeededOf('Alan Approver')) }),
      ),
    );
    const { router } = renderReview();
    expect(
      await screen.findByText(
        'This order exceeds your approval limit: placing it sends it to Alan Approver for approval.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/approval'));
    expect(await screen.findByRole('heading', { name: 'Sent for Approval' })).toBeInTheDocument();
    expect(screen.getByText('Alan Approver (approver@acme.example)')).toBeInTheDocument();
    expect(screen.getByText('Approval step 1 of 2.')).toBeInTheDocument();
    expect(getProgress()).toBe(CheckoutStep.approval);
  });
});
