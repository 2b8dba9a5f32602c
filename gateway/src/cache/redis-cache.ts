import { redisClientOf, type RedisTarget } from './shared-redis.ts';
import type { Cache, CacheEnvelope, CacheEventSink, CacheWrite } from './cache.ts';

export type RedisCacheOptions = {
  /** REDIS_URL, or the primary Sentinel names. */
  target: RedisTarget;
  /** No request waits on Redis longer than this; a slow or absent Redis is a cache miss. */
  commandTimeoutMs: number;
  onEvent?: CacheEventSink;
};

/** Redis behind the cache interface. An outage degrades to misses, never to failed requests. */
export class RedisCache implements Cache {
  readonly kind = 'redis';
  readonly #client;
  readonly #options: RedisCacheOptions;

  private constructor(options: RedisCacheOptions) {
    this.#options = options;
    this.#client = redisClientOf(options.target);
    this.#client.on('error', (error: Error) => options.onEvent?.('error', error.message));
  }

  /** Connects, waiting at most `waitMs`; when Redis is down it starts anyway and reconnects in the background. */
  static async connect(options: RedisCacheOptions, waitMs = 1_000): Promise<RedisCache> {
    const cache = new RedisCache(options);
    const connecting = cache.#client.connect().catch((error: Error) => options.onEvent?.('error', error.message));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([connecting, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    return cache;
  }

  async getMany<T>(keys: string[]): Promise<(CacheEnvelope<T> | undefined)[]> {
    if (keys.length === 0) return [];
    const raw = await this.#guard(() => this.#client.mGet(keys), null);
    if (!raw) return keys.map(() => undefined);
    return raw.map((value) => (typeof value === 'string' ? (JSON.parse(value) as CacheEnvelope<T>) : undefined));
  }

  async setMany<T>(entries: CacheWrite<T>[]): Promise<void> {
    if (entries.length === 0) return;
    const now = Date.now();
    await this.#guard(async () => {
      const multi = this.#client.multi();
      for (const entry of entries) {
        const envelope: CacheEnvelope<T> = { value: entry.value, freshUntil: now + entry.freshSeconds * 1000 };
        multi.set(entry.key, JSON.stringify(envelope), {
          expiration: { type: 'EX', value: Math.ceil(entry.freshSeconds + entry.staleSeconds) },
        });
      }
      await multi.exec();
      return true;
    }, false);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const result = await this.#withTimeout(
      this.#client.set(key, value, { condition: 'NX', expiration: { type: 'EX', value: ttlSeconds } }),
    );
    return result === 'OK';
  }

  async delete(key: string): Promise<void> {
    await this.#guard(() => this.#client.del(key), 0);
  }

  async purge(prefix: string): Promise<number> {
    let removed = 0;
    for await (const keys of this.#client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) removed += await this.#client.del(keys);
    }
    return removed;
  }

  async ping(): Promise<boolean> {
    return this.#guard(async () => (await this.#client.ping()) === 'PONG', false);
  }

  async close(): Promise<void> {
    if (this.#client.isReady) await this.#client.close();
    else if (this.#client.isOpen) this.#client.destroy();
  }

  async #guard<R>(run: () => Promise<R>, fallback: R): Promise<R> {
    if (!this.#client.isReady) {
      this.#options.onEvent?.('error', 'redis not ready');
      return fallback;
    }
    try {
      return await this.#withTimeout(run());
    } catch (error) {
      this.#options.onEvent?.('error', (error as Error).message);
      return fallback;
    }
  }

  #withTimeout<R>(promise: Promise<R>): Promise<R> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('redis command timeout')), this.#options.commandTimeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
