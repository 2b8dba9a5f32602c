import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type Gateway } from '../../index.ts';

// Finding 12: a persisted-query hash that does not match its query is the client's mistake.
let gateway: Gateway;
const logged: string[] = [];
beforeAll(async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: 'http://127.0.0.1:9',
    searchUrl: 'http://127.0.0.1:9',
    redisUrl: undefined,
    logLevel: 'info',
  });
});
afterAll(async () => {
  await gateway?.close();
  vi.restoreAllMocks();
});

const post = (body: unknown) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('persisted queries', () => {
  it('answer a hash that does not match the query with a 400 and a clear code', async () => {
    const response = await post({
      query: '{ __typename }',
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ somethingElse }') } },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'The persisted query hash does not match the query.',
          extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
        },
      ],
    });
    // The client's mistake: an info line, no error and no stack.
    expect(logged.some((line) => line.includes('"client mistake"'))).toBe(true);
    expect(logged.filter((line) => line.includes('"level":"error"') || line.includes('stack'))).toEqual([]);
  });

  it('run a query whose hash matches', async () => {
    const query = '{ __typename }';
    const response = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
