import { describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { RedisCache } from './redis-cache.ts';
import { CacheService } from './cache-service.ts';

// CI provides Redis at REDIS_URL; without it this suite fails rather than skips.
const url = process.env.REDIS_URL;
const prefix = `test:${randomUUID()}:`;

const it = test.extend('cache', { scope: 'file' }, async ({}, { onCleanup }) => {
  if (!url) throw new Error('REDIS_URL is not set: the Redis cache tests need a real Redis.');
  const cache = await RedisCache.connect({ target: { url }, commandTimeoutMs: 500 });
  onCleanup(async () => {
    await cache.purge(prefix);
    await cache.close();
  });
  if (!(await cache.ping())) throw new Error(`Redis at ${url} does not answer.`);
  return cache;
});

describe('RedisCache against a real Redis', () => {
  it('stores many entries in one round trip and reads them back in order', async ({ cache }) => {
    await cache.setMany([
      { key: `${prefix}a`, value: { price: 1.5 }, freshSeconds: 60, staleSeconds: 60 },
      { key: `${prefix}b`, value: null, freshSeconds: 60, staleSeconds: 60 },
    ]);
    const [a, missing, b] = await cache.getMany<{ price: number } | null>([
      `${prefix}a`,
      `${prefix}none`,
      `${prefix}b`,
    ]);
    expect(a?.value).toEqual({ price: 1.5 });
    expect(a!.freshUntil).toBeGreaterThan(Date.now());
    expect(missing).toBeUndefined();
    expect(b?.value).toBeNull();
  });

  it('sets a key only if absent (one order per idempotency key)', async ({ cache }) => {
    const key = `${prefix}lock`;
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.setIfAbsent(key, '1', 60)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('purges by prefix and deletes single keys', async ({ cache }) => {
    await cache.setMany([{ key: `${prefix}p:1`, value: 1, freshSeconds: 60, staleSeconds: 0 }]);
    await cache.delete(`${prefix}lock`);
    expect(await cache.setIfAbsent(`${prefix}lock`, '1', 60)).toBe(true);
    expect(await cache.purge(`${prefix}p:`)).toBe(1);
  });

  it('shares single-flight loads through the cache service', async ({ cache }) => {
    const service = new CacheService(cache, () => {});
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve('v');
    };
    await Promise.all(
      Array.from({ length: 50 }, () =>
        service.getOrLoad('t', `${prefix}sf`, { freshSeconds: 60, staleSeconds: 0 }, load),
      ),
    );
    await service.getOrLoad('t', `${prefix}sf`, { freshSeconds: 60, staleSeconds: 0 }, load);
    expect(loads).toBe(1);
  });

  it('degrades to misses, not failures, when Redis is unreachable', async () => {
    const events: string[] = [];
    const down = await RedisCache.connect({
      target: { url: 'redis://127.0.0.1:1' },
      commandTimeoutMs: 100,
      onEvent: (e) => events.push(e),
    });
    await expect(down.getMany(['x'])).resolves.toEqual([undefined]);
    await expect(down.setMany([{ key: 'x', value: 1, freshSeconds: 1, staleSeconds: 0 }])).resolves.toBeUndefined();
    expect(await down.ping()).toBe(false);
    expect(events.length).toBeGreaterThan(0);
    await down.close();
  });
});
