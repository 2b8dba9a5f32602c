// One cache interface, two implementations (in-process LRU, Redis). Values are stored in an
// envelope with their own freshness deadline and kept a while longer, so a caller can serve a
// stale value when the ERP fails (stale-if-error) without a second lookup.

export type CacheEnvelope<T> = { value: T; freshUntil: number };

export type CacheWrite<T> = { key: string; value: T; freshSeconds: number; staleSeconds: number };

export interface Cache {
  /** Entries of many keys in one round trip; undefined for misses. Never throws: errors are misses. */
  getMany<T>(keys: string[]): Promise<(CacheEnvelope<T> | undefined)[]>;
  /** Stores entries; never throws (a failed write is counted and forgotten). */
  setMany<T>(entries: CacheWrite<T>[]): Promise<void>;
  /** Sets a key only if it is absent; false when it existed. Throws when the store is unreachable. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Removes one key; never throws. */
  delete(key: string): Promise<void>;
  /** Removes every key starting with the prefix; returns how many. */
  purge(prefix: string): Promise<number>;
  /** Whether the store answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export type CacheEventSink = (event: 'error', detail: string) => void;
