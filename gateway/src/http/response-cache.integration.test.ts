import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callsOf, startStack, type Stack, type TestClient } from '../testing/stack.ts';

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) { totalCount nodes { slug items { erp price { amount { value } } } } }
}`;
type Listing = {
  productSearch: { nodes: { items: { erp: string; price: { amount: { value: number } | null } | null }[] }[] };
};

let stack: Stack;
let buyer: TestClient;
let otherCustomer: TestClient;
beforeAll(async () => {
  stack = await startStack();
  buyer = stack.client();
  otherCustomer = stack.client();
  await buyer.login('buyer@acme.example');
  await otherCustomer.login('buyer@globex.example');
});
beforeEach(async () => {
  stack.gateway.responseCache.purge();
  await stack.setFaults([]);
});
afterAll(() => stack.close());

const responseHits = async () => {
  const text = await (await fetch(`${stack.gateway.url}/metrics`)).text();
  return Number(/^cache_events_total\{kind="response",outcome="hit"\} (\S+)$/m.exec(text)?.[1] ?? 0);
};
const erpWaitOf = (headers: Headers) => Number(/erp;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '')?.[1]);

describe('whole-response cache for catalogue reads', () => {
  it('answers a repeated listing without executing it again, byte for byte the same', async () => {
    const first = await buyer.gql<Listing>(LISTING, { input: { query: 'safety glasses' } });
    const hitsBefore = await responseHits();
    await stack.resetErpCalls();
    const again = await buyer.gql<Listing>(LISTING, { input: { query: 'safety glasses' } });
    expect(again.data).toEqual(first.data);
    expect((await stack.erpCalls()).total).toBe(0);
    expect(await responseHits()).toBe(hitsBefore + 1);
  });

  it("never serves one customer's answer, with its prices, to another customer", async () => {
    const acme = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves' } });
    await stack.resetErpCalls();
    const globex = await otherCustomer.gql<Listing>(LISTING, { input: { query: 'gloves' } });
    expect(callsOf(await stack.erpCalls(), 'GET /pricing')).toBe(1);
    const priceOf = (listing: Listing) =>
      listing.productSearch.nodes.flatMap((node) => node.items.map((item) => item.price?.amount?.value));
    expect(priceOf(globex.data!)).not.toEqual(priceOf(acme.data!));
  });

  it('still refuses a tampered session after the same query was cached for a valid one', async () => {
    await buyer.gql<Listing>(LISTING, { input: { query: 'tape' } });
    const forged = stack.client();
    forged.cookies.set('mro_session', `${buyer.cookies.get('mro_session')}x`);
    const refused = await forged.gql(LISTING, { input: { query: 'tape' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('never caches an answer with errors: the next request asks the ERP again', async () => {
    await stack.setFaults([{ route: 'POST /index/products/query', errorRate: 1 }]);
    const failed = await buyer.gql(LISTING, { input: { query: 'hose clamps' } });
    expect(failed.errors?.length).toBeGreaterThan(0);
    await stack.setFaults([]);
    await stack.resetErpCalls();
    const recovered = await buyer.gql<Listing>(LISTING, { input: { query: 'hose clamps' } });
    expect(recovered.errors).toBeUndefined();
    expect(callsOf(await stack.erpCalls(), 'POST /index/products/query')).toBe(1);
  });

  it('reports the time spent waiting on the ERP in Server-Timing', async () => {
    await stack.setFaults([{ route: '*', latencyMs: 40 }]);
    const cold = await buyer.gql<Listing>(LISTING, { input: { query: 'drill bits' } });
    expect(erpWaitOf(cold.headers)).toBeGreaterThanOrEqual(75); // one search, then one pricing call
    const hit = await buyer.gql<Listing>(LISTING, { input: { query: 'drill bits' } });
    expect(erpWaitOf(hit.headers)).toBe(0);
  });
});
