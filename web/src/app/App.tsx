import type { ApolloClient } from '@apollo/client';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { AppProviders } from './providers';
import { preloadPagesFor } from './preloadPages';
import { pageLoaders } from './pageLoaders';
import { routes } from './routes';

/**
 * Starts the code and data of the pages the URL renders as the route changes. Not while a server-rendered
 * page hydrates (apollo.ts: the client reads the restored answers until the page is live): the server ran
 * the URL's loaders and main.tsx loaded the page's code, so the loaders would only read the answers again,
 * the listing's results taking ~130 ms of the hydration's task at 4x CPU (issue 28).
 */
export function usePagePreloads(client: ApolloClient) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (client.prioritizeCacheValues) return;
    void preloadPagesFor(routes, { pathname, search }, pageLoaders(client));
  }, [client, pathname, search]);
}

function StoreRoutes({ client }: { client: ApolloClient }) {
  usePagePreloads(client);
  return useRoutes(routes);
}

/** Wraps the routes in a router: the browser's, or a static one on the server (entry-server.tsx). */
export type RouterOf = (routes: ReactNode) => ReactNode;

/** The whole store, for any router: the browser renders it with its own, the server with the page's URL. */
export function StoreApp({ client, router }: { client: ApolloClient; router: RouterOf }) {
  return <AppProviders client={client}>{router(<StoreRoutes client={client} />)}</AppProviders>;
}

/**
 * Navigations are urgent updates: a page whose code is still loading shows the spinner at once
 * instead of the old page lingering, with its guards, while its session changes (logout).
 */
const browserRouter: RouterOf = (routes) => <BrowserRouter useTransitions={false}>{routes}</BrowserRouter>;

/**
 * The declarative router: the store loads its data with Apollo; the hottest routes name their queries
 * in `pageLoaders`, and the server renders any other page until its queries have answered
 * (docs/adr/0015-server-rendering.md).
 */
export function App({ client }: { client: ApolloClient }) {
  return <StoreApp client={client} router={browserRouter} />;
}
