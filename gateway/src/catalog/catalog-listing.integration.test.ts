// Facet groups cut in the listing and fetched whole on expand, stored search filters (/eb/{slug})
// and customer part numbers, over the real sandbox.
import { describe, expect } from 'vitest';
import { getDataset, getSearchEngine } from '@mro/erp-sandbox';
import { callsOf, type TestClient } from '../testing/stack.ts';
import { test } from '../testing/fixtures.ts';
import { FACET_VALUES_IN_LISTING } from './facet-rules.ts';

type Group = {
  kind: string;
  name: string;
  selected: boolean;
  totalValueCount: number;
  values: { value: string; count: number; selected: boolean }[];
};
type Hit = { slug: string; items: { erp: string; customerPartNumber: string | null }[] };

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) {
    totalCount
    nodes { slug items { erp customerPartNumber price { amount { value } } } }
    facets { kind name selected totalValueCount values { value count selected } }
  }
}`;
const FACET_VALUES = `query Values($input: ProductSearchInput!, $kind: FacetKind!, $name: String) {
  facetValues(input: $input, kind: $kind, name: $name) { kind name selected totalValueCount values { value count selected } }
}`;

const listing = async (client: TestClient, input: Record<string, unknown>) => {
  const result = await client.gql<{ productSearch: { totalCount: number; nodes: Hit[]; facets: Group[] } }>(LISTING, {
    input,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.productSearch;
};
const it = test.extend('values', ({ buyer }) => async (input: Record<string, unknown>, kind: string, name?: string) => {
  const result = await buyer.gql<{ facetValues: Group | null }>(FACET_VALUES, { input, kind, name });
  expect(result.errors).toBeUndefined();
  return result.data!.facetValues;
});

describe('facet values of a listing', () => {
  it('are cut per group with the group total, and a listing page still costs one search and one pricing call', async ({
    stack,
    buyer,
  }) => {
    await stack.resetErpCalls();
    const page = await listing(buyer, { query: '' });
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /index/products/query')).toBe(1);
    expect(callsOf(calls, 'GET /pricing')).toBe(1);
    expect(calls.total).toBe(2);
    const brand = page.facets.find((group) => group.kind === 'VENDOR')!;
    expect(brand.totalValueCount).toBeGreaterThan(300);
    expect(brand.values).toHaveLength(FACET_VALUES_IN_LISTING);
    for (const group of page.facets) expect(group.values.length).toBeLessThanOrEqual(FACET_VALUES_IN_LISTING);
  });

  it('keep every selected value, even past the cut', async ({ buyer, values }) => {
    const all = await values({ query: '' }, 'VENDOR');
    const chosen = all!.values.slice(0, FACET_VALUES_IN_LISTING + 2).map((v) => v.value);
    const page = await listing(buyer, { query: '', vendors: chosen });
    const brand = page.facets.find((group) => group.kind === 'VENDOR')!;
    expect(brand.selected).toBe(true);
    expect(brand.values.map((v) => v.value).sort()).toEqual([...chosen].sort());
    expect(brand.values.every((v) => v.selected)).toBe(true);
  });

  it('come whole for an expanded group from one cached search call, counted like the listing', async ({
    stack,
    buyer,
    values,
  }) => {
    const input = { query: 'gloves', sort: 'PRICE_DESC' };
    const page = await listing(buyer, input);
    const cutBrand = page.facets.find((group) => group.kind === 'VENDOR')!;
    await stack.resetErpCalls();
    const whole = await values(input, 'VENDOR');
    expect(whole!.values).toHaveLength(whole!.totalValueCount);
    expect(whole!.totalValueCount).toBe(cutBrand.totalValueCount);
    expect(whole!.values.slice(0, cutBrand.values.length)).toEqual(cutBrand.values);
    expect(whole!.values.reduce((sum, v) => sum + v.count, 0)).toBe(page.totalCount);
    // The same group again, and with another sort (which does not change counts): from the cache.
    await values({ ...input, sort: 'RELEVANCE' }, 'VENDOR');
    const calls = await stack.erpCalls();
    expect(callsOf(calls, 'POST /index/products/query')).toBe(1);
    expect(calls.total).toBe(1);
  });

  it('of an attribute group come by its name; hidden and unknown groups are null', async ({ buyer, values }) => {
    const page = await listing(buyer, { query: 'gloves' });
    const attribute = page.facets.find((group) => group.kind === 'ATTRIBUTE')!;
    expect((await values({ query: 'gloves' }, 'ATTRIBUTE', attribute.name))?.name).toBe(attribute.name);
    expect(await values({ query: 'gloves' }, 'ATTRIBUTE', 'Competitor Part#')).toBeNull();
    expect(await values({ query: 'gloves' }, 'ATTRIBUTE', 'No Such Attribute')).toBeNull();
  });
});

describe('stored search filters (/eb/{slug})', () => {
  it('give the listing filters of a slug, cached, and null for an unknown or numeric slug', async ({
    stack,
    buyer,
  }) => {
    const query =
      'query F($slug: String!) { searchFilter(slug: $slug) { slug title query department category styles types vendors filters { attribute value } } }';
    await stack.resetErpCalls();
    const first = await buyer.gql<{ searchFilter: Record<string, unknown> | null }>(query, {
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
    const other = stack.client();
    await other.login('buyer@globex.example');
    expect((await other.gql(query, { slug: 'solid-carbide-cutting-tools' })).data).toEqual(first.data);
    expect(callsOf(await stack.erpCalls(), 'GET /search-filter/{id}')).toBe(1);
    expect((await buyer.gql<{ searchFilter: null }>(query, { slug: 'no-such-filter' })).data!.searchFilter).toBeNull();
    expect((await buyer.gql<{ searchFilter: null }>(query, { slug: '1' })).data!.searchFilter).toBeNull();

    const filtered = await listing(buyer, {
      department: 'Cutting Tools',
      filters: [{ attribute: 'Tool Material', value: 'Solid Carbide' }],
    });
    expect(filtered.totalCount).toBeGreaterThan(0);
  });
});

describe('customer part numbers', () => {
  const acmePart = () => {
    const table = getSearchEngine(getDataset()).customerParts.get('10001')!;
    const entry = [...table.byPart.values()].find(
      (e) => e.product.active && e.product.catalogs.includes('2014BSWebCatalog'),
    )!;
    return { part: table.byErp.get(entry.erp)!, erp: entry.erp, slug: entry.product.slug };
  };

  it('put the item of an exact customer part number first, shown on the item', async ({ buyer }) => {
    const { part, erp, slug } = acmePart();
    const page = await listing(buyer, { query: part });
    expect(page.nodes[0]!.slug).toBe(slug);
    expect(page.nodes[0]!.items[0]).toMatchObject({ erp, customerPartNumber: part });
  });

  it('are another customer’s secret: neither found nor shown, even from the cache', async ({ stack, buyer }) => {
    const { part, slug, erp } = acmePart();
    await listing(buyer, { query: part });
    const globex = stack.client();
    await globex.login('buyer@globex.example');
    const page = await listing(globex, { query: part });
    expect(page.nodes.map((n) => n.slug)).not.toContain(slug);
    const product = await globex.gql<{ product: { items: { erp: string; customerPartNumber: string | null }[] } }>(
      'query P($slug: String!) { product(slug: $slug) { items { erp customerPartNumber } } }',
      { slug },
    );
    expect(product.data!.product.items.find((i) => i.erp === erp)!.customerPartNumber).toBeNull();
  });
});

describe('search within results', () => {
  it('narrows the query and filters to hits matching every word, paging to the last page', async ({ buyer }) => {
    const all = await listing(buyer, { query: 'gloves', department: 'Safety' });
    const within = await listing(buyer, { query: 'gloves', department: 'Safety', within: '  nitrile  ' });
    expect(within.totalCount).toBeGreaterThan(10);
    expect(within.totalCount).toBeLessThan(all.totalCount);
    const lastPage = Math.ceil(within.totalCount / 10) - 1;
    const last = await listing(buyer, { query: 'gloves', department: 'Safety', within: 'nitrile', page: lastPage });
    expect(last.nodes.length).toBe(within.totalCount - lastPage * 10);
    const { products } = getDataset();
    for (const hit of [...within.nodes, ...last.nodes]) {
      const product = JSON.stringify(products.find((p) => p.slug === hit.slug)).toLowerCase();
      expect(product).toContain('nitrile');
    }
    expect((await listing(buyer, { query: 'gloves', within: 'zqxvw' })).totalCount).toBe(0);
    expect((await listing(buyer, { query: 'gloves', within: '' })).totalCount).toBe(
      (await listing(buyer, { query: 'gloves' })).totalCount,
    );
  });
});
