import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { gql } from '@apollo/client';
import { GRAPHQL_URL } from '../testing/api';
import { server } from '../testing/server';
import { createApolloClient, MAX_GET_URL_LENGTH } from './apollo';

const SEARCH = gql`
  query ProductSearch($input: ProductSearchInput!) {
    productSearch(input: $input) {
      totalCount
    }
  }
`;
const ADD = gql`
  mutation AddCartLines($input: AddCartLinesInput!) {
    addCartLines(input: $input) {
      userErrors {
        message
      }
    }
  }
`;

type Sent = { method: string; url: URL; preflight: string | null; body: string };

/** A client whose requests are recorded, each answered with empty data. */
const recorded = () => {
  const sent: Sent[] = [];
  server.use(
    http.all(GRAPHQL_URL, async ({ request }) => {
      sent.push({
        method: request.method,
        url: new URL(request.url),
        preflight: request.headers.get('apollo-require-preflight'),
        body: await request.text(),
      });
      return HttpResponse.json({ data: null });
    }),
  );
  return { client: createApolloClient({ uri: GRAPHQL_URL, onSessionEnd: () => {} }), sent };
};

describe('how the store sends its operations', () => {
  it('sends a query as a GET with the header that passes CSRF prevention, and a mutation as a POST, which a load balancer never sends twice', async () => {
    const { client, sent } = recorded();
    await client.query({ query: SEARCH, variables: { input: { query: 'gloves' } } }).catch(() => undefined);
    const lines = [{ erp: 'GL-100', quantity: 2 }];
    await client.mutate({ mutation: ADD, variables: { input: { lines } } }).catch(() => undefined);
    expect(sent.map(({ method, preflight }) => ({ method, preflight }))).toEqual([
      { method: 'GET', preflight: 'true' },
      { method: 'POST', preflight: null },
    ]);
    expect(sent[0]?.url.searchParams.get('operationName')).toBe('ProductSearch');
    expect(JSON.parse(sent[0]?.url.searchParams.get('variables') ?? '')).toEqual({ input: { query: 'gloves' } });
    expect(sent[1]?.url.search).toBe('');
    expect(JSON.parse(sent[1]?.body ?? '')).toMatchObject({
      operationName: 'AddCartLines',
      variables: { input: { lines } },
    });
  });

  it('sends a query as a POST only when its URL would be longer than nginx takes', async () => {
    const { client, sent } = recorded();
    const many = Array.from({ length: 400 }, (_, index) => `Brand number ${index}`);
    expect(
      `${GRAPHQL_URL}?variables=${encodeURIComponent(JSON.stringify({ input: { brands: many } }))}`.length,
    ).toBeGreaterThan(MAX_GET_URL_LENGTH);
    await client.query({ query: SEARCH, variables: { input: { brands: many.slice(0, 20) } } }).catch(() => undefined);
    await client.query({ query: SEARCH, variables: { input: { brands: many } } }).catch(() => undefined);
    expect(sent.map(({ method }) => method)).toEqual(['GET', 'POST']);
    expect(JSON.parse(sent[1]?.body ?? '')).toMatchObject({ variables: { input: { brands: many } } });
  });
});
