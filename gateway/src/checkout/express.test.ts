import { describe, expect, it } from 'vitest';
import { DO_NOT_RESUBMIT, ESTIMATE_UNAVAILABLE, EXPRESS_FAILED, UNITS_MISSING } from '@mro/rules/checkout';
import type { ErpCart, ErpCartLine, ErpExpressCheck } from '../erp/types.ts';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf } from '../testing/unit.ts';
import { checkoutGateway } from '../testing/checkout-gateway.ts';
import { erpCart, erpCartLine, erpCartLines } from '../testing/erp-answers/cart.ts';
import {
  erpConfirmation,
  erpLimitDecision,
  erpOrderQuote,
  erpPurchaseOrderCheck,
  erpShipTo,
} from '../testing/erp-answers/checkout.ts';
import { erpSavedCard } from '../testing/erp-answers/payment.ts';

const ESTIMATE =
  '{ cart { subtotal { value } discount { value } } orderEstimate { estimate { shipping { value display } tax { value } total { value } freeFreight } message } }';
const EXPRESS = '{ expressCheckout { available reason paymentTitle shipTo { line1 } purchaseOrderRequired } }';
const PLACE_EXPRESS =
  'mutation E($input: PlaceExpressOrderInput!) { placeExpressOrder(input: $input) { order { orderNumber paymentTitle orderType } userErrors { field message code } } }';
const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber orderType paymentTitle } userErrors { field message code } } }';
const KEY = 'C'.repeat(16) + '0123456789abcdef';
const KEY2 = 'D'.repeat(16) + '0123456789abcdef';

type Estimate = {
  cart: { subtotal: { value: number }; discount: { value: number } };
  orderEstimate: {
    estimate: {
      shipping: { value: number; display: string };
      tax: { value: number };
      total: { value: number };
      freeFreight: boolean;
    } | null;
    message: string | null;
  };
};
type Placed = {
  order: { orderNumber: string; paymentTitle: string | null; orderType: string } | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

const shipped = {
  ship_to_id: 'ST-1',
  company_name: 'Acme Plant 1',
  address1: '1 Main St',
  city: 'Akron',
  state: 'OH',
  zip: '44301',
};
const oneLine = (overrides: Partial<ErpCart> = {}) => erpCart([erpCartLine(1, { price: 40 })], overrides);

const expressCheck = (overrides: Partial<ErpExpressCheck> = {}): ErpExpressCheck => ({
  available: true,
  reason: null,
  payment: erpSavedCard({ card: '************1881', card_default: true }),
  ship_to: erpShipTo(1),
  po_required: false,
  ...overrides,
});

describe('shipping and tax estimate', () => {
  it('is empty before a ship-to, then the ERP estimate; FREEFR8 makes freight free', async () => {
    let cart = oneLine();
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => cart,
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order/quote': ({ init }) =>
        erpOrderQuote(init.body.total_order_value ?? 0, {
          freeFreight: (init.body.promo_codes ?? []).includes('FREEFR8'),
        }),
    });
    expect((await gateway.run<Estimate>(ESTIMATE)).data!.orderEstimate).toEqual({ estimate: null, message: null });
    expect(gateway.callsTo('POST /order/quote')).toEqual([]);
    cart = oneLine({ shipping_info: shipped });
    const result = (await gateway.run<Estimate>(ESTIMATE)).data!;
    expect(gateway.callsTo('POST /order/quote')).toHaveLength(1);
    expect(gateway.callsTo('POST /order/quote')[0]!.body).toMatchObject({
      ship_to_id: 'ST-1',
      ship_to_zip: '44301',
      total_order_value: 40,
    });
    const estimate = result.orderEstimate.estimate!;
    expect(estimate.freeFreight).toBe(false);
    expect(estimate.shipping.value).toBeGreaterThanOrEqual(9.95);
    expect(estimate.tax.value).toBeGreaterThanOrEqual(0);
    expect(estimate.total.value).toBeCloseTo(
      result.cart.subtotal.value - result.cart.discount.value + estimate.shipping.value + estimate.tax.value,
      2,
    );
    cart = oneLine({ shipping_info: shipped, promo_codes: ['FREEFR8'], free_freight: true });
    const free = (await gateway.run<Estimate>(ESTIMATE)).data!.orderEstimate.estimate!;
    expect(free).toMatchObject({ freeFreight: true, shipping: { value: 0, display: '$0.00' } });
  });

  it('says so when the ERP cannot estimate', async () => {
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => oneLine({ shipping_info: shipped }),
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order/quote': () => Promise.reject(erpError(503, 'Service unavailable.')),
    });
    expect((await gateway.run<Estimate>(ESTIMATE)).data!.orderEstimate).toEqual({
      estimate: null,
      message: ESTIMATE_UNAVAILABLE,
    });
  });
});

