import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../app/apollo';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { GRAPHQL_URL } from './api';

/** Renders the real app routes (layout, guards, pages) at `path`, against the msw gateway. */
export function renderApp(path: InitialEntry) {
  const client = createApolloClient({ uri: GRAPHQL_URL });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}
