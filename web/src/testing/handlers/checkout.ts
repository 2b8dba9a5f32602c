import { HttpResponse } from 'msw';
import { CheckoutDetailsDocument, UpdateCheckoutDetailsDocument } from '../../features/checkout/OrderDetails.generated';
import { CheckoutReviewDocument, PlaceOrderDocument } from '../../features/checkout/Review.generated';
import { api } from '../api';
import { amount, cartLine, valued } from '../fixtures';

const address = { __typename: 'Address' as const, name: 'Acme Fabrication', line1: '1 Main St', line2: null, city: 'Houston', state: 'TX', zip: '77002' };

/** Keys seen by placeOrder, and what the next call answers. */
export const placeOrderState = { keys: [] as string[], outcome: 'ok' as 'ok' | 'unknown' | 'approval' };

export const checkoutHandlers = [
  api.query(CheckoutReviewDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        cart: {
          __typename: 'Cart',
          id: 'cart-1',
          lineCount: 1,
          itemCount: 2,
          purchaseOrderNumber: 'PO-1',
          promoCodes: [],
          freeFreight: false,
          discount: valued(0),
          subtotal: amount('$9.00'),
          shipping: { __typename: 'CheckoutShipping', shipToId: 'st1', contactName: 'Bea', contactEmail: 'bea@example.com', contactPhone: null, address },
          lines: [cartLine('l1', '100001', 2, 4.5)],
        },
      },
    }),
  ),
  api.mutation(PlaceOrderDocument, ({ variables }) => {
    placeOrderState.keys.push(variables.input.idempotencyKey);
    const unknown = placeOrderState.outcome === 'unknown';
    const approval = placeOrderState.outcome === 'approval';
    placeOrderState.outcome = 'ok';
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        placeOrder: {
          __typename: 'PlaceOrderPayload',
          approvalRequest: approval
            ? {
                __typename: 'ApprovalRequest',
                id: '7',
                status: 'PENDING',
                step: 1,
                stepCount: 2,
                lineCount: 1,
                createdOn: '2026-06-01T10:00:00.000Z',
                subtotal: amount('$2,600.00'),
                approvers: [{ __typename: 'Approver', name: 'Alan Approver', email: 'approver@acme.example' }],
              }
            : null,
          order: unknown || approval
            ? null
            : {
                __typename: 'OrderConfirmation',
                orderNumber: '1045900-00',
                orderType: 'ORDER',
                estimatedPricing: false,
                shipTo: address,
                subtotal: amount('$9.00'),
                tax: amount('$0.74'),
                discount: valued(0),
                total: amount('$9.74'),
                lines: [
                  { __typename: 'OrderConfirmationLine', lineNumber: 1, erp: '100001', description: 'Cart item 100001', quantity: 2, unitOfMeasure: 'EA', unitPrice: amount('$4.50'), lineTotal: amount('$9.00') },
                ],
              },
          userErrors: unknown ? [{ __typename: 'UserError', field: null, message: 'Outcome unknown', code: 'OUTCOME_UNKNOWN' }] : [],
        },
      },
    });
  }),
  api.query(CheckoutDetailsDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        shipTos: [
          { __typename: 'ShipTo', id: 'st1', label: 'Main Plant, Houston TX', purchaseOrderRequired: false },
          { __typename: 'ShipTo', id: 'st2', label: 'Warehouse, Dallas TX', purchaseOrderRequired: true },
        ],
        cart: { __typename: 'Cart', id: 'cart-1', purchaseOrderNumber: null, shipping: null },
      },
    }),
  ),
  api.mutation(UpdateCheckoutDetailsDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Mutation',
        updateCheckoutDetails: {
          __typename: 'CartPayload',
          cart: {
            __typename: 'Cart',
            id: 'cart-1',
            purchaseOrderNumber: variables.input.purchaseOrderNumber ?? null,
            shipping: {
              __typename: 'CheckoutShipping',
              shipToId: variables.input.shipToId,
              contactName: variables.input.contactName,
              contactEmail: variables.input.contactEmail,
              contactPhone: variables.input.contactPhone ?? null,
            },
          },
          userErrors: [],
        },
      },
    }),
  ),
];
