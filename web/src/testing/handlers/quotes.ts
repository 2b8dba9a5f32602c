import { HttpResponse } from 'msw';
import {
  ConvertQuoteDocument,
  OrderDetailDocument,
  type ConvertQuoteMutationVariables,
  type OrderDetailFieldsFragment,
} from '../../features/orders/OrderDetail.generated';
import {
  QuoteHelpContactDocument,
  SendQuoteHelpRequestDocument,
  SendQuoteToCartDocument,
  type SendQuoteToCartMutationVariables,
} from '../../features/orders/QuoteActions.generated';
import type { SendContactMessageInput } from '../../generated/graphql';
import { api } from '../api';
import { amount, buyer } from '../fixtures';

export const quote = (overrides: Partial<OrderDetailFieldsFragment> = {}): OrderDetailFieldsFragment => ({
  __typename: 'Order',
  orderNumber: '1000245-00',
  orderType: 'QUOTE',
  orderTypeLabel: 'Quote',
  stage: 'ORDERED',
  stageLabel: 'Ordered',
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
  lines: [
    {
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
    },
  ],
  ...overrides,
});

/** What the quote handlers answer; tests change it and read what was sent. */
export const quotesState: {
  quote: OrderDetailFieldsFragment;
  converted: ConvertQuoteMutationVariables['input'][];
  carted: SendQuoteToCartMutationVariables['input'][];
  help: SendContactMessageInput[];
} = { quote: quote(), converted: [], carted: [], help: [] };

export const resetQuotes = () => Object.assign(quotesState, { quote: quote(), converted: [], carted: [], help: [] });

export const SENT_FOR_APPROVAL =
  'Your request to convert this quote has been sent to your approver. You will receive an e-mail once it is approved.';

export const quoteHandlers = [
  api.query(OrderDetailDocument, () => HttpResponse.json({ data: { __typename: 'Query', order: quotesState.quote } })),
  api.mutation(ConvertQuoteDocument, ({ variables }) => {
    quotesState.converted.push(variables.input);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        convertQuote: {
          __typename: 'ConvertQuotePayload',
          confirmation: SENT_FOR_APPROVAL,
          order: null,
          userErrors: [],
        },
      },
    });
  }),
  api.mutation(SendQuoteToCartDocument, ({ variables }) => {
    quotesState.carted.push(variables.input);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        addCartLines: {
          __typename: 'CartPayload',
          cart: { __typename: 'Cart', id: 'c1', lineCount: 1 },
          userErrors: [],
        },
      },
    });
  }),
  api.query(QuoteHelpContactDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: { __typename: 'Viewer', id: buyer.id, name: buyer.name, username: buyer.username },
      },
    }),
  ),
  api.mutation(SendQuoteHelpRequestDocument, ({ variables }) => {
    quotesState.help.push(variables.input);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        sendContactMessage: {
          __typename: 'SendContactMessagePayload',
          message: 'Your message is being sent to a Vallen Representative.',
          userErrors: [],
        },
      },
    });
  }),
];
