import { OrderTotals } from '../../lib/OrderTotals';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { ButtonLink } from '../../ui/Link';
import { readConfirmation } from '../../lib/checkoutProgress';
import { formatOrderNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { AddressBlock } from '../../lib/AddressBlock';
import { ConfirmedItems } from '../../lib/ConfirmedItems';
import { GUEST_LINE_COLUMNS } from './guestLines';
import type { PlaceGuestOrderMutation } from './GuestCheckout.generated';

type Confirmation = NonNullable<PlaceGuestOrderMutation['placeGuestOrder']['order']>;

/** A guest's order confirmation (/cart/confirm): what the ERP confirmed, kept for this browser tab. */
export function GuestConfirmPage() {
  usePageTitle('Order Confirmation');
  const order = readConfirmation<Confirmation>();
  if (!order)
    return (
      <Alert tone="error">
        We could not find your order confirmation. Please contact support with your e-mail address.
      </Alert>
    );
  return (
    <>
      <h1>Order Submitted</h1>
      <Alert tone="success">
        Thank you. Your order number is <strong>{formatOrderNumber(order.orderNumber)}</strong>. Our customer service
        will contact you about payment.
      </Alert>
      <div className="grid grid-2">
        <Card title="Ship To">
          <AddressBlock address={order.shipTo} />
        </Card>
        <Card title="Totals">
          <OrderTotals subtotal={order.subtotal} shipping={order.shipping} tax={order.tax} total={order.total} />
        </Card>
      </div>
      <ConfirmedItems lines={order.lines} columns={GUEST_LINE_COLUMNS} />
      <div className="form-actions">
        <ButtonLink to="/create-account" variant="secondary">
          Create an Account
        </ButtonLink>
        <ButtonLink to="/">Continue Shopping</ButtonLink>
      </div>
    </>
  );
}
