// What an order will cost, shown before the button that places and charges it (issue 29): express
// checkout and the review ask the ERP's estimate (POST /order/quote) for the ship-to, lines and promo
// codes the order is charged with, and say when the order is over the buyer's limit, naming the approver.
import { describe, expect, it } from 'vitest';
import { OVER_COMPANY_MAXIMUM } from '@mro/rules/approvals';
import type { ErpCart, ErpExpressCheck } from '../erp/types.ts';
import { principalOf } from '../testing/unit.ts';
import { checkoutGateway } from '../testing/checkout-gateway.ts';
import { erpCart, erpCartLine } from '../testing/erp-answers/cart.ts';
import { erpConfirmation, erpLimitDecision, erpOrderQuote, erpShipTo } from '../testing/erp-answers/checkout.ts';
import { erpSavedCard } from '../testing/erp-answers/payment.ts';

const FIGURES = 'subtotal { value } discount { value } shipping { value } tax { value } total { value display }';
const EXPRESS_ESTIMATE = `{ expressCheckout { estimate { estimate { ${FIGURES} } message approval { message overMaximum approvers { name } } } } }`;
const REVIEW_ESTIMATE = `{ orderEstimate { estimate { ${FIGURES} } approval { message overMaximum } } }`;
const PLACE_EXPRESS =
  'mutation E($input: PlaceExpressOrderInput!) { placeExpressOrder(input: $input) { order { total { value display } } userErrors { message } } }';
const KEY = 'E'.repeat(16) + '0123456789abcdef';

type Figures = { subtotal: { value: number }; shipping: { value: number }; tax: { value: number } } & {
  total: { value: number; display: string };
};
type ExpressEstimate = {
  expressCheckout: {
    estimate: {
      estimate: Figures | null;
      message: string | null;
      approval: { message: string; overMaximum: boolean; approvers: { name: string }[] } | null;
    };
  };
};

/** The ERP's one charge calculation as the fake plays it: tax by state, FREEFR8 frees the freight. */
const TAX_RATE: Record<string, number> = { OH: 0.0575, TX: 0.0625 };
const charges = (subTotal: number, state: string | null, promoCodes: readonly string[]) => {
  const shipping = promoCodes.includes('FREEFR8') ? 0 : 9.95;
  const tax = Math.round(subTotal * (TAX_RATE[state ?? ''] ?? 0) * 100) / 100;
  return { shipping, tax, total: Math.round((subTotal + shipping + tax) * 100) / 100 };
};

// The buyer chose a Texas ship-to at /cart/order; express checkout ships to the default one in Ohio.
const defaultShipTo = erpShipTo(1, { state: 'OH' });
const chosenShipTo = { ship_to_id: 'ST-9', address1: '9 Dock Rd', city: 'Dallas', state: 'TX', zip: '75201' };
const expressCheck: ErpExpressCheck = {
  available: true,
  reason: null,
  payment: erpSavedCard({ card: '************1881', card_default: true }),
  ship_to: defaultShipTo,
  po_required: false,
};
const cartOf = (overrides: Partial<ErpCart> = {}) =>
  erpCart([erpCartLine(1, { price: 29.95, quantity: 2 }), erpCartLine(2, { price: 12.5 })], {
    shipping_info: chosenShipTo,
    ...overrides,
  });

const expressGateway = async (cart: ErpCart, decision = erpLimitDecision()) =>
  checkoutGateway(
    {
      'GET /order/expressCheckout/check': () => expressCheck,
      'GET /cart/{session_id}': () => cart,
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => decision,
      'POST /order/quote': ({ init }) =>
        erpOrderQuote(
          cart.sub_total,
          charges(cart.sub_total, init.body.ship_to_state ?? null, init.body.promo_codes ?? []),
        ),
      // The ERP charges the cart shipped to the user's default ship-to with the cart's promo codes.
      'POST /order/expressCheckout/process': () => {
        const charged = charges(cart.sub_total, defaultShipTo.state, cart.promo_codes ?? []);
        const lines = cart.cart_lines.map((l) => ({ erp: l.erp, order_quantity: l.quantity, unit_of_measure: l.uom }));
        return {
          ...erpConfirmation({ order_lines: lines }),
          sales_amount: cart.sub_total,
          shipping_amount: charged.shipping,
          sales_tax_amount: charged.tax,
          total_order_value: charged.total,
        };
      },
    },
    { principal: principalOf({ userId: 8, username: 'express@acme.example', cartId: 'cart-8' }) },
  );

