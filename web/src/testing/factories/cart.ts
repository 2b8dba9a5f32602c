import type { CartLineKeysQuery, CartQuery } from '../../features/cart/Cart.generated';
import type { CartLineFieldsFragment } from '../../features/cart/CartLineColumns.generated';
import type { CartPreviewQuery } from '../../features/cart/CartLink.generated';
import type { CheckoutActionsQuery, PlaceExpressOrderMutation } from '../../features/cart/CheckoutActions.generated';
import type { LinePropertyFieldsQuery } from '../../features/cart/LineProperties.generated';
import type { SharedCartQuery } from '../../features/cart/ShareCart.generated';
import type { SharedCartsQuery } from '../../features/cart/SharedCarts.generated';
import { amount, valued } from '../fixtures';

// Typed answers of the cart's operations, as the gateway gives them: defaults for a buyer's
// standard cart, and overrides for what a test is about. Amounts are the gateway's display strings.

type Cart = NonNullable<CartQuery['cart']>;
const money = (value: number) => `$${value.toFixed(2)}`;

/** A cart line of `quantity` at `unit` dollars, 148 available, without line properties. */
export function lineOf(
  erp: string,
  quantity: number,
  unit = 4.5,
  overrides: Partial<CartLineFieldsFragment> = {},
): CartLineFieldsFragment {
  return {
    __typename: 'CartLine',
    id: `l-${erp}`,
    erp,
    description: `Cart item ${erp}`,
    quantity,
    unitOfMeasure: 'EA',
    unitPrice: amount(money(unit)),
    lineTotal: amount(money(unit * quantity)),
    productSlug: null,
    quantityAvailable: 148,
    properties: [],
    ...overrides,
  };
}

/** `count` lines of one each at $4.50, item numbers counting up from `firstErp`. */
export const linesOf = (count: number, firstErp: number): CartLineFieldsFragment[] =>
  Array.from({ length: count }, (_, i) => lineOf(String(firstErp + i), 1));

/**
 * The cart with `lines` (the window the page asked for); the totals are the given lines' unless
 * overridden (`lineCount` for a cart larger than the window, `subtotal` as the gateway prices it).
 */
export function cartOf({ lines = [], ...overrides }: Partial<Cart> = {}): Cart {
  const cents = lines.reduce((sum, line) => sum + Math.round(Number(line.lineTotal.display.slice(1)) * 100), 0);
  return {
    __typename: 'Cart',
    id: 'cart-1',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    lineCount: lines.length,
    fromScan: false,
    subtotal: amount(money(cents / 100)),
    promoCodes: [],
    promoCodesOffered: true,
    freeFreight: false,
    discount: valued(0),
    lines,
    ...overrides,
  };
}

/** The cart of all `lines` as a query for the window (`offset`, `limit`) reads it: that window's lines, every line's totals. */
export const cartWindowOf = (lines: CartLineFieldsFragment[], offset: number, limit: number): Cart => ({
  ...cartOf({ lines }),
  lines: lines.slice(offset, offset + limit),
});

type CartLineKeys = NonNullable<CartLineKeysQuery['cart']>;

/** A line's identity as "Select all" and the header's preview read it: no prices. */
const lineKeyOf = ({ id, erp, description, quantity, unitOfMeasure }: CartLineFieldsFragment) => ({
  __typename: 'CartLine' as const,
  id,
  erp,
  description,
  quantity,
  unitOfMeasure,
});

/** The cart of all `lines` as "Select all" reads the window (`offset`, `limit`): each line's identity, not its prices. */
export function cartLineKeysOf(lines: CartLineFieldsFragment[], offset: number, limit: number): CartLineKeys {
  return {
    __typename: 'Cart',
    id: 'cart-1',
    lineCount: lines.length,
    lines: lines.slice(offset, offset + limit).map(lineKeyOf),
  };
}

/** The cart's totals without lines, as a mutation that removes lines answers them. */
export function cartTotalsOf(lines: CartLineFieldsFragment[], overrides: Partial<Cart> = {}): Omit<Cart, 'lines'> {
  const { lines: _omitted, ...totals } = cartOf({ lines, ...overrides });
  return totals;
}

/** The header's preview of a cart: its first 20 lines. */
export function cartPreviewOf(
  lines: CartLineFieldsFragment[],
  lineCount = lines.length,
): NonNullable<CartPreviewQuery['cart']> {
  const { id, itemCount, subtotal } = cartOf({ lines });
  return {
    __typename: 'Cart',
    id,
    itemCount,
    lineCount,
    subtotal,
    lines: lines
      .slice(0, 20)
      .map((line) => ({ ...lineKeyOf(line), unitPrice: line.unitPrice, lineTotal: line.lineTotal })),
  };
}

