import { HttpResponse } from 'msw';
import { CheckoutDetailsDocument, UpdateCheckoutDetailsDocument } from '../../features/checkout/OrderDetails.generated';
import {
  CheckoutReviewDocument,
  OrderEstimateDocument,
  PlaceOrderDocument,
} from '../../features/checkout/Review.generated';
import { CheckoutPaymentDocument, SelectPaymentDocument } from '../../features/checkout/Payment.generated';
import {
  CheckoutActionsDocument,
  TransferCartDocument,
  PlaceExpressOrderDocument,
} from '../../features/cart/CheckoutActions.generated';
import { cartState } from './cart';
import { api } from '../api';
import { amount, cartLine, valued } from '../fixtures';
import { orderEstimateOf } from '../factories/checkout';

const address = {
  __typename: 'Address' as const,
  name: 'Acme Fabrication',
  line1: '1 Main St',
  line2: null,
  city: 'Houston',
  state: 'TX',
  zip: '77002',
};

/** Keys seen by placeOrder, and what the next call answers. */
export const placeOrderState = {
  keys: [] as string[],
  outcome: 'ok' as 'ok' | 'unknown' | 'approval' | 'hold' | 'refused',
  /** The total the ERP charges (the estimate says $19.58). */
  charged: '$19.58',
};

type AddressLike = {
  __typename: 'Address';
  name: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
};
type Billing = {
  __typename: 'CheckoutBilling';
  byCard: boolean;
  token: string | null;
  cardTitle: string | null;
  sameAsShipping: boolean;
  address: AddressLike;
};
/** The cart's kind and payment, and the payment step's settings and last input. */
export const checkoutState = {
  kind: 'ORDER' as 'ORDER' | 'QUOTE' | 'NON_STOCK',
  billing: null as Billing | null,
  cardRequired: false,
  cardsDisabled: false,
  billingEditable: false,
  selectInputs: [] as unknown[],
  unitsMissing: false,
  expressAvailable: false,
  expressPoRequired: false,
  expressOutcome: 'ok' as 'ok' | 'refused',
  expressInputs: [] as {
    idempotencyKey: string;
    purchaseOrderNumber?: string | null;
    shippingInstructions?: string | null;
    comments?: string | null;
  }[],
  headerFields: false,
  canEditShipTo: false,
  departmentRequired: false,
  extraShipTos: 0,
  detailsInputs: [] as unknown[],
  /** The user's default ship-to (checkout preselects it) and the profile's name. */
  defaultShipToId: null as string | null,
  profileName: 'Bianca Buyer',
  /** A punch-out session, and the procurement system that started it (null: logged in on the store). */
  punchOut: false,
  punchOutSystem: null as string | null,
  transfers: 0,
};
const RELEASE_FIELD = {
  __typename: 'UserDefinedField' as const,
  name: 'release_number',
  label: 'Release Number',
  inputType: 'TEXT' as const,
  dataType: null,
  required: true,
  mustValidate: false,
  options: [],
  minValue: null,
  maxValue: null,
  maxLength: 10,
  pattern: null,
};
export const resetCheckoutState = () => {
  Object.assign(checkoutState, {
    kind: 'ORDER',
    billing: null,
    cardRequired: false,
    cardsDisabled: false,
    billingEditable: false,
    selectInputs: [],
    unitsMissing: false,
    expressAvailable: false,
    expressPoRequired: false,
    expressOutcome: 'ok',
    expressInputs: [],
    headerFields: false,
    canEditShipTo: false,
    departmentRequired: false,
    extraShipTos: 0,
    detailsInputs: [],
    punchOut: false,
    punchOutSystem: null,
    transfers: 0,
  });
  placeOrderState.keys = [];
  placeOrderState.outcome = 'ok';
};
const billTo = {
  ...address,
  name: 'Acme Fabrication AP',
  line1: '500 Billing Way',
  city: 'Cleveland',
  state: 'OH',
  zip: '44101',
};
const SAVED = [
  { __typename: 'SavedCard' as const, token: 'tok_1', title: 'Visa ending in 1111 (exp 12/2029)', isDefault: true },
  {
    __typename: 'SavedCard' as const,
    token: 'tok_2',
    title: 'MasterCard ending in 4444 (exp 12/2029)',
    isDefault: false,
  },
];

