import { describe, expect } from 'vitest';
import { callsOf, type Stack } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) {
    totalCount page pageSize
    nodes { slug heading items { erp unitOfMeasure price { amount { display value } availability purchasable } } }
  }
}`;

it.beforeEach(({ stack }) => stack.setFaults([]));

type Listing = {
  productSearch: {
    totalCount: number;
    pageSize: number;
    nodes: {
      slug: string;
      items: { erp: string; price: { amount: { value: number } | null; purchasable: boolean } | null }[];
    }[];
  };
};

const pricingBatchSum = async (stack: Stack) => {
  const text = await (await fetch(`${stack.gateway.url}/metrics`)).text();
  return Number(/^pricing_batch_size_sum (\S+)$/m.exec(text)?.[1] ?? 0);
};

describe('catalogue listing', () => {
  it('prices a page of 10 products with 6 items each in one ERP call, and in none within the TTL', async ({
    stack,
    buyer,
  }) => {
    await stack.resetErpCalls();
    const batchedBefore = await pricingBatchSum(stack);
    const first = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves' } });
    const nodes = first.data!.productSearch.nodes;
    expect(nodes).toHaveLength(10);
    expect(nodes.map((node) => node.items.length)).toEqual(Array(10).fill(6));
    expect(nodes.flatMap((node) => node.items).every((item) => item.price !== null)).toBe(true);
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /index/products/query')).toBe(1);
    expect(callsOf(calls, 'GET /pricing')).toBe(1);
    expect(calls.total).toBe(2);
    expect((await pricingBatchSum(stack)) - batchedBefore).toBe(60);

    await stack.resetErpCalls();
    const again = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves' } });
    expect(again.data).toEqual(first.data);
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('reports the total and pages 10 at a time', async ({ buyer }) => {
    const page0 = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves', page: 0 } });
    const page1 = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves', page: 1 } });
    expect(page0.data!.productSearch.pageSize).toBe(10);
    expect(page0.data!.productSearch.totalCount).toBeGreaterThan(20);
    const slugs0 = page0.data!.productSearch.nodes.map((n) => n.slug);
    expect(page1.data!.productSearch.nodes.some((n) => slugs0.includes(n.slug))).toBe(false);
  });

  it('sorts by price both ways', async ({ buyer }) => {
    const lowest = (listing: Listing) =>
      listing.productSearch.nodes.map((n) => Math.min(...n.items.map((i) => i.price?.amount?.value ?? Infinity)));
    const ascending = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves', sort: 'PRICE_ASC' } });
    const descending = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves', sort: 'PRICE_DESC' } });
    expect(lowest(ascending.data!)[0]!).toBeLessThanOrEqual(lowest(descending.data!)[0]!);
  });
});

describe('product page', () => {
  it('shows a product with every item priced for the customer', async ({ buyer }) => {
    const listing = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves' } });
    const slug = listing.data!.productSearch.nodes[0]!.slug;
    const result = await buyer.gql<{ product: { slug: string; items: { price: { unitOfMeasure: string } }[] } }>(
      'query P($slug: String!) { product(slug: $slug) { slug heading description items { erp price { unitOfMeasure amount { display } } } } }',
      { slug },
    );
    expect(result.data?.product.slug).toBe(slug);
    expect(result.data?.product.items.length).toBeGreaterThan(0);
  });

  it('answers null, not an error, for an unknown or malformed slug', async ({ buyer }) => {
    for (const slug of ['no-such-product-anywhere', '../../etc/passwd']) {
      const result = await buyer.gql('query P($slug: String!) { product(slug: $slug) { slug } }', { slug });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ product: null });
    }
  });
});

describe('ERP failures', () => {
  it('gives a clear UPSTREAM_UNAVAILABLE error without internals when the ERP is down', async ({ stack, buyer }) => {
    await stack.setFaults([{ route: '*', errorRate: 1, errorStatus: 503 }]);
    const result = await buyer.gql(LISTING, { input: { query: 'erp-down-unique-query' } });
    expect(result.status).toBe(200);
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.errors?.[0]?.message).toBe(
      'We cannot reach our order system right now. Please try again in a moment.',
    );
    const text = JSON.stringify(result.errors);
    expect(text).not.toContain(stack.sandboxUrl);
    expect(text).not.toMatch(/stack|at .*\.ts/i);
  });
});
