import { useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ButtonLink } from '../../ui/Link';
import { LoadMoreLines } from '../../lib/LoadMoreLines';
import { LinesTable } from '../../ui/LinesTable';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { DeliveryEstimate } from '../../lib/DeliveryEstimate';
import { completeApproval, completeCheckout, failCheckout, orderSessionKey } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { AddressBlock } from '../../lib/AddressBlock';
import { ORDER_LINE_COLUMNS } from './orderLines';
import { useLinesWindow } from '../../lib/useLinesWindow';
import { OrderProcessingModal } from './OrderProcessingModal';
import { OrderNotes } from './OrderNotes';
import { CheckoutReviewDocument, OrderEstimateDocument, PlaceOrderDocument } from './Review.generated';

const REVIEW_PAGE_SIZE = 20;

export function ReviewPage() {
  usePageTitle('Review Order');
  const navigate = useNavigate();
  const client = useApolloClient();
  const linesWindow = useLinesWindow(REVIEW_PAGE_SIZE);
  const { data, loading, error, fetchMore } = useQuery(CheckoutReviewDocument, {
    variables: { offset: 0, limit: linesWindow.shown },
    fetchPolicy: 'network-only',
    nextFetchPolicy: linesWindow.nextFetchPolicy,
  });
  const estimate = useQuery(OrderEstimateDocument, { fetchPolicy: 'network-only' });
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second press while the first is in flight must not send a second request.
  const inFlight = useRef(false);

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const { data: result } = await placeOrder({ variables: { input: { idempotencyKey: orderSessionKey() } } });
      const payload = result?.placeOrder;
      const userError = payload?.userErrors[0];
      if (payload?.order && userError?.code === 'ON_HOLD') {
        failCheckout(userError.message, JSON.stringify(payload.order));
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
        client.cache.gc();
        await navigate('/cart/error', { replace: true });
        return;
      }
      if (payload?.approvalRequest && !userError) {
        completeApproval(JSON.stringify(payload.approvalRequest));
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
        client.cache.gc();
        await navigate('/cart/approval', { replace: true });
        return;
      }
      if (payload?.order && !userError) {
        // The confirmation compares what is charged with this page's estimate.
        const reviewEstimate = estimate.data?.orderEstimate.estimate?.total.display ?? null;
        completeCheckout(JSON.stringify({ ...payload.order, reviewEstimate, placedAt: new Date().toISOString() }));
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
        client.cache.gc();
        await navigate('/cart/confirm', { replace: true });
        return;
      }
      // §8: a refusal's own message is shown with the contact-support note appended.
      setFailure(
        userError?.code === 'OUTCOME_UNKNOWN'
          ? messages.outcomeUnknown
          : userError
            ? `${userError.message} ${messages.contactSupport}`
            : messages.orderFailure,
      );
    } catch (e) {
      // A lost response leaves the outcome unknown; the key stays so a retry cannot place a second order.
      setFailure(
        e instanceof Error && friendlyError(e, '') === messages.upstreamUnavailable
          ? messages.upstreamUnavailable
          : messages.outcomeUnknown,
      );
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  if (loading && !data) return <Spinner />;
  if (error || !data?.cart) return <Alert tone="error">{friendlyError(error, messages.checkoutFailure)}</Alert>;
  const cart = data.cart;
  const isQuote = cart.kind !== 'ORDER';
  const estimated = estimate.data?.orderEstimate;

  return (
    <>
      <h1>Review Order</h1>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid grid-2">
        <Card title="Ship To">
          {cart.shipping ? (
            <>
              <AddressBlock address={cart.shipping.address} />
              <p>
                Contact: {cart.shipping.contactName}, {cart.shipping.contactEmail}
                {cart.shipping.contactPhone ? `, ${cart.shipping.contactPhone}` : ''}
              </p>
            </>
          ) : (
            <p>No ship-to chosen yet.</p>
          )}
          <OrderNotes notes={cart} />
          <ButtonLink to="/cart/order" variant="secondary">
            Edit Order Details
          </ButtonLink>
        </Card>
        {!isQuote && (
          <Card title="Payment">
            {cart.billing ? (
              <>
                <p>{cart.billing.cardTitle ?? 'Bill my account (terms net 30)'}</p>
                {cart.billing.address && <AddressBlock address={cart.billing.address} />}
              </>
            ) : (
              <p>No payment method chosen yet.</p>
            )}
            <ButtonLink to="/cart/payment" variant="secondary">
              Edit Payment
            </ButtonLink>
          </Card>
        )}
        <Card title="Order Summary">
          <p>
            {cart.lineCount} {cart.lineCount === 1 ? 'line' : 'lines'}, {cart.itemCount}{' '}
            {cart.itemCount === 1 ? 'item' : 'items'}
          </p>
          <p>
            <strong>Subtotal: {cart.subtotal.display}</strong>
          </p>
          {cart.discount.value > 0 && (
            <p>
              Discount ({cart.promoCodes.join(', ')}): -{cart.discount.display}
            </p>
          )}
          {estimated?.estimate ? (
            <>
              <dl>
                <dt>Estimated shipping</dt>
                <dd>
                  {estimated.estimate.freeFreight
                    ? `Free (${estimated.estimate.shipping.display})`
                    : estimated.estimate.shipping.display}
                </dd>
                <dt>Estimated tax</dt>
                <dd>{estimated.estimate.tax.display}</dd>
                <dt>Estimated total</dt>
                <dd>
                  <strong>{estimated.estimate.total.display}</strong>
                </dd>
              </dl>
              <p className="muted">
                Shipping and tax are the ERP&apos;s estimate for this cart and ship-to; the confirmation shows what is
                charged.
              </p>
            </>
          ) : (
            <p className="muted">
              {estimated?.message ??
                (cart.freeFreight ? 'Free freight (promo code FREEFR8).' : 'Freight is added at time of shipment.')}
            </p>
          )}
          {isQuote ? (
            <p className="muted">Prices and freight will be confirmed in your quote.</p>
          ) : (
            <DeliveryEstimate />
          )}
          {estimated?.approval && (
            <Alert tone={estimated.approval.overMaximum ? 'error' : 'warning'}>{estimated.approval.message}</Alert>
          )}
          <Button
            onPress={() => void submit()}
            isDisabled={submitting || !cart.shipping || cart.lineCount === 0 || (!isQuote && !cart.billing)}
          >
            {isQuote ? 'Submit Quote Request' : 'Place Order'}
          </Button>
        </Card>
      </div>
      <h2>Items</h2>
      <LinesTable caption="Order lines" lines={cart.lines} lineKey={(line) => line.id} columns={ORDER_LINE_COLUMNS} />
      {cart.lines.length < cart.lineCount && (
        <LoadMoreLines
          linesWindow={linesWindow}
          fetchPage={(offset, limit) => fetchMore({ variables: { offset, limit } })}
          onFailure={() => setFailure(messages.cartLoadError)}
        />
      )}
      <OrderProcessingModal isOpen={submitting} />
    </>
  );
}
