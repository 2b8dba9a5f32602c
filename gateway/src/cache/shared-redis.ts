import { createClient, createSentinel } from 'redis';
import type { GatewayConfig } from '../config/load.ts';

const RECONNECT = (retries: number) => Math.min(100 * 2 ** retries, 2_000);
// No offline queue: a command during an outage fails at once instead of waiting.
const clientOf = (url: string) =>
  createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000, reconnectStrategy: RECONNECT } });

/** A connection to the store's Redis: its one primary, named directly (REDIS_URL) or found through Sentinel. */
export type RedisConnection = ReturnType<typeof clientOf>;

/** Where the store's Redis is: REDIS_URL, or the primary Sentinel names (REDIS_SENTINELS, REDIS_MASTER_NAME). */
export type RedisTarget = { url: string } | NonNullable<GatewayConfig['redisSentinel']>;

/** The configured Redis, Sentinel first; none: the gateway keeps its state in process. */
export const redisTargetOf = (config: GatewayConfig): RedisTarget | undefined =>
  config.redisSentinel ?? (config.redisUrl ? { url: config.redisUrl } : undefined);

/**
 * A client of `target`. Through Sentinel it follows the primary across failovers: commands wait
 * for the new primary's address (bounded by each caller's own timeout) and go on there. The
 * Sentinel client offers every command and property the gateway uses of a plain client (get, set,
 * mGet, getDel, del, multi, eval, scanIterator, ping, isReady, isOpen, connect, close, destroy),
 * so it is used as one.
 */
export const redisClientOf = (target: RedisTarget): RedisConnection =>
  'url' in target
    ? clientOf(target.url)
    : (createSentinel({
        name: target.masterName,
        sentinelRootNodes: target.sentinels,
        nodeClientOptions: {
          disableOfflineQueue: true,
          socket: { connectTimeout: 2_000, reconnectStrategy: RECONNECT },
        },
        sentinelClientOptions: { socket: { connectTimeout: 2_000, reconnectStrategy: RECONNECT } },
        // Sentinel announces a failover at once; the scan is the fallback when that message is missed.
        scanInterval: 2_000,
        passthroughClientErrorEvents: true,
      }) as unknown as RedisConnection);

/** One Redis connection for the state replicas must share exactly: sessions and throttle counts. */
export type SharedRedis = RedisConnection;

/** Connects, waiting at most `waitMs`; when Redis is down it starts anyway and reconnects in the background. */
export const connectSharedRedis = async (
  target: RedisTarget | string,
  onError: (message: string) => void,
  waitMs = 1_000,
): Promise<SharedRedis> => {
  const client = redisClientOf(typeof target === 'string' ? { url: target } : target);
  client.on('error', (error: Error) => onError(error.message));
  const connecting = client.connect().catch((error: Error) => onError(error.message));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([connecting, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  return client;
};

export const closeSharedRedis = async (client: SharedRedis): Promise<void> => {
  if (client.isReady) await client.close();
  else if (client.isOpen) client.destroy();
};

/** A command bounded in time: a slow Redis is an unavailable one. */
export const withTimeout = <R>(promise: Promise<R>, timeoutMs: number): Promise<R> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('redis command timeout')), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};
