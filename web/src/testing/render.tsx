import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { testClient } from './client';

/** Renders the real app routes (layout, guards, pages) at `path`, against the msw gateway. */
export function renderApp(path: InitialEntry) {
  const client = testClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}

/** Renders `ui` inside the providers every component has (Apollo against the msw gateway, toasts), without a router. */
export function renderWithProviders(ui: ReactNode, client = testClient()) {
  return render(<AppProviders client={client}>{ui}</AppProviders>);
}
