import { describe, expect } from 'vitest';
import { clockTest as it } from '../testing/clock.ts';
import { MemoryCache } from './memory-cache.ts';
import { CacheService } from './cache-service.ts';

describe('MemoryCache', () => {
  it('stores and expires entries, keeping them stale for the stale window', async ({ clock }) => {
    const cache = new MemoryCache();
    await cache.setMany([{ key: 'k', value: { n: 1 }, freshSeconds: 1, staleSeconds: 1 }]);
    const [fresh] = await cache.getMany<{ n: number }>(['k']);
    expect(fresh?.value).toEqual({ n: 1 });
    expect(fresh!.freshUntil).toBeGreaterThan(Date.now());
    clock.advanceTimersByTime(1_500);
    const [stale] = await cache.getMany<{ n: number }>(['k']);
    expect(stale!.freshUntil).toBeLessThan(Date.now());
    clock.advanceTimersByTime(1_000);
    expect(await cache.getMany(['k'])).toEqual([undefined]);
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new MemoryCache(2);
    await cache.setMany([
      { key: 'a', value: 1, freshSeconds: 60, staleSeconds: 0 },
      { key: 'b', value: 2, freshSeconds: 60, staleSeconds: 0 },
    ]);
    await cache.getMany(['a']);
    await cache.setMany([{ key: 'c', value: 3, freshSeconds: 60, staleSeconds: 0 }]);
    expect((await cache.getMany<number>(['a', 'b', 'c'])).map((entry) => entry?.value)).toEqual([1, undefined, 3]);
  });

  it('reads an entry written with no lifetime left as absent', async () => {
    const cache = new MemoryCache();
    await cache.setMany([{ key: 'k', value: 1, freshSeconds: 60, staleSeconds: 0 }]);
    await cache.setMany([{ key: 'k', value: 2, freshSeconds: 0, staleSeconds: 0 }]);
    expect(await cache.getMany(['k'])).toEqual([undefined]);
  });

  it('lets a key be set again once its lock expired', async ({ clock }) => {
    const cache = new MemoryCache();
    expect(await cache.setIfAbsent('lock', '1', 1)).toBe(true);
    clock.advanceTimersByTime(1_001);
    expect(await cache.setIfAbsent('lock', '2', 1)).toBe(true);
  });

  it('sets a key only once until it expires, and purges by prefix', async () => {
    const cache = new MemoryCache();
    expect(await cache.setIfAbsent('lock', '1', 60)).toBe(true);
    expect(await cache.setIfAbsent('lock', '1', 60)).toBe(false);
    await cache.setMany([{ key: 'p:1', value: 1, freshSeconds: 60, staleSeconds: 0 }]);
    expect(await cache.purge('p:')).toBe(1);
  });
});

describe('CacheService', () => {
  it('loads a key once for concurrent callers and then serves hits', async ({ clock }) => {
    const service = new CacheService(new MemoryCache(), () => {});
    let loads = 0;
    // The load takes 10 ms of the fake clock: every caller asks while it is in flight.
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'value';
    };
    const policy = { freshSeconds: 60, staleSeconds: 60 };
    const values = Promise.all(Array.from({ length: 100 }, () => service.getOrLoad('t', 'k', policy, load)));
    await clock.advanceTimersByTimeAsync(10);
    expect(new Set(await values)).toEqual(new Set(['value']));
    expect(loads).toBe(1);
    await service.getOrLoad('t', 'k', policy, load);
    expect(loads).toBe(1);
  });

  it('serves the stale value when the loader fails, and fails without one', async ({ clock }) => {
    const outcomes: string[] = [];
    const service = new CacheService(new MemoryCache(), (_kind, outcome) => outcomes.push(outcome));
    const policy = { freshSeconds: 1, staleSeconds: 60 };
    await service.getOrLoad('t', 'k', policy, () => Promise.resolve('old'));
    clock.advanceTimersByTime(2_000);
    const failing = (): Promise<string> => Promise.reject(new Error('ERP down'));
    await expect(service.getOrLoad('t', 'k', policy, failing)).resolves.toBe('old');
    expect(outcomes).toContain('stale');
    await expect(service.getOrLoad('t', 'other', policy, failing)).rejects.toThrow('ERP down');
  });
});
