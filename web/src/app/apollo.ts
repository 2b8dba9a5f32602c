import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { isSessionEnd } from '../lib/apolloErrors';
import { announceSessionEnd } from '../lib/sessionEvents';
import { cartLinesPolicy } from './cartLinesPolicy';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ProductItem: { keyFields: ['erp'] },
      OrderSummary: { keyFields: ['orderNumber'] },
      Amount: { merge: true },
      ItemPrice: { merge: true },
      Address: { merge: true },
      Permissions: { merge: true },
      CheckoutShipping: { merge: true },
      Cart: {
        fields: {
          lines: cartLinesPolicy,
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
