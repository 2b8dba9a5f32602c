import { describe, expect, it } from 'vitest';
import { buildSchema, isInputObjectType } from 'graphql';
import { DO_NOT_RESUBMIT } from '@mro/rules/checkout';
import type { ErpCart } from '../erp/types.ts';
import { erpError } from '../testing/fake-erp.ts';
import { checkoutGateway } from '../testing/checkout-gateway.ts';
import { erpCart, erpCartLine, erpCartLines } from '../testing/erp-answers/cart.ts';
import { erpConfirmation, erpLimitDecision, erpShipTo, orderDetailsRoutes } from '../testing/erp-answers/checkout.ts';
import { loadTypeDefs } from '../schema.ts';

const ADD =
  'mutation Add($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { lineCount } userErrors { field message code } } }';
const DETAILS =
  'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { cart { shipping { shipToId } purchaseOrderNumber } userErrors { field message code } } }';
const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber paymentTitle subtotal { value } shipping { value } tax { value } total { value } } userErrors { field message code } } }';
const KEY = 'A'.repeat(16) + '0123456789abcdef';

type Placed = {
  placeOrder: {
    order: {
      orderNumber: string;
      paymentTitle: string | null;
      subtotal: { value: number };
      shipping: { value: number };
      tax: { value: number };
      total: { value: number };
    } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
};

/** A cart of 2 lines with a ship-to chosen and `billing` paid by card. */
const readyCart = (overrides: Partial<ErpCart> = {}): ErpCart =>
  erpCart(erpCartLines(2, { quantity: 2, price: 12.5 }), {
    shipping_info: {
      ship_to_id: 'ST-1',
      company_name: 'Acme Plant 1',
      address1: '1 Main St',
      city: 'Akron',
      state: 'OH',
      zip: '44301',
      name: 'B',
      email: 'b@acme.example',
    },
    ...overrides,
  });

describe('cart input', () => {
  it('refuses quantity 0 with a clear message and a non-number at the schema', async () => {
    const gateway = await checkoutGateway();
    const zero = await gateway.run(ADD, { input: { lines: [{ erp: 'ITEM-00001', quantity: 0 }] } });
    expect(zero.data).toEqual({
      addCartLines: {
        cart: null,
        userErrors: [
          {
            field: 'lines.0.quantity',
            message: 'Quantity must be a whole number of at least 1.',
            code: 'INVALID_INPUT',
          },
        ],
      },
    });
    const text = await gateway.run(ADD, { input: { lines: [{ erp: 'ITEM-00001', quantity: 'abc' }] } });
    expect(text.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(text.errors?.[0]?.message).toContain('Int cannot represent non-integer value');
    expect(gateway.calls).toEqual([]);
  });

  it('accepts no price from the client: the schema has no such input', async () => {
    const gateway = await checkoutGateway();
    const result = await gateway.run(ADD, { input: { lines: [{ erp: 'ITEM-00001', quantity: 1, price: 0.01 }] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('"price"');
    expect(gateway.calls).toEqual([]);
  });

  it('refuses an unknown item with the ERP reason', async () => {
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => erpCart(),
      'PUT /cart/{session_id}': () => Promise.reject(erpError(400, 'Item NO-SUCH-ITEM was not found.')),
    });
    const result = await gateway.run<{ addCartLines: { userErrors: { code: string; message: string }[] } }>(ADD, {
      input: { lines: [{ erp: 'NO-SUCH-ITEM', quantity: 1 }] },
    });
    expect(result.data!.addCartLines.userErrors[0]).toMatchObject({
      code: 'REJECTED',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      message: expect.stringContaining('NO-SUCH-ITEM'),
    });
  });
});

describe('order details', () => {
  it("offers every ship-to (the customer's 5 and 50 saved) and keeps the 55th with the PO on the cart", async () => {
    const shipTos = Array.from({ length: 55 }, (_, i) => erpShipTo(i + 1));
    const gateway = await checkoutGateway({
      ...orderDetailsRoutes({ shipTos }),
      'PUT /cart/{session_id}': ({ init }) =>
        erpCart([], { shipping_info: init.body.shipping_info ?? {}, misc_info: init.body.misc_info ?? {} }),
    });
    const listed = await gateway.run<{ shipTos: { id: string }[] }>('{ shipTos { id purchaseOrderRequired } }');
    expect(listed.data!.shipTos.map((shipTo) => shipTo.id)).toEqual(shipTos.map((shipTo) => shipTo.shipto));
    const details = await gateway.run(DETAILS, {
      input: {
        shipToId: 'ST-55',
        contactName: 'Bianca Buyer',
        contactEmail: 'buyer@acme.example',
        purchaseOrderNumber: 'PO-123',
      },
    });
    expect(details.data).toEqual({
      updateCheckoutDetails: {
        cart: { shipping: { shipToId: 'ST-55' }, purchaseOrderNumber: 'PO-123' },
        userErrors: [],
      },
    });
  });
});

describe('order placement', () => {
  it('requires a PO for a ship-to that flags it', async () => {
    const gateway = await checkoutGateway(orderDetailsRoutes());
    const result = await gateway.run(DETAILS, {
      input: { shipToId: 'ST-2', contactName: 'B', contactEmail: 'b@acme.example' },
    });
    expect(result.data).toEqual({
      updateCheckoutDetails: {
        cart: null,
        userErrors: [
          {
            field: 'purchaseOrderNumber',
            message: 'A PO number is required for this ship-to address.',
            code: 'INVALID_INPUT',
          },
        ],
      },
    });
    expect(gateway.callsTo('PUT /cart/{session_id}')).toEqual([]);
  });

  it('places one order for 50 simultaneous submissions with the same key, charged to the card of the payment step', async () => {
    const title = 'Purchasing card: Visa ending in 1111 (exp 12/2029)';
    const cart = readyCart({
      billing_info: {
        payment_type: 'card',
        token: 'tok-1111',
        title,
        card_type: 'Visa',
        exp_month: 12,
        exp_year: 2029,
      },
    });
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => cart,
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': ({ init }) => erpConfirmation(init.body, { paymentTitle: title }),
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } })),
    );
    const numbers = new Set(results.map((result) => result.data!.placeOrder.order?.orderNumber));
    expect(numbers.size).toBe(1);
    expect(new Set(results.map((result) => result.data!.placeOrder.order?.paymentTitle))).toEqual(new Set([title]));
    expect([...numbers][0]).toMatch(/^\d+-00$/);
    const posted = gateway.callsTo('POST /order');
    expect(posted).toHaveLength(1);
    // The card of the payment step is charged: its token goes with the order, never a number.
    expect(posted[0]!.body).toMatchObject({ order_session: KEY, token: 'tok-1111', ship_to_id: 'ST-1' });
    const retry = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    expect(retry.data!.placeOrder.order!.orderNumber).toBe([...numbers][0]);
    expect(gateway.callsTo('POST /order')).toHaveLength(1);
  });

  it('says DO NOT RESUBMIT when the ERP fails during submission, and a retry places the order once', async () => {
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => readyCart(),
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': () => Promise.reject(erpError(503, 'Service unavailable.')),
    });
    const failed = await gateway.run(PLACE, { input: { idempotencyKey: KEY } });
    expect(failed.data).toEqual({
      placeOrder: { order: null, userErrors: [{ field: null, message: DO_NOT_RESUBMIT, code: 'OUTCOME_UNKNOWN' }] },
    });
    gateway.answer({ 'POST /order': ({ init }) => erpConfirmation(init.body) });
    const retried = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    expect(retried.data!.placeOrder.userErrors).toEqual([]);
    expect(retried.data!.placeOrder.order?.orderNumber).toMatch(/^\d+-00$/);
    // The retry carries the same key: the ERP's order_session dedup keeps it one order.
    expect(
      gateway.callsTo('POST /order').map((call) => (call.body as { order_session: string }).order_session),
    ).toEqual([KEY, KEY]);
  });
});

