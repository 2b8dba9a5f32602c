import { HttpResponse } from 'msw';
import { OpenBrowseDocument } from '../../features/guest/OpenBrowse.generated';
import {
  GuestCheckoutCartDocument,
  PlaceGuestOrderDocument,
  type PlaceGuestOrderMutationVariables,
} from '../../features/guest/GuestCheckout.generated';
import { api } from '../api';
import { amount } from '../fixtures';
import { cartState } from './cart';

/** Open browse of the mocked gateway: off unless a test turns it on; the guest orders it received. */
export const guestState = { openBrowse: false, orders: [] as PlaceGuestOrderMutationVariables['input'][] };
export const resetGuest = () => {
  guestState.openBrowse = false;
  guestState.orders = [];
};

const UNIT = 4.5;

export const guestHandlers = [
  api.query(OpenBrowseDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        openBrowse: {
          __typename: 'OpenBrowse',
          enabled: guestState.openBrowse,
          catalog: guestState.openBrowse ? '2014BSWebCatalog' : null,
        },
      },
    }),
  ),
  api.query(GuestCheckoutCartDocument, () => {
    const lines = cartState.lines.map((line) => ({
      ...line,
      lineTotal: amount(`$${(line.quantity * UNIT).toFixed(2)}`),
    }));
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        cart: {
          __typename: 'Cart',
          id: 'guest',
          lineCount: lines.length,
          itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
          subtotal: amount(`$${lines.reduce((sum, line) => sum + line.quantity * UNIT, 0).toFixed(2)}`),
          lines,
        },
      },
    });
  }),
  api.mutation(PlaceGuestOrderDocument, ({ variables }) => {
    const { input } = variables;
    // The same key answers the same order, as the gateway's idempotency does.
    const index = guestState.orders.findIndex((order) => order.idempotencyKey === input.idempotencyKey);
    if (index < 0) guestState.orders.push(input);
    const number = `${1_000_100 + (index < 0 ? guestState.orders.length - 1 : index)}-00`;
    const lines = cartState.lines.map((line, i) => ({
      __typename: 'OrderConfirmationLine' as const,
      lineNumber: i + 1,
      erp: line.erp,
      description: line.description,
      quantity: line.quantity,
      unitOfMeasure: line.unitOfMeasure,
      unitPrice: amount(`$${UNIT.toFixed(2)}`),
      lineTotal: amount(`$${(line.quantity * UNIT).toFixed(2)}`),
    }));
    const total = amount(`$${cartState.lines.reduce((sum, line) => sum + line.quantity * UNIT, 0).toFixed(2)}`);
    cartState.lines = [];
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        placeGuestOrder: {
          __typename: 'PlaceGuestOrderPayload',
          order: {
            __typename: 'OrderConfirmation',
            orderNumber: number,
            orderType: 'ORDER',
            estimatedPricing: false,
            holdReason: null,
            purchaseOrderNumber: null,
            shippingInstructions: null,
            comments: null,
            shipTo: {
              __typename: 'Address',
              name: input.companyName ?? input.contactName,
              line1: input.address1,
              line2: input.address2 ?? null,
              city: input.city,
              state: input.state,
              zip: input.zip,
            },
            subtotal: total,
            shipping: amount('$0.00'),
            tax: amount('$0.00'),
            discount: { __typename: 'Amount', value: 0, display: '$0.00' },
            total,
            lines,
            onHold: false,
            paymentTitle: null,
          },
          userErrors: [],
        },
      },
    });
  }),
];
