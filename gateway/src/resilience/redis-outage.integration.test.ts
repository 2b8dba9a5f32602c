// Redis hung and then killed under load: requests keep succeeding (a hung Redis costs at most its
// command timeout, a dead one nothing), and caching comes back when Redis does. Uses its own
// redis-server on a free port, never a shared one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { callsOf, startStack, type Stack, type TestClient } from '../testing/stack.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const startRedis = async (port: number): Promise<ChildProcess> => {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    redis.once('error', reject);
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return redis;
};

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

let port: number;
let redis: ChildProcess;
let stack: Stack;
let buyer: TestClient;
let slugs: string[];

const PRODUCT = 'query ($slug: String!) { product(slug: $slug) { slug heading } }';
const PRODUCT_ROUTE = 'GET /index/products/{slug}';
const load = async (n: number) => {
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      buyer.gql<{ product: { slug: string } | null }>(PRODUCT, { slug: slugs[i % slugs.length] }),
    ),
  );
  return results.filter(
    (result) =>
      result.status === 200 &&
      !result.errors &&
      result.data?.product?.slug === slugs[results.indexOf(result) % slugs.length],
  ).length;
};

/** Whether the gateway reports its cache up within a few seconds (Redis reconnects with backoff). */
const cacheReady = async (): Promise<boolean> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await fetch(`${stack.gateway.url}/readyz`)).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

/**
 * Whether a round of requests is answered without the ERP. A round may miss when a Redis command
 * overran its timeout on this busy machine (a miss, by design), so up to three rounds are tried.
 */
const servedFromCache = async (): Promise<boolean> => {
  for (let round = 0; round < 3; round += 1) {
    await stack.resetErpCalls();
    expect(await load(20)).toBe(20);
    if (callsOf(await stack.erpCalls(), PRODUCT_ROUTE) === 0) return true;
  }
  return false;
};

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis(port);
  stack = await startStack({
    redisUrl: `redis://127.0.0.1:${port}`,
    redisCommandTimeoutMs: 100,
    // Off: the in-process answer cache would serve these repeated reads without touching Redis.
    ttl: { pricesSeconds: 60, searchSeconds: 60, productSeconds: 600, staleSeconds: 600, responseSeconds: 0 },
  });
  expect(await cacheReady()).toBe(true);
  buyer = stack.client();
  await buyer.login('buyer@acme.example');
  const search = await buyer.gql<{ productSearch: { nodes: { slug: string }[] } }>(
    '{ productSearch(input: { query: "safety" }) { nodes { slug } } }',
  );
  slugs = search.data?.productSearch.nodes.map((node) => node.slug) ?? [];
  expect(slugs.length).toBeGreaterThan(3);
});
afterAll(async () => {
  await stack.close();
  redis.kill('SIGKILL');
  await stopped(redis);
});

describe('Redis outage under load', () => {
  it('caches through Redis while it is up', async () => {
    expect(await load(20)).toBe(20);
    expect(await servedFromCache()).toBe(true);
  });

  it('answers every request while Redis hangs (SIGSTOP): no request waits on it past its command timeout', async () => {
    redis.kill('SIGSTOP');
    try {
      expect(await load(30)).toBe(30);
      // Without the command timeout these would still be waiting on the frozen Redis.
      expect(callsOf(await stack.erpCalls(), PRODUCT_ROUTE)).toBeGreaterThan(0);
    } finally {
      redis.kill('SIGCONT');
    }
  });

  it('answers every request when Redis is killed, and caches again when it returns', async () => {
    redis.kill('SIGKILL');
    await stopped(redis);
    expect(await load(30)).toBe(30);
    expect((await fetch(`${stack.gateway.url}/readyz`)).status).toBe(503);

    redis = await startRedis(port);
    expect(await cacheReady()).toBe(true);
    expect(await load(10)).toBe(10);
    expect(await servedFromCache()).toBe(true);
  });
});
