import { describe, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { callsOf, type TestClient } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';
import { DO_NOT_RESUBMIT } from '@mro/rules/checkout';

const SEARCH =
  '{ productSearch(input: { query: "gloves" }) { nodes { slug items { erp price { purchasable amount { value } } } } } }';
const ADD =
  'mutation Add($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { itemCount subtotal { value display } lines { id erp quantity unitPrice { value } lineTotal { value } } } userErrors { field message code } } }';
const DETAILS =
  'mutation D($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { cart { shipping { shipToId } purchaseOrderNumber } userErrors { field message code } } }';
const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber paymentTitle subtotal { value display } shipping { value } tax { value } total { value display } lines { erp quantity } } userErrors { field message code } } }';
const SELECT_PAYMENT =
  'mutation S($input: SelectPaymentInput!) { selectPayment(input: $input) { cart { billing { byCard cardTitle } } userErrors { field message code } } }';
const HISTORY =
  '{ orderHistory(input: { page: 1, pageSize: 10 }) { totalCount nodes { orderNumber total { value display } stageLabel orderTypeLabel } } }';

type Item = { erp: string; price: { purchasable: boolean; amount: { value: number } | null } | null };
const key = () =>
  randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, 'x')
    .slice(0, 32);

const purchasableItem = async (client: TestClient, skip = 0): Promise<Item> => {
  const result = await client.gql<{ productSearch: { nodes: { items: Item[] }[] } }>(SEARCH);
  const items = result
    .data!.productSearch.nodes.flatMap((node) => node.items)
    .filter((item) => item.price?.purchasable);
  return items[skip] as Item;
};

const readyCart = async (client: TestClient, poRequired = false) => {
  await client.gql('mutation { removeCartLines(input: { lineIds: ["none"] }) { userErrors { message } } }');
  const item = await purchasableItem(client);
  await client.gql(ADD, { input: { lines: [{ erp: item.erp, quantity: 2 }] } });
  const shipTos = await client.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
    '{ shipTos { id purchaseOrderRequired } }',
  );
  const shipTo = shipTos.data!.shipTos.find((candidate) => candidate.purchaseOrderRequired === poRequired);
  return { item, shipTo: shipTo! };
};

describe('buyer journey', () => {
  it('adds 2 of an item, checks out and finds the order in the history with the same total', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const item = await purchasableItem(buyer);
    const added = await buyer.gql<{
      addCartLines: {
        cart: {
          lines: { erp: string; quantity: number; unitPrice: { value: number }; lineTotal: { value: number } }[];
          subtotal: { value: number };
        };
      };
    }>(ADD, { input: { lines: [{ erp: item.erp, quantity: 2 }] } });
    const line = added.data!.addCartLines.cart.lines.find((candidate) => candidate.erp === item.erp)!;
    expect(line.quantity).toBeGreaterThanOrEqual(2);
    expect(line.unitPrice.value).toBe(item.price!.amount!.value);
    const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    expect(shipTos.data!.shipTos.length).toBeLessThanOrEqual(50);
    const shipTo = shipTos.data!.shipTos.find((candidate) => !candidate.purchaseOrderRequired)!;
    const details = await buyer.gql(DETAILS, {
      input: {
        shipToId: shipTo.id,
        contactName: 'Bianca Buyer',
        contactEmail: 'buyer@acme.example',
        purchaseOrderNumber: 'PO-123',
      },
    });
    expect(details.data).toEqual({
      updateCheckoutDetails: {
        cart: { shipping: { shipToId: shipTo.id }, purchaseOrderNumber: 'PO-123' },
        userErrors: [],
      },
    });
    const subtotal = added.data!.addCartLines.cart.subtotal.value;
    const placed = await buyer.gql<{
      placeOrder: {
        order: {
          orderNumber: string;
          subtotal: { value: number; display: string };
          shipping: { value: number };
          tax: { value: number };
          total: { value: number; display: string };
        };
      };
    }>(PLACE, {
      input: { idempotencyKey: key() },
    });
    const order = placed.data!.placeOrder.order;
    expect(order.orderNumber).toMatch(/^\d+-00$/);
    expect(order.subtotal.value).toBeCloseTo(subtotal, 2);
    expect(order.total.value).toBeCloseTo(subtotal + order.shipping.value + order.tax.value, 2);
    const history = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string; total: { display: string } }[] } }>(
      HISTORY,
    );
    expect(history.data!.orderHistory.nodes[0]).toMatchObject({
      orderNumber: order.orderNumber,
      // Until it is invoiced, the history shows an order's line total (schema: OrderSummary.total).
      total: { display: order.subtotal.display },
    });
    const cart = await buyer.gql('{ cart { lineCount } }');
    expect(cart.data).toEqual({ cart: { lineCount: 0 } });
  });
});

