import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Dataset } from '../data/store.ts';
import type { Product } from '../data/types.ts';
import { buildCustomerParts, type CustomerParts } from './customer-parts.ts';

/** Simple plural stemming applied to both indexed and query terms: gloves → glove, boxes → box. */
export function stem(term: string): string {
  if (term.length > 4 && /(?:ss|x|ch|sh|z)es$/.test(term)) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

const processTerm = (term: string): string | null => {
  const t = term.toLowerCase();
  return t ? stem(t) : null;
};

export const PRODUCT_FACETS = ['department', 'category', 'style', 'type', 'vendor', 'brand'] as const;

export interface SearchEngine {
  ds: Dataset;
  /** Product by MiniSearch document id (its index in ds.products). */
  products: Product[];
  mini: MiniSearch;
  /** Lower-cased erp and vpn → products holding that part number. */
  parts: Map<string, Product[]>;
  /** Per product: its facet values as [attribute, value] pairs and as a set of `attribute:value`. */
  facetPairs: Map<string, [string, string][]>;
  facetKeys: Map<string, Set<string>>;
  /** Customer part numbers per customer number. */
  customerParts: Map<string, CustomerParts>;
  /** Allowed active products in popularity order, per catalog set. */
  browseCache: Map<string, Product[]>;
  buildMs: number;
}

export const STRICT_OPTIONS: SearchOptions = {
  prefix: (term) => term.length >= 3,
  fuzzy: 0.2,
  combineWith: 'AND',
  boost: { heading: 3, parts: 2, brand: 2, taxonomy: 1.5, description: 0.5 },
};

// MiniSearch's fuzzy distance is Levenshtein without transpositions, so a swapped pair
// ('glvoes') costs 2 edits; 0.2 allows only 1 on short words. This looser pass runs only when
// the strict one finds nothing.
export const TYPO_OPTIONS: SearchOptions = {
  ...STRICT_OPTIONS,
  // Part numbers are never typo-matched: short random codes would match almost any word.
  fields: ['heading', 'brand', 'vendor', 'taxonomy', 'description'],
  fuzzy: (term) => (term.length >= 5 ? 2 : term.length >= 4 ? 1 : 0),
};

function productFacetPairs(p: Product): [string, string][] {
  const pairs: [string, string][] = [
    ['department', p.taxonomy.department],
    ['category', p.taxonomy.category],
    ['style', p.taxonomy.style],
    ['type', p.taxonomy.type],
    ['vendor', p.vendor.name],
    ['brand', p.brand],
    ...p.catalogs.map((catalog): [string, string] => ['catalog', catalog]),
  ];
  const seen = new Set<string>();
  const add = (title: string, value: string): void => {
    const key = `attr_${title}:${value}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push([`attr_${title}`, value]);
  };
  for (const s of p.specifications) add(s.title, s.value);
  for (const item of p.items) {
    for (const spec of item.item_specifications) {
      const bar = spec.indexOf('|');
      if (bar > 0) add(spec.slice(0, bar), spec.slice(bar + 1));
    }
  }
  return pairs;
}

// Descriptions repeat the heading and stock sentences; indexing each distinct word once keeps
// the index build (startup) fast without losing any term.
const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'from',
  'with',
  'this',
  'that',
  'are',
  'per',
  'each',
  'every',
  'when',
  'before',
  'through',
  'under',
  'use',
  'lower',
  'away',
  'into',
  'its',
]);

function uniqueWords(text: string, exclude: string): string {
  const skip = new Set(exclude.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const out = new Set<string>();
  for (const w of text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    if (w.length > 2 && !skip.has(w) && !STOP_WORDS.has(w)) out.add(w);
  return [...out].join(' ');
}

/** MiniSearch's own tokenizer (space and punctuation); `getDefault` is typed `any`. */
const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

export function buildSearchEngine(ds: Dataset): SearchEngine {
  const t0 = performance.now();
  const mini = new MiniSearch({
    fields: ['heading', 'brand', 'vendor', 'taxonomy', 'description', 'parts'],
    storeFields: [],
    processTerm,
    // Part numbers stay whole ('ORWO56-1R0'), so fuzzy matching cannot hit their fragments.
    tokenize: (text, field) => (field === 'parts' ? text.split(/\s+/) : defaultTokenize(text)),
  });
  const parts = new Map<string, Product[]>();
  const facetPairs = new Map<string, [string, string][]>();
  const facetKeys = new Map<string, Set<string>>();
  const docs = ds.products.map((p, id) => {
    for (const item of p.items) {
      for (const part of [item.erp, item.vpn]) {
        const key = part.toLowerCase();
        const list = parts.get(key);
        if (!list) parts.set(key, [p]);
        else if (!list.includes(p)) list.push(p);
      }
    }
    const pairs = productFacetPairs(p);
    facetPairs.set(p.product_id, pairs);
    facetKeys.set(p.product_id, new Set(pairs.map(([a, v]) => `${a}:${v}`)));
    const t = p.taxonomy;
    return {
      id,
      heading: p.heading,
      brand: p.brand,
      vendor: p.vendor.name,
      taxonomy: `${t.department} ${t.category} ${t.style} ${t.type}`,
      description: uniqueWords(p.description, p.heading),
      parts: p.items.map((i) => `${i.erp} ${i.vpn}`).join(' '),
    };
  });
  mini.addAll(docs);
  return {
    ds,
    products: ds.products,
    mini,
    parts,
    facetPairs,
    facetKeys,
    customerParts: buildCustomerParts(ds),
    browseCache: new Map(),
    buildMs: performance.now() - t0,
  };
}

const engines = new WeakMap<Dataset, SearchEngine>();

export function getSearchEngine(ds: Dataset): SearchEngine {
  let e = engines.get(ds);
  if (!e) {
    e = buildSearchEngine(ds);
    engines.set(ds, e);
  }
  return e;
}
