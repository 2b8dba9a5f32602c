import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';
import { operationId } from '@mro/trusted-operations';
import manifest from '../generated/operations.json';
import { GRAPHQL_URL } from '../testing/api';
import { server } from '../testing/server';
import { createApolloClient } from './apollo';

// Every typed document the components hand to Apollo's hooks.
const generated = import.meta.glob<Record<string, unknown>>('../**/*.generated.ts', { eager: true });
const operations = Object.values(generated)
  .flatMap((module) => Object.values(module))
  .filter((value): value is DocumentNode => (value as DocumentNode | null)?.kind === Kind.DOCUMENT)
  .flatMap((document) => {
    const [first] = document.definitions;
    return first?.kind === Kind.OPERATION_DEFINITION ? [{ document, type: first.operation }] : [];
  });

describe('the trusted operations manifest', () => {
  it('has the id of every operation as Apollo Client sends it over HTTP', async () => {
    const sent: string[] = [];
    server.use(
      // Queries come as GETs (the text in the URL), mutations as POSTs.
      http.all(GRAPHQL_URL, async ({ request }) => {
        const query =
          request.method === 'GET'
            ? new URL(request.url).searchParams.get('query')
            : ((await request.json()) as { query: string }).query;
        sent.push(query ?? '');
        return HttpResponse.json({ data: null });
      }),
    );
    const client = createApolloClient({ uri: GRAPHQL_URL, onSessionEnd: () => {} });
    for (const { document, type } of operations) {
      const request =
        type === OperationTypeNode.MUTATION
          ? client.mutate({ mutation: document, fetchPolicy: 'no-cache' })
          : client.query({ query: document, fetchPolicy: 'no-cache' });
      await request.catch(() => undefined);
    }

    expect(operations.length).toBe(manifest.operations.length);
    expect(sent).toHaveLength(operations.length);
    expect(sent.some((query) => query.includes('__typename'))).toBe(true);
    const trusted = new Set(manifest.operations.map((operation) => operation.id));
    expect(sent.filter((query) => !trusted.has(operationId(parse(query))))).toEqual([]);
  });
});
