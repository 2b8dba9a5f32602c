// Two gateways sharing one Redis (as docker-compose runs three): a logout on one ends the session on
// the other at once, throttle counts are shared, and one idempotency key places one order whichever
// replica each retry reaches. Uses its own redis-server on a free port.
import { describe, expect, test } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { startGateway, type Gateway } from '../index.ts';
import { startedStack } from '../testing/fixtures.ts';
import { callsOf, TEST_SESSION_SECRET, TestClient, type Stack } from '../testing/stack.ts';
import { privateRedis } from '../testing/redis-server.ts';
import { SESSION_COOKIE } from '../auth/session.ts';

const VIEWER = '{ viewer { username } }';
const LOGIN =
  'mutation ($input: LoginInput!) { login(input: $input) { viewer { username } userErrors { code retryAfterSeconds } } }';
const RECOVER =
  'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { code } } }';
const SEARCH = '{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }';
const ADD = 'mutation ($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { code } } }';
const DETAILS =
  'mutation ($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { code } } }';
const PLACE =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } userErrors { code message } } }';

type Replicas = { a: Stack; b: Gateway };

const it = test
  .extend('redisUrl', { scope: 'file' }, async ({}, { onCleanup }) => {
    const redis = await privateRedis();
    onCleanup(redis.stop);
    return redis.url;
  })
  .extend('a', { scope: 'file' }, ({ redisUrl }, fixture) => startedStack({ redisUrl, trustedProxies: 1 })({}, fixture))
  .extend('b', { scope: 'file' }, async ({ a, redisUrl }, { onCleanup }) => {
    const b = await startGateway({
      port: 0,
      host: '127.0.0.1',
      erpUrl: a.sandboxUrl,
      searchUrl: a.sandboxUrl,
      sessionSecret: TEST_SESSION_SECRET,
      cookieSecure: false,
      logLevel: 'error',
      redisUrl,
      trustedProxies: 1,
    });
    onCleanup(() => b.close({ idleGraceMs: 0 }));
    return b;
  })
  // This file's own Redis: each test uses its own accounts, so shared throttle counts never cross tests.
  .extend('replicas', ({ a, b }): Replicas => ({ a, b }));

/** The same browser (its cookies) talking to the other replica. */
const onReplica = (url: string, from: TestClient) => {
  const client = new TestClient(url);
  for (const [name, value] of from.cookies) client.cookies.set(name, value);
  return client;
};

describe('replicas sharing Redis', () => {
  it('ends a session on every replica at once when it is logged out on one', async ({ replicas }) => {
    const onA = await replicas.a.clientAs('buyer@acme.example');
    const onB = onReplica(replicas.b.url, onA);
    expect((await onB.gql<{ viewer: { username: string } }>(VIEWER)).data?.viewer.username).toBe('buyer@acme.example');
    await onA.gql('mutation { logout { loggedOut } }');
    const after = await onB.gql(VIEWER);
    expect(after.errors?.[0]).toMatchObject({ message: 'Token has expired.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(onB.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('shares login and mail throttle counts between replicas', async ({ replicas }) => {
    const address = { 'x-forwarded-for': '198.51.100.1' };
    const username = `ghost-${randomUUID()}@acme.example`;
    const codes: string[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const url = attempt % 2 === 0 ? replicas.a.gateway.url : replicas.b.url;
      const result = await new TestClient(url).gql<{ login: { userErrors: { code: string }[] } }>(
        LOGIN,
        { input: { username, password: 'wrong' } },
        address,
      );
      codes.push(result.data?.login.userErrors[0]?.code ?? 'none');
    }
    expect(codes).toEqual([
      ...Array.from({ length: 4 }, () => 'INVALID_CREDENTIALS'),
      ...Array.from({ length: 4 }, () => 'THROTTLED'),
    ]);

    const recovery: string[] = [];
    const account = `ghost-${randomUUID()}@acme.example`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const url = attempt % 2 === 0 ? replicas.b.url : replicas.a.gateway.url;
      const result = await new TestClient(url).gql<{ requestPasswordReset: { userErrors: { code: string }[] } }>(
        RECOVER,
        { input: { username: account } },
        { 'x-forwarded-for': `192.0.2.${attempt + 1}` },
      );
      recovery.push(result.data?.requestPasswordReset.userErrors[0]?.code ?? 'SENT');
    }
    expect(recovery).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'THROTTLED', 'THROTTLED']);
  });

  it('places one order for one key whichever replica each of 20 racing submissions reaches', async ({ replicas }) => {
    const buyer = await replicas.a.clientAs('buyer@acme.example');
    const search = await buyer.gql<{
      productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
    }>(SEARCH);
    const item = search.data!.productSearch.nodes.flatMap((node) => node.items).find((i) => i.price?.purchasable)!;
    await buyer.gql(ADD, { input: { lines: [{ erp: item.erp, quantity: 2 }] } });
    const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    const shipTo = shipTos.data!.shipTos.find((candidate) => !candidate.purchaseOrderRequired)!;
    await buyer.gql(DETAILS, { input: { shipToId: shipTo.id, contactName: 'B', contactEmail: 'b@acme.example' } });
    await replicas.a.resetErpCalls();
    const idempotencyKey = randomBytes(16).toString('hex');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        onReplica(n % 2 === 0 ? replicas.a.gateway.url : replicas.b.url, buyer).gql<{
          placeOrder: { order: { orderNumber: string } | null; userErrors: { code: string }[] };
        }>(PLACE, { input: { idempotencyKey } }),
      ),
    );
    const numbers = new Set(results.map((result) => result.data?.placeOrder.order?.orderNumber));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^\d+-00$/);
    expect(callsOf(await replicas.a.erpCalls(), 'POST /order')).toBe(1);
  });

  it('places one order for one cart whichever replica each of 20 checkouts with 20 keys reaches', async ({
    replicas,
  }) => {
    // Issue 31, finding 8: the cart, not the key, is what is ordered once.
    const buyer = await replicas.a.clientAs('approver@acme.example');
    const search = await buyer.gql<{
      productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
    }>(SEARCH);
    const item = search.data!.productSearch.nodes.flatMap((node) => node.items).find((i) => i.price?.purchasable)!;
    await buyer.gql(ADD, { input: { lines: [{ erp: item.erp, quantity: 1 }] } });
    const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
      '{ shipTos { id purchaseOrderRequired } }',
    );
    const shipTo = shipTos.data!.shipTos.find((candidate) => !candidate.purchaseOrderRequired)!;
    await buyer.gql(DETAILS, { input: { shipToId: shipTo.id, contactName: 'A', contactEmail: 'a@acme.example' } });
    await replicas.a.resetErpCalls();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        onReplica(n % 2 === 0 ? replicas.a.gateway.url : replicas.b.url, buyer).gql<{
          placeOrder: { order: { orderNumber: string } | null; userErrors: { code: string; message: string }[] };
        }>(PLACE, { input: { idempotencyKey: randomBytes(16).toString('hex') } }),
      ),
    );
    const numbers = new Set(results.flatMap((result) => result.data?.placeOrder.order?.orderNumber ?? []));
    expect(numbers.size).toBe(1);
    const [number] = [...numbers];
    const refusals = results.flatMap((result) => result.data?.placeOrder.userErrors ?? []);
    for (const refusal of refusals) expect(refusal.message).toContain(`already ordered as order ${number}.`);
    expect(callsOf(await replicas.a.erpCalls(), 'POST /order')).toBe(1);
  });
});
