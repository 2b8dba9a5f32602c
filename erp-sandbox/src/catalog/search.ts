import { HttpError } from '../http/router.ts';
import { PRODUCT_FACETS, STRICT_OPTIONS, TYPO_OPTIONS, type SearchEngine } from './engine.ts';
import type { Product, ProductItem, Schemas } from '../data/types.ts';
import { withCustomerParts, type CustomerParts } from './customer-parts.ts';

type SearchQuery = Schemas['SearchQuery'];
type SearchResult = Schemas['SearchResult'];
type SearchHit = Schemas['SearchHit'];

interface Filter {
  attr: string;
  value: string;
}

function parseFilters(raw: unknown): Filter[][] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new HttpError(400, 'facetFilters must be an array.');
  return raw.map((group: unknown) => {
    const list = Array.isArray(group) ? group : [group];
    return list.map((f: unknown) => {
      if (typeof f !== 'string' || !f.includes(':')) throw new HttpError(400, `Invalid facet filter: ${String(f)}`);
      const i = f.indexOf(':');
      return { attr: f.slice(0, i), value: f.slice(i + 1) };
    });
  });
}

function intParam(v: unknown, name: string, def: number, min: number, max: number): number {
  if (v === undefined || v === null) return def;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new HttpError(400, `${name} must be an integer between ${min} and ${max}.`);
  }
  return v;
}

const catalogKey = (catalogs: string[]): string => [...catalogs].sort().join('|');

function isAllowed(p: Product, catalogs: Set<string>): boolean {
  return p.active && p.catalogs.some((c) => catalogs.has(c));
}

function browseList(engine: SearchEngine, catalogs: string[]): Product[] {
  const key = catalogKey(catalogs);
  let list = engine.browseCache.get(key);
  if (!list) {
    const set = new Set(catalogs);
    const pop = engine.ds.popularity;
    list = engine.products
      .filter((p) => isAllowed(p, set))
      .sort((a, b) => pop.get(b.product_id)! - pop.get(a.product_id)!);
    engine.browseCache.set(key, list);
  }
  return list;
}

/**
 * Exact part-number products first (the caller's own customer part number, then item and vendor
 * part numbers), then full-text relevance; never scans the whole catalog.
 */
function textCandidates(
  engine: SearchEngine,
  query: string,
  catalogs: Set<string>,
  parts: CustomerParts | undefined,
): { products: Product[]; exact: string } {
  const exact = query.trim().toLowerCase();
  const seen = new Set<Product>();
  const out: Product[] = [];
  const own = parts?.byPart.get(exact)?.product;
  for (const p of [...(own ? [own] : []), ...(engine.parts.get(exact) ?? [])]) {
    if (isAllowed(p, catalogs) && !seen.has(p)) {
      seen.add(p);
      out.push(p);
    }
  }
  let results = engine.mini.search(query, STRICT_OPTIONS);
  if (results.length === 0) results = engine.mini.search(query, TYPO_OPTIONS);
  if (results.length === 0) results = engine.mini.search(query, { ...TYPO_OPTIONS, combineWith: 'OR' });
  for (const r of results) {
    const p = engine.products[r.id as number]!;
    if (!seen.has(p) && isAllowed(p, catalogs)) {
      seen.add(p);
      out.push(p);
    }
  }
  return { products: out, exact };
}

/** Search within results: the products matching every word (or the exact part number); no fallback. */
function withinSet(engine: SearchEngine, within: string, parts: CustomerParts | undefined): Set<Product> {
  const exact = within.toLowerCase();
  const own = parts?.byPart.get(exact)?.product;
  const matches = new Set<Product>([...(own ? [own] : []), ...(engine.parts.get(exact) ?? [])]);
  for (const r of engine.mini.search(within, STRICT_OPTIONS)) matches.add(engine.products[r.id as number]!);
  return matches;
}

function matchesFilters(keys: Set<string>, groups: Filter[][]): boolean {
  for (const group of groups) {
    if (!group.some((f) => keys.has(`${f.attr}:${f.value}`))) return false;
  }
  return true;
}

function countFacets(
  engine: SearchEngine,
  products: Product[],
  requested: string[],
): Record<string, Record<string, number>> {
  const all = requested.includes('*');
  const wanted = new Set(requested);
  const facets: Record<string, Record<string, number>> = {};
  if (!all) for (const f of requested) facets[f] = {};
  for (const p of products) {
    for (const [attr, value] of engine.facetPairs.get(p.product_id)!) {
      if (!all && !wanted.has(attr)) continue;
      const counts = (facets[attr] ??= {});
      counts[value] = (counts[value] ?? 0) + 1;
    }
  }
  return facets;
}

