// 100 concurrent identical requests on a cold cache cost one ERP call per key: concurrent
// requests share the in-flight load (single-flight across requests, not only within one).
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
