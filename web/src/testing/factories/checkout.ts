import type { UserDefinedFieldDefinitionFragment } from '../../lib/UserDefinedField.generated';
import type {
  CheckoutDetailsQuery,
  UpdateCheckoutDetailsMutation,
} from '../../features/checkout/OrderDetails.generated';
import type {
  CheckoutBillingFieldsFragment,
  CheckoutPaymentQuery,
  SelectPaymentMutation,
} from '../../features/checkout/Payment.generated';
import type {
  CheckoutReviewQuery,
  OrderEstimateQuery,
  PlaceOrderMutation,
} from '../../features/checkout/Review.generated';
import type { OrderEstimateFieldsFragment } from '../../lib/OrderEstimate.generated';
import { amount, valued } from '../fixtures';

type Address = CheckoutBillingFieldsFragment['address'];
type Details = CheckoutDetailsQuery;
type ShipTo = Details['shipTos'][number];
type Payment = CheckoutPaymentQuery;
type Review = CheckoutReviewQuery;
type Placed = PlaceOrderMutation['placeOrder'];
type Confirmation = NonNullable<Placed['order']>;

/** Acme's main plant, where the cart ships. */
export const shippingAddress: Address = {
  __typename: 'Address',
  name: 'Acme Fabrication',
  line1: '1 Main St',
  line2: null,
  city: 'Houston',
  state: 'TX',
  zip: '77002',
};

/** The customer's bill-to in the ERP. */
export const billToAddress: Address = {
  ...shippingAddress,
  name: 'Acme Fabrication AP',
  line1: '500 Billing Way',
  city: 'Cleveland',
  state: 'OH',
  zip: '44101',
};

export const shipToOf = (id: string, label: string, purchaseOrderRequired = false): ShipTo => ({
  __typename: 'ShipTo',
  id,
  label,
  purchaseOrderRequired,
});

/** A required header property of at most 10 characters. */
export const releaseNumberField: UserDefinedFieldDefinitionFragment = {
  __typename: 'UserDefinedField',
  name: 'release_number',
  label: 'Release Number',
  inputType: 'TEXT',
  dataType: null,
  required: true,
  mustValidate: false,
  options: [],
  minValue: null,
  maxValue: null,
  maxLength: 10,
  pattern: null,
};

/**
 * The order details step's data: Bianca Buyer, two ship-tos (the Dallas warehouse needs a PO), no
 * department or header properties, an order cart with nothing entered yet.
 */
export const checkoutDetailsOf = ({
  viewer = {},
  shipTos = [shipToOf('st1', 'Main Plant, Houston TX'), shipToOf('st2', 'Warehouse, Dallas TX', true)],
  departments = null,
  headerFields = [],
  kind = 'ORDER',
}: {
  viewer?: Partial<NonNullable<Details['viewer']>>;
  shipTos?: ShipTo[];
  /** The departments the user chooses from; a required choice when given. */
  departments?: Details['checkoutDepartments']['departments'] | null;
  headerFields?: UserDefinedFieldDefinitionFragment[];
  kind?: NonNullable<Details['cart']>['kind'];
} = {}): Details => ({
  __typename: 'Query',
  viewer: {
    __typename: 'Viewer',
    id: '1',
    canEditShipTo: false,
    defaultShipToId: null,
    name: 'Bianca Buyer',
    username: 'buyer@acme.example',
    phone: '713-555-0100',
    ...viewer,
  },
  checkoutDepartments: {
    __typename: 'CheckoutDepartments',
    required: departments !== null,
    departments: departments ?? [],
  },
  userDefinedFields: headerFields,
  shipTos,
  cart: {
    __typename: 'Cart',
    id: 'cart-1',
    kind,
    purchaseOrderNumber: null,
    shippingInstructions: null,
    comments: null,
    department: null,
    headerProperties: [],
    shipping: null,
  },
});

/** The gateway's answer to saved order details: the cart as entered. */
export const detailsSaved = (input: {
  shipToId?: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone?: string | null;
  purchaseOrderNumber?: string | null;
  shippingInstructions?: string | null;
  comments?: string | null;
}): UpdateCheckoutDetailsMutation['updateCheckoutDetails'] => ({
  __typename: 'CartPayload',
  cart: {
    __typename: 'Cart',
    id: 'cart-1',
    purchaseOrderNumber: input.purchaseOrderNumber ?? null,
    shippingInstructions: input.shippingInstructions ?? null,
    comments: input.comments ?? null,
    shipping: {
      __typename: 'CheckoutShipping',
      shipToId: input.shipToId ?? 'st1',
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone ?? null,
    },
  },
  userErrors: [],
});

export const savedCardOf = (token: string, title: string, isDefault = false) => ({
  __typename: 'SavedCard' as const,
  token,
  title,
  isDefault,
});

/** The payment step's data: two saved cards (the Visa the default), account billing allowed, bill-to locked. */
export const checkoutPaymentOf = (
  options: Partial<NonNullable<Payment['paymentOptions']>> = {},
  billing: CheckoutBillingFieldsFragment | null = null,
): Payment => ({
  __typename: 'Query',
  paymentOptions: {
    __typename: 'PaymentOptions',
    savedCards: [
      savedCardOf('tok_1', 'Visa ending in 1111 (exp 12/2029)', true),
      savedCardOf('tok_2', 'MasterCard ending in 4444 (exp 12/2029)'),
    ],
    newCardToken: '000NEW',
    cardRequired: false,
    cardsDisabled: false,
    newCardAvailable: true,
    newCardMessage: null,
    billingEditable: false,
    billTo: billToAddress,
    expirationYears: Array.from({ length: 15 }, (_, i) => new Date().getFullYear() + i),
    ...options,
  },
  cart: {
    __typename: 'Cart',
    id: 'cart-1',
    kind: 'ORDER',
    shipping: { __typename: 'CheckoutShipping', shipToId: 'st1', address: shippingAddress },
    billing,
  },
});