export const checkoutHandlers = [
  api.query(CheckoutReviewDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        cart: {
          __typename: 'Cart',
          id: 'cart-1',
          kind: checkoutState.kind,
          billing: checkoutState.billing,
          lineCount: 1,
          itemCount: 2,
          purchaseOrderNumber: 'PO-1',
          shippingInstructions: null,
          comments: null,
          promoCodes: [],
          freeFreight: false,
          discount: valued(0),
          subtotal: amount('$9.00'),
          shipping: {
            __typename: 'CheckoutShipping',
            shipToId: 'st1',
            contactName: 'Bea',
            contactEmail: 'bea@example.com',
            contactPhone: null,
            address,
          },
          lines: [cartLine('l1', '100001', 2, 4.5)],
        },
      },
    }),
  ),
  api.mutation(PlaceOrderDocument, ({ variables }) => {
    placeOrderState.keys.push(variables.input.idempotencyKey);
    const unknown = placeOrderState.outcome === 'unknown';
    const approval = placeOrderState.outcome === 'approval';
    const hold = placeOrderState.outcome === 'hold';
    const refused = placeOrderState.outcome === 'refused';
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
          order:
            unknown || approval || refused
              ? null
              : {
                  __typename: 'OrderConfirmation',
                  orderNumber: '1045900-00',
                  orderType: checkoutState.kind === 'ORDER' ? 'ORDER' : 'QUOTE',
                  estimatedPricing: false,
                  onHold: hold,
                  holdReason: null,
                  purchaseOrderNumber: null,
                  shippingInstructions: null,
                  comments: null,
                  paymentTitle: checkoutState.billing?.cardTitle ?? null,
                  shipTo: address,
                  subtotal: amount('$9.00'),
                  shipping: amount('$9.95'),
                  tax: amount('$0.63'),
                  discount: valued(0),
                  total: amount(placeOrderState.charged),
                  lines: [
                    {
                      __typename: 'OrderConfirmationLine',
                      lineNumber: 1,
                      erp: '100001',
                      description: 'Cart item 100001',
                      quantity: 2,
                      unitOfMeasure: 'EA',
                      unitPrice: amount('$4.50'),
                      lineTotal: amount('$9.00'),
                    },
                  ],
                },
          userErrors: unknown
            ? [{ __typename: 'UserError', field: null, message: 'Outcome unknown', code: 'OUTCOME_UNKNOWN' }]
            : refused
              ? [
                  {
                    __typename: 'UserError',
                    field: null,
                    message: 'A credit card is required for this account.',
                    code: 'REJECTED',
                  },
                ]
              : hold
                ? [
                    {
                      __typename: 'UserError',
                      field: null,
                      message:
                        'Your order requires additional review. Order 1045900-00 has been placed On Hold. Some of the data you provided appears to be invalid...',
                      code: 'ON_HOLD',
                    },
                  ]
                : [],
        },
      },
    });
  }),
  api.query(CheckoutDetailsDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: {
          __typename: 'Viewer',
          id: '1',
          canEditShipTo: checkoutState.canEditShipTo,
          defaultShipToId: checkoutState.defaultShipToId,
          name: checkoutState.profileName,
          username: 'buyer@acme.example',
          phone: '713-555-0100',
        },
        checkoutDepartments: {
          __typename: 'CheckoutDepartments',
          required: checkoutState.departmentRequired,
          departments: checkoutState.departmentRequired
            ? [
                { __typename: 'CheckoutDepartment', key: 'QA', name: 'Quality Assurance' },
                { __typename: 'CheckoutDepartment', key: 'ASSEMBLY', name: 'Assembly' },
              ]
            : [],
        },
        userDefinedFields: checkoutState.headerFields ? [RELEASE_FIELD] : [],
        shipTos: [
          { __typename: 'ShipTo', id: 'st1', label: 'Main Plant, Houston TX', purchaseOrderRequired: false },
          { __typename: 'ShipTo', id: 'st2', label: 'Warehouse, Dallas TX', purchaseOrderRequired: true },
          ...Array.from({ length: checkoutState.extraShipTos }, (_, i) => ({
            __typename: 'ShipTo' as const,
            id: `sx${i + 1}`,
            label: `Branch ${i + 1}, Springfield`,
            purchaseOrderRequired: false,
          })),
        ],
        cart: {
          __typename: 'Cart',
          id: 'cart-1',
          kind: checkoutState.kind,
          purchaseOrderNumber: null,
          shippingInstructions: null,
          comments: null,
          department: null,
          headerProperties: [],
          shipping: null,
        },
      },
    }),
  ),
  api.mutation(UpdateCheckoutDetailsDocument, ({ variables }) => {
    checkoutState.detailsInputs.push(variables.input);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        updateCheckoutDetails: {
          __typename: 'CartPayload',
          cart: {
            __typename: 'Cart',
            id: 'cart-1',
            purchaseOrderNumber: variables.input.purchaseOrderNumber ?? null,
            shippingInstructions: variables.input.shippingInstructions ?? null,
            comments: variables.input.comments ?? null,
            shipping: {
              __typename: 'CheckoutShipping',
              shipToId: variables.input.shipToId ?? 'W001',
              contactName: variables.input.contactName,
              contactEmail: variables.input.contactEmail,
              contactPhone: variables.input.contactPhone ?? null,
            },
          },
          userErrors: [],
        },
      },
    });
  }),
  api.query(OrderEstimateDocument, () => HttpResponse.json({ data: orderEstimateOf() })),
  api.query(CheckoutPaymentDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        paymentOptions: {
          __typename: 'PaymentOptions',
          savedCards: checkoutState.cardsDisabled ? [] : SAVED,
          newCardToken: '000NEW',
          cardRequired: checkoutState.cardRequired,
          cardsDisabled: checkoutState.cardsDisabled,
          newCardAvailable: !checkoutState.cardsDisabled,
          newCardMessage: null,
          billingEditable: checkoutState.billingEditable,
          billTo,
          expirationYears: Array.from({ length: 15 }, (_, i) => new Date().getFullYear() + i),
        },
        cart: {
          __typename: 'Cart',
          id: 'cart-1',
          kind: checkoutState.kind,
          shipping: { __typename: 'CheckoutShipping', shipToId: 'st1', address },
          billing: checkoutState.billing,
        },
      },
    }),
  ),
  api.mutation(SelectPaymentDocument, ({ variables }) => {
    const input = variables.input;
    checkoutState.selectInputs.push(input);
    const saved = SAVED.find((c) => c.token === input.token);
    const chosen: AddressLike = input.billingAddress
      ? {
          ...address,
          ...input.billingAddress,
          name: input.billingAddress.name ?? null,
          line2: input.billingAddress.line2 ?? null,
        }
      : input.sameAsShipping
        ? address
        : billTo;
    checkoutState.billing = {
      __typename: 'CheckoutBilling',
      byCard: Boolean(input.token),
      token: input.token === '000NEW' ? 'tok_new' : (input.token ?? null),
      cardTitle:
        saved?.title ??
        (input.token === '000NEW'
          ? `Visa ending in ${input.newCard?.number.replace(/\D/g, '').slice(-4)} (exp 12/2030)`
          : null),
      sameAsShipping: input.sameAsShipping,
      address: chosen,
    };
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        selectPayment: {
          __typename: 'CartPayload',
          cart: { __typename: 'Cart', id: 'cart-1', billing: checkoutState.billing },
          userErrors: [],
        },
      },
    });
  }),
  api.query(CheckoutActionsDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: {
          __typename: 'Viewer',
          id: '1',
          sessionMode: checkoutState.punchOut ? 'PUNCH_OUT' : 'STANDARD',
          permissions: { __typename: 'Permissions', canSubmitOrders: true },
          punchOut:
            checkoutState.punchOutSystem === null
              ? null
              : {
                  __typename: 'PunchOutSession',
                  systemName: checkoutState.punchOutSystem,
                  format: 'CXML',
                  operation: 'CREATE',
                },
        },
        cart: {
          __typename: 'Cart',
          id: 'cart-1',
          kind: checkoutState.kind,
          unitsMissing: checkoutState.unitsMissing,
          // The first line is the one without units.
          unitsMissingItems: checkoutState.unitsMissing ? cartState.lines.slice(0, 1).map((line) => line.erp) : [],
          lineCount: cartState.lines.length,
        },
        expressCheckout: {
          __typename: 'ExpressCheckout',
          available: checkoutState.expressAvailable,
          paymentTitle: 'Visa ending in 1881 (exp 12/2029)',
          purchaseOrderRequired: checkoutState.expressPoRequired,
          shipTo: address,
        },
      },
    }),
  ),
  // The return address is the test page's own: the form post lands back on it (jsdom does not navigate).
  api.mutation(TransferCartDocument, () => {
    checkoutState.transfers += 1;
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        transferCart: {
          __typename: 'TransferCartPayload',
          form: {
            __typename: 'ProcurementForm',
            action: 'https://buyer.example/return',
            target: '_top',
            fields: cartState.lines.map((line) => ({
              __typename: 'ProcurementFormField',
              name: 'PartNumber',
              value: line.erp,
            })),
          },
          lineCount: cartState.lines.length,
          userErrors: [],
        },
      },
    });
  }),
  api.mutation(PlaceExpressOrderDocument, ({ variables }) => {
    checkoutState.expressInputs.push(variables.input);
    const refused = checkoutState.expressOutcome === 'refused';
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        placeExpressOrder: {
          __typename: 'PlaceOrderPayload',
          order: refused
            ? null
            : {
                __typename: 'OrderConfirmation',
                orderNumber: '1045901-00',
                orderType: 'ORDER',
                estimatedPricing: false,
                onHold: false,
                holdReason: null,
                purchaseOrderNumber: null,
                shippingInstructions: null,
                comments: null,
                paymentTitle: 'Visa ending in 1881 (exp 12/2029)',
                shipTo: address,
                subtotal: amount('$9.00'),
                shipping: amount('$9.95'),
                tax: amount('$0.63'),
                discount: valued(0),
                total: amount('$19.58'),
                lines: [],
              },
          userErrors: refused
            ? [
                {
                  __typename: 'UserError',
                  field: null,
                  message:
                    'Unable to process order via Express Checkout at this time. Please use standard checkout form.',
                  code: 'REJECTED',
                },
              ]
            : [],
        },
      },
    });
  }),
];
