import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { ErrorLink } from '@apollo/client/link/error';
import { print } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { isSessionEnd } from '../lib/apolloErrors';
import { announceSessionEnd } from '../lib/sessionEvents';
import { createErrorReporter, type ErrorReporter } from '../lib/errorReporting';
import { cartLinesPolicy } from './cartLinesPolicy';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ProductItem: { keyFields: ['erp'] },
      OrderSummary: { keyFields: ['orderNumber'] },
      // Its id is the company's field's, the same for every user: each user's value stays with that user.
      CompanyUserCustomField: { keyFields: false },
      Amount: { merge: true },
      ItemPrice: { merge: true },
      Address: { merge: true },
      Permissions: { merge: true },
      // Read by their screens and by the account menu, each with its own fields.
      OrderAccess: { merge: true },
      GetItForMeAccess: { merge: true },
      CheckoutShipping: { merge: true },
      // The cart's buttons read its settings, the express modal its estimate.
      ExpressCheckout: { merge: true },
      // The spend report's charts and its drill-down read the same report (same input), each its own fields.
      SpendReport: { merge: true },
      Cart: {
        fields: {
          lines: cartLinesPolicy,
        },
      },
    },
  });
}

/**
 * Apollo Server's CSRF prevention answers a GET only when it carries a header a cross-site form or
 * image cannot send (this one is Apollo's own); the gateway's response cache answers a GET only then.
 */
const PREFLIGHT_HEADERS = { 'apollo-require-preflight': 'true' };
/** nginx refuses a request line over 8 kB (large_client_header_buffers): longer queries go as POSTs. */
export const MAX_GET_URL_LENGTH = 6_000;

/** About the length of the URL a query would go to as a GET (Apollo's encoding of its parts). */
const getUrlLength = (uri: string, operation: ApolloLink.Operation) =>
  uri.length +
  encodeURIComponent(print(operation.query)).length +
  encodeURIComponent(operation.operationName ?? '').length +
  encodeURIComponent(JSON.stringify(operation.variables)).length +
  '?query=&operationName=&variables='.length;

/**
 * Queries go as GETs, so a load balancer may send one again to another replica when the replica it
 * had gone to dies mid-request (docs/adr/0014-queries-as-get.md); mutations stay POSTs, which it never
 * replays. A query with a URL too long for nginx goes as a POST.
 */
const transport = (uri: string) =>
  ApolloLink.split(
    (operation) =>
      operation.operationType === OperationTypeNode.QUERY && getUrlLength(uri, operation) <= MAX_GET_URL_LENGTH,
    new HttpLink({ uri, credentials: 'same-origin', headers: PREFLIGHT_HEADERS, useGETForQueries: true }),
    new HttpLink({ uri, credentials: 'same-origin' }),
  );

type ClientOptions = {
  uri?: string;
  onSessionEnd?: () => void;
  reportError?: ErrorReporter;
  /** The answers a server-rendered page came with: its queries read them instead of asking again. */
  state?: NormalizedCacheObject;
};

export function createApolloClient({
  uri = '/graphql',
  onSessionEnd = announceSessionEnd,
  reportError = createErrorReporter(),
  state,
}: ClientOptions = {}): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isSessionEnd(error)) onSessionEnd();
    reportError(error, operation);
  });
  const cache = createCache();
  if (state) cache.restore(state);
  const client = new ApolloClient({ link: ApolloLink.from([errorLink, transport(uri)]), cache });
  // A server-rendered start: every query of the hydrating render, network-only ones too, reads the
  // restored answers until the page is live (main.tsx turns this off then). Not a timer
  // (ssrForceFetchDelay): React hydrates in slices, so on a busy machine a timer ran out mid-hydration
  // and the cart's checkout actions drew a loading state where the server had drawn Get Quote.
  if (state) client.prioritizeCacheValues = true;
  return client;
}
