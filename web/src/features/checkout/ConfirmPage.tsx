import { OrderTotals } from '../../lib/OrderTotals';
import { lineColumns } from '../../ui/LinesTable';
import { ConfirmedItems } from '../../lib/ConfirmedItems';
import { ORDER_LINE_COLUMNS } from './orderLines';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { formatOrderNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { AddressBlock } from '../../lib/AddressBlock';
import { DeliveryEstimate } from '../../lib/DeliveryEstimate';
import { OrderNotes } from './OrderNotes';
import { PlacedOrderActions } from './PlacedOrderActions';
import { readPlacedOrder } from './placedOrder';
import { DownloadPdfLink } from '../../lib/DownloadPdfLink';

export function ConfirmPage() {
  usePageTitle('Order Confirmation');
  const order = readPlacedOrder();
  if (!order) return <Alert tone="error">We could not find your order confirmation. Please check My Orders.</Alert>;
  const kind = order.orderType === 'QUOTE' ? 'Quote' : 'Order';
  return (
    <>
      <h1>{kind} Submitted</h1>
      <Alert tone="success">
        Thank you. Your {kind.toLowerCase()} number is <strong>{formatOrderNumber(order.orderNumber)}</strong>.
      </Alert>
      <p className="document-links">
        <DownloadPdfLink kind={kind === 'Quote' ? 'quote' : 'order'} number={formatOrderNumber(order.orderNumber)} />
      </p>
      {order.estimatedPricing && <Alert tone="info">Some prices are estimates.</Alert>}
      <div className="grid grid-2">
        <Card title="Ship To">
          <AddressBlock address={order.shipTo} />
          {kind === 'Order' && <p>Payment: {order.paymentTitle ?? 'Billed to your account'}</p>}
          {kind === 'Order' && <DeliveryEstimate placedAt={order.placedAt ?? null} />}
        </Card>
        <Card title="Order Details">
          <OrderNotes notes={order} />
        </Card>
        <Card title="Totals">
          <OrderTotals
            subtotal={order.subtotal}
            discount={order.discount}
            shipping={order.shipping}
            tax={order.tax}
            total={order.total}
          />
          {order.reviewEstimate && order.reviewEstimate !== order.total.display && (
            <p className="muted">
              The review estimated {order.reviewEstimate}. The total above is what the ERP charged when the order was
              placed: prices, freight or tax changed in between.
            </p>
          )}
        </Card>
      </div>
      <ConfirmedItems lines={order.lines} columns={[lineColumns.lineNumber(), ...ORDER_LINE_COLUMNS]} />
      <PlacedOrderActions />
    </>
  );
}
