import type { ApolloClient } from '@apollo/client';
import { ORDER_PAGE_SIZES } from '@mro/rules/orders';
import { OrderFilterChoicesDocument, OrderHistoryDocument } from './OrderHistory.generated';
import { firstHistoryFilters, historyInput, type HistoryView } from './historyFilters';

/** Orders a history page shows at first: the spec's page sizes, the second entry. */
export const HISTORY_PAGE_SIZE = ORDER_PAGE_SIZES[1];

/**
 * A history screen's queries as it opens (OrderHistoryPage: its filters' choices, its first page with
 * the filters it starts with), started as the page starts; a failure is the page's to show.
 */
export const preloadOrderHistory = (client: ApolloClient, view: HistoryView): Promise<unknown> =>
  Promise.all([
    client.query({ query: OrderFilterChoicesDocument }).catch(() => undefined),
    client
      .query({
        query: OrderHistoryDocument,
        variables: { input: historyInput(firstHistoryFilters(view), '', 1, HISTORY_PAGE_SIZE) },
      })
      .catch(() => undefined),
  ]);
