// Finding 9: with Redis down, 200 racing placeOrder calls with one key made one order, but 199
// callers got INVALID_INPUT (the emptied cart) instead of that order's confirmation.
import { describe, expect } from 'vitest';
import { callsOf } from '../../testing/stack.ts';
import { stackTest } from '../../testing/fixtures.ts';

// No Redis: the in-process record and the ERP's order_session dedup must hold on their own. A configured
// Redis that is down fails closed before any order can be placed (ADR 0009; resilience/redis-outage test).
const it = stackTest();

const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } userErrors { code message } } }';
const KEY = 'RedisDown00000000000000000000001';
type Placed = { placeOrder: { order: { orderNumber: string } | null; userErrors: { code: string }[] } };

describe('idempotency without Redis', () => {
  it('answers 200 racing placeOrder calls with one key with one order and its confirmation', async ({
    stack,
    buyer,
  }) => {
    const search = await buyer.gql<{ productSearch: { nodes: { items: { erp: string }[] }[] } }>(
      '{ productSearch(input: { query: "gloves" }) { nodes { items { erp } } } }',
    );
    const erp = search.data?.productSearch.nodes[0]?.items[0]?.erp;
    await buyer.gql(
      'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 3 }] }) { userErrors { code } } }',
      {
        erp,
      },
    );
    const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    await buyer.gql(
      'mutation ($id: ID!) { updateCheckoutDetails(input: { shipToId: $id, contactName: "Bianca", contactEmail: "b@acme.example", purchaseOrderNumber: "PO-9" }) { userErrors { code } } }',
      { id: shipTos.data?.shipTos[0]?.id },
    );
    await stack.resetErpCalls();
    // Two waves: the second arrives after the first order is placed and the cart is empty.
    const place = () => buyer.gql<Placed>(PLACE, { input: { idempotencyKey: KEY } });
    const first = await Promise.all(Array.from({ length: 100 }, place));
    const second = await Promise.all(Array.from({ length: 100 }, place));
    const results = [...first, ...second];
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    expect(results.flatMap((result) => result.data?.placeOrder.userErrors ?? [])).toEqual([]);
    const orderNumbers = new Set(results.map((result) => result.data?.placeOrder.order?.orderNumber));
    expect(orderNumbers.size).toBe(1);
    expect([...orderNumbers][0]).toMatch(/\d/);
    expect(callsOf(await stack.erpCalls(), 'POST /order')).toBe(1);
  });
});
