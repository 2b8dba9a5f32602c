import { describe, expect } from 'vitest';
import { test } from '../testing.ts';
import { getDataset } from '../data/store.ts';
import { SAFETY_CATALOG } from '../data/products.ts';
import { getSearchEngine, stem } from './engine.ts';

const it = test.extend(
  'search',
  ({ t }) =>
    (token: string, body: unknown) =>
      t.call('POST', '/index/products/query', { token, body }),
);

describe('product search', () => {
  it('stems plurals', () => {
    expect(stem('gloves')).toBe('glove');
    expect(stem('boxes')).toBe('box');
    expect(stem('glasses')).toBe('glass');
  });

  it('finds many gloves, with typos and in singular', async ({ buyer, search }) => {
    const plural = await search(buyer, { query: 'gloves' });
    expect(plural.status).toBe(200);
    expect(plural.body.nbHits).toBeGreaterThan(500);
    expect(plural.body.hits).toHaveLength(10);
    expect(plural.body.hits[0]?.heading).toMatch(/Gloves/);
    const singular = await search(buyer, { query: 'glove' });
    expect(singular.body.nbHits).toBe(plural.body.nbHits);
    const typo = await search(buyer, { query: 'glvoes' });
    expect(typo.body.nbHits).toBeGreaterThan(500);
    expect(typo.body.hits.every((h: { heading: string }) => /Gloves/.test(h.heading))).toBe(true);
  });

  it('ranks an exact erp or vpn first', async ({ buyer, search }) => {
    const ds = getDataset();
    const product = ds.products.find(
      (p) => p.active && p.items.length >= 3 && p.catalogs.includes('2014BSWebCatalog'),
    )!;
    const item = product.items[2]!;
    for (const q of [item.erp, item.vpn]) {
      const res = await search(buyer, { query: q, distinct: 1 });
      expect(res.body.hits[0]?.objectID).toBe(product.product_id);
      expect(res.body.hits[0]?.items[0]?.erp).toBe(item.erp);
    }
  });

  it('filters by the caller catalogs and active', async ({ t, buyer, globex, search }) => {
    const ds = getDataset();
    const safetyOnly = ds.products.find(
      (p) => p.active && p.catalogs.length === 1 && p.catalogs[0] === SAFETY_CATALOG,
    )!;
    const erp = safetyOnly.items[0]!.erp;
    const seen = await search(buyer, { query: erp });
    expect(seen.body.hits[0]?.objectID).toBe(safetyOnly.product_id);
    const hidden = await search(globex, { query: erp });
    expect(hidden.body.hits.map((h: { objectID: string }) => h.objectID)).not.toContain(safetyOnly.product_id);
    expect((await t.call('GET', `/index/products/${safetyOnly.slug}`, { token: buyer })).status).toBe(200);
    expect((await t.call('GET', `/index/products/${safetyOnly.slug}`, { token: globex })).body).toEqual({
      code: 404,
      message: 'Product not found.',
    });
    const inactive = ds.products.find((p) => !p.active)!;
    expect((await t.call('GET', `/index/products/${inactive.slug}`, { token: buyer })).status).toBe(404);
    const browse = await search(globex, { query: '', hitsPerPage: 1000 });
    expect(browse.body.hits.every((h: { catalogs: string[] }) => h.catalogs.includes('2014BSWebCatalog'))).toBe(true);
  });

  it('returns the full product with all items', async ({ t, buyer }) => {
    const p = getDataset().products.find(
      (x) => x.active && x.items.length === 6 && x.catalogs.includes('2014BSWebCatalog'),
    )!;
    const res = await t.call('GET', `/index/products/${p.slug}`, { token: buyer });
    expect(res.body.items).toHaveLength(6);
    expect(res.body).toMatchObject({ product_id: p.product_id, heading: p.heading, active: true });
  });

  it('counts facets over the whole filtered result and applies facet filters', async ({ buyer, search }) => {
    const res = await search(buyer, { query: 'gloves', facets: ['department', 'brand', 'attr_Size'], hitsPerPage: 5 });
    const deptCounts = res.body.facets.department as Record<string, number>;
    expect(deptCounts.Safety).toBe(res.body.nbHits);
    const brandTotal = Object.values(res.body.facets.brand as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(brandTotal).toBe(res.body.nbHits);
    expect(res.body.facets.attr_Size?.L).toBeGreaterThan(0);
    const [brand, count] = Object.entries(res.body.facets.brand as Record<string, number>)[0]!;
    const filtered = await search(buyer, { query: 'gloves', facetFilters: [[`brand:${brand}`]] });
    expect(filtered.body.nbHits).toBe(count);
    const sized = await search(buyer, {
      query: 'gloves',
      facetFilters: [['attr_Size:XL'], ['category:Hand Protection']],
      distinct: 3,
    });
    expect(sized.body.nbHits).toBeGreaterThan(0);
    for (const h of sized.body.hits) {
      expect(h.items.length).toBeLessThanOrEqual(3);
      expect(h.items.every((i: { item_specifications: string[] }) => i.item_specifications.includes('Size|XL'))).toBe(
        true,
      );
    }
    const all = await search(buyer, { query: 'end mill', facets: ['*'], hitsPerPage: 1 });
    expect(Object.keys(all.body.facets)).toEqual(
      expect.arrayContaining(['department', 'category', 'style', 'type', 'vendor', 'brand', 'attr_Coating']),
    );
  });

  it('orders by lowest list price and pages', async ({ buyer, search }) => {
    const ds = getDataset();
    const asc = await search(buyer, { query: 'gloves', orderBy: 'orderby_cost_asc', hitsPerPage: 50 });
    const prices = asc.body.hits.map((h: { objectID: string }) => ds.minPrice.get(h.objectID)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search(buyer, { query: 'gloves', orderBy: 'orderby_cost_desc', hitsPerPage: 50 });
    const dprices = desc.body.hits.map((h: { objectID: string }) => ds.minPrice.get(h.objectID)!);
    expect(dprices).toEqual([...dprices].sort((a, b) => b - a));
    const page2 = await search(buyer, { query: 'gloves', page: 1, hitsPerPage: 7 });
    expect(page2.body).toMatchObject({ page: 1, hitsPerPage: 7, nbPages: Math.ceil(page2.body.nbHits / 7) });
    expect((await search(buyer, { hitsPerPage: 1001 })).status).toBe(400);
  });

  it('searches within results: only narrows, every word, no typo fallback', async ({ buyer, search }) => {
    const ds = getDataset();
    const all = await search(buyer, { query: 'gloves', hitsPerPage: 1000 });
    const within = await search(buyer, { query: 'gloves', within: 'nitrile', hitsPerPage: 200 });
    expect(within.status).toBe(200);
    expect(within.body.nbHits).toBeGreaterThan(10);
    expect(within.body.nbHits).toBeLessThan(all.body.nbHits);
    for (const hit of within.body.hits as { objectID: string }[]) {
      const product = JSON.stringify(ds.products.find((p) => p.product_id === hit.objectID)).toLowerCase();
      expect(product).toContain('glove');
      expect(product).toContain('nitrile');
    }
    const twoWords = await search(buyer, { query: 'gloves', within: 'nitrile disposable', hitsPerPage: 1000 });
    expect(twoWords.body.nbHits).toBeGreaterThan(0);
    expect(twoWords.body.nbHits).toBeLessThan(within.body.nbHits);
    expect((await search(buyer, { query: 'gloves', within: 'zqxvw' })).body.nbHits).toBe(0);
    const browse = await search(buyer, { facetFilters: [['department:Safety']], within: 'nitrile' });
    expect(browse.body.nbHits).toBeGreaterThan(0);
    expect(
      browse.body.hits.every((h: { taxonomy: { department: string } }) => h.taxonomy.department === 'Safety'),
    ).toBe(true);
    const fourth = all.body.hits[3] as { objectID: string; items: { erp: string }[] };
    const byPart = await search(buyer, { query: 'gloves', within: fourth.items[0]!.erp });
    expect(byPart.body.hits.map((h: { objectID: string }) => h.objectID)).toContain(fourth.objectID);
    expect((await search(buyer, { query: 'gloves', within: 7 })).status).toBe(400);
  });

  it('browses everything allowed in a stable order for an empty query', async ({ buyer, search }) => {
    const a = await search(buyer, { query: '', hitsPerPage: 20 });
    const b = await search(buyer, {});
    expect(a.body.nbHits).toBeGreaterThan(19_000);
    expect(b.body.hits.map((h: { objectID: string }) => h.objectID)).toEqual(
      a.body.hits.slice(0, 10).map((h: { objectID: string }) => h.objectID),
    );
  });
});

describe('customer part numbers', () => {
  // A customer part number of customer 10001 on an item of the catalogue both customers share.
  const sharedPart = () => {
    const table = getSearchEngine(getDataset()).customerParts.get('10001')!;
    const { erp, product } = [...table.byPart.values()].find(
      (entry) => entry.product.active && entry.product.catalogs.includes('2014BSWebCatalog'),
    )!;
    return { part: table.byErp.get(erp)!, erp, product };
  };

  it('are seeded for customer 10001 only, the same at every start', () => {
    const table = getSearchEngine(getDataset()).customerParts.get('10001')!;
    expect(table.byErp.size).toBeGreaterThan(1000);
    expect([...table.byErp.values()].slice(0, 2)).toEqual(['ACME-00001', 'ACME-00002']);
    expect(getSearchEngine(getDataset()).customerParts.has('10004')).toBe(false);
  });

  it('rank the item first for its customer, exactly and in any case, and show on its items', async ({
    t,
    buyer,
    search,
  }) => {
    const { part, erp, product } = sharedPart();
    for (const query of [part, part.toLowerCase()]) {
      const res = await search(buyer, { query, distinct: 1 });
      expect(res.body.hits[0]?.objectID).toBe(product.product_id);
      expect(res.body.hits[0]?.items[0]).toMatchObject({ erp, cpn: part });
    }
    const page = await t.call('GET', `/index/products/${product.slug}`, { token: buyer });
    expect(page.body.items.find((i: { erp: string }) => i.erp === erp)?.cpn).toBe(part);
  });

  it('are neither matched nor shown for another customer', async ({ t, globex, search }) => {
    const { part, erp, product } = sharedPart();
    const res = await search(globex, { query: part, hitsPerPage: 50 });
    expect(res.body.hits.map((h: { objectID: string }) => h.objectID)).not.toContain(product.product_id);
    const page = await t.call('GET', `/index/products/${product.slug}`, { token: globex });
    expect(page.body.items.find((i: { erp: string }) => i.erp === erp)?.cpn).toBeNull();
  });
});

describe('stored search filters', () => {
  it('are found by slug or by id, need a token, and are 404 otherwise', async ({ t, buyer, globex }) => {
    const bySlug = await t.call('GET', '/search-filter/safety-gloves', { token: globex });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({
      id: 1,
      slug: 'safety-gloves',
      title: 'Safety Gloves',
      query: 'gloves',
      department: 'Safety',
      vendors: [],
      attributes: [],
    });
    expect((await t.call('GET', '/search-filter/1', { token: buyer })).body).toEqual(bySlug.body);
    expect((await t.call('GET', '/search-filter/2', { token: buyer })).body.attributes).toEqual([
      { title: 'Tool Material', value: 'Solid Carbide' },
    ]);
    expect((await t.call('GET', '/search-filter/no-such-filter', { token: buyer })).body).toEqual({
      code: 404,
      message: 'Search filter not found.',
    });
    expect((await t.call('GET', '/search-filter/99', { token: buyer })).status).toBe(404);
    expect((await t.call('GET', '/search-filter/safety-gloves')).status).toBe(401);
  });

  it('list products when searched', async ({ t, buyer, search }) => {
    const brand = (await t.call('GET', '/search-filter/3', { token: buyer })).body;
    const res = await search(buyer, {
      query: brand.query ?? '',
      facetFilters: brand.vendors.map((v: string) => [`vendor:${v}`]),
    });
    expect(res.body.nbHits).toBeGreaterThan(0);
    const carbide = await search(buyer, {
      facetFilters: [['department:Cutting Tools'], ['attr_Tool Material:Solid Carbide']],
    });
    expect(carbide.body.nbHits).toBeGreaterThan(0);
  });
});