/** Paid by the default Visa, billed to the shipping address. */
export const cardBillingOf = (
  overrides: Partial<CheckoutBillingFieldsFragment> = {},
): CheckoutBillingFieldsFragment => ({
  __typename: 'CheckoutBilling',
  byCard: true,
  token: 'tok_1',
  cardTitle: 'Visa ending in 1111 (exp 12/2029)',
  sameAsShipping: true,
  address: shippingAddress,
  ...overrides,
});

export const paymentSelected = (billing: CheckoutBillingFieldsFragment): SelectPaymentMutation['selectPayment'] => ({
  __typename: 'CartPayload',
  cart: { __typename: 'Cart', id: 'cart-1', billing },
  userErrors: [],
});

/** The review step's cart: two of item 100001 at $4.50, PO-1 and no notes unless given, shipped to the main plant. */
export const checkoutReviewOf = ({
  kind = 'ORDER',
  billing = cardBillingOf(),
  shippingInstructions = null,
  comments = null,
}: {
  kind?: NonNullable<Review['cart']>['kind'];
  billing?: CheckoutBillingFieldsFragment | null;
  shippingInstructions?: string | null;
  comments?: string | null;
} = {}): Review => ({
  __typename: 'Query',
  cart: {
    __typename: 'Cart',
    id: 'cart-1',
    kind,
    billing,
    lineCount: 1,
    itemCount: 2,
    purchaseOrderNumber: 'PO-1',
    shippingInstructions,
    comments,
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
      address: shippingAddress,
    },
    lines: [
      {
        __typename: 'CartLine',
        id: 'l1',
        erp: '100001',
        description: 'Cart item 100001',
        quantity: 2,
        unitOfMeasure: 'EA',
        unitPrice: amount('$4.50'),
        lineTotal: amount('$9.00'),
      },
    ],
  },
});

type Approval = NonNullable<OrderEstimateFieldsFragment['approval']>;

/** An order over the buyer's limit, as the gateway's limit check words it, naming the approver. */
export const approvalNeededOf = (approver = 'Alice Approver'): Approval => ({
  __typename: 'OrderApprovalNotice',
  message: `This order exceeds your approval limit: placing it sends it to ${approver} for approval.`,
  overMaximum: false,
  approvers: [{ __typename: 'Approver', name: approver, email: 'approver@acme.example' }],
});

/** What a $9.00 order will cost (express, guest): the ERP's $9.95 freight and $0.63 tax, $19.58 in all. */
export const orderEstimateFieldsOf = (approval: Approval | null = null): OrderEstimateFieldsFragment => ({
  __typename: 'OrderEstimateResult',
  estimate: {
    __typename: 'OrderEstimate',
    subtotal: amount('$9.00'),
    discount: valued(0),
    shipping: amount('$9.95'),
    tax: amount('$0.63'),
    total: amount('$19.58'),
    freeFreight: false,
  },
  message: null,
  approval,
});

/** The review's estimate of the same order. */
export const orderEstimateOf = (approval: Approval | null = null): OrderEstimateQuery => ({
  __typename: 'Query',
  orderEstimate: orderEstimateFieldsOf(approval),
});

/** Order 1045900-00 (PO-1, no notes) as the ERP confirmed it: the estimate's freight and tax, charged $19.58. */
export const orderConfirmationOf = (overrides: Partial<Confirmation> = {}): Confirmation => ({
  __typename: 'OrderConfirmation',
  orderNumber: '1045900-00',
  orderType: 'ORDER',
  estimatedPricing: false,
  onHold: false,
  holdReason: null,
  purchaseOrderNumber: 'PO-1',
  shippingInstructions: null,
  comments: null,
  paymentTitle: 'Visa ending in 1111 (exp 12/2029)',
  shipTo: shippingAddress,
  subtotal: amount('$9.00'),
  shipping: amount('$9.95'),
  tax: amount('$0.63'),
  discount: valued(0),
  total: amount('$19.58'),
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
  ...overrides,
});

/** placeOrder's answer: an order, an approval request, or the ERP's refusal (userErrors). */
export const orderPlaced = ({
  order = null,
  approvalRequest = null,
  userErrors = [],
}: Partial<Omit<Placed, '__typename'>>): Placed => ({
  __typename: 'PlaceOrderPayload',
  order,
  approvalRequest,
  userErrors,
});

/** Step 1 of 2, waiting for Alan Approver. */
export const approvalRequestOf = (): NonNullable<Placed['approvalRequest']> => ({
  __typename: 'ApprovalRequest',
  id: '7',
  status: 'PENDING',
  step: 1,
  stepCount: 2,
  lineCount: 1,
  createdOn: '2026-06-01T10:00:00.000Z',
  subtotal: amount('$2,600.00'),
  approvers: [{ __typename: 'Approver', name: 'Alan Approver', email: 'approver@acme.example' }],
});