describe('express checkout', () => {
  it('is not available to a user without express checkout, with the failure message on submit', async () => {
    const title = 'Purchasing card: Visa ending in 1111 (exp 12/' + String(new Date().getUTCFullYear() + 3) + ')';
    const check = expressCheck({
      available: false,
      reason: 'Express checkout is not enabled for this user.',
      payment: erpSavedCard({ nick_name: 'Purchasing card', card_default: true }),
    });
    const gateway = await checkoutGateway({
      'GET /order/expressCheckout/check': () => check,
      'GET /cart/{session_id}': () => oneLine(),
    });
    expect((await gateway.run(EXPRESS)).data).toEqual({
      expressCheckout: {
        available: false,
        reason: 'Express checkout is not enabled for this user.',
        paymentTitle: title,
        shipTo: { line1: '1 Main St' },
        purchaseOrderRequired: false,
      },
    });
    const refused = await gateway.run<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, { input: { idempotencyKey: KEY } });
    expect(refused.data!.placeExpressOrder).toEqual({
      order: null,
      userErrors: [{ field: null, message: EXPRESS_FAILED, code: 'REJECTED' }],
    });
  });

  it('places the cart once with the default card and ship-to, for any number of presses', async () => {
    const check = expressCheck();
    let cart = erpCart([erpCartLine(1, { price: 40, quantity: 2 })]);
    const gateway = await checkoutGateway(
      {
        'GET /order/expressCheckout/check': () => check,
        'GET /cart/{session_id}': () => cart,
        'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
        'GET /order/po-check': () => erpPurchaseOrderCheck(),
        'POST /order/expressCheckout/process': () => {
          const placed = erpConfirmation(
            {
              order_lines: cart.cart_lines.map((l) => ({
                erp: l.erp,
                order_quantity: l.quantity,
                unit_of_measure: l.uom,
              })),
            },
            { paymentTitle: check.payment!.Title },
          );
          cart = erpCart();
          return placed;
        },
      },
      { principal: principalOf({ userId: 8, username: 'express@acme.example', cartId: 'cart-8' }) },
    );
    const answered = (await gateway.run<{ expressCheckout: { available: boolean; paymentTitle: string } }>(EXPRESS))
      .data!.expressCheckout;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
    expect(answered).toMatchObject({ available: true, paymentTitle: expect.stringMatching(/^Visa ending in 1881/) });
    const long = await gateway.run<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
      input: { idempotencyKey: KEY2, purchaseOrderNumber: 'P'.repeat(23) },
    });
    expect(long.data!.placeExpressOrder.userErrors).toEqual([
      { field: 'purchaseOrderNumber', message: 'PO number may be at most 22 characters.', code: 'INVALID_INPUT' },
    ]);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        gateway.run<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
          input: { idempotencyKey: KEY, purchaseOrderNumber: 'EXP-1' },
        }),
      ),
    );
    const numbers = new Set(results.map((r) => r.data!.placeExpressOrder.order?.orderNumber));
    expect(numbers.size).toBe(1);
    expect(results[0]!.data!.placeExpressOrder.order).toMatchObject({
      orderType: 'ORDER',
      paymentTitle: answered.paymentTitle,
    });
    expect(gateway.callsTo('POST /order/expressCheckout/process')).toHaveLength(1);
    expect(gateway.callsTo('POST /order/expressCheckout/process')[0]).toMatchObject({
      path: '/order/expressCheckout/process',
      query: { cart: 'cart-8' },
      body: { order_session: KEY, customer_po_number: 'EXP-1' },
    });
    expect((await gateway.run('{ cart { lineCount } }')).data).toEqual({ cart: { lineCount: 0 } });
  });

  it("refuses a PO already on an open order in the ERP's words, and places nothing", async () => {
    const gateway = await checkoutGateway(
      {
        'GET /order/expressCheckout/check': () => expressCheck(),
        'GET /cart/{session_id}': () => erpCart([erpCartLine(1, { price: 40, quantity: 2 })]),
        'GET /order/po-check': () => erpPurchaseOrderCheck('EXP-1'),
      },
      { principal: principalOf({ userId: 8, username: 'express@acme.example', cartId: 'cart-8' }) },
    );
    const reused = await gateway.run<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
      input: { idempotencyKey: KEY, purchaseOrderNumber: 'EXP-1' },
    });
    expect(reused.data!.placeExpressOrder.userErrors).toEqual([
      {
        field: 'purchaseOrderNumber',
        message: 'PO number EXP-1 is already on an open order (1000261-00). Use a different PO number.',
        code: 'INVALID_INPUT',
      },
    ]);
    expect(gateway.callsTo('POST /order/expressCheckout/process')).toEqual([]);
  });

  it('answers the express failure message when the ERP refuses, and DO NOT RESUBMIT when the outcome is unknown', async () => {
    let cart = erpCart();
    const gateway = await checkoutGateway(
      {
        'GET /order/expressCheckout/check': () => expressCheck(),
        'GET /cart/{session_id}': () => cart,
        'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
        'POST /order/expressCheckout/process': () => Promise.reject(erpError(400, 'Refused.')),
      },
      { principal: principalOf({ userId: 8, username: 'express@acme.example', cartId: 'cart-8' }) },
    );
    const empty = await gateway.run<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, { input: { idempotencyKey: KEY } });
    expect(empty.data!.placeExpressOrder.userErrors[0]?.code).toBe('INVALID_INPUT');
    cart = oneLine();
    const refused = await gateway.run<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
      input: { idempotencyKey: KEY2 },
    });
    expect(refused.data!.placeExpressOrder.userErrors).toEqual([
      { field: null, message: EXPRESS_FAILED, code: 'REJECTED' },
    ]);
    gateway.answer({
      'POST /order/expressCheckout/process': () => Promise.reject(erpError(503, 'Service unavailable.')),
    });
    const unknown = await gateway.run<{ placeExpressOrder: Placed }>(PLACE_EXPRESS, {
      input: { idempotencyKey: 'E'.repeat(16) + '0123456789abcdef' },
    });
    expect(unknown.data!.placeExpressOrder.userErrors).toEqual([
      { field: null, message: DO_NOT_RESUBMIT, code: 'OUTCOME_UNKNOWN' },
    ]);
  });
});

