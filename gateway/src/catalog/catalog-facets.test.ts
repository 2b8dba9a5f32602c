// Facet groups of a listing over the typed fake ERP: what the listing asks of the search engine,
// how each group is cut and labelled (storefront §5), and expanding one group.
import { describe, expect, it } from 'vitest';
import { principalOf, unitGateway, type UnitGateway } from '../testing/unit.ts';
import { ACME_CATALOG, erpHit, erpSearchResult, pricesEveryItem } from '../testing/erp-answers/catalog.ts';
import { FACET_VALUES_IN_LISTING } from './facet-rules.ts';

type Group = {
  kind: string;
  name: string;
  selected: boolean;
  totalValueCount: number;
  values: { value: string; label: string; count: number; selected: boolean }[];
};
type Page = { totalCount: number; nodes: { slug: string }[]; facets: Group[] };

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) {
    totalCount
    nodes { slug items { erp price { amount { value } } } }
    facets { kind name selected totalValueCount values { value label count selected } }
  }
}`;
const FACET_VALUES = `query Values($input: ProductSearchInput!, $kind: FacetKind!, $name: String) {
  facetValues(input: $input, kind: $kind, name: $name) { kind name selected totalValueCount values { value count selected } }
}`;

// 321 brands with distinct counts (so the order is fixed), one with a long name; 52 attribute groups.
const LONG_BRAND = 'Brand With A Name Longer Than 24';
const brandCounts = {
  [LONG_BRAND]: 400,
  ...Object.fromEntries(Array.from({ length: 320 }, (_, i) => [`Brand ${1000 + i}`, 320 - i])),
};
const totalOfBrands = Object.values(brandCounts).reduce((sum, count) => sum + count, 0);
const facets = {
  department: { Safety: 40, Janitorial: 2 },
  vendor: brandCounts,
  catalog: { [ACME_CATALOG]: 42 },
  brand: { Ansell: 2, '3M': 3 },
  'attr_Competitor Part#': { X1: 1, X2: 1 },
  'attr_Only One': { Alone: 42 },
  'attr_A Very Long Attribute': { 'A value far longer than thirty characters': 3, Short: 2 },
  ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`attr_Attribute ${i}`, { a: 1, b: 2 }])),
};

const gatewayWithFacets = (): Promise<UnitGateway> =>
  unitGateway(
    {
      'POST /index/products/query': ({ init }) => {
        const asked = init.body.facets ?? [];
        const counts = asked.includes('*')
          ? facets
          : Object.fromEntries(asked.map((name) => [name, facets[name as keyof typeof facets] ?? {}]));
        return erpSearchResult([erpHit('glove-1', 2)], { nbHits: totalOfBrands, facets: counts });
      },
      'GET /pricing': pricesEveryItem(),
    },
    { principal: principalOf({ catalogs: [ACME_CATALOG] }) },
  );

const listing = async (gateway: UnitGateway, input: Record<string, unknown>) => {
  const result = await gateway.run<{ productSearch: Page }>(LISTING, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.productSearch;
};
const values = async (gateway: UnitGateway, input: Record<string, unknown>, kind: string, name?: string) => {
  const result = await gateway.run<{ facetValues: Group | null }>(FACET_VALUES, { input, kind, name });
  expect(result.errors).toBeUndefined();
  return result.data!.facetValues;
};

describe('facet values of a listing', () => {
  it('are cut per group with the group total, and a listing page still costs one search and one pricing call', async () => {
    const gateway = await gatewayWithFacets();
    const page = await listing(gateway, { query: '' });
    expect(gateway.callsTo('POST /index/products/query')).toHaveLength(1);
    expect(gateway.callsTo('GET /pricing')).toHaveLength(1);
    expect(gateway.calls).toHaveLength(2);
    const brand = page.facets.find((group) => group.kind === 'VENDOR')!;
    expect(brand.totalValueCount).toBeGreaterThan(300);
    expect(brand.values).toHaveLength(FACET_VALUES_IN_LISTING);
    for (const group of page.facets) expect(group.values.length).toBeLessThanOrEqual(FACET_VALUES_IN_LISTING);
  });

  it('keep every selected value, even past the cut', async () => {
    const gateway = await gatewayWithFacets();
    const all = await values(gateway, { query: '' }, 'VENDOR');
    const chosen = all!.values.slice(0, FACET_VALUES_IN_LISTING + 2).map((v) => v.value);
    const page = await listing(gateway, { query: '', vendors: chosen });
    const brand = page.facets.find((group) => group.kind === 'VENDOR')!;
    expect(brand.selected).toBe(true);
    expect(brand.values.map((v) => v.value).sort()).toEqual([...chosen].sort());
    expect(brand.values.every((v) => v.selected)).toBe(true);
  });

  it('come whole for an expanded group from one cached search call, counted like the listing', async () => {
    const gateway = await gatewayWithFacets();
    const input = { query: 'gloves', sort: 'PRICE_DESC' };
    const page = await listing(gateway, input);
    const cutBrand = page.facets.find((group) => group.kind === 'VENDOR')!;
    gateway.calls.length = 0;
    const whole = await values(gateway, input, 'VENDOR');
    expect(whole!.values).toHaveLength(whole!.totalValueCount);
    expect(whole!.totalValueCount).toBe(cutBrand.totalValueCount);
    expect(whole!.values.slice(0, cutBrand.values.length)).toEqual(
      cutBrand.values.map(({ value, count, selected }) => ({ value, count, selected })),
    );
    expect(whole!.values.reduce((sum, v) => sum + v.count, 0)).toBe(page.totalCount);
    // The same group again, and with another sort (which does not change counts): from the cache.
    await values(gateway, { ...input, sort: 'RELEVANCE' }, 'VENDOR');
    expect(gateway.callsTo('POST /index/products/query')).toHaveLength(1);
    expect(gateway.calls).toHaveLength(1);
    expect((gateway.calls[0]!.body as { facets: string[] }).facets).toEqual(['vendor']);
  });

  it('of an attribute group come by its name; hidden and unknown groups are null', async () => {
    const gateway = await gatewayWithFacets();
    const page = await listing(gateway, { query: 'gloves' });
    const attribute = page.facets.find((group) => group.kind === 'ATTRIBUTE')!;
    expect((await values(gateway, { query: 'gloves' }, 'ATTRIBUTE', attribute.name))?.name).toBe(attribute.name);
    expect(await values(gateway, { query: 'gloves' }, 'ATTRIBUTE', 'Competitor Part#')).toBeNull();
    expect(await values(gateway, { query: 'gloves' }, 'ATTRIBUTE', 'No Such Attribute')).toBeNull();
  });
});

describe('a filtered listing page', () => {
  it('costs one search call (hits and facets together) and one pricing call', async () => {
    const gateway = await gatewayWithFacets();
    const page = await listing(gateway, { query: 'gloves', department: 'Safety', sort: 'PRICE_ASC' });
    expect(page.nodes.length).toBeGreaterThan(0);
    expect(page.facets.length).toBeGreaterThan(0);
    expect(gateway.callsTo('POST /index/products/query')).toHaveLength(1);
    expect(gateway.callsTo('GET /pricing')).toHaveLength(1);
    expect(gateway.calls).toHaveLength(2);
  });

  it('limits a listing to one of the viewer catalogues', async () => {
    const gateway = await gatewayWithFacets();
    await listing(gateway, {});
    await listing(gateway, { catalog: 'SafetyCatalog' });
    const filters = gateway
      .callsTo('POST /index/products/query')
      .map((call) => (call.body as { facetFilters: string[][] }).facetFilters);
    expect(filters).toEqual([[], [['catalog:SafetyCatalog']]]);
  });

  it('follows the facet rules: no blacklisted group, more than one value or selected, at most 50, cut labels', async () => {
    const gateway = await gatewayWithFacets();
    const page = await listing(gateway, { query: 'gloves' });
    expect(page.facets).toHaveLength(50);
    const names = page.facets.map((f) => f.name);
    for (const hidden of ['Competitor Part#', 'Only One', 'brand', 'catalog']) expect(names).not.toContain(hidden);
    for (const group of page.facets) expect(group.values.length > 1 || group.selected).toBe(true);
    for (const group of page.facets) {
      for (const v of group.values) expect(v.label.length).toBeLessThanOrEqual(group.kind === 'VENDOR' ? 24 : 30);
    }
    const longBrand = page.facets.find((f) => f.kind === 'VENDOR')!.values.find((v) => v.value === LONG_BRAND)!;
    expect(longBrand.label).toBe(`${LONG_BRAND.slice(0, 23)}…`);
    const long = page.facets.find((f) => f.name === 'A Very Long Attribute')!.values[0]!;
    expect(long.label).toBe(`${long.value.slice(0, 29)}…`);
  });
});
