// Racing requests on the shared stack. Single-flight: 100 concurrent identical requests on a cold
// cache cost one ERP call per key (concurrent requests share the in-flight load, not only within one).
// Attack finding 9: with Redis down, 200 racing placeOrder calls with one key made one order, but 199
// callers got INVALID_INPUT (the emptied cart) instead of that order's confirmation. The stack has no
// Redis: the in-process record and the ERP's order_session dedup must hold on their own. A configured
// Redis that is down fails closed before any order can be placed (ADR 0009; redis-outage test).
import { describe, expect } from 'vitest';
import { callsOf } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';

const LISTING =
  'query ($q: String!) { productSearch(input: { query: $q }) { totalCount nodes { slug items { erp price { amount { value } } } } } }';

describe('single-flight across requests', () => {
  it('answers 100 concurrent identical listings with one search and one pricing call', async ({ stack, buyer }) => {
    // ERP latency keeps the first load in flight while the others arrive.
    await stack.setFaults([{ route: '*', latencyMs: 50 }]);
    await stack.resetErpCalls();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        buyer.gql<{ productSearch: { totalCount: number } }>(LISTING, { q: 'cut resistant gloves' }),
      ),
    );
    await stack.setFaults([]);
    expect(results.every((result) => !result.errors && (result.data?.productSearch.totalCount ?? 0) > 0)).toBe(true);
    expect(new Set(results.map((result) => JSON.stringify(result.data))).size).toBe(1);
    const calls = await stack.erpCalls();
    expect(calls.byRoute).toEqual({ 'POST /index/products/query': 1, 'GET /pricing': 1 });
  });

  it('answers 100 concurrent identical product pages with one product call', async ({ stack, buyer }) => {
    const search = await buyer.gql<{ productSearch: { nodes: { slug: string }[] } }>(LISTING, { q: 'hose' });
    const slug = search.data?.productSearch.nodes[3]?.slug;
    await stack.setFaults([{ route: '*', latencyMs: 50 }]);
    await stack.resetErpCalls();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        buyer.gql<{ product: { slug: string } | null }>('query ($s: String!) { product(slug: $s) { slug heading } }', {
          s: slug,
        }),
      ),
    );
    await stack.setFaults([]);
    expect(results.every((result) => result.data?.product?.slug === slug)).toBe(true);
    expect(callsOf(await stack.erpCalls(), 'GET /index/products/{slug}')).toBe(1);
  });
});

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
    // The shared stack's buyer cart holds what earlier files left: this test orders only its own line.
    const cart = await buyer.gql<{ cart: { lines: { id: string }[] } }>(
      '{ cart { lines(offset: 0, limit: 500) { id } } }',
    );
    await buyer.gql(
      'mutation R($input: RemoveCartLinesInput!) { removeCartLines(input: $input) { userErrors { code } } }',
      { input: { lineIds: cart.data?.cart.lines.map((line) => line.id) ?? [] } },
    );
    await buyer.gql(
      'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 3 }] }) { userErrors { code } } }',
      {
        erp,
      },
    );
    const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    // A PO no other test on the shared stack used: a reused PO puts the order On Hold.
    await buyer.gql(
      'mutation ($id: ID!, $po: String!) { updateCheckoutDetails(input: { shipToId: $id, contactName: "Bianca", contactEmail: "b@acme.example", purchaseOrderNumber: $po }) { userErrors { code } } }',
      { id: shipTos.data?.shipTos[0]?.id, po: `RACE-${Date.now() % 1_000_000}` },
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
