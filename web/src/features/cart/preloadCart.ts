import type { ApolloClient } from '@apollo/client';
import { CartDocument } from './Cart.generated';
import { LinePropertyFieldsDocument } from './LineProperties.generated';

/** Lines the cart page shows at first; Load More adds as many again. */
export const CART_PAGE_SIZE = 20;

/**
 * The cart page's queries (CartPage: its first lines, the line properties' fields), started as the
 * page starts, with the variables it renders them with; a failure is the page's to show.
 */
export const preloadCart = (client: ApolloClient): Promise<unknown> =>
  Promise.all([
    client.query({ query: CartDocument, variables: { offset: 0, limit: CART_PAGE_SIZE } }).catch(() => undefined),
    client.query({ query: LinePropertyFieldsDocument }).catch(() => undefined),
  ]);
