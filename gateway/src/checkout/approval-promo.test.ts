import { describe, expect, it } from 'vitest';
import type { ErpCart, ErpPromoCode } from '../erp/types.ts';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf } from '../testing/unit.ts';
import { checkoutGateway } from '../testing/checkout-gateway.ts';
import { erpCart, erpCartLine } from '../testing/erp-answers/cart.ts';
import { erpConfirmation, erpLimitDecision } from '../testing/erp-answers/checkout.ts';
import { erpApprover, erpCartRequest } from '../testing/erp-answers/approvals.ts';
import { erpUser } from '../testing/erp-answers/account.ts';
import { ORDERS_NOT_ALLOWED } from '@mro/rules/checkout';

const PROMO =
  'mutation P($input: ApplyPromoCodeInput!) { applyPromoCode(input: $input) { cart { promoCodes freeFreight subtotal { value } discount { value } } userErrors { field message code } } }';
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { orderNumber subtotal { value } discount { value } shipping { value } tax { value } total { value } }
  approvalRequest { id status step stepCount lineCount subtotal { value } approvers { name email } }
  userErrors { field message code } } }`;
const KEY = 'B'.repeat(16) + '0123456789abcdef';

type Placed = {
  placeOrder: {
    order: {
      subtotal: { value: number };
      discount: { value: number };
      shipping: { value: number };
      tax: { value: number };
      total: { value: number };
    } | null;
    approvalRequest: { id: string; status: string; subtotal: { value: number } } | null;
    userErrors: unknown[];
  };
};

/** A cart of one line worth about `target` dollars, with a ship-to chosen. */
const cartWorth = (target: number, overrides: Partial<ErpCart> = {}): ErpCart =>
  erpCart([erpCartLine(1, { price: 26, quantity: Math.ceil(target / 26) })], {
    shipping_info: { ship_to_id: 'ST-1' },
    ...overrides,
  });

const promo = (code: string, overrides: Partial<ErpPromoCode> = {}): ErpPromoCode => ({
  promo_code: code,
  promo_type: 'percent',
  promo_value: 10,
  promo_threshold: 0,
  apply_free_freight: false,
  is_live: true,
  ...overrides,
});
const PROMOS: Record<string, ErpPromoCode> = {
  SAVE10: promo('SAVE10'),
  SPRING5: promo('SPRING5', { promo_value: 5, is_live: false }),
  FREEFR8: promo('FREEFR8', { promo_value: 0, apply_free_freight: true }),
  TAKE25: promo('TAKE25', { promo_type: 'fixed', promo_value: 25, promo_threshold: 250 }),
};

describe('an order over the buyer limit', () => {
  it('goes to no approver, and is not placed, for a user without Can submit orders', async () => {
    const gateway = await checkoutGateway({
      'GET /user/{id}': () => erpUser({ can_submit_orders: false }),
      'GET /cart/{session_id}': () => cartWorth(2600),
    });
    const placed = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    expect(placed.data!.placeOrder).toMatchObject({
      order: null,
      approvalRequest: null,
      userErrors: [{ message: ORDERS_NOT_ALLOWED, code: 'FORBIDDEN' }],
    });
    expect(gateway.callsTo('POST /user-approval-workflow/check-limit/{user_id}/{customer_number}')).toHaveLength(0);
    expect(gateway.callsTo('POST /cart-request/{type}/{id}')).toHaveLength(0);
    expect(gateway.callsTo('POST /order')).toHaveLength(0);
  });

  it('goes to the approver once for 20 simultaneous submissions, and no order is placed', async () => {
    const cart = cartWorth(2600);
    const request = erpCartRequest('4711', cart.cart_lines);
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => cart,
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () =>
        erpLimitDecision({ approval_required: true, steps: [{ step: 1, approvers: [2] }], approvers: [erpApprover()] }),
      'POST /cart-request/{type}/{id}': () => request,
      'GET /cart-request/{id}': () => request,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } })),
    );
    const ids = new Set(results.map((result) => result.data!.placeOrder.approvalRequest?.id));
    expect(ids.size).toBe(1);
    const first = results[0]!.data!.placeOrder;
    expect(first.order).toBeNull();
    expect(first.userErrors).toEqual([]);
    expect(first.approvalRequest).toMatchObject({
      status: 'PENDING',
      step: 1,
      stepCount: 1,
      lineCount: 1,
      approvers: [{ name: 'Alan Approver', email: 'approver@acme.example' }],
    });
    expect(first.approvalRequest!.subtotal.value).toBeCloseTo(cart.sub_total, 2);
    expect(gateway.callsTo('POST /order')).toHaveLength(0);
    expect(gateway.callsTo('POST /cart-request/{type}/{id}')).toHaveLength(1);
    expect(gateway.callsTo('POST /cart-request/{type}/{id}')[0]).toMatchObject({
      path: '/cart-request/order/cart-101',
      body: { order_session: KEY },
    });
    const read = await gateway.run('query A($id: ID!) { approvalRequest(id: $id) { id status } }', { id: '4711' });
    expect(read.data).toEqual({ approvalRequest: { id: '4711', status: 'PENDING' } });
    // Another customer's request reads as missing (the ERP refuses it).
    const other = await checkoutGateway(
      { 'GET /cart-request/{id}': () => Promise.reject(erpError(403, 'Not yours.')) },
      { principal: principalOf({ userId: 10, username: 'buyer@globex.example', customerNumber: '10004' }) },
    );
    expect((await other.run('query A($id: ID!) { approvalRequest(id: $id) { id } }', { id: '4711' })).data).toEqual({
      approvalRequest: null,
    });
  });
});

describe('promo codes', () => {
  it('applies a trimmed, upper-cased live code and the ERP discounts the placed order by it', async () => {
    let cart = cartWorth(300);
    const gateway = await checkoutGateway({
      'GET /promo-code/{code}': ({ path }) => {
        const found = PROMOS[path.split('/').at(-1)!];
        return found ?? Promise.reject(erpError(404, 'No such promo code.'));
      },
      'GET /cart/{session_id}': () => cart,
      // The ERP applies the codes it keeps on the cart: 10 % off, free freight with FREEFR8.
      'PUT /cart/{session_id}': ({ init }) => {
        const codes = init.body.promo_codes ?? [];
        cart = {
          ...cart,
          promo_codes: codes,
          discount: codes.includes('SAVE10') ? cart.sub_total / 10 : 0,
          free_freight: codes.includes('FREEFR8'),
        };
        return cart;
      },
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': ({ init }) =>
        erpConfirmation(init.body, { price: 26, discount: cart.discount, shipping: cart.free_freight ? 0 : 9.95 }),
    });
    const invalid = await gateway.run(PROMO, { input: { code: 'nope' } });
    expect(invalid.data).toEqual({
      applyPromoCode: {
        cart: null,
        userErrors: [{ field: 'code', message: 'Invalid promo code', code: 'INVALID_INPUT' }],
      },
    });
    const expired = await gateway.run<{ applyPromoCode: { userErrors: { message: string }[] } }>(PROMO, {
      input: { code: 'spring5' },
    });
    expect(expired.data!.applyPromoCode.userErrors[0]!.message).toBe('Invalid promo code');
    const applied = await gateway.run<{
      applyPromoCode: { cart: { promoCodes: string[]; subtotal: { value: number }; discount: { value: number } } };
    }>(PROMO, { input: { code: '  save10 ' } });
    expect(gateway.callsTo('GET /promo-code/{code}').map((call) => call.path)).toEqual([
      '/promo-code/NOPE',
      '/promo-code/SPRING5',
      '/promo-code/SAVE10',
    ]);
    const applying = applied.data!.applyPromoCode.cart;
    expect(applying.promoCodes).toEqual(['SAVE10']);
    expect(applying.discount.value).toBeCloseTo(applying.subtotal.value / 10, 2);
    const freight = await gateway.run<{ applyPromoCode: { cart: { promoCodes: string[]; freeFreight: boolean } } }>(
      PROMO,
      {
        input: { code: 'freefr8' },
      },
    );
    expect(freight.data!.applyPromoCode.cart).toMatchObject({ promoCodes: ['SAVE10', 'FREEFR8'], freeFreight: true });
    const placed = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    // The ERP checks the codes again and discounts the order itself.
    expect(gateway.callsTo('POST /order')[0]!.body).toMatchObject({ promo_codes: ['SAVE10', 'FREEFR8'] });
    const order = placed.data!.placeOrder.order!;
    expect(order.discount.value).toBeCloseTo(applying.discount.value, 2);
    // Free freight: the total is the discounted goods plus tax only.
    expect(order.shipping.value).toBe(0);
    expect(order.total.value).toBeCloseTo(order.subtotal.value - order.discount.value + order.tax.value, 2);
  });

  it('refuses a code over its threshold with the threshold message', async () => {
    const gateway = await checkoutGateway({
      'GET /promo-code/{code}': () => PROMOS.TAKE25!,
      'GET /cart/{session_id}': () => cartWorth(30),
    });
    const result = await gateway.run<{ applyPromoCode: { userErrors: { message: string }[] } }>(PROMO, {
      input: { code: 'TAKE25' },
    });
    expect(result.data!.applyPromoCode.userErrors[0]!.message).toBe(
      'This promo code applies to orders of $250.00 or more.',
    );
    expect(gateway.callsTo('PUT /cart/{session_id}')).toEqual([]);
  });
});
