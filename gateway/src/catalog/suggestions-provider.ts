import type { GatewayContext } from '../context.ts';
import { requireShopper } from '../context.ts';
import { toGraphQLError } from '../common/errors.ts';
import type { ErpSearchHit, ErpSearchQuery, ErpSearchResult } from '../erp/types.ts';
import { assertCatalogSearchAvailable, hash } from './catalog-provider.ts';

export const SUGGESTED_PRODUCTS = 10;
/** Fewer than 9 brands and categories (storefront §2.3). */
export const SUGGESTED_GROUPS = 8;

const top = (counts: Record<string, number> | undefined): string[] =>
  Object.entries(counts ?? {})
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, SUGGESTED_GROUPS)
    .map(([name]) => name);

export type Suggestions = { products: ErpSearchHit[]; brands: string[]; categories: string[] };

export const searchSuggestions = async (context: GatewayContext, raw: string): Promise<Suggestions> => {
  const principal = await requireShopper(context);
  assertCatalogSearchAvailable(principal.catalogs);
  const text = raw.trim().slice(0, 100);
  if (text.length < 2) return { products: [], brands: [], categories: [] };
  const query: ErpSearchQuery = {
    query: text,
    page: 0,
    hitsPerPage: SUGGESTED_PRODUCTS,
    distinct: 1,
    orderBy: 'relevance',
    facets: ['vendor', 'category'],
  };
  const key = `suggest:v1:${hash(principal.catalogs)}:${hash(query)}`;
  const { searchSeconds, staleSeconds } = context.config.ttl;
  let result: ErpSearchResult;
  try {
    result = await context.cache.getOrLoad('search', key, { freshSeconds: searchSeconds, staleSeconds }, () =>
      context.erp.post('/index/products/query', { body: query }),
    );
  } catch (error) {
    throw toGraphQLError(error);
  }
  return { products: result.hits, brands: top(result.facets.vendor), categories: top(result.facets.category) };
};
