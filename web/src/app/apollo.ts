import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type Reference } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { isSessionEnd } from '../lib/apolloErrors';
import { announceSessionEnd } from '../lib/sessionEvents';

const CART_PAGE = 20;

/**
 * Cart.lines is one growing list: Load More appends a page at its end, a line update refreshes
 * its own slot (offset = its index, limit 1), and a full first page refreshes the head.
 */
function mergeCartLines(
  existing: readonly Reference[] | undefined,
  incoming: readonly Reference[],
  offset: number,
  limit: number,
  idOf: (ref: Reference) => unknown,
): Reference[] {
  if (offset > 0) {
    const merged = [...(existing ?? []).slice(0, offset)];
    incoming.forEach((ref, i) => (merged[offset + i] = ref));
    return [...merged, ...(existing ?? []).slice(offset + incoming.length)];
  }
  // A short first page is the whole cart; a full one keeps already loaded lines after it.
  if (incoming.length < limit || !existing) return [...incoming];
  const ids = new Set(incoming.map(idOf));
  return [...incoming, ...existing.slice(incoming.length).filter((ref) => !ids.has(idOf(ref)))];
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ProductItem: { keyFields: ['erp'] },
      OrderSummary: { keyFields: ['orderNumber'] },
      Amount: { merge: true },
      ItemPrice: { merge: true },
      Address: { merge: true },
      Permissions: { merge: true },
      // Read by their screens and by the account menu, each with its own fields.
      OrderAccess: { merge: true },
      GetItForMeAccess: { merge: true },
      CheckoutShipping: { merge: true },
      Cart: {
        fields: {
          lines: {
            keyArgs: false,
            merge(existing: readonly Reference[] | undefined, incoming: readonly Reference[], { args, readField }) {
              const offset = typeof args?.offset === 'number' ? args.offset : 0;
              const limit = typeof args?.limit === 'number' ? args.limit : CART_PAGE;
              return mergeCartLines(existing, incoming, offset, limit, (ref) => readField('id', ref));
            },
          },
        },
      },
    },
  });
}

type ClientOptions = { uri?: string; onSessionEnd?: () => void };

export function createApolloClient({
  uri = '/graphql',
  onSessionEnd = announceSessionEnd,
}: ClientOptions = {}): ApolloClient {
  const errorLink = new ErrorLink(({ error }) => {
    if (isSessionEnd(error)) onSessionEnd();
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: createCache(),
  });
}
