// The catalogue listing and product page over the typed fake ERP: what is asked of the search engine
// and the pricing call, how answers are cached and mapped, and what the ERP's failures look like.
import { describe, expect, it } from 'vitest';
import { ErpUnavailableError } from '../erp/errors.ts';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import {
  ACME_CATALOG,
  erpHit,
  erpProduct,
  erpSearchResult,
  itemsAsked,
  pricesEveryItem,
} from '../testing/erp-answers/catalog.ts';

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) {
    totalCount page pageSize
    nodes { slug heading items { erp unitOfMeasure price { amount { display value } availability purchasable } } }
  }
}`;

type Listing = {
  productSearch: {
    totalCount: number;
    page: number;
    pageSize: number;
    nodes: { slug: string; items: { erp: string; price: { amount: { value: number } | null } | null }[] }[];
  };
};

const acmeBuyer = principalOf({ catalogs: [ACME_CATALOG] });
const tenGloves = Array.from({ length: 10 }, (_, index) => erpHit(`glove-${index + 1}`, 6));
const searchBody = (call: { body: unknown }) => call.body as { page: number; hitsPerPage: number; orderBy: string };

describe('catalogue listing', () => {
  it('prices a page of 10 products with 6 items each in one ERP call, and in none within the TTL', async () => {
    const gateway = await unitGateway(
      { 'POST /index/products/query': () => erpSearchResult(tenGloves), 'GET /pricing': pricesEveryItem() },
      { principal: acmeBuyer },
    );
    const first = await gateway.run<Listing>(LISTING, { input: { query: 'gloves' } });
    const nodes = first.data!.productSearch.nodes;
    expect(nodes).toHaveLength(10);
    expect(nodes.map((node) => node.items.length)).toEqual(Array(10).fill(6));
    expect(nodes.flatMap((node) => node.items).every((item) => item.price !== null)).toBe(true);
    expect(gateway.callsTo('POST /index/products/query')).toHaveLength(1);
    expect(gateway.callsTo('GET /pricing')).toHaveLength(1);
    expect(gateway.calls).toHaveLength(2);
    expect(itemsAsked(gateway.callsTo('GET /pricing')[0]!)).toHaveLength(60);

    gateway.calls.length = 0;
    const again = await gateway.run<Listing>(LISTING, { input: { query: 'gloves' } });
    expect(again.data).toEqual(first.data);
    expect(gateway.calls).toHaveLength(0);
  });

  it('reports the total and pages 10 at a time', async () => {
    const gateway = await unitGateway(
      {
        'POST /index/products/query': ({ init }) =>
          erpSearchResult(tenGloves, { nbHits: 25, nbPages: 3, page: init.body.page ?? 0 }),
        'GET /pricing': pricesEveryItem(),
      },
      { principal: acmeBuyer },
    );
    const page0 = await gateway.run<Listing>(LISTING, { input: { query: 'gloves', page: 0 } });
    const page1 = await gateway.run<Listing>(LISTING, { input: { query: 'gloves', page: 1 } });
    expect(page0.data!.productSearch.pageSize).toBe(10);
    expect(page0.data!.productSearch.totalCount).toBe(25);
    expect(page1.data!.productSearch.page).toBe(1);
    expect(gateway.callsTo('POST /index/products/query').map(searchBody)).toMatchObject([
      { page: 0, hitsPerPage: 10 },
      { page: 1, hitsPerPage: 10 },
    ]);
  });

  it('sorts by price both ways', async () => {
    const gateway = await unitGateway(
      { 'POST /index/products/query': () => erpSearchResult(tenGloves), 'GET /pricing': pricesEveryItem() },
      { principal: acmeBuyer },
    );
    await gateway.run<Listing>(LISTING, { input: { query: 'gloves', sort: 'PRICE_ASC' } });
    await gateway.run<Listing>(LISTING, { input: { query: 'gloves', sort: 'PRICE_DESC' } });
    expect(gateway.callsTo('POST /index/products/query').map((call) => searchBody(call).orderBy)).toEqual([
      'orderby_cost_asc',
      'orderby_cost_desc',
    ]);
  });
});

describe('facet counts are asked of the search engine only when shown', () => {
  it('asks for no facets when the query does not select them, and for all when it does', async () => {
    const gateway = await unitGateway(
      {
        'POST /index/products/query': () =>
          erpSearchResult([erpHit('respirator-1')], { facets: { vendor: { '3M': 1, Moldex: 2 } } }),
      },
      { principal: acmeBuyer },
    );
    type Facets = { productSearch: { nodes: { slug: string }[]; facets?: { name: string }[] } };
    const bare = await gateway.run<Facets>('{ productSearch(input: { query: "respirator" }) { nodes { slug } } }');
    const faceted = await gateway.run<Facets>(
      '{ productSearch(input: { query: "respirator" }) { nodes { slug } facets { name } } }',
    );
    expect(faceted.data!.productSearch.nodes).toEqual(bare.data!.productSearch.nodes);
    expect(faceted.data!.productSearch.facets!.length).toBeGreaterThan(0);
    const searches = gateway.callsTo('POST /index/products/query');
    expect(searches).toHaveLength(2);
    expect(searches.map((call) => (call.body as { facets: string[] }).facets)).toEqual([[], ['*']]);
  });
});

describe('product page', () => {
  it('answers null, not an error, for an unknown or malformed slug', async () => {
    const gateway = await unitGateway(
      {
        'GET /index/products/{slug}': () => {
          throw erpError(404, 'Product not found');
        },
      },
      { principal: acmeBuyer },
    );
    for (const slug of ['no-such-product-anywhere', '../../etc/passwd']) {
      const result = await gateway.run('query P($slug: String!) { product(slug: $slug) { slug } }', { slug });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ product: null });
    }
    // The malformed slug never reaches the ERP.
    expect(gateway.callsTo('GET /index/products/{slug}').map((call) => call.path)).toEqual([
      '/index/products/no-such-product-anywhere',
    ]);
  });

  it('is null for a product outside the viewer’s catalogues or no longer active', async () => {
    const gateway = await unitGateway(
      {
        'GET /index/products/{slug}': ({ path }) =>
          path.endsWith('other-catalog')
            ? erpProduct('other-catalog', { catalogs: ['SomeoneElsesCatalog'] })
            : erpProduct('inactive', { active: false }),
      },
      { principal: acmeBuyer },
    );
    for (const slug of ['other-catalog', 'inactive']) {
      const result = await gateway.run('query P($slug: String!) { product(slug: $slug) { slug } }', { slug });
      expect(result.data).toEqual({ product: null });
    }
  });
});

describe('ERP failures', () => {
  it('gives a clear UPSTREAM_UNAVAILABLE error without internals when the ERP is down', async () => {
    const gateway = await unitGateway(
      {
        'POST /index/products/query': () => {
          throw new ErpUnavailableError('server-error', 'POST /index/products/query', 'http://erp.internal:8080 503');
        },
      },
      { principal: acmeBuyer },
    );
    const result = await gateway.run(LISTING, { input: { query: 'erp-down-unique-query' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.errors?.[0]?.message).toBe(
      'We cannot reach our order system right now. Please try again in a moment.',
    );
    const text = JSON.stringify(result.errors);
    expect(text).not.toContain('erp.internal');
    expect(text).not.toMatch(/stack|at .*\.ts/i);
  });
});
