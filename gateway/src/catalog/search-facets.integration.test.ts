import { describe, expect } from 'vitest';
import { callsOf } from '../testing/stack.ts';
import { stackTest } from '../testing/fixtures.ts';
import type { ErpExchange } from '../erp/client.ts';

const searches: ErpExchange[] = [];
const it = stackTest({
  onErpExchange: (exchange) => exchange.path === '/index/products/query' && searches.push(exchange),
});

type Listing = { productSearch: { nodes: { slug: string }[]; facets?: { name: string }[] } };

describe('facet counts are asked of the search engine only when shown', () => {
  it('asks for no facets when the query does not select them, and for all when it does', async ({ stack, buyer }) => {
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
