import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ToastProvider } from '../ui/Toast';

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </ApolloProvider>
  );
}
