import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { ORDER_NOT_FOUND } from '@mro/rules/orders';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { EmailInvoiceButton } from '../../lib/EmailInvoiceButton';
import { DownloadPdfLink } from '../../lib/DownloadPdfLink';
import { lineColumns, LinesTable, type LineColumn } from '../../ui/LinesTable';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate, formatOrderNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { OrderDetailDocument, type OrderDetailFieldsFragment } from './OrderDetail.generated';
import { QuoteActions } from './QuoteActions';
import { BuyAgainButton } from './BuyAgainButton';
import { QuoteConversionForm } from './QuoteConversionForm';
import { OrderReturns } from './OrderReturns';

type OrderLine = OrderDetailFieldsFragment['lines'][number];

const columnsFor = (orderNumber: string, buyAgain: boolean): LineColumn<OrderLine>[] => [
  lineColumns.lineNumber(),
  lineColumns.item({ rowHeader: true }),
  lineColumns.description(),
  { id: 'ordered', header: 'Ordered', numeric: true, cell: (line) => line.quantityOrdered },
  { id: 'shipped', header: 'Shipped', numeric: true, cell: (line) => line.quantityShipped },
  { id: 'backordered', header: 'Backordered', numeric: true, cell: (line) => line.quantityBackordered },
  lineColumns.unit(),
  lineColumns.price(),
  lineColumns.total(),
  ...(buyAgain
    ? [
        {
          id: 'buy-again',
          header: 'Buy again',
          cell: (line: OrderLine) => (
            <BuyAgainButton
              orderNumber={orderNumber}
              lineNumbers={[line.lineNumber]}
              label="Add to cart"
              accessibleLabel={`Add to cart ${line.erp}`}
              variant="link"
            />
          ),
        },
      ]
    : []),
];

const date = (value: string | null | undefined) => (value ? formatDate(value) : '—');

function ShippingStatus({ status }: { status: OrderDetailFieldsFragment['shippingStatus'] }) {
  if (status.trackingUrl) {
    return (
      <a href={status.trackingUrl} target="_blank" rel="noreferrer">
        {status.carrier ? `${status.carrier} ` : ''}
        {status.text}
      </a>
    );
  }
  return (
    <span>{status.carrier && status.trackingNumber ? `${status.carrier} pro # ${status.text}` : status.text}</span>
  );
}

/** Each detail route goes back to the list it is opened from. */
const LISTS: Record<string, { to: string; label: string }> = {
  'order-details': { to: '/my-account/orders', label: 'Back to My Orders' },
  'review-order-details': { to: '/my-account/revieworders', label: 'Back to Review Orders' },
  'review-quote-details': { to: '/my-account/reviewquotes', label: 'Back to Review Quotes' },
};

function BackLink() {
  const route = useLocation().pathname.split('/').at(-2) ?? '';
  const list = LISTS[route] ?? LISTS['order-details']!;
  return (
    <p>
      <Link to={list.to}>{list.label}</Link>
    </p>
  );
}

