import type { ApolloClient } from '@apollo/client';
import { CatalogChoicesDocument, ProductSearchDocument } from './ProductSearch.generated';
import { ProductDocument } from './Product.generated';
import { ShopperReviewsDocument } from './ShopperReviews.generated';
import { parseFilters, toSearchInput } from './searchFilters';

/**
 * Sends the listing's first queries for the URL's search as the page starts, alongside the shell's
 * session check, instead of after it: the listing's `useQuery` calls with the same variables then
 * find the answer in flight or in the cache (SearchPage's ResultsBody and ResultsToolbar's CatalogSelector).
 */
export const preloadListing = (client: ApolloClient, search: string): Promise<unknown> => {
  const filters = parseFilters(new URLSearchParams(search));
  if (!filters.q && !filters.department && !filters.category && !filters.vendors.length && !filters.brands.length)
    return Promise.resolve();
  const input = { ...toSearchInput(filters), page: 0 };
  return Promise.all([
    client.query({ query: ProductSearchDocument, variables: { input } }).catch(() => undefined),
    client.query({ query: CatalogChoicesDocument }).catch(() => undefined),
  ]);
};

/** The product page's queries (ProductPage: the product of its slug, the store's reviews), started as the page starts. */
export const preloadProduct = (client: ApolloClient, slug: string): Promise<unknown> =>
  Promise.all([
    client.query({ query: ProductDocument, variables: { slug } }).catch(() => undefined),
    client.query({ query: ShopperReviewsDocument }).catch(() => undefined),
  ]);
