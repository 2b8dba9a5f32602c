import { describe, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildSchema, isInputObjectType } from 'graphql';
import { callsOf, type TestClient } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';
import { loadTypeDefs } from '../schema.ts';

const SEARCH =
  '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable amount { value } } } } } }';
const ADD =
  'mutation Add($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { subtotal { value } } userErrors { message } } }';
const DETAILS =
  'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { message } } }';
const PROMO =
  'mutation P($input: ApplyPromoCodeInput!) { applyPromoCode(input: $input) { cart { promoCodes freeFreight subtotal { value } discount { value } } userErrors { field message code } } }';
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { orderNumber subtotal { value } discount { value } shipping { value } tax { value } total { value } }
  approvalRequest { id status step stepCount lineCount subtotal { value } approvers { name email } }
  userErrors { field message code } } }`;

type Item = { erp: string; price: { purchasable: boolean; amount: { value: number } | null } | null };
type Placed = {
  placeOrder: {
    order: {
      orderNumber: string;
      subtotal: { value: number };
      discount: { value: number };
      shipping: { value: number };
      tax: { value: number };
      total: { value: number };
    } | null;
    approvalRequest: {
      id: string;
      status: string;
      step: number;
      stepCount: number;
      lineCount: number;
      subtotal: { value: number };
      approvers: { name: string; email: string }[];
    } | null;
    userErrors: { message: string }[];
  };
};
const key = () =>
  randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, 'x')
    .slice(0, 32);

/** Empties the cart and fills it with one item to about `target` dollars, with a ship-to chosen. */
const cartWorth = async (client: TestClient, target: number): Promise<number> => {
  const cart = await client.gql<{ cart: { lines: { id: string }[] } }>('{ cart { lines(limit: 100) { id } } }');
  const ids = cart.data!.cart.lines.map((line) => line.id);
  if (ids.length > 0)
    await client.gql(
      'mutation R($ids: [ID!]!) { removeCartLines(input: { lineIds: $ids }) { userErrors { message } } }',
      { ids },
    );
  const found = await client.gql<{ productSearch: { nodes: { items: Item[] }[] } }>(SEARCH);
  const item = found
    .data!.productSearch.nodes.flatMap((node) => node.items)
    .find((candidate) => (candidate.price?.amount?.value ?? 0) > 5)!;
  const quantity = Math.ceil(target / item.price!.amount!.value);
  const added = await client.gql<{ addCartLines: { cart: { subtotal: { value: number } } } }>(ADD, {
    input: { lines: [{ erp: item.erp, quantity }] },
  });
  const shipTos = await client.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
    '{ shipTos { id purchaseOrderRequired } }',
  );
  const shipTo = shipTos.data!.shipTos.find((candidate) => !candidate.purchaseOrderRequired)!;
  await client.gql(DETAILS, {
    input: { shipToId: shipTo.id, contactName: 'Bianca Buyer', contactEmail: 'buyer@acme.example' },
  });
  return added.data!.addCartLines.cart.subtotal.value;
};

describe('an order over the buyer limit', () => {
  it('goes to the approver once for 20 simultaneous submissions, and no order is placed', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const subtotal = await cartWorth(buyer, 2600);
    expect(subtotal).toBeGreaterThan(2500);
    await stack.resetErpCalls();
    const idempotencyKey = key();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => buyer.gql<Placed>(PLACE, { input: { idempotencyKey } })),
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
    expect(first.approvalRequest!.subtotal.value).toBeCloseTo(subtotal, 2);
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /order')).toBe(0);
    expect(callsOf(calls, 'POST /cart-request/{type}/{id}')).toBe(1);
    const read = await buyer.gql('query A($id: ID!) { approvalRequest(id: $id) { id status } }', {
      id: first.approvalRequest!.id,
    });
    expect(read.data).toEqual({ approvalRequest: { id: first.approvalRequest!.id, status: 'PENDING' } });
    expect((await buyer.gql('{ cart { lineCount } }')).data).toEqual({ cart: { lineCount: 0 } });
    const other = stack.client();
    await other.login('buyer@globex.example');
    expect(
      (await other.gql('query A($id: ID!) { approvalRequest(id: $id) { id } }', { id: first.approvalRequest!.id }))
        .data,
    ).toEqual({ approvalRequest: null });
  });
});

describe('promo codes', () => {
  it('applies a trimmed, upper-cased live code and the ERP discounts the placed order by it', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    await cartWorth(buyer, 300);
    const invalid = await buyer.gql(PROMO, { input: { code: 'nope' } });
    expect(invalid.data).toEqual({
      applyPromoCode: {
        cart: null,
        userErrors: [{ field: 'code', message: 'Invalid promo code', code: 'INVALID_INPUT' }],
      },
    });
    const expired = await buyer.gql<{ applyPromoCode: { userErrors: { message: string }[] } }>(PROMO, {
      input: { code: 'spring5' },
    });
    expect(expired.data!.applyPromoCode.userErrors[0]!.message).toBe('Invalid promo code');
    const applied = await buyer.gql<{
      applyPromoCode: {
        cart: { promoCodes: string[]; freeFreight: boolean; subtotal: { value: number }; discount: { value: number } };
      };
    }>(PROMO, { input: { code: '  save10 ' } });
    const cart = applied.data!.applyPromoCode.cart;
    expect(cart.promoCodes).toEqual(['SAVE10']);
    expect(cart.discount.value).toBeCloseTo(cart.subtotal.value / 10, 2);
    const freight = await buyer.gql<{ applyPromoCode: { cart: { promoCodes: string[]; freeFreight: boolean } } }>(
      PROMO,
      { input: { code: 'freefr8' } },
    );
    expect(freight.data!.applyPromoCode.cart).toMatchObject({ promoCodes: ['SAVE10', 'FREEFR8'], freeFreight: true });
    const placed = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: key() } });
    const order = placed.data!.placeOrder.order!;
    expect(order.discount.value).toBeCloseTo(cart.discount.value, 2);
    // Free freight: the total is the discounted goods plus tax only.
    expect(order.shipping.value).toBe(0);
    expect(order.total.value).toBeCloseTo(order.subtotal.value - order.discount.value + order.tax.value, 2);
  });

  it('refuses a code over its threshold with the threshold message', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    await cartWorth(buyer, 30);
    const result = await buyer.gql<{ applyPromoCode: { userErrors: { message: string }[] } }>(PROMO, {
      input: { code: 'TAKE25' },
    });
    expect(result.data!.applyPromoCode.userErrors[0]!.message).toBe(
      'This promo code applies to orders of $250.00 or more.',
    );
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

  it('refuses a price smuggled into placeOrder and charges the ERP price', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const subtotal = await cartWorth(buyer, 50);
    const smuggled = await buyer.gql(PLACE, { input: { idempotencyKey: key(), amount: 0.01 } });
    expect(smuggled.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const placed = await buyer.gql<Placed>(PLACE, { input: { idempotencyKey: key() } });
    const order = placed.data!.placeOrder.order!;
    expect(order.subtotal.value).toBeCloseTo(subtotal, 2);
    expect(order.total.value).toBeCloseTo(subtotal + order.shipping.value + order.tax.value, 2);
  });
});
