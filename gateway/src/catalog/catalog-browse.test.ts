// Browsing the catalogue over the typed fake ERP: the category tree and brands (cached per catalogue
// set), stored search filters (shared by everyone), search suggestions, search within results,
// customer part numbers on items, and the Custom_Null user who may not search.
import { describe, expect, it } from 'vitest';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway } from '../testing/unit.ts';
import { ACME_CATALOG, erpHit, erpItem, erpSearchResult, pricesEveryItem } from '../testing/erp-answers/catalog.ts';

const acmeBuyer = principalOf({ catalogs: [ACME_CATALOG, 'SafetyCatalog'] });
const acmeApprover = principalOf({ userId: 2, username: 'approver@acme.example', catalogs: acmeBuyer.catalogs });
const globexBuyer = principalOf({
  userId: 10,
  username: 'buyer@globex.example',
  customerNumber: '10004',
  catalogs: [ACME_CATALOG],
});

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) { totalCount nodes { slug items { erp customerPartNumber } } }
}`;

describe('browsing', () => {
  it('lists departments with category counts and the catalogues, cached for the catalogue set', async () => {
    const gateway = await unitGateway(
      {
        'GET /index/taxonomy': () => ({
          departments: [
            {
              name: 'Safety',
              product_count: 30,
              categories: [
                { name: 'Gloves', product_count: 20 },
                { name: 'Eyewear', product_count: 10 },
              ],
            },
          ],
          catalogs: [
            { catalog_name: ACME_CATALOG, label: 'Acme', product_count: 25 },
            { catalog_name: 'SafetyCatalog', label: 'Safety', product_count: 5 },
          ],
        }),
      },
      { principal: acmeBuyer },
    );
    const query =
      '{ categoryTree { departments { name productCount categories { name productCount } } catalogs { name label productCount } } }';
    type Tree = {
      categoryTree: {
        departments: { name: string; productCount: number; categories: { productCount: number }[] }[];
        catalogs: { name: string }[];
      };
    };
    const first = await gateway.run<Tree>(query);
    const tree = first.data!.categoryTree;
    expect(tree.departments).toEqual([
      {
        name: 'Safety',
        productCount: 30,
        categories: [
          { name: 'Gloves', productCount: 20 },
          { name: 'Eyewear', productCount: 10 },
        ],
      },
    ]);
    expect(tree.catalogs.map((c) => c.name).sort()).toEqual(['2014BSWebCatalog', 'SafetyCatalog']);
    const other = await gateway.as(acmeApprover);
    expect((await other.run<Tree>(query)).data).toEqual(first.data);
    expect(gateway.callsTo('GET /index/taxonomy')).toHaveLength(1);
  });

  it('refuses a catalogue that is not the viewer’s', async () => {
    const gateway = await unitGateway({}, { principal: acmeBuyer });
    const result = await gateway.run('{ categoryTree(catalog: "Custom_Null") { departments { name } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gateway.calls).toEqual([]);
  });

  it('lists brands with letters and finds one by slug, and an item by its number', async () => {
    const vendor = (name: string, slug: string) => ({ name, slug, image: null, override: null, product_count: 3 });
    const gateway = await unitGateway(
      {
        'GET /index/vendors': () => ({
          vendors: [vendor('Ansell', 'ansell'), vendor('3M', '3m'), vendor('moldex', 'moldex')],
        }),
        'GET /index/items/{erp}': ({ path }) => {
          if (path.endsWith('/0000000')) throw erpError(404, 'Item not found');
          return { erp: 'glove-1-1', slug: 'glove-1' };
        },
      },
      { principal: acmeBuyer },
    );
    type Brands = { brands: { name: string; slug: string; letter: string; productCount: number }[] };
    const brands = (await gateway.run<Brands>('{ brands { name slug letter productCount } }')).data!.brands;
    expect(brands.map((b) => [b.name, b.letter])).toEqual([
      ['Ansell', 'A'],
      ['3M', '#'],
      ['moldex', 'M'],
    ]);
    const brand = await gateway.run<{ brand: { name: string } | null }>(
      'query B($slug: String!) { brand(slug: $slug) { name } }',
      { slug: brands[0]!.slug },
    );
    expect(brand.data!.brand!.name).toBe(brands[0]!.name);
    const none = await gateway.run<{ brand: null }>('{ brand(slug: "no-such-brand") { name } }');
    expect(none.data!.brand).toBeNull();
    expect(gateway.callsTo('GET /index/vendors')).toHaveLength(1);

    const found = await gateway.run<{ productSlugByItem: string | null }>(
      'query I($erp: String!) { productSlugByItem(erp: $erp) }',
      { erp: 'glove-1-1' },
    );
    expect(found.data!.productSlugByItem).toBe('glove-1');
    const missing = await gateway.run<{ productSlugByItem: string | null }>('{ productSlugByItem(erp: "0000000") }');
    expect(missing.data!.productSlugByItem).toBeNull();
  });
});

describe('stored search filters (/eb/{slug})', () => {
  it('give the listing filters of a slug, cached, and null for an unknown or numeric slug', async () => {
    const gateway = await unitGateway(
      {
        'GET /search-filter/{id}': ({ path }) => {
          if (!path.endsWith('/solid-carbide-cutting-tools')) throw erpError(404, 'Search filter not found');
          return {
            id: 7,
            slug: 'solid-carbide-cutting-tools',
            title: 'Solid Carbide Cutting Tools',
            query: null,
            department: 'Cutting Tools',
            category: null,
            styles: [],
            types: [],
            vendors: [],
            attributes: [{ title: 'Tool Material', value: 'Solid Carbide' }],
          };
        },
      },
      { principal: acmeBuyer },
    );
    const query =
      'query F($slug: String!) { searchFilter(slug: $slug) { slug title query department category styles types vendors filters { attribute value } } }';
    const first = await gateway.run<{ searchFilter: Record<string, unknown> | null }>(query, {
      slug: 'solid-carbide-cutting-tools',
    });
    expect(first.data!.searchFilter).toEqual({
      slug: 'solid-carbide-cutting-tools',
      title: 'Solid Carbide Cutting Tools',
      query: null,
      department: 'Cutting Tools',
      category: null,
      styles: [],
      types: [],
      vendors: [],
      filters: [{ attribute: 'Tool Material', value: 'Solid Carbide' }],
    });
    const other = await gateway.as(globexBuyer);
    expect((await other.run(query, { slug: 'solid-carbide-cutting-tools' })).data).toEqual(first.data);
    expect(gateway.callsTo('GET /search-filter/{id}')).toHaveLength(1);
    expect(
      (await gateway.run<{ searchFilter: null }>(query, { slug: 'no-such-filter' })).data!.searchFilter,
    ).toBeNull();
    expect((await gateway.run<{ searchFilter: null }>(query, { slug: '1' })).data!.searchFilter).toBeNull();
    // A numeric slug is never asked of the ERP.
    expect(gateway.callsTo('GET /search-filter/{id}').map((call) => call.path)).toEqual([
      '/search-filter/solid-carbide-cutting-tools',
      '/search-filter/no-such-filter',
    ]);
  });
});

describe('a Custom_Null user', () => {
  it('gets the spec message instead of a search, without an ERP search call', async () => {
    const gateway = await unitGateway(
      {},
      { principal: principalOf({ customerNumber: '10005', catalogs: ['Custom_Null'] }) },
    );
    const result = await gateway.run(LISTING, { input: { query: 'gloves' } });
    expect(result.errors?.[0]?.message).toBe(
      'Catalog search is not available for your account. Order using part numbers in Order Pad.',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('CATALOG_SEARCH_UNAVAILABLE');
    expect(gateway.calls).toEqual([]);
  });
});

describe('search suggestions', () => {
  it('suggests up to 10 products and fewer than 9 brands and categories from one search call, unpriced', async () => {
    const counts = (prefix: string) =>
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${prefix} ${i}`, 12 - i]));
    const gateway = await unitGateway(
      {
        'POST /index/products/query': () =>
          erpSearchResult(
            Array.from({ length: 10 }, (_, i) => erpHit(`nitrile-glove-${i}`)),
            { facets: { vendor: counts('Brand'), category: counts('Category') } },
          ),
      },
      { principal: acmeBuyer },
    );
    type Suggestions = { searchSuggestions: { products: { slug: string }[]; brands: string[]; categories: string[] } };
    const result = await gateway.run<Suggestions>(
      '{ searchSuggestions(query: "nitrile glo") { products { slug } brands categories } }',
    );
    const s = result.data!.searchSuggestions;
    expect(s.products.length).toBe(10);
    // Fewer than 9 of each: the 8 with the most products.
    expect(s.brands).toEqual(Array.from({ length: 8 }, (_, i) => `Brand ${i}`));
    expect(s.categories.length).toBe(8);
    expect(gateway.callsTo('POST /index/products/query')).toHaveLength(1);
    expect(gateway.calls).toHaveLength(1);
    expect(gateway.calls[0]!.body).toMatchObject({
      query: 'nitrile glo',
      hitsPerPage: 10,
      facets: ['vendor', 'category'],
    });
    const empty = await gateway.run<Suggestions>(
      '{ searchSuggestions(query: " ") { products { slug } brands categories } }',
    );
    expect(empty.data!.searchSuggestions).toEqual({ products: [], brands: [], categories: [] });
    expect(gateway.calls).toHaveLength(1);
  });
});

