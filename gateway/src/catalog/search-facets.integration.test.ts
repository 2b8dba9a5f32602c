import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, startStack, type Stack, type TestClient } from '../testing/stack.ts';
import type { ErpExchange } from '../erp/client.ts';

let stack: Stack;
let buyer: TestClient;
const searches: ErpExchange[] = [];
beforeAll(async () => {
  stack = await startStack(
    {},
    { onErpExchange: (exchange) => exchange.path === '/index/products/query' && searches.push(exchange) },
  );
  buyer = stack.client();
  await buyer.login('buyer@acme.example');
});
afterAll(() => stack.close());

type Listing = { productSearch: { nodes: { slug: string }[]; facets?: { name: string }[] } };

describe('facet counts are asked of the search engine only when shown', () => {
  it('asks for no facets when the query does not select them, and for all when it does', async () => {
    await stack.resetErpCalls();
    const bare = await buyer.gql<Listing>('{ productSearch(input: { query: "respirator" }) { nodes { slug } } }');
    const faceted = await buyer.gql<Listing>(
      '{ productSearch(input: { query: "respirator" }) { nodes { slug } facets { name } } }',
    );
    expect(faceted.data!.productSearch.nodes).toEqual(bare.data!.productSearch.nodes);
    expect(faceted.data!.productSearch.facets!.length).toBeGreaterThan(0);
    expect(callsOf(await stack.erpCalls(), 'POST /index/products/query')).toBe(2);
    expect(searches.map((exchange) => (exchange.requestBody as { facets: string[] }).facets)).toEqual([[], ['*']]);
  });
});
