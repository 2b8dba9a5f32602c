import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useState } from 'react';

/**
 * Lines shown "20 and 20 more" (cart-checkout-orders §9). The page's query reads lines
 * (offset 0, limit `shown`); Load More fetches only the next page (fetchMore) and then widens
 * the window, which the cache already holds: `nextFetchPolicy` keeps that widening from asking
 * the server for the first lines again.
 */
export function useLinesWindow(pageSize: number) {
  const [shown, setShown] = useState(pageSize);
  const [loadingMore, setLoadingMore] = useState(false);
  return {
    shown,
    loadingMore,
    /** For useQuery: the first visit reads from the server, a wider window from the cache. */
    nextFetchPolicy: (current: WatchQueryFetchPolicy, { reason }: { reason: 'after-fetch' | 'variables-changed' }) =>
      reason === 'variables-changed' ? 'cache-first' : current,
    /** Fetches the next page with `fetchPage(offset, limit)` and shows it. */
    loadMore: async (fetchPage: (offset: number, limit: number) => Promise<unknown>) => {
      setLoadingMore(true);
      try {
        await fetchPage(shown, pageSize);
        setShown(shown + pageSize);
      } finally {
        setLoadingMore(false);
      }
    },
    /** `count` shown lines were removed: the window shrinks so it needs nothing new. */
    removed: (count: number) => {
      setShown((current) => Math.max(pageSize, current - count));
    },
  };
}