describe('express checkout before Place Order', () => {
  it('shows subtotal, freight, tax and total as the order is charged: default ship-to, the cart lines and promo codes', async () => {
    const cart = cartOf({ promo_codes: ['FREEFR8'] });
    const gateway = await expressGateway(cart);
    const shown = (await gateway.run<ExpressEstimate>(EXPRESS_ESTIMATE)).data!.expressCheckout.estimate;
    expect(shown.approval).toBeNull();
    expect(gateway.callsTo('POST /order/quote')[0]!.body).toMatchObject({
      ship_to_id: defaultShipTo.shipto,
      ship_to_state: 'OH',
      ship_to_zip: defaultShipTo.zip,
      promo_codes: ['FREEFR8'],
      order_lines: [
        { erp: 'ITEM-00001', order_quantity: 2, unit_of_measure: 'EA' },
        { erp: 'ITEM-00002', order_quantity: 1, unit_of_measure: 'EA' },
      ],
    });
    expect(shown.estimate).toMatchObject({ subtotal: { value: 72.4 }, shipping: { value: 0 }, tax: { value: 4.16 } });
    const placed = await gateway.run<{ placeExpressOrder: { order: { total: Figures['total'] } } }>(PLACE_EXPRESS, {
      input: { idempotencyKey: KEY },
    });
    expect(placed.data!.placeExpressOrder.order.total).toEqual(shown.estimate!.total);
  });

  it('says an order over the limit needs its approver, and that express checkout cannot send it', async () => {
    const decision = erpLimitDecision({
      approval_required: true,
      approvers: [{ id: 2, name: 'Alice Approver', username: 'approver@acme.example' }],
    });
    const gateway = await expressGateway(cartOf(), decision);
    const shown = (await gateway.run<ExpressEstimate>(EXPRESS_ESTIMATE)).data!.expressCheckout.estimate;
    expect(shown.approval).toEqual({
      message: 'This order exceeds your approval limit: placing it sends it to Alice Approver for approval.',
      overMaximum: false,
      approvers: [{ name: 'Alice Approver' }],
    });
    // Express checkout asks the limits without a department, as placing it does.
    expect(
      gateway.callsTo('POST /user-approval-workflow/check-limit/{user_id}/{customer_number}')[0]!.body,
    ).toMatchObject({
      cartTotal: 72.4,
      department: null,
    });
  });

  it('shows nothing to a user without express checkout', async () => {
    const gateway = await expressGateway(cartOf());
    gateway.answer({
      'GET /order/expressCheckout/check': () => ({ ...expressCheck, available: false, reason: 'No default card.' }),
    });
    const shown = (await gateway.run<ExpressEstimate>(EXPRESS_ESTIMATE)).data!.expressCheckout.estimate;
    expect(shown).toEqual({ estimate: null, message: null, approval: null });
    expect(gateway.callsTo('POST /order/quote')).toEqual([]);
  });
});

describe('the review before Place Order', () => {
  it('estimates the chosen ship-to and names the approvers of an order over the limit, or the company maximum', async () => {
    let decision = erpLimitDecision({
      approval_required: true,
      approvers: [
        { id: 2, name: 'Alice Approver', username: 'approver@acme.example' },
        { id: 3, name: 'Bo Boss', username: 'boss@acme.example' },
      ],
    });
    const cart = cartOf({ department: 'MAINT' });
    const gateway = await expressGateway(cart);
    gateway.answer({ 'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => decision });
    type Review = { orderEstimate: { estimate: Figures; approval: { message: string; overMaximum: boolean } | null } };
    const review = (await gateway.run<Review>(REVIEW_ESTIMATE)).data!.orderEstimate;
    expect(gateway.callsTo('POST /order/quote')[0]!.body).toMatchObject({ ship_to_id: 'ST-9', ship_to_state: 'TX' });
    expect(review.estimate.tax.value).toBe(charges(72.4, 'TX', []).tax);
    expect(review.approval).toEqual({
      message:
        'This order exceeds your approval limit: placing it sends it to Alice Approver and Bo Boss for approval.',
      overMaximum: false,
    });
    expect(
      gateway.callsTo('POST /user-approval-workflow/check-limit/{user_id}/{customer_number}')[0]!.body,
    ).toMatchObject({
      department: 'MAINT',
    });
    decision = erpLimitDecision({ over_maximum: true });
    expect((await gateway.run<Review>(REVIEW_ESTIMATE)).data!.orderEstimate.approval).toEqual({
      message: OVER_COMPANY_MAXIMUM,
      overMaximum: true,
    });
    decision = erpLimitDecision();
    expect((await gateway.run<Review>(REVIEW_ESTIMATE)).data!.orderEstimate.approval).toBeNull();
  });
});
