import { describe, expect } from 'vitest';
import { callsOf, type TestClient } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) {
    totalCount
    nodes { slug heading vendor { name } taxonomy { department category } items { erp vendorPartNumber price { amount { value } } } }
    facets { kind name selected values { value label count selected } }
  }
}`;

type Facet = {
  kind: string;
  name: string;
  selected: boolean;
  values: { value: string; label: string; count: number; selected: boolean }[];
};
type Listing = {
  productSearch: {
    totalCount: number;
    nodes: {
      slug: string;
      heading: string;
      vendor: { name: string };
      taxonomy: { department: string; category: string };
      items: { erp: string; vendorPartNumber: string }[];
    }[];
    facets: Facet[];
  };
};

const search = async (client: TestClient, input: Record<string, unknown>) => {
  const result = await client.gql<Listing>(LISTING, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.productSearch;
};

describe('a filtered listing page', () => {
  it('costs one search call (hits and facets together) and one pricing call', async ({ stack, buyer }) => {
    await stack.resetErpCalls();
    const listing = await search(buyer, { query: 'gloves', department: 'Safety', sort: 'PRICE_ASC' });
    expect(listing.nodes.length).toBeGreaterThan(0);
    expect(listing.facets.length).toBeGreaterThan(0);
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /index/products/query')).toBe(1);
    expect(callsOf(calls, 'GET /pricing')).toBe(1);
    expect(calls.total).toBe(2);
  });

  it('applies every URL filter kind and marks the selected facet values', async ({ buyer }) => {
    const all = await search(buyer, { query: 'gloves' });
    const vendor = all.facets.find((f) => f.kind === 'VENDOR')!.values[0]!.value;
    const byVendor = await search(buyer, { query: 'gloves', vendors: [vendor] });
    expect(byVendor.totalCount).toBeGreaterThan(0);
    expect(byVendor.totalCount).toBeLessThan(all.totalCount);
    expect(byVendor.nodes.every((n) => n.vendor.name === vendor)).toBe(true);
    const group = byVendor.facets.find((f) => f.kind === 'VENDOR')!;
    expect(group.selected).toBe(true);
    expect(group.values.find((v) => v.value === vendor)?.selected).toBe(true);

    const attribute = all.facets.find((f) => f.kind === 'ATTRIBUTE')!;
    const value = attribute.values[0]!;
    const byAttribute = await search(buyer, {
      query: 'gloves',
      filters: [{ attribute: attribute.name, value: value.value }],
    });
    expect(byAttribute.totalCount).toBe(value.count);

    const byDepartment = await search(buyer, { department: 'Safety' });
    expect(byDepartment.nodes.every((n) => n.taxonomy.department === 'Safety')).toBe(true);
    const category = byDepartment.nodes[0]!.taxonomy.category;
    const byCategory = await search(buyer, { department: 'Safety', category });
    expect(byCategory.nodes.every((n) => n.taxonomy.category === category)).toBe(true);
  });

  it('limits a listing to one of the viewer catalogues', async ({ buyer }) => {
    const both = await search(buyer, {});
    const safety = await search(buyer, { catalog: 'SafetyCatalog' });
    expect(safety.totalCount).toBeGreaterThan(0);
    expect(safety.totalCount).toBeLessThan(both.totalCount);
  });

  it('follows the facet rules: no blacklisted group, more than one value or selected, at most 50, cut labels', async ({
    buyer,
  }) => {
    const listing = await search(buyer, { query: 'gloves' });
    expect(listing.facets.length).toBeLessThanOrEqual(50);
    expect(listing.facets.map((f) => f.name)).not.toContain('Competitor Part#');
    for (const group of listing.facets) expect(group.values.length > 1 || group.selected).toBe(true);
    for (const group of listing.facets) {
      for (const v of group.values) expect(v.label.length).toBeLessThanOrEqual(group.kind === 'VENDOR' ? 24 : 30);
    }
    const longBrand = listing.facets.find((f) => f.kind === 'VENDOR')!.values.find((v) => v.value.length > 24);
    if (longBrand) expect(longBrand.label).toBe(`${longBrand.value.slice(0, 23)}…`);
  });
});

describe('search that buyers trust', () => {
  it('puts the product of an exact item number first, and of a vendor part number', async ({ buyer }) => {
    const sample = (await search(buyer, { query: 'drill' })).nodes[3]!;
    const byErp = await search(buyer, { query: sample.items[0]!.erp });
    expect(byErp.nodes[0]!.slug).toBe(sample.slug);
    expect(byErp.nodes[0]!.items[0]!.erp).toBe(sample.items[0]!.erp);
    const byVpn = await search(buyer, { query: sample.items[0]!.vendorPartNumber });
    expect(byVpn.nodes[0]!.slug).toBe(sample.slug);
  });

  it('tolerates a typo and treats singular and plural alike', async ({ buyer }) => {
    const right = await search(buyer, { query: 'gloves' });
    const typo = await search(buyer, { query: 'glvoes' });
    const singular = await search(buyer, { query: 'glove' });
    expect(typo.totalCount).toBeGreaterThan(0);
    expect(typo.nodes.map((n) => n.slug)).toEqual(right.nodes.map((n) => n.slug));
    expect(singular.totalCount).toBe(right.totalCount);
  });
});

describe('browsing', () => {
  it('lists departments with category counts and the catalogues, cached for the catalogue set', async ({
    stack,
    buyer,
  }) => {
    await stack.resetErpCalls();
    const query =
      '{ categoryTree { departments { name productCount categories { name productCount } } catalogs { name label productCount } } }';
    type Tree = {
      categoryTree: {
        departments: { name: string; productCount: number; categories: { productCount: number }[] }[];
        catalogs: { name: string }[];
      };
    };
    const first = await buyer.gql<Tree>(query);
    const tree = first.data!.categoryTree;
    expect(tree.departments.length).toBe(11);
    for (const d of tree.departments)
      expect(d.categories.reduce((sum, c) => sum + c.productCount, 0)).toBe(d.productCount);
    expect(tree.catalogs.map((c) => c.name).sort()).toEqual(['2014BSWebCatalog', 'SafetyCatalog']);
    const other = stack.client();
    await other.login('approver@acme.example');
    expect((await other.gql<Tree>(query)).data).toEqual(first.data);
    expect(callsOf(await stack.erpCalls(), 'GET /index/taxonomy')).toBe(1);
  });

  it('refuses a catalogue that is not the viewer’s', async ({ buyer }) => {
    const result = await buyer.gql('{ categoryTree(catalog: "Custom_Null") { departments { name } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lists brands with letters and finds one by slug, and an item by its number', async ({ buyer }) => {
    type Brands = { brands: { name: string; slug: string; letter: string; productCount: number }[] };
    const brands = (await buyer.gql<Brands>('{ brands { name slug letter productCount } }')).data!.brands;
    expect(brands.length).toBeGreaterThan(300);
    for (const b of brands) expect(b.letter).toBe(/^[A-Z]/i.test(b.name) ? b.name[0]!.toUpperCase() : '#');
    const brand = await buyer.gql<{ brand: { name: string } | null }>(
      'query B($slug: String!) { brand(slug: $slug) { name } }',
      { slug: brands[0]!.slug },
    );
    expect(brand.data!.brand!.name).toBe(brands[0]!.name);
    const none = await buyer.gql<{ brand: null }>('{ brand(slug: "no-such-brand") { name } }');
    expect(none.data!.brand).toBeNull();

    const sample = (await search(buyer, { query: 'gloves' })).nodes[0]!;
    const found = await buyer.gql<{ productSlugByItem: string | null }>(
      'query I($erp: String!) { productSlugByItem(erp: $erp) }',
      { erp: sample.items[0]!.erp },
    );
    expect(found.data!.productSlugByItem).toBe(sample.slug);
    const missing = await buyer.gql<{ productSlugByItem: string | null }>('{ productSlugByItem(erp: "0000000") }');
    expect(missing.data!.productSlugByItem).toBeNull();
  });
});

describe('a Custom_Null user', () => {
  it('gets the spec message instead of a search, without an ERP search call', async ({ stack }) => {
    const user = stack.client();
    await user.login('nullcatalog@initech.example');
    await stack.resetErpCalls();
    const result = await user.gql(LISTING, { input: { query: 'gloves' } });
    expect(result.errors?.[0]?.message).toBe(
      'Catalog search is not available for your account. Order using part numbers in Order Pad.',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('CATALOG_SEARCH_UNAVAILABLE');
    expect(callsOf(await stack.erpCalls(), 'POST /index/products/query')).toBe(0);
  });
});

describe('search suggestions', () => {
  it('suggests up to 10 products and fewer than 9 brands and categories from one search call, unpriced', async ({
    stack,
    buyer,
  }) => {
    await stack.resetErpCalls();
    type Suggestions = { searchSuggestions: { products: { slug: string }[]; brands: string[]; categories: string[] } };
    const result = await buyer.gql<Suggestions>(
      '{ searchSuggestions(query: "nitrile glo") { products { slug } brands categories } }',
    );
    const s = result.data!.searchSuggestions;
    expect(s.products.length).toBe(10);
    expect(s.brands.length).toBeGreaterThan(0);
    expect(s.brands.length).toBeLessThan(9);
    expect(s.categories.length).toBeLessThan(9);
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /index/products/query')).toBe(1);
    expect(calls.total).toBe(1);
    const empty = await buyer.gql<Suggestions>(
      '{ searchSuggestions(query: " ") { products { slug } brands categories } }',
    );
    expect(empty.data!.searchSuggestions).toEqual({ products: [], brands: [], categories: [] });
  });
});