/** Items of a hit: exact part match first, items failing an item-spec filter dropped, at most `distinct`. */
function hitItems(
  p: Product,
  exact: string,
  groups: Filter[][],
  distinct: number | undefined,
  parts: CustomerParts | undefined,
): ProductItem[] {
  const itemGroups = groups.map((g) => g.filter((f) => f.attr.startsWith('attr_'))).filter((g) => g.length > 0);
  let items = p.items.filter((item) => {
    if (!item.active) return false;
    for (const g of itemGroups) {
      const titles = new Set(g.map((f) => f.attr.slice(5)));
      const relevant = item.item_specifications.filter((s) => titles.has(s.slice(0, s.indexOf('|'))));
      // Filters on product-level specifications do not narrow items.
      if (relevant.length === 0) continue;
      if (!g.some((f) => relevant.includes(`${f.attr.slice(5)}|${f.value}`))) return false;
    }
    return true;
  });
  if (items.length === 0) items = p.items.filter((i) => i.active);
  items = withCustomerParts(items, parts);
  const exactIndex = items.findIndex(
    (i) => i.erp.toLowerCase() === exact || i.vpn.toLowerCase() === exact || i.cpn?.toLowerCase() === exact,
  );
  if (exactIndex > 0) items = [items[exactIndex]!, ...items.slice(0, exactIndex), ...items.slice(exactIndex + 1)];
  return distinct ? items.slice(0, distinct) : items;
}

function toHit(p: Product, items: ProductItem[]): SearchHit {
  return {
    objectID: p.product_id,
    slug: p.slug,
    heading: p.heading,
    brand: p.brand,
    imageUrl: p.image,
    vendor: p.vendor,
    taxonomy: p.taxonomy,
    product_number: p.product_id,
    catalogs: p.catalogs,
    items,
  };
}

/** A search by a user: their catalogs scope it, their customer's part numbers are matched and shown. */
export function searchProducts(
  engine: SearchEngine,
  body: unknown,
  user: { catalog: string[]; customer_number: string },
): SearchResult {
  const userCatalogs = user.catalog;
  const parts = engine.customerParts.get(user.customer_number);
  const t0 = performance.now();
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new HttpError(400, 'The search body must be an object.');
  }
  const q = (body ?? {}) as SearchQuery;
  if (q.query !== undefined && typeof q.query !== 'string') throw new HttpError(400, 'query must be a string.');
  const query = (q.query ?? '').trim();
  if (q.within !== undefined && typeof q.within !== 'string') throw new HttpError(400, 'within must be a string.');
  const within = (q.within ?? '').trim();
  const page = intParam(q.page, 'page', 0, 0, 1_000_000);
  const hitsPerPage = intParam(q.hitsPerPage, 'hitsPerPage', 10, 1, 1000);
  const distinct = q.distinct === undefined ? undefined : intParam(q.distinct, 'distinct', 1, 1, 1000);
  const orderBy = q.orderBy ?? 'relevance';
  if (!['relevance', 'orderby_cost_asc', 'orderby_cost_desc'].includes(orderBy))
    throw new HttpError(400, `Invalid orderBy: ${orderBy}`);
  const groups = parseFilters(q.facetFilters);
  const requestedFacets = Array.isArray(q.facets) ? q.facets.filter((f): f is string => typeof f === 'string') : [];

  const catalogs = new Set(userCatalogs);
  const { products: candidates, exact } = query
    ? textCandidates(engine, query, catalogs, parts)
    : { products: browseList(engine, userCatalogs), exact: '' };
  const narrowed = within ? withinSet(engine, within, parts) : undefined;
  const filtered =
    groups.length || narrowed
      ? candidates.filter(
          (p) =>
            (!narrowed || narrowed.has(p)) &&
            (!groups.length || matchesFilters(engine.facetKeys.get(p.product_id)!, groups)),
        )
      : candidates;

  let ordered = filtered;
  if (orderBy !== 'relevance') {
    const price = engine.ds.minPrice;
    const dir = orderBy === 'orderby_cost_asc' ? 1 : -1;
    ordered = [...filtered].sort((a, b) => dir * (price.get(a.product_id)! - price.get(b.product_id)!));
  }
  const start = page * hitsPerPage;
  const hits = ordered
    .slice(start, start + hitsPerPage)
    .map((p) => toHit(p, hitItems(p, exact, groups, distinct, parts)));
  return {
    hits,
    nbHits: filtered.length,
    page,
    nbPages: Math.ceil(filtered.length / hitsPerPage),
    hitsPerPage,
    facets: requestedFacets.length ? countFacets(engine, filtered, requestedFacets) : {},
    processingTimeMS: Math.round(performance.now() - t0),
  };
}

export { PRODUCT_FACETS };
