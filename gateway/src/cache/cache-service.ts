import type { Cache, CacheEnvelope, CacheWrite } from './cache.ts';

export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'error';
export type CachePolicy = { freshSeconds: number; staleSeconds: number };

/**
 * Read-through caching over the cache interface: one loader call per key at a time in this process
 * (single-flight across concurrent requests), and the last value served when the loader fails
 * within the stale window.
 */
export class CacheService {
  readonly store: Cache;
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #count: (kind: string, outcome: CacheOutcome, n?: number) => void;

  constructor(store: Cache, count: (kind: string, outcome: CacheOutcome, n?: number) => void) {
    this.store = store;
    this.#count = count;
  }

  async getOrLoad<T>(kind: string, key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const [cached] = await this.store.getMany<T>([key]);
    if (cached && cached.freshUntil > Date.now()) {
      this.#count(kind, 'hit');
      return cached.value;
    }
    this.#count(kind, 'miss');
    return this.singleFlight(key, async () => {
      try {
        const value = await load();
        await this.store.setMany([{ key, value, ...policy }]);
        return value;
      } catch (error) {
        if (cached) {
          this.#count(kind, 'stale');
          return cached.value;
        }
        throw error;
      }
    });
  }

  /** Runs `run` once for concurrent callers of the same key. */
  singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
    const pending = this.#inflight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = run().finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, promise);
    return promise;
  }

  getMany<T>(keys: string[]): Promise<(CacheEnvelope<T> | undefined)[]> {
    return this.store.getMany<T>(keys);
  }

  setMany<T>(entries: CacheWrite<T>[]): Promise<void> {
    return this.store.setMany(entries);
  }

  count(kind: string, outcome: CacheOutcome, n = 1): void {
    this.#count(kind, outcome, n);
  }
}
