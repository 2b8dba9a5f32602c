import type { GuestCheckoutCartQuery, PlaceGuestOrderMutation } from '../../features/guest/GuestCheckout.generated';
import { amount } from '../fixtures';

type GuestCart = NonNullable<GuestCheckoutCartQuery['cart']>;
type GuestLine = GuestCart['lines'][number];
type Confirmation = NonNullable<PlaceGuestOrderMutation['placeGuestOrder']['order']>;

const dollars = (value: number) => amount(`$${value.toFixed(2)}`);

export const guestLineOf = (erp: string, quantity: number, unit: number): GuestLine => ({
  __typename: 'CartLine',
  id: `line-${erp}`,
  erp,
  description: `Cart item ${erp}`,
  quantity,
  unitOfMeasure: 'EA',
  unitPrice: dollars(unit),
  lineTotal: dollars(unit * quantity),
});

/** A guest's cart of the given lines, its counts and subtotal as the gateway sums them. */
export const guestCartOf = (lines: GuestLine[]): GuestCart => ({
  __typename: 'Cart',
  id: 'guest',
  lineCount: lines.length,
  itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  subtotal: amount(`$${lines.reduce((sum, line) => sum + Number(line.lineTotal.display.slice(1)), 0).toFixed(2)}`),
  lines,
});

/** The ERP's confirmation of a guest order, shipped to Tulsa, paid later (no tax or freight yet). */
export const guestOrderOf = (overrides: Partial<Confirmation> = {}): Confirmation => ({
  __typename: 'OrderConfirmation',
  orderNumber: '1000100-00',
  orderType: 'ORDER',
  estimatedPricing: false,
  holdReason: null,
  purchaseOrderNumber: null,
  shippingInstructions: null,
  comments: null,
  shipTo: {
    __typename: 'Address',
    name: 'Gail Guest',
    line1: '1 Main St',
    line2: null,
    city: 'Tulsa',
    state: 'OK',
    zip: '74103',
  },
  subtotal: dollars(9),
  shipping: dollars(0),
  tax: dollars(0),
  discount: { __typename: 'Amount', value: 0, display: '$0.00' },
  total: dollars(9),
  lines: [
    {
      __typename: 'OrderConfirmationLine',
      lineNumber: 1,
      erp: '100001',
      description: 'Cart item 100001',
      quantity: 2,
      unitOfMeasure: 'EA',
      unitPrice: dollars(4.5),
      lineTotal: dollars(9),
    },
  ],
  onHold: false,
  paymentTitle: null,
  ...overrides,
});
