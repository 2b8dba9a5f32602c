import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { requireShopper } from '../context.ts';
import type { ErpProduct, ErpSearchQuery, ErpSearchResult } from '../erp/types.ts';
import { isErpStatus } from '../erp/errors.ts';
import { toGraphQLError } from '../common/errors.ts';
import { GraphQLError } from 'graphql';
import { CATALOG_SEARCH_UNAVAILABLE, SEARCH_TEXT_MAX_LENGTH } from '@mro/rules/catalog';
import { capFacetValues, facetFiltersOf, type FacetCounts } from './facet-rules.ts';
import type { ProductSearchInput } from '../generated/resolvers-types.ts';
import { CATALOG_PAGE_SIZE, ORDER_BY, distinctFor } from './search-rules.ts';

const MAX_PAGE = 99;

export const CUSTOM_NULL_CATALOG = 'Custom_Null';

/** A user whose only catalogue is Custom_Null may not search (§5); no ERP call is made. */
export const assertCatalogSearchAvailable = (catalogs: readonly string[]) => {
  if (catalogs.length === 1 && catalogs[0] === CUSTOM_NULL_CATALOG) {
    throw new GraphQLError(CATALOG_SEARCH_UNAVAILABLE, { extensions: { code: 'CATALOG_SEARCH_UNAVAILABLE' } });
  }
};

export const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** A listing as cached: the ERP's page of hits with each facet group cut (`capFacetValues`). */
export type ListingResult = Omit<ErpSearchResult, 'facets'> & {
  facets: FacetCounts;
  facetTotals: Record<string, number>;
};

/**
 * Search answers are cached per catalogue set and customer: hits carry the customer's own part
 * numbers (and a customer part number search matches only that customer's), so they are never
 * shared across customers.
 */
const cachedSearch = async <T>(
  context: GatewayContext,
  prefix: string,
  query: ErpSearchQuery,
  shape: (result: ErpSearchResult) => T,
): Promise<T> => {
  const principal = await requireShopper(context);
  const key = `${prefix}:${hash(principal.catalogs)}:${principal.customerNumber}:${hash(query)}`;
  const { searchSeconds, staleSeconds } = context.config.ttl;
  try {
    return await context.cache.getOrLoad('search', key, { freshSeconds: searchSeconds, staleSeconds }, async () =>
      shape(await context.erp.post('/index/products/query', { body: query })),
    );
  } catch (error) {
    throw toGraphQLError(error);
  }
};

const searchTextOf = (input: ProductSearchInput) => (input.query ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
/** Sent only when given, so that a plain search's ERP body (and its cache key) stays as it was. */
const withinOf = (input: ProductSearchInput) => {
  const within = (input.within ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  return within ? { within } : {};
};

/** Facet counts are asked for only when the query shows them: counting them is most of the search engine's work. */
export const searchProducts = async (
  context: GatewayContext,
  input: ProductSearchInput,
  options: { withFacets: boolean } = { withFacets: true },
): Promise<ListingResult> => {
  const principal = await requireShopper(context);
  assertCatalogSearchAvailable(principal.catalogs);
  const page = Math.min(Math.max(0, input.page ?? 0), MAX_PAGE);
  const facetFilters = facetFiltersOf(input);
  const query: ErpSearchQuery = {
    query: searchTextOf(input),
    ...withinOf(input),
    page,
    hitsPerPage: CATALOG_PAGE_SIZE,
    distinct: distinctFor(principal.catalogs.length),
    orderBy: ORDER_BY[input.sort ?? 'RELEVANCE'],
    facetFilters,
    // Facets come with the hits in the same call: a listing page costs one search call.
    facets: options.withFacets ? ['*'] : [],
  };
  return cachedSearch(context, 'search:v3', query, ({ facets, ...rest }) => {
    const capped = capFacetValues(facets, facetFilters);
    return { ...rest, facets: capped.facets, facetTotals: capped.totals };
  });
};

/** A page of the whole catalogue: its products' slugs, and how many products it has in all. */
export type CatalogueProductPage = { slugs: string[]; totalCount: number };

/**
 * One page of every product the viewer's catalogues hold (the sitemap's listing): an empty search,
 * one item per hit and no facets, so a page of 1,000 products is one light ERP call, cached as searches are.
 */
export const catalogueProductPage = async (
  context: GatewayContext,
  page: number,
  hitsPerPage: number,
): Promise<CatalogueProductPage> => {
  const principal = await requireShopper(context);
  assertCatalogSearchAvailable(principal.catalogs);
  const query: ErpSearchQuery = { query: '', page, hitsPerPage, distinct: 1, orderBy: 'relevance', facets: [] };
  return cachedSearch(context, 'catalogue:v1', query, (result) => ({
    slugs: result.hits.map((hit) => hit.slug),
    totalCount: result.nbHits,
  }));
};

/** Every value of one facet attribute of a search: one ERP call asking for that facet alone. */
export const searchFacetValues = async (
  context: GatewayContext,
  input: ProductSearchInput,
  attribute: string,
): Promise<FacetCounts> => {
  const principal = await requireShopper(context);
  assertCatalogSearchAvailable(principal.catalogs);
  const query: ErpSearchQuery = {
    query: searchTextOf(input),
    ...withinOf(input),
    page: 0,
    // Only the counts matter; the ERP needs at least one hit per page.
    hitsPerPage: 1,
    orderBy: 'relevance',
    facetFilters: facetFiltersOf(input),
    facets: [attribute],
  };
  return cachedSearch(context, 'facet-values:v1', query, (result) => ({ [attribute]: result.facets[attribute] ?? {} }));
};

/**
 * A product by slug, cached by customer and slug (its items carry the customer's part numbers);
 * whether the viewer may see it is decided here from the product's catalogues, so the cache cannot
 * leak a product across catalogue sets.
 */
export const productBySlug = async (context: GatewayContext, slug: string): Promise<ErpProduct | null> => {
  const principal = await requireShopper(context);
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) return null;
  const { productSeconds, staleSeconds } = context.config.ttl;
  let product: ErpProduct | null;
  try {
    product = await context.cache.getOrLoad(
      'product',
      `product:v2:${principal.customerNumber}:${slug}`,
      { freshSeconds: productSeconds, staleSeconds },
      () =>
        context.erp.get('/index/products/{slug}', { path: { slug } }).catch((error: unknown) => {
          if (isErpStatus(error, 404)) return null;
          throw error;
        }),
    );
  } catch (error) {
    throw toGraphQLError(error);
  }
  if (!product || !product.active) return null;
  return product.catalogs.some((catalog) => principal.catalogs.includes(catalog)) ? product : null;
};