describe('customer part numbers', () => {
  it('are shown on the item of the customer who owns them', async () => {
    const gateway = await unitGateway(
      {
        'POST /index/products/query': () =>
          erpSearchResult([erpHit('glove-1', 0, { items: [erpItem('glove-1-1', { cpn: 'ACME-77' })] })]),
        'GET /pricing': pricesEveryItem(),
      },
      { principal: acmeBuyer },
    );
    const page = await gateway.run<{ productSearch: { nodes: { items: unknown[] }[] } }>(LISTING, {
      input: { query: 'ACME-77' },
    });
    expect(page.data!.productSearch.nodes[0]!.items[0]).toEqual({ erp: 'glove-1-1', customerPartNumber: 'ACME-77' });
  });

  it('are never served from one customer’s cached search to another', async () => {
    const gateway = await unitGateway(
      {
        'POST /index/products/query': () =>
          erpSearchResult([erpHit('glove-1', 0, { items: [erpItem('glove-1-1', { cpn: 'ACME-77' })] })]),
      },
      { principal: acmeBuyer },
    );
    await gateway.run(LISTING, { input: { query: 'ACME-77' } });
    const globex = await gateway.as(globexBuyer);
    gateway.answer({ 'POST /index/products/query': () => erpSearchResult([]) });
    const page = await globex.run<{ productSearch: { totalCount: number } }>(LISTING, { input: { query: 'ACME-77' } });
    expect(page.data!.productSearch.totalCount).toBe(0);
    expect(gateway.callsTo('POST /index/products/query')).toHaveLength(2);
  });
});

describe('search within results', () => {
  it('sends the words to narrow by, trimmed, and nothing when there are none', async () => {
    const gateway = await unitGateway(
      { 'POST /index/products/query': () => erpSearchResult([]) },
      { principal: acmeBuyer },
    );
    for (const within of ['  nitrile  ', '', undefined]) {
      await gateway.run(LISTING, { input: { query: 'gloves', department: 'Safety', within } });
    }
    const bodies = gateway.callsTo('POST /index/products/query').map((call) => call.body as Record<string, unknown>);
    expect(bodies[0]).toMatchObject({ query: 'gloves', within: 'nitrile' });
    expect(bodies).toHaveLength(2); // '' and no `within` ask the same, so the second is cached
    expect(bodies[1]).not.toHaveProperty('within');
  });
});
