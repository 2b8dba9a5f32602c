// What an operator reads in the log: one access line per request (who, what, how it ended, where the
// time went) and, when the ERP fails, the failure's cause with its stack.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, type Stack, type TestClient } from '../testing/stack.ts';

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) { totalCount nodes { slug items { erp price { amount { value } } } } }
}`;
const SHIP_TOS_ROUTE = 'GET /user/ship-tos/{id}';

type Line = Record<string, unknown> & { message: string; level: string };
type LoggedError = { type: string; message: string; stack?: string; cause?: LoggedError };

/** A logged error and its causes, outermost first. */
const causes = (error: unknown): LoggedError[] =>
  error ? [error as LoggedError, ...causes((error as LoggedError).cause)] : [];

const logged: string[] = [];
const lines = (): Line[] =>
  logged
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
/** The one access line of the request `requestId`, once its response has closed. */
const accessLine = async (requestId: string): Promise<Line> => {
  await expect
    .poll(() => lines().filter((line) => line.message === 'request' && line.requestId === requestId))
    .toHaveLength(1);
  return lines().find((line) => line.message === 'request' && line.requestId === requestId)!;
};

let stack: Stack;
let buyer: TestClient;
beforeAll(async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
  stack = await startStack({ logLevel: 'info' });
  buyer = await stack.clientAs('buyer@acme.example');
});
afterAll(async () => {
  await stack.close();
  vi.restoreAllMocks();
});

describe('the access log', () => {
  it('has one line per request: request id, brand, user, operation, status, duration, ERP calls and cache', async () => {
    await buyer.gql(LISTING, { input: { query: 'gloves' } }, { 'x-request-id': 'listing-1' });
    const first = await accessLine('listing-1');
    expect(first).toMatchObject({
      level: 'info',
      method: 'POST',
      path: '/graphql',
      status: 200,
      brand: 'DEFAULT',
      operation: 'Listing',
      user: expect.any(Number) as number,
      durationMs: expect.any(Number) as number,
      erpMs: expect.any(Number) as number,
    });
    expect(first.erpCalls).toBeGreaterThanOrEqual(2);
    expect(first.cacheMisses).toBeGreaterThan(0);

    // The same page again: searches and prices come from the cache.
    await buyer.gql(LISTING, { input: { query: 'gloves' } }, { 'x-request-id': 'listing-2' });
    const second = await accessLine('listing-2');
    expect(second.cacheHits).toBeGreaterThan(0);
    expect(second.erpCalls).toBeLessThan(first.erpCalls as number);
  });

  it('names a guest as a guest and the second brand by its host', async () => {
    await stack
      .client()
      .gql('{ storeBrand { key } }', {}, { 'x-request-id': 'guest-1', 'x-forwarded-host': 'shop.rvsupply.example' });
    expect(await accessLine('guest-1')).toMatchObject({ user: 'guest', brand: 'RV', status: 200 });
  });

  it('is written for a request whose Host names no valid origin, which is still answered', async () => {
    const result = await stack
      .client()
      .gql('{ __typename }', {}, { 'x-request-id': 'bad-host', 'x-forwarded-host': 'localhost:99999' });
    expect(result.data).toEqual({ __typename: 'Query' });
    const line = await accessLine('bad-host');
    expect(line).toMatchObject({ status: 200, user: 'guest' });
    expect(line.brand).toBeUndefined();
  });

  it("carries the GraphQL error codes, and the ERP's failure is logged with its cause and stack", async () => {
    await stack.setFaults([{ route: SHIP_TOS_ROUTE, errorRate: 1, errorStatus: 503 }]);
    try {
      await buyer.gql('query ShipTos { shipTos { id } }', {}, { 'x-request-id': 'ship-tos-down' });
    } finally {
      await stack.setFaults([]);
    }
    expect(await accessLine('ship-tos-down')).toMatchObject({
      operation: 'ShipTos',
      errorCodes: ['UPSTREAM_UNAVAILABLE'],
      erpFailures: expect.any(Number) as number,
    });
    const failure = lines().find((line) => line.message === 'upstream failure' && line.requestId === 'ship-tos-down');
    const chain = causes(failure?.error);
    expect(chain[0]?.message).toBe('We cannot reach our order system right now. Please try again in a moment.');
    // The ERP's own answer, where the ERP client raised it.
    expect(chain.at(-1)).toMatchObject({ type: 'ErpHttpError', status: 503, message: 'Injected fault.' });
    expect(chain.at(-1)?.stack).toContain('ErpClient');
  });
});
