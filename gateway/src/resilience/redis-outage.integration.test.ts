// Redis hung and then killed under load: catalogue requests keep succeeding (a hung Redis costs at
// most its command timeout, a dead one nothing), and caching comes back when Redis does. Logged-in
// requests fail closed with 503 while their session cannot be read (docs/adr/0009). Uses its own
// redis-server on a free port, never a shared one.
import { describe, expect, test } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { callsOf, type Stack, type TestClient } from '../testing/stack.ts';
import { startedStack } from '../testing/fixtures.ts';
import { freePort, startRedis, stopped } from '../testing/redis-server.ts';

/** Passes once the gateway reports its cache up (Redis reconnects with backoff). */
const cacheReady = (stack: Stack) =>
  expect
    .poll(async () => (await fetch(`${stack.gateway.url}/readyz`)).status, { timeout: 5_000, interval: 100 })
    .toBe(200);

const PRODUCT = 'query ($slug: String!) { product(slug: $slug) { slug heading } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { userErrors { code } } }';
/** The code of a wrong-password login for `username`. */
const wrongLogin = async (stack: Stack, username: string) =>
  (
    await stack
      .client()
      .gql<{ login: { userErrors: { code: string }[] } }>(LOGIN, { input: { username, password: 'wrong' } })
  ).data?.login.userErrors[0]?.code;
const PRODUCT_ROUTE = 'GET /index/products/{slug}';

/** This file's own redis-server; `process` is replaced when a test starts it again. */
type OwnRedis = { port: number; process: ChildProcess };

const it = test
  .extend('redis', { scope: 'file' }, async ({}, { onCleanup }): Promise<OwnRedis> => {
    const port = await freePort();
    const redis = { port, process: await startRedis(port) };
    onCleanup(async () => {
      redis.process.kill('SIGKILL');
      await stopped(redis.process);
    });
    return redis;
  })
  .extend('stack', { scope: 'file' }, async ({ redis }, fixture) => {
    const stack = await startedStack({
      redisUrl: `redis://127.0.0.1:${redis.port}`,
      redisCommandTimeoutMs: 100,
      // Off: the in-process answer cache would serve these repeated reads without touching Redis.
      ttl: { pricesSeconds: 60, searchSeconds: 60, productSeconds: 600, staleSeconds: 600, responseSeconds: 0 },
    })({}, fixture);
    await cacheReady(stack);
    return stack;
  })
  // The load is a guest's (open browse): the cache's outage policy, not the session store's.
  .extend('shopper', { scope: 'file' }, ({ stack }): TestClient => stack.client())
  .extend('slugs', { scope: 'file' }, async ({ shopper }) => {
    const search = await shopper.gql<{ productSearch: { nodes: { slug: string }[] } }>(
      '{ productSearch(input: { query: "safety" }) { nodes { slug } } }',
    );
    const slugs = search.data?.productSearch.nodes.map((node) => node.slug) ?? [];
    expect(slugs.length).toBeGreaterThan(3);
    return slugs;
  })
  /** How many of `n` concurrent product reads are answered in full. */
  .extend('load', ({ shopper, slugs }) => async (n: number) => {
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        shopper.gql<{ product: { slug: string } | null }>(PRODUCT, { slug: slugs[i % slugs.length] }),
      ),
    );
    return results.filter(
      (result) =>
        result.status === 200 &&
        !result.errors &&
        result.data?.product?.slug === slugs[results.indexOf(result) % slugs.length],
    ).length;
  })
  /**
   * Whether a round of requests is answered without the ERP. A round may miss when a Redis command
   * overran its timeout on this busy machine (a miss, by design), so up to three rounds are tried.
   */
  .extend('servedFromCache', ({ stack, load }) => async (): Promise<boolean> => {
    for (let round = 0; round < 3; round += 1) {
      await stack.resetErpCalls();
      expect(await load(20)).toBe(20);
      if (callsOf(await stack.erpCalls(), PRODUCT_ROUTE) === 0) return true;
    }
    return false;
  });

describe('Redis outage under load', () => {
  it('caches through Redis while it is up', async ({ load, servedFromCache }) => {
    expect(await load(20)).toBe(20);
    expect(await servedFromCache()).toBe(true);
  });

  it('answers every request while Redis hangs (SIGSTOP): no request waits on it past its command timeout', async ({
    stack,
    redis,
    load,
  }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    redis.process.kill('SIGSTOP');
    try {
      expect(await load(30)).toBe(30);
      // Without the command timeout these would still be waiting on the frozen Redis.
      expect(callsOf(await stack.erpCalls(), PRODUCT_ROUTE)).toBeGreaterThan(0);
      // The login throttle does not wait on the frozen Redis either: the in-process count decides.
      expect(await wrongLogin(stack, 'hung@acme.example')).toBe('INVALID_CREDENTIALS');
      // A session that cannot be read is refused with a clear 503, never served unchecked.
      const refused = await buyer.gql('{ viewer { username } }');
      expect(refused.status).toBe(503);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'We cannot check your session right now. Please try again in a moment.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    } finally {
      redis.process.kill('SIGCONT');
    }
    await expect
      .poll(
        async () =>
          (await buyer.gql<{ viewer: { username: string } }>('{ viewer { username } }')).data?.viewer.username,
      )
      .toBe('buyer@acme.example');
  });

  it('answers every request when Redis is killed, and caches again when it returns', async ({
    stack,
    redis,
    load,
    servedFromCache,
  }) => {
    redis.process.kill('SIGKILL');
    await stopped(redis.process);
    expect(await load(30)).toBe(30);
    expect((await fetch(`${stack.gateway.url}/readyz`)).status).toBe(503);
    // Without Redis the replica still throttles failed logins on its own.
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) codes.push(await wrongLogin(stack, 'down@acme.example'));
    expect(codes.slice(4)).toEqual(['THROTTLED', 'THROTTLED']);

    redis.process = await startRedis(redis.port);
    await cacheReady(stack);
    expect(await load(10)).toBe(10);
    expect(await servedFromCache()).toBe(true);
  });
});
