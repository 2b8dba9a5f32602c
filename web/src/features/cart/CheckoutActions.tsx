import { useState, type ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/Link';
import { messages } from '../../lib/messages';
import { DeliveryEstimate } from '../../lib/DeliveryEstimate';
import { ORDERS_NOT_ALLOWED } from '@mro/rules/checkout';
import { ExpressCheckout } from './ExpressCheckout';
import { TransferCart } from './TransferCart';
import { useCheckout } from './useCheckout';

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
  const { data, kind, unitsMissing, ordersRefused, blocked, start } = useCheckout({ disabled, lineCount, guest });
  const [expressOpen, setExpressOpen] = useState(false);
  const express = data?.expressCheckout;
  const missingItems = (data?.cart?.unitsMissingItems ?? []).map((erp) => `#${erp}`);
  return (
    <>
      {unitsMissing && (
        <Alert tone="error">
          {messages.unitsMissing} Item{missingItems.length === 1 ? '' : 's'}: {missingItems.join(', ')}
        </Alert>
      )}
      {ordersRefused && data?.viewer?.sessionMode !== 'PUNCH_OUT' && <Alert tone="info">{ORDERS_NOT_ALLOWED}</Alert>}
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