describe('what the client pays', () => {
  it('has no price, amount, total or discount in any input of the schema', () => {
    const schema = buildSchema(loadTypeDefs());
    const priced = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`))
      .filter((name) => /price|amount|total|discount|cost(?!Center)/i.test(name));
    expect(priced).toEqual([]);
  });

  it('refuses a price smuggled into placeOrder and charges the ERP price', async () => {
    const cart = erpCart([erpCartLine(1, { quantity: 4, price: 12.5 })], { shipping_info: { ship_to_id: 'ST-1' } });
    const gateway = await checkoutGateway({
      'GET /cart/{session_id}': () => cart,
      'POST /user-approval-workflow/check-limit/{user_id}/{customer_number}': () => erpLimitDecision(),
      'POST /order': ({ init }) => erpConfirmation(init.body, { price: 12.5 }),
    });
    const smuggled = await gateway.run(PLACE, { input: { idempotencyKey: KEY, amount: 0.01 } });
    expect(smuggled.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gateway.calls).toEqual([]);
    const placed = await gateway.run<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    const order = placed.data!.placeOrder.order!;
    expect(order.subtotal.value).toBeCloseTo(cart.sub_total, 2);
    expect(order.total.value).toBeCloseTo(cart.sub_total + order.shipping.value + order.tax.value, 2);
    // The order is built from the server cart: lines carry item and quantity, no price.
    expect(gateway.callsTo('POST /order')[0]!.body).toMatchObject({
      order_lines: [{ erp: cart.cart_lines[0]!.erp, order_quantity: 4 }],
    });
    expect(JSON.stringify(gateway.callsTo('POST /order')[0]!.body)).not.toMatch(/"price"/);
  });
});
