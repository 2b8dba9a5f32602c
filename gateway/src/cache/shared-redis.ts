import { createClient } from 'redis';

// No offline queue: a command during an outage fails at once instead of waiting.
const clientOf = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });

/** One Redis connection for the state replicas must share exactly: sessions and throttle counts. */
export type SharedRedis = ReturnType<typeof clientOf>;

/** Connects, waiting at most `waitMs`; when Redis is down it starts anyway and reconnects in the background. */
export const connectSharedRedis = async (
  url: string,
  onError: (message: string) => void,
  waitMs = 1_000,
): Promise<SharedRedis> => {
  const client = clientOf(url);
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
