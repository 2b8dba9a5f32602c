import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { requireShopper } from '../context.ts';
import type { ErpProduct, ErpSearchQuery, ErpSearchResult } from '../erp/types.ts';
import { isErpStatus } from '../erp/errors.ts';
import { toGraphQLError } from '../common/errors.ts';
import { GraphQLError } from 'graphql';
import { facetFiltersOf } from './facet-rules.ts';
import type { ProductSearchInput } from '../generated/resolvers-types.ts';
import { CATALOG_PAGE_SIZE, ORDER_BY, distinctFor } from './search-rules.ts';

const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 99;

export const CUSTOM_NULL_CATALOG = 'Custom_Null';
export const CATALOG_SEARCH_UNAVAILABLE = 'Catalog search is not available for your account. Order using part numbers in Order Pad.';

/** A user whose only catalogue is Custom_Null may not search (§5); no ERP call is made. */
export const assertCatalogSearchAvailable = (catalogs: readonly string[]) => {
  if (catalogs.length === 1 && catalogs[0] === CUSTOM_NULL_CATALOG) {
    throw new GraphQLError(CATALOG_SEARCH_UNAVAILABLE, { extensions: { code: 'CATALOG_SEARCH_UNAVAILABLE' } });
  }
};

export const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** Search results are shared by everyone with the same catalogue set, never across sets. */
export const searchProducts = async (context: GatewayContext, input: ProductSearchInput): Promise<ErpSearchResult> => {
  const principal = await requireShopper(context);
  assertCatalogSearchAvailable(principal.catalogs);
  const page = Math.min(Math.max(0, input.page ?? 0), MAX_PAGE);
  const query: ErpSearchQuery = {
    query: (input.query ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page,
    hitsPerPage: CATALOG_PAGE_SIZE,
    distinct: distinctFor(principal.catalogs.length),
    orderBy: ORDER_BY[input.sort ?? 'RELEVANCE'],
    facetFilters: facetFiltersOf(input),
    // Facets come with the hits in the same call: a listing page costs one search call.
    facets: ['*'],
  };
  const key = `search:v2:${hash(principal.catalogs)}:${hash(query)}`;
  const { searchSeconds, staleSeconds } = context.config.ttl;
  try {
    return await context.cache.getOrLoad('search', key, { freshSeconds: searchSeconds, staleSeconds }, () =>
      context.erp<ErpSearchResult>({
        route: 'POST /index/products/query',
        method: 'POST',
        path: '/index/products/query',
        upstream: 'search',
        body: query,
      }),
    );
  } catch (error) {
    throw toGraphQLError(error);
  }
};

/**
 * A product by slug, cached by slug alone; whether the viewer may see it is decided here from the
 * product's catalogues, so the cache cannot leak a product across catalogue sets.
 */
export const productBySlug = async (context: GatewayContext, slug: string): Promise<ErpProduct | null> => {
  const principal = await requireShopper(context);
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) return null;
  const { productSeconds, staleSeconds } = context.config.ttl;
  let product: ErpProduct | null;
  try {
    product = await context.cache.getOrLoad('product', `product:v1:${slug}`, { freshSeconds: productSeconds, staleSeconds }, () =>
      context
        .erp<ErpProduct>({ route: 'GET /index/products/{slug}', method: 'GET', path: `/index/products/${slug}`, upstream: 'search' })
        .catch((error: unknown) => {
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
