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
      <RouterProvider router={router} />
    </AppProviders>
  );
}