export function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const { data, loading, error } = useQuery(OrderDetailDocument, {
    variables: { orderNumber },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order;
  usePageTitle(order ? `${order.orderTypeLabel} ${formatOrderNumber(order.orderNumber)}` : 'Order details');
  if (loading && !data) return <Spinner label="Loading order…" />;
  if (error && !data) return <Alert tone="error">{friendlyError(error, 'Unable to locate order details.')}</Alert>;
  if (!order) return <Alert tone="error">{ORDER_NOT_FOUND}</Alert>;
  // Orders are bought again; a quote has its own conversion.
  const buyAgain = order.orderType !== 'QUOTE';

  return (
    <>
      <BackLink />
      <h1>
        {order.orderTypeLabel} {formatOrderNumber(order.orderNumber)}
      </h1>
      <p className="document-links">
        <DownloadPdfLink
          kind={order.orderType === 'QUOTE' ? 'quote' : 'order'}
          number={formatOrderNumber(order.orderNumber)}
        />
        {order.invoicedOn && (
          <DownloadPdfLink kind="invoice" number={formatOrderNumber(order.orderNumber)} label="Download invoice PDF" />
        )}
      </p>
      {order.invoicedOn && <EmailInvoiceButton orderNumber={formatOrderNumber(order.orderNumber)} />}
      {order.estimatedPricing && (
        <Alert tone="warning">
          Some prices on this {order.orderTypeLabel.toLowerCase()} are estimates based on prices you last paid.
        </Alert>
      )}
      <dl className="details">
        <dt>Status</dt>
        <dd className={order.onHold ? 'text-danger' : undefined}>{order.stageLabel}</dd>
        {order.onHold && (
          <>
            <dt>Hold reason</dt>
            <dd>{order.holdReason ?? 'Some of the data appears to be invalid.'}</dd>
          </>
        )}
        <dt>PO #</dt>
        <dd>{order.purchaseOrderNumber ?? '—'}</dd>
        <dt>Placed by</dt>
        <dd>{order.placedBy ?? '—'}</dd>
        <dt>Entered</dt>
        <dd>{date(order.enteredOn)}</dd>
        <dt>Promised</dt>
        <dd>{date(order.promisedOn)}</dd>
        <dt>Shipped</dt>
        <dd>{date(order.shippedOn)}</dd>
        <dt>Invoiced</dt>
        <dd>{date(order.invoicedOn)}</dd>
        <dt>{order.orderType === 'QUOTE' ? 'Valid until' : 'Cancelled'}</dt>
        <dd>{date(order.cancelOn)}</dd>
        <dt>Shipping status</dt>
        <dd>
          <ShippingStatus status={order.shippingStatus} />
        </dd>
        {order.approvalStatus && (
          <>
            <dt>Approval</dt>
            <dd className={order.approvalStatus.toLowerCase() === 'rejected' ? 'text-danger' : undefined}>
              {order.approvalStatus}
            </dd>
          </>
        )}
        {order.userDefinedFields.map((field) => (
          <div key={field.label} className="details-row">
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="ship-to-title">
        <h2 id="ship-to-title">Ship to</h2>
        <address>
          {order.shipTo.name && <div>{order.shipTo.name}</div>}
          <div>{order.shipTo.line1}</div>
          {order.shipTo.line2 && <div>{order.shipTo.line2}</div>}
          <div>
            {order.shipTo.city}, {order.shipTo.state} {order.shipTo.zip}
          </div>
        </address>
      </section>
      <h2>Items</h2>
      {order.lines.length === 0 ? (
        <Alert tone="info">{`There are no items associated with this ${order.orderTypeLabel.toLowerCase()}.`}</Alert>
      ) : (
        <>
          {buyAgain && (
            <div className="form-actions">
              <BuyAgainButton orderNumber={order.orderNumber} label="Add all to cart" variant="primary" />
            </div>
          )}
          <LinesTable
            caption="Items"
            lines={order.lines}
            lineKey={(line) => line.lineNumber}
            columns={columnsFor(order.orderNumber, buyAgain)}
          />
        </>
      )}
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{order.subtotal.display}</dd>
        <dt>Shipping</dt>
        <dd>{order.shipping.display}</dd>
        <dt>Tax</dt>
        <dd>{order.tax.display}</dd>
        <dt>Total</dt>
        <dd>{order.total.display}</dd>
      </dl>
      {order.notes.length > 0 && (
        <section aria-labelledby="notes-title">
          <h2 id="notes-title">Notes</h2>
          <ul>
            {order.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </section>
      )}
      <OrderReturns order={order} />
      {order.orderType === 'QUOTE' && <QuoteConversionForm quote={order} />}
      {order.orderType === 'QUOTE' && <QuoteActions quote={order} />}
    </>
  );
}
