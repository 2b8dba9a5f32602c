// Typed answers of the orders domain (history, access, order detail), with defaults a test overrides.
import type { OrderAccessQuery } from '../../features/orders/OrderAccess.generated';
import type { OrderDetailFieldsFragment } from '../../features/orders/OrderDetail.generated';
import type { OrderFilterChoicesQuery, OrderHistoryQuery } from '../../features/orders/OrderHistory.generated';
import { SendInvoiceEmailDocument, type SendInvoiceEmailMutationVariables } from '../../lib/EmailInvoice.generated';
import { answerMutation } from '../api';
import { amount } from '../fixtures';
import { server } from '../server';

type OrderAccess = OrderAccessQuery['orderAccess'];
type OrderHistory = OrderHistoryQuery['orderHistory'];
type OrderSummary = OrderHistory['nodes'][number];
type OrderLine = OrderDetailFieldsFragment['lines'][number];

/** A buyer's access to the order screens: everything but the summary invoices. */
export const orderAccessOf = (overrides: Partial<OrderAccess> = {}): OrderAccess => ({
  __typename: 'OrderAccess',
  orderHistory: true,
  myOrders: true,
  allOrders: true,
  reviewQuotes: true,
  openInvoices: true,
  paidInvoices: true,
  summaryInvoices: false,
  submitSummaryInvoices: false,
  ...overrides,
});

/** One row of the order history: a shipped order. */
export const orderSummaryOf = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  __typename: 'OrderSummary',
  orderNumber: '1045821-0',
  purchaseOrderNumber: null,
  orderType: 'ORDER',
  orderTypeLabel: 'Order',
  stage: 'SHIPPED',
  stageLabel: 'Shipped',
  onHold: false,
  holdReason: null,
  enteredOn: '2025-03-07',
  linesTotal: amount('$100.00'),
  invoiceTotal: null,
  approvalStatus: null,
  invoicedOn: null,
  ...overrides,
});

/** The first page of the order history holding `nodes`. */
export const orderHistoryOf = (nodes: OrderSummary[], overrides: Partial<OrderHistory> = {}): OrderHistory => ({
  __typename: 'OrderHistoryPage',
  totalCount: nodes.length,
  page: 1,
  pageSize: 25,
  nodes,
  ...overrides,
});

/** The history's filter choices: one ship-to, all of the customer's orders allowed. */
export const orderFilterChoicesOf = (): OrderFilterChoicesQuery => ({
  __typename: 'Query',
  shipTos: [{ __typename: 'ShipTo', id: '0001', label: 'Main plant' }],
  orderAccess: { __typename: 'OrderAccess', allOrders: true },
});

export const orderLineOf = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  __typename: 'OrderLine',
  lineNumber: 1,
  erp: '101274',
  description: 'Nitrile gloves',
  quantityOrdered: 8,
  quantityShipped: 0,
  quantityBackordered: 0,
  unitOfMeasure: 'BX',
  unitPrice: amount('$500.00'),
  lineTotal: amount('$4,000.00'),
  ...overrides,
});

/** A convertible quote of one line (8 BX of 101274 at $500.00). */
export const quoteOf = (overrides: Partial<OrderDetailFieldsFragment> = {}): OrderDetailFieldsFragment => ({
  __typename: 'Order',
  orderNumber: '1000245-00',
  returnEligibility: null,
  returnRequests: [],
  orderType: 'QUOTE',
  orderTypeLabel: 'Quote',
  stage: 'ORDERED',
  stageLabel: 'Ordered',
  onHold: false,
  holdReason: null,
  purchaseOrderNumber: null,
  customerName: 'Acme Fabrication',
  enteredOn: '2026-11-01',
  promisedOn: null,
  shippedOn: null,
  invoicedOn: null,
  cancelOn: '2026-12-01',
  placedBy: 'Bea Buyer',
  approvalStatus: null,
  estimatedPricing: false,
  notes: [],
  shipTo: {
    __typename: 'Address',
    name: 'Main plant',
    line1: '1 Main St',
    line2: null,
    city: 'Cleveland',
    state: 'OH',
    zip: '44101',
  },
  subtotal: amount('$4,000.00'),
  tax: amount('$0.00'),
  shipping: amount('$0.00'),
  total: amount('$4,000.00'),
  userDefinedFields: [],
  shippingStatus: {
    __typename: 'ShippingStatus',
    text: 'Preparing shipment',
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
  },
  quoteConversion: { __typename: 'QuoteConversion', allowed: true, blockedReason: null, purchaseOrderRequired: false },
  lines: [orderLineOf()],
  ...overrides,
});

/** The gateway sends every invoice e-mail asked for; returns the inputs sent, in order. */
export function invoiceEmailsSent(): SendInvoiceEmailMutationVariables['input'][] {
  const sent: SendInvoiceEmailMutationVariables['input'][] = [];
  server.use(
    answerMutation(SendInvoiceEmailDocument, ({ variables }) => {
      sent.push(variables.input);
      return {
        sendInvoiceEmail: {
          __typename: 'SendInvoiceEmailPayload',
          message: 'Email successfully sent!',
          userErrors: [],
        },
      };
    }),
  );
  return sent;
}
