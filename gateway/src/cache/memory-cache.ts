import type { Cache, CacheEnvelope, CacheWrite } from './cache.ts';

type Slot = { data: string; expiresAt: number };

/** In-process LRU with per-key expiry; values are JSON-copied so callers cannot share mutations. */
export class MemoryCache implements Cache {
  readonly kind = 'memory';
  readonly #slots = new Map<string, Slot>();
  readonly #maxEntries: number;

  constructor(maxEntries = 100_000) {
    this.#maxEntries = maxEntries;
  }

  async getMany<T>(keys: string[]): Promise<(CacheEnvelope<T> | undefined)[]> {
    const now = Date.now();
    return keys.map((key) => {
      const slot = this.#slots.get(key);
      if (!slot) return undefined;
      if (slot.expiresAt <= now) {
        this.#slots.delete(key);
        return undefined;
      }
      this.#slots.delete(key);
      this.#slots.set(key, slot);
      return JSON.parse(slot.data) as CacheEnvelope<T>;
    });
  }

  async setMany<T>(entries: CacheWrite<T>[]): Promise<void> {
    const now = Date.now();
    for (const entry of entries) {
      const envelope: CacheEnvelope<T> = { value: entry.value, freshUntil: now + entry.freshSeconds * 1000 };
      this.#put(entry.key, JSON.stringify(envelope), now + (entry.freshSeconds + entry.staleSeconds) * 1000);
    }
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const slot = this.#slots.get(key);
    if (slot && slot.expiresAt > Date.now()) return false;
    this.#put(key, value, Date.now() + ttlSeconds * 1000);
    return true;
  }

  async delete(key: string): Promise<void> {
    this.#slots.delete(key);
  }

  async purge(prefix: string): Promise<number> {
    let removed = 0;
    for (const key of this.#slots.keys()) {
      if (key.startsWith(prefix)) {
        this.#slots.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.#slots.clear();
  }

  #put(key: string, data: string, expiresAt: number): void {
    this.#slots.delete(key);
    this.#slots.set(key, { data, expiresAt });
    while (this.#slots.size > this.#maxEntries) {
      const oldest = this.#slots.keys().next().value;
      if (oldest === undefined) break;
      this.#slots.delete(oldest);
    }
  }
}
