import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { readFailure } from '../../lib/checkoutProgress';
import { formatOrderNumber } from '../../lib/format';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { OrderNotes } from './OrderNotes';
import { PlacedOrderActions } from './PlacedOrderActions';
import { readPlacedOrder } from './placedOrder';

/**
 * Step 8 (/cart/error): the order requires additional review (On Hold), or it failed. A held order
 * shows as On Hold with the ERP's reason and the data it was placed with, so the buyer sees what was wrong.
 */
export function CartErrorPage() {
  usePageTitle('Order Requires Review');
  const message = readFailure() ?? messages.orderFailure;
  const held = readPlacedOrder();
  return (
    <>
      <h1>Order Requires Review</h1>
      <Alert tone="error">{message}</Alert>
      {held?.onHold && (
        <Card title={`Order ${formatOrderNumber(held.orderNumber)}`}>
          <dl>
            <dt>Status</dt>
            <dd>On Hold</dd>
            <dt>Reason</dt>
            <dd>{held.holdReason ?? 'Some of the data you provided appears to be invalid.'}</dd>
          </dl>
          <OrderNotes notes={held} />
        </Card>
      )}
      <PlacedOrderActions />
    </>
  );
}
