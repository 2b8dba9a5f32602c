import type { ApolloClient } from '@apollo/client';
import { CatalogChoicesDocument, ProductSearchDocument } from './ProductSearch.generated';
import { parseFilters, toSearchInput } from './searchFilters';

/**
 * Sends the listing's first queries for the URL's search as the page starts, alongside the shell's
 * session check, instead of after it: the listing's `useQuery` calls with the same variables then
 * find the answer in flight or in the cache (SearchPage's ResultsBody and CatalogChoices).
 */
export const preloadListing = (client: ApolloClient, search: string): void => {
  const filters = parseFilters(new URLSearchParams(search));
  if (!filters.q && !filters.department && !filters.category && !filters.vendors.length && !filters.brands.length)
    return;
  const input = { ...toSearchInput(filters), page: 0 };
  void client.query({ query: ProductSearchDocument, variables: { input } }).catch(() => undefined);
  void client.query({ query: CatalogChoicesDocument }).catch(() => undefined);
};
