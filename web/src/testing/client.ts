// The app's Apollo client (its cache policies, links and error handling) against the msw gateway, for
// tests of what runs on a client outside a page. Features and lib never import the app (lint:deps);
// their tests get its client here.
import { createApolloClient } from '../app/apollo';
import { GRAPHQL_URL } from './api';

export const testClient = (options: Omit<Parameters<typeof createApolloClient>[0] & object, 'uri'> = {}) =>
  createApolloClient({ uri: GRAPHQL_URL, ...options });
