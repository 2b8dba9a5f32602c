// What an operator reads in the log: one access line per request (who, what, how it ended, where the
// time went) and, when the ERP fails, the failure's cause with its stack; and what the log never holds
// (issue 30): a password, card number or session id, wherever a request carries it. One stack logs
// everything, at every level, for both. Attack class 26 (secrets in the logs) records its figures
// here: each request carrying a secret is an attempt.
import { DEMO_PASSWORD } from '@mro/erp-sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attackFigures } from '@mro/attack-figures';
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
  stack = await startStack({ logLevel: 'debug' });
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

  it('is written for a request whose Host names no valid origin, answered as an unknown host', async () => {
    const result = await stack
      .client()
      .gql('{ __typename }', {}, { 'x-request-id': 'bad-host', 'x-forwarded-host': 'localhost:99999' });
    expect(result.data).toEqual({ __typename: 'Query' });
    const line = await accessLine('bad-host');
    expect(line).toMatchObject({ status: 200, user: 'guest', brand: 'DEFAULT' });
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

const WRONG_PASSWORD = 'Wrong-Secret-Pw-9731';
const CARD = '4111111111111111';
const CARD_SPACED = '4111 1111 1111 1111';

const ADD_CARD = `mutation AddSavedCard($input: AddSavedCardInput!) {
  addSavedCard(input: $input) { savedCards { token } userErrors { field message } }
}`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { viewer { id } userErrors { message } } }`;

describe('the log of requests carrying a password, a card number and a session cookie', () => {
  it('holds none of them', async () => {
    const manager = stack.client();
    const figures = attackFigures(26);
    await figures.send(() =>
      manager.gql(LOGIN, { input: { username: 'manager@tyrell.example', password: WRONG_PASSWORD } }),
    );
    await manager.login('manager@tyrell.example', DEMO_PASSWORD);
    const sessionId = manager.cookies.get('mro_session') ?? '';
    expect(sessionId.length).toBeGreaterThan(20);

    const card = {
      nameOnCard: 'Ada Lovelace',
      number: CARD_SPACED,
      expirationMonth: 12,
      expirationYear: new Date().getFullYear() + 2,
      securityCode: '123',
      billingAddress: '1 Main St',
      zip: '74103',
    };
    await figures.send(() => manager.gql(ADD_CARD, { input: card }, { 'x-request-id': 'add-card' }));
    // The ERP failing on the card: the failure and its cause are logged.
    await stack.setFaults([{ route: 'POST /payment-method', errorRate: 1, errorStatus: 500 }]);
    try {
      await figures.send(() =>
        manager.gql(ADD_CARD, { input: { ...card, number: CARD } }, { 'x-request-id': 'add-card-down' }),
      );
    } finally {
      await stack.setFaults([]);
    }
    // A storefront's report quoting all three, as a careless error message would.
    const report = await figures.counting(fetch)(`${stack.gateway.url}/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `mro_session=${sessionId}` },
      body: JSON.stringify({
        message: `Payment failed for card ${CARD} {"password":"${WRONG_PASSWORD}"} with Cookie: mro_session=${sessionId}`,
        status: 500,
        operationName: 'Profile',
        variables: { password: DEMO_PASSWORD },
      }),
    });
    expect(report.status).toBe(204);
    // A request whose id is a card number.
    await figures.send(() =>
      manager.gql('{ viewer { id } }', {}, { 'x-request-id': CARD, authorization: `Bearer ${sessionId}` }),
    );

    await expect.poll(() => logged.join('')).toContain('"requestId":"add-card-down"');
    await expect.poll(() => logged.join('')).toContain('client error reported');
    const log = logged.join('');
    // The log has these requests' lines: the grep below reads something.
    expect(log).toContain('"operation":"AddSavedCard"');
    const secrets = [WRONG_PASSWORD, DEMO_PASSWORD, CARD, CARD_SPACED, sessionId];
    figures.gotThrough(secrets.filter((secret) => log.includes(secret)).length);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('[card number]');
  });
});
