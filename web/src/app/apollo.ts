import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { isSessionEnd } from '../lib/apolloErrors';
import { announceSessionEnd } from '../lib/sessionEvents';
import { createErrorReporter, type ErrorReporter } from '../lib/errorReporting';
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
      // Read by their screens and by the account menu, each with its own fields.
      OrderAccess: { merge: true },
      GetItForMeAccess: { merge: true },
      CheckoutShipping: { merge: true },
      // The cart's buttons read its settings, the express modal its estimate.
      ExpressCheckout: { merge: true },
      Cart: {
        fields: {
          lines: cartLinesPolicy,
        },
      },
    },
  });
}

type ClientOptions = { uri?: string; onSessionEnd?: () => void; reportError?: ErrorReporter };

export function createApolloClient({
  uri = '/graphql',
  onSessionEnd = announceSessionEnd,
  reportError = createErrorReporter(),
}: ClientOptions = {}): ApolloClient {
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isSessionEnd(error)) onSessionEnd();
    reportError(error, operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: createCache(),
  });
}