/** The required Job Number line property (two letters, a dash, four digits). */
export const jobNumberField: LinePropertyFieldsQuery['userDefinedFields'][number] = {
  __typename: 'UserDefinedField',
  name: 'job_number',
  label: 'Job Number',
  inputType: 'TEXT',
  dataType: null,
  required: true,
  mustValidate: false,
  options: [],
  minValue: null,
  maxValue: null,
  maxLength: 7,
  pattern: '[A-Z]{2}-\\d{4}',
};

export const shipTo = {
  __typename: 'Address' as const,
  name: 'Acme Fabrication',
  line1: '1 Main St',
  line2: null,
  city: 'Houston',
  state: 'TX',
  zip: '77002',
};

type CheckoutActionsOverrides = {
  cart?: Partial<NonNullable<CheckoutActionsQuery['cart']>>;
  viewer?: Partial<NonNullable<CheckoutActionsQuery['viewer']>>;
  expressCheckout?: Partial<CheckoutActionsQuery['expressCheckout']>;
};

/** What the cart's checkout buttons read: a standard buyer's order cart, express checkout not offered. */
export function checkoutActionsOf(overrides: CheckoutActionsOverrides = {}): CheckoutActionsQuery {
  return {
    __typename: 'Query',
    viewer: {
      __typename: 'Viewer',
      id: 'u1',
      sessionMode: 'STANDARD',
      permissions: { __typename: 'Permissions', canSubmitOrders: true },
      punchOut: null,
      ...overrides.viewer,
    },
    cart: {
      __typename: 'Cart',
      id: 'cart-1',
      kind: 'ORDER',
      unitsMissing: false,
      unitsMissingItems: [],
      lineCount: 1,
      ...overrides.cart,
    },
    expressCheckout: {
      __typename: 'ExpressCheckout',
      available: false,
      paymentTitle: 'Visa ending in 1881 (exp 12/2029)',
      purchaseOrderRequired: false,
      shipTo,
      ...overrides.expressCheckout,
    },
  };
}

/** The confirmation of an order placed with express checkout. */
export function expressOrderOf(
  orderNumber: string,
): NonNullable<PlaceExpressOrderMutation['placeExpressOrder']['order']> {
  return {
    __typename: 'OrderConfirmation',
    orderNumber,
    orderType: 'ORDER',
    estimatedPricing: false,
    onHold: false,
    holdReason: null,
    purchaseOrderNumber: null,
    shippingInstructions: null,
    comments: null,
    paymentTitle: 'Visa ending in 1881 (exp 12/2029)',
    shipTo,
    subtotal: amount('$9.00'),
    shipping: amount('$9.95'),
    tax: amount('$0.63'),
    discount: valued(0),
    total: amount('$19.58'),
    lines: [],
  };
}

/** A cart a colleague shared, as its shared-cart page reads it. */
export function sharedCartOf(overrides: Partial<NonNullable<SharedCartQuery['sharedCart']>> = {}) {
  const line = lineOf('100001', 2);
  return {
    __typename: 'SharedCart' as const,
    id: 'share-1',
    sharerUsername: 'buyer@acme.example',
    lineCount: 1,
    subtotal: line.lineTotal,
    sharedAt: '2026-11-20T10:00:00.000Z',
    owner: {
      __typename: 'SharedCartOwner' as const,
      name: 'Bianca Buyer',
      username: 'buyer@acme.example',
      phone: null,
    },
    lines: [
      {
        __typename: 'SharedCartLine' as const,
        erp: line.erp,
        description: line.description,
        quantity: line.quantity,
        unitOfMeasure: line.unitOfMeasure,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
      },
    ],
    ...overrides,
  } satisfies SharedCartQuery['sharedCart'];
}

/** The n-th cart shared with the viewer, in the shared-carts list: Lee Lead's (odd n) or Jo Junior's (even). */
export function sharedCartSummaryOf(n: number): SharedCartsQuery['sharedCarts'][number] {
  const [name, username] = n % 2 ? ['Lee Lead', 'lead@acme.example'] : ['Jo Junior', 'junior@acme.example'];
  return {
    __typename: 'SharedCartSummary',
    id: `shared${n}`,
    sharerUsername: username,
    lineCount: (n % 4) + 1,
    sharedAt: `2026-10-${String((n % 28) + 1).padStart(2, '0')}T15:00:00.000Z`,
    subtotal: valued(10 * n),
    owner: { __typename: 'SharedCartOwner', name, username },
  };
}
