import { HttpResponse } from 'msw';
import {
  OrderFilterChoicesDocument,
  OrderHistoryDocument,
  type OrderHistoryQuery,
} from '../../features/orders/OrderHistory.generated';
import { InvoiceRecipientsDocument, SendInvoiceEmailDocument } from '../../lib/EmailInvoice.generated';
import { OrderAccessDocument } from '../../features/orders/OrderAccess.generated';
import { api } from '../api';
import { amount } from '../fixtures';

type Row = OrderHistoryQuery['orderHistory']['nodes'][number];

export const orderRows: Row[] = [
  {
    __typename: 'OrderSummary',
    orderNumber: '1045821-0',
    purchaseOrderNumber: 'PO-77',
    orderType: 'ORDER',
    orderTypeLabel: 'Order',
    stage: 'SHIPPED',
    stageLabel: 'Shipped',
    onHold: false,
    holdReason: null,
    enteredOn: '2025-03-07',
    linesTotal: amount('$1,120.00'),
    invoiceTotal: amount('$1,234.50'),
    approvalStatus: null,
    invoicedOn: '2025-03-12',
  },
  {
    __typename: 'OrderSummary',
    orderNumber: '1045822-01',
    purchaseOrderNumber: null,
    orderType: 'QUOTE',
    orderTypeLabel: 'Quote',
    stage: 'ENTERED',
    stageLabel: 'Entered',
    onHold: false,
    holdReason: null,
    enteredOn: '2025-11-30',
    linesTotal: amount('$88.00'),
    invoiceTotal: null,
    approvalStatus: 'Rejected',
    invoicedOn: null,
  },
];

export const orderAccess = {
  __typename: 'OrderAccess' as const,
  orderHistory: true,
  myOrders: true,
  allOrders: true,
  reviewQuotes: true,
  openInvoices: true,
  paidInvoices: true,
  summaryInvoices: false,
  submitSummaryInvoices: false,
};

/** The viewer and two colleagues, as invoiceRecipients answers them. */
export const invoiceRecipients = [
  { __typename: 'InvoiceRecipient' as const, name: 'Bianca Buyer', email: 'buyer@acme.example', isViewer: true },
  { __typename: 'InvoiceRecipient' as const, name: 'Ada Admin', email: 'admin@acme.example', isViewer: false },
  { __typename: 'InvoiceRecipient' as const, name: 'Alan Approver', email: 'approver@acme.example', isViewer: false },
];

export const orderHandlers = [
  api.query(InvoiceRecipientsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', invoiceRecipients: invoiceRecipients } }),
  ),
  api.mutation(SendInvoiceEmailDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Mutation',
        sendInvoiceEmail:
          variables.input.orderNumber === '1045821-00'
            ? { __typename: 'SendInvoiceEmailPayload', message: 'Email successfully sent!', userErrors: [] }
            : {
                __typename: 'SendInvoiceEmailPayload',
                message: null,
                userErrors: [
                  { __typename: 'UserError', field: null, message: 'Unable to find order.', code: 'NOT_FOUND' },
                ],
              },
      },
    }),
  ),
  api.query(OrderAccessDocument, () => HttpResponse.json({ data: { __typename: 'Query', orderAccess: orderAccess } })),
  api.query(OrderFilterChoicesDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        shipTos: [{ __typename: 'ShipTo', id: '0001', label: 'Main plant' }],
        orderAccess: { __typename: 'OrderAccess', allOrders: true },
      },
    }),
  ),
  api.query(OrderHistoryDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        orderHistory: {
          __typename: 'OrderHistoryPage',
          totalCount: orderRows.length,
          page: variables.input.page ?? 1,
          pageSize: variables.input.pageSize ?? 25,
          nodes: orderRows,
        },
      },
    }),
  ),
];
