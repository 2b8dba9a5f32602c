import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/Link';
import { CheckoutStep, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { DeliveryEstimate } from '../../lib/DeliveryEstimate';
import { ORDERS_NOT_ALLOWED } from '@mro/rules/checkout';
import { CheckoutActionsDocument } from './CheckoutActions.generated';
import { ExpressCheckout } from './ExpressCheckout';
import { TransferCart } from './TransferCart';

/**
 * Check Out (or, for quote and non-stock carts, Get Quote and Continue), and Express Checkout for
 * users who have it; in a punch-out session, Transfer cart instead. A units-mode cart with a line lacking units cannot be checked out,
 * nor can a user without "Can submit orders" (Check Out disabled, with the reason). A guest's
 * Check Out goes to /cart/log-in (log in, create an account or proceed as guest). `children` are the
 * cart's other actions, shown after these.
 */
export function CheckoutActions({
  disabled,
  lineCount,
  guest = false,
  children,
}: {
  disabled: boolean;
  lineCount: number;
  guest?: boolean;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  // Express checkout and cart kinds are for signed-in buyers; a guest's cart is always an order.
  const { data, refetch } = useQuery(CheckoutActionsDocument, { fetchPolicy: 'network-only', skip: guest });
  // A removed line may have been the one without units: ask again when the lines change.
  const shownLines = useRef(lineCount);
  useEffect(() => {
    if (guest || shownLines.current === lineCount) return;
    shownLines.current = lineCount;
    void refetch();
  }, [guest, lineCount, refetch]);
  const [expressOpen, setExpressOpen] = useState(false);
  const kind = data?.cart?.kind ?? 'ORDER';
  const unitsMissing = data?.cart?.unitsMissing ?? false;
  const express = data?.expressCheckout;
  const missingItems = (data?.cart?.unitsMissingItems ?? []).map((erp) => `#${erp}`);
  const ordersRefused = !guest && data?.viewer?.permissions.canSubmitOrders === false;
  const blocked = disabled || unitsMissing || ordersRefused;
  const start = () => {
    setProgress(CheckoutStep.order);
    void navigate(guest ? '/cart/log-in' : '/cart/order');
  };
  return (
    <>
      {unitsMissing && (
        <Alert tone="error">
          {messages.unitsMissing} Item{missingItems.length === 1 ? '' : 's'}: {missingItems.join(', ')}
        </Alert>
      )}
      {ordersRefused && data.viewer?.sessionMode !== 'PUNCH_OUT' && <Alert tone="info">{ORDERS_NOT_ALLOWED}</Alert>}
      {kind === 'ORDER' && <DeliveryEstimate />}
      <div className="form-actions">
        {data?.viewer?.sessionMode === 'PUNCH_OUT' ? (
          <>
            <TransferCart
              disabled={disabled || unitsMissing}
              systemName={data.viewer.punchOut?.systemName ?? null}
              inspectOnly={data.viewer.punchOut?.operation === 'INSPECT'}
              lineCount={lineCount}
            />
            <ButtonLink to="/" variant="secondary">
              Continue Shopping
            </ButtonLink>
          </>
        ) : kind === 'ORDER' ? (
          <>
            <Button isDisabled={blocked} onPress={start}>
              Check Out
            </Button>
            {express?.available && (
              <Button variant="secondary" isDisabled={blocked} onPress={() => setExpressOpen(true)}>
                Express Checkout
              </Button>
            )}
            <ButtonLink to="/" variant="secondary">
              Continue Shopping
            </ButtonLink>
          </>
        ) : (
          <>
            <Button isDisabled={blocked} onPress={start}>
              Get Quote
            </Button>
            <ButtonLink to="/" variant="secondary">
              Continue
            </ButtonLink>
          </>
        )}
        {children}
      </div>
      {expressOpen && express && <ExpressCheckout express={express} onClose={() => setExpressOpen(false)} />}
    </>
  );
}
