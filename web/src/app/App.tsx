import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './apollo';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App() {
  const [client] = useState(() => createApolloClient());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders client={client}>
      {/* Navigations are urgent updates: a page whose code is still loading shows the spinner at once
          instead of the old page lingering, with its guards, while its session changes (logout). */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
