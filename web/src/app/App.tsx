import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { preloadListing } from '../features/catalog';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { createApolloClient } from './apollo';
import { AppProviders } from './providers';
import { preloadPagesFor } from './preloadPages';
import { routes } from './routes';

function StoreRoutes({ client }: { client: ApolloClient }) {
  const { pathname, search } = useLocation();
  useEffect(
    () => preloadPagesFor(routes, { pathname, search }, { c: (query) => preloadListing(client, query) }),
    [client, pathname, search],
  );
  return useRoutes(routes);
}

/**
 * The declarative router: the store loads its data with Apollo, not route loaders, so the data
 * router's 20 KB (gzip) would buy nothing (issue 14's first-route budget).
 */
export function App() {
  const [client] = useState(() => createApolloClient());
  return (
    <AppProviders client={client}>
      {/* Navigations are urgent updates: a page whose code is still loading shows the spinner at once
          instead of the old page lingering, with its guards, while its session changes (logout). */}
      <BrowserRouter useTransitions={false}>
        <StoreRoutes client={client} />
      </BrowserRouter>
    </AppProviders>
  );
}