describe('a quote cart', () => {
  it('is a QUOTE cart and is placed as a quote without payment', async () => {
    const quoteCart = oneLine({ session_id: 'cart-82-quote', order_type: 'q', shipping_info: shipped });
    const gateway = await checkoutGateway(
      {
        'GET /cart/{session_id}': () => quoteCart,
        'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
        'POST /order': ({ init }) => erpConfirmation(init.body),
      },
      { principal: principalOf({ userId: 82, username: 'quoter@acme.example', cartId: 'cart-82-quote' }) },
    );
    expect((await gateway.run('{ cart { kind unitsMissing } }')).data).toEqual({
      cart: { kind: 'QUOTE', unitsMissing: false },
    });
    const placed = await gateway.run<{ placeOrder: Placed }>(PLACE, { input: { idempotencyKey: KEY } });
    expect(placed.data!.placeOrder).toMatchObject({
      order: { orderType: 'QUOTE', paymentTitle: null },
      userErrors: [],
    });
    expect(gateway.callsTo('POST /order')[0]!.body).toMatchObject({ order_type: 'q', token: null });
    const buyer = await checkoutGateway({ 'GET /cart/{session_id}': () => oneLine() });
    expect((await buyer.run('{ cart { kind } }')).data).toEqual({ cart: { kind: 'ORDER' } });
  });
});

describe('a units cart', () => {
  it('needs units on every line: a Tools item outside the unit program blocks the order with the spec message', async () => {
    const [abrasive, tool] = erpCartLines(2);
    let lines: ErpCartLine[] = [{ ...abrasive!, units: 2, unit_type: 'ABRASIVES' }];
    const gateway = await checkoutGateway(
      { 'GET /cart/{session_id}': () => erpCart(lines, { shipping_info: shipped }) },
      {
        principal: principalOf({
          userId: 6,
          username: 'units@northwind.example',
          customerNumber: '10002',
          amountMode: 'UNITS',
        }),
      },
    );
    const UNITS = '{ cart { unitsMissing unitsMissingItems lines { erp unitsMissing } } }';
    expect((await gateway.run(UNITS)).data).toEqual({
      cart: { unitsMissing: false, unitsMissingItems: [], lines: [{ erp: abrasive!.erp, unitsMissing: false }] },
    });
    // A Hand Tools item is outside the unit program: the ERP gives it no units.
    lines = [...lines, { ...tool!, units: null }];
    const cart = await gateway.run<{
      cart: { unitsMissing: boolean; unitsMissingItems: string[]; lines: { erp: string; unitsMissing: boolean }[] };
    }>(UNITS);
    expect(cart.data!.cart.unitsMissing).toBe(true);
    expect(cart.data!.cart.unitsMissingItems).toEqual([tool!.erp]);
    expect(cart.data!.cart.lines.find((l) => l.erp === tool!.erp)?.unitsMissing).toBe(true);
    const placed = await gateway.run<{ placeOrder: Placed }>(PLACE, { input: { idempotencyKey: KEY } });
    expect(placed.data!.placeOrder).toEqual({
      order: null,
      userErrors: [{ field: null, message: UNITS_MISSING, code: 'INVALID_INPUT' }],
    });
    expect(gateway.callsTo('POST /order')).toEqual([]);
    const buyer = await checkoutGateway({ 'GET /cart/{session_id}': () => erpCart([{ ...tool!, units: null }]) });
    expect((await buyer.run('{ cart { unitsMissing } }')).data).toEqual({ cart: { unitsMissing: false } });
  });
});
