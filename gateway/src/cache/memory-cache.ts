import { LRUCache } from 'lru-cache';
import type { Cache, CacheEnvelope, CacheWrite } from './cache.ts';

/**
 * In-process LRU with per-key expiry; values are JSON-copied so callers cannot share mutations. It
 * answers the async Cache interface at once (resolved promises).
 */
export class MemoryCache implements Cache {
  readonly kind = 'memory';
  readonly #slots: LRUCache<string, string>;

  constructor(maxEntries = 100_000) {
    // Date's clock, the one the envelopes' freshUntil is on.
    this.#slots = new LRUCache<string, string>({ max: maxEntries, perf: Date });
  }

  getMany<T>(keys: string[]): Promise<(CacheEnvelope<T> | undefined)[]> {
    return Promise.resolve(
      keys.map((key) => {
        const data = this.#slots.get(key);
        return data === undefined ? undefined : (JSON.parse(data) as CacheEnvelope<T>);
      }),
    );
  }

  setMany<T>(entries: CacheWrite<T>[]): Promise<void> {
    const now = Date.now();
    for (const entry of entries) {
      const envelope: CacheEnvelope<T> = { value: entry.value, freshUntil: now + entry.freshSeconds * 1000 };
      this.#put(entry.key, JSON.stringify(envelope), entry.freshSeconds + entry.staleSeconds);
    }
    return Promise.resolve();
  }

  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if (this.#slots.has(key)) return Promise.resolve(false);
    this.#put(key, value, ttlSeconds);
    return Promise.resolve(true);
  }

  delete(key: string): Promise<void> {
    this.#slots.delete(key);
    return Promise.resolve();
  }

  purge(prefix: string): Promise<number> {
    this.#slots.purgeStale();
    const doomed = [...this.#slots.keys()].filter((key) => key.startsWith(prefix));
    for (const key of doomed) this.#slots.delete(key);
    return Promise.resolve(doomed.length);
  }

  ping(): Promise<boolean> {
    return Promise.resolve(true);
  }

  close(): Promise<void> {
    this.#slots.clear();
    return Promise.resolve();
  }

  #put(key: string, data: string, ttlSeconds: number): void {
    // lru-cache reads a TTL of 0 as "forever"; here it means already expired.
    if (ttlSeconds <= 0) this.#slots.delete(key);
    else this.#slots.set(key, data, { ttl: Math.ceil(ttlSeconds * 1000) });
  }
}
