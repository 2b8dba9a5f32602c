import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, useLocation, type InitialEntry, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../app/apollo';
import { AppProviders } from '../app/providers';
import { GRAPHQL_URL } from './api';

/** Where a navigation away from the route under test landed (path and query), for assertions. */
function Landed() {
  const location = useLocation();
  return <output aria-label="Landed at">{`${location.pathname}${location.search}`}</output>;
}

export type RouteOptions = {
  /** The route's path pattern (`/order/:orderNumber`); default `/`. */
  path?: string;
  /** The URL it opens at; default the path. */
  at?: InitialEntry;
  /** Other routes the component links or redirects to, when the test follows them. */
  routes?: RouteObject[];
};

/**
 * Renders one component (a page or a panel) at its route with the providers every component has
 * (Apollo against the msw gateway, toasts), not the whole app: no layout, header or guards. Any
 * other URL renders "Landed at <url>", so a test sees where a link or redirect went.
 */
export function renderRoute(element: ReactElement, { path = '/', at = path, routes = [] }: RouteOptions = {}) {
  const client = createApolloClient({ uri: GRAPHQL_URL });
  const router = createMemoryRouter([{ path, element }, ...routes, { path: '*', element: <Landed /> }], {
    initialEntries: [at],
  });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}
