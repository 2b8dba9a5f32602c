import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ORDER_PAGE_SIZES } from '@mro/rules/orders';
import { PageSizeSelect } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { ListBody } from '../../ui/ListBody';
import { ListPager } from '../../ui/ListPager';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { BuyAgainButton } from './BuyAgainButton';
import { DownloadPdfLink } from '../../lib/DownloadPdfLink';
import { EmailInvoiceButton } from '../../lib/EmailInvoiceButton';
import { formatDate, formatOrderNumber } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useListControls } from '../../lib/useListControls';
import { usePageTitle } from '../../lib/usePageTitle';
import { OrderFilterChoicesDocument, OrderHistoryDocument } from './OrderHistory.generated';
import { OrderHistoryFilters } from './OrderHistoryFilters';
import { firstHistoryFilters, historyInput, type HistoryFilters, type HistoryView } from './historyFilters';
import { HISTORY_PAGE_SIZE } from './preloadOrderHistory';
import './orders.css';

/** Free-text order filters wait this long after the last keystroke. */
export const TEXT_DEBOUNCE_MS = 750;

const VIEWS: Record<HistoryView, { title: string; detail: string; quotes: boolean }> = {
  orders: { title: 'My Orders', detail: '/my-account/order-details', quotes: false },
  'review-orders': { title: 'Review Orders', detail: '/my-account/review-order-details', quotes: false },
  quotes: { title: 'Review Quotes', detail: '/my-account/review-quote-details', quotes: true },
};

function ApprovalStatus({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <span className={status.toLowerCase() === 'rejected' ? 'text-danger' : undefined}>{status}</span>;
}

export function OrderHistoryPage({ view = 'orders' }: { view?: HistoryView }) {
  const config = VIEWS[view];
  usePageTitle(config.title);
  const { page, setPage, pageSize, setPageSize, restart } = useListControls({ pageSize: HISTORY_PAGE_SIZE });
  const [filters, setFilters] = useState<HistoryFilters>(() => firstHistoryFilters(view));
  const text = useDebouncedValue(filters.text, TEXT_DEBOUNCE_MS);
  const choices = useQuery(OrderFilterChoicesDocument);
  const { data, loading, error } = useQuery(OrderHistoryDocument, {
    variables: { input: historyInput(filters, text, page, pageSize) },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <>
      <h1>{config.title}</h1>
      <OrderHistoryFilters
        initial={filters}
        onChange={restart(setFilters)}
        shipTos={choices.data?.shipTos ?? []}
        allowAll={choices.data?.orderAccess.allOrders ?? false}
        fixedType={config.quotes}
        onlineFilter={!config.quotes}
      />
      <PageSizeSelect label="Orders per page" sizes={ORDER_PAGE_SIZES} value={pageSize} onChange={setPageSize} />
      <ListBody
        list={data?.orderHistory}
        loading={loading}
        failure={error && friendlyError(error, messages.catalogFailure)}
        loadingLabel="Loading orders…"
        empty={messages.noOrders}
      >
        {(history) => (
          <>
            <div className="table-scroll">
              <Table aria-label={config.title} stackOnPhone>
                <TableHeader>
                  <Column isRowHeader>Order #</Column>
                  <Column>PO #</Column>
                  <Column>Type</Column>
                  <Column>Status</Column>
                  <Column>Date</Column>
                  <Column className="num">Lines total</Column>
                  <Column className="num">Invoice total</Column>
                  <Column>Approval</Column>
                  <Column>PDF</Column>
                  <Column>Invoice</Column>
                  <Column>Buy again</Column>
                </TableHeader>
                <TableBody>
                  {history.nodes.map((order) => (
                    <Row key={order.orderNumber} id={order.orderNumber}>
                      <Cell className="nowrap" data-label="Order #">
                        <Link
                          id={`order-number-${order.orderNumber}`}
                          to={`${config.detail}/${formatOrderNumber(order.orderNumber)}`}
                        >
                          {formatOrderNumber(order.orderNumber)}
                        </Link>
                      </Cell>
                      <Cell className="nowrap" data-label="PO #">
                        {order.purchaseOrderNumber ?? ''}
                      </Cell>
                      <Cell data-label="Type">{order.orderTypeLabel}</Cell>
                      <Cell data-label="Status">
                        {order.onHold ? (
                          <>
                            <span className="text-danger">{order.stageLabel}</span>
                            {order.holdReason && <div className="muted hold-reason">{order.holdReason}</div>}
                          </>
                        ) : (
                          order.stageLabel
                        )}
                      </Cell>
                      <Cell className="nowrap" data-label="Date">
                        {formatDate(order.enteredOn)}
                      </Cell>
                      <Cell className="num" data-label="Lines total">
                        {order.orderType === 'QUOTE' &&
                        order.stage === 'CANCELLED' &&
                        order.linesTotal.display.match(/^\$0\.00$/)
                          ? 'N/A'
                          : order.linesTotal.display}
                      </Cell>
                      <Cell className="num" data-label="Invoice total">
                        {order.invoiceTotal?.display ?? ''}
                      </Cell>
                      <Cell data-label="Approval">
                        <ApprovalStatus status={order.approvalStatus} />
                      </Cell>
                      <Cell data-label="PDF">
                        <DownloadPdfLink
                          kind={order.orderType === 'QUOTE' ? 'quote' : 'order'}
                          number={formatOrderNumber(order.orderNumber)}
                          describedBy={`order-number-${order.orderNumber}`}
                        />
                      </Cell>
                      <Cell>
                        {order.invoicedOn ? (
                          <EmailInvoiceButton orderNumber={formatOrderNumber(order.orderNumber)} />
                        ) : (
                          ''
                        )}
                      </Cell>
                      <Cell>
                        {order.orderType === 'QUOTE' ? (
                          ''
                        ) : (
                          <BuyAgainButton
                            orderNumber={formatOrderNumber(order.orderNumber)}
                            label="Add all to cart"
                            accessibleLabel={`Add all to cart ${formatOrderNumber(order.orderNumber)}`}
                            variant="link"
                          />
                        )}
                      </Cell>
                    </Row>
                  ))}
                </TableBody>
              </Table>
            </div>
            {/* The ERP's list row has the lines' value, and the invoice total only once invoiced (§3). */}
            <p className="muted">
              Lines total is the value of the items before tax and shipping; the invoice total includes them once the
              order is invoiced. The order's details show its total with tax and shipping.
            </p>
            <ListPager list={history} label="Order pages" noun="orders" onPage={setPage} />
          </>
        )}
      </ListBody>
    </>
  );
}