describe('cart input', () => {
  it('refuses quantity 0 with a clear message and a non-number at the schema', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const item = await purchasableItem(buyer);
    const zero = await buyer.gql(ADD, { input: { lines: [{ erp: item.erp, quantity: 0 }] } });
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
    const text = await buyer.gql(ADD, { input: { lines: [{ erp: item.erp, quantity: 'abc' }] } });
    expect(text.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(text.errors?.[0]?.message).toContain('Int cannot represent non-integer value');
  });

  it('accepts no price from the client: the schema has no such input', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const item = await purchasableItem(buyer);
    const result = await buyer.gql(ADD, { input: { lines: [{ erp: item.erp, quantity: 1, price: 0.01 }] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('"price"');
  });

  it('refuses an unknown item with the ERP reason', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const result = await buyer.gql<{ addCartLines: { userErrors: { code: string; message: string }[] } }>(ADD, {
      input: { lines: [{ erp: 'NO-SUCH-ITEM', quantity: 1 }] },
    });
    expect(result.data!.addCartLines.userErrors[0]).toMatchObject({
      code: 'REJECTED',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
      message: expect.stringContaining('NO-SUCH-ITEM'),
    });
  });
});

describe('order placement', () => {
  it('requires a PO for a ship-to that flags it', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const { shipTo } = await readyCart(buyer, true);
    const result = await buyer.gql(DETAILS, {
      input: { shipToId: shipTo.id, contactName: 'B', contactEmail: 'b@acme.example' },
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
  });

  it('places one order for 50 simultaneous submissions with the same key, charged to the card of the payment step', async ({
    stack,
  }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const { shipTo } = await readyCart(buyer);
    await buyer.gql(DETAILS, { input: { shipToId: shipTo.id, contactName: 'B', contactEmail: 'b@acme.example' } });
    const cards = await buyer.gql<{ paymentOptions: { savedCards: { token: string; title: string }[] } }>(
      '{ paymentOptions { savedCards { token title } } }',
    );
    const card = cards.data!.paymentOptions.savedCards[0]!;
    const payment = await buyer.gql(SELECT_PAYMENT, { input: { token: card.token, sameAsShipping: true } });
    expect(payment.data).toEqual({
      selectPayment: { cart: { billing: { byCard: true, cardTitle: card.title } }, userErrors: [] },
    });
    const before = (await buyer.gql<{ orderHistory: { totalCount: number } }>(HISTORY)).data!.orderHistory.totalCount;
    await stack.resetErpCalls();
    const idempotencyKey = key();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        buyer.gql<{ placeOrder: { order: { orderNumber: string; paymentTitle: string | null } | null } }>(PLACE, {
          input: { idempotencyKey },
        }),
      ),
    );
    const numbers = new Set(results.map((result) => result.data!.placeOrder.order?.orderNumber));
    expect(numbers.size).toBe(1);
    expect(new Set(results.map((result) => result.data!.placeOrder.order?.paymentTitle))).toEqual(
      new Set([card.title]),
    );
    expect([...numbers][0]).toMatch(/^\d+-00$/);
    expect(callsOf(await stack.erpCalls(), 'POST /order')).toBe(1);
    const after = (await buyer.gql<{ orderHistory: { totalCount: number } }>(HISTORY)).data!.orderHistory.totalCount;
    expect(after).toBe(before + 1);
    const retry = await buyer.gql<{ placeOrder: { order: { orderNumber: string } } }>(PLACE, {
      input: { idempotencyKey },
    });
    expect(retry.data!.placeOrder.order.orderNumber).toBe([...numbers][0]);
  });

  it('says DO NOT RESUBMIT when the ERP fails during submission, and a retry places the order once', async ({
    stack,
  }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const { shipTo } = await readyCart(buyer);
    await buyer.gql(DETAILS, { input: { shipToId: shipTo.id, contactName: 'B', contactEmail: 'b@acme.example' } });
    const idempotencyKey = key();
    await stack.setFaults([{ route: 'POST /order', errorRate: 1, errorStatus: 503 }]);
    const failed = await buyer.gql(PLACE, { input: { idempotencyKey } });
    expect(failed.data).toEqual({
      placeOrder: { order: null, userErrors: [{ field: null, message: DO_NOT_RESUBMIT, code: 'OUTCOME_UNKNOWN' }] },
    });
    await stack.setFaults([]);
    const retried = await buyer.gql<{ placeOrder: { order: { orderNumber: string } | null; userErrors: unknown[] } }>(
      PLACE,
      { input: { idempotencyKey } },
    );
    expect(retried.data!.placeOrder.userErrors).toEqual([]);
    expect(retried.data!.placeOrder.order?.orderNumber).toMatch(/^\d+-00$/);
  });

  it("never shows another customer's order", async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const history = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>(HISTORY);
    const orderNumber = history.data!.orderHistory.nodes[0]!.orderNumber;
    const mine = await buyer.gql('query O($n: String!) { order(orderNumber: $n) { orderNumber } }', { n: orderNumber });
    expect(mine.data).toEqual({ order: { orderNumber } });
    const other = stack.client();
    await other.login('buyer@globex.example');
    const theirs = await other.gql('query O($n: String!) { order(orderNumber: $n) { orderNumber } }', {
      n: orderNumber,
    });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data).toEqual({ order: null });
  });
});
