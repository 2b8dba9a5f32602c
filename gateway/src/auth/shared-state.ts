import type { GatewayConfig } from '../config/load.ts';
import { closeSharedRedis, connectSharedRedis, redisTargetOf } from '../cache/shared-redis.ts';
import { MemorySessionStore, RedisSessionStore, type SessionStore } from './session-store.ts';
import { Throttles } from '../security/throttle.ts';
import { LoginThrottle } from '../security/login-throttle.ts';

/** A session lookup may wait this long on Redis: failing closed costs the user more than a slow answer. */
const SESSION_TIMEOUT_MS = 1_000;

export type SharedState = {
  sessions: SessionStore;
  throttles: Throttles;
  loginThrottle: LoginThrottle;
  close(): Promise<void>;
};

/**
 * What replicas must agree on exactly, sessions and throttle counts: in Redis when REDIS_URL (or
 * Sentinel) is set (its own connection, so a cache outage policy never applies to them), in process otherwise.
 */
export const createSharedState = async (
  config: GatewayConfig,
  onError: (message: string) => void,
): Promise<SharedState> => {
  const target = redisTargetOf(config);
  const redis = target ? await connectSharedRedis(target, onError) : null;
  const throttles = new Throttles(redis, config.throttleRules);
  return {
    sessions: redis
      ? new RedisSessionStore(redis, Math.max(config.redisCommandTimeoutMs, SESSION_TIMEOUT_MS))
      : new MemorySessionStore(),
    throttles,
    loginThrottle: new LoginThrottle(throttles, config.loginThrottle),
    close: async () => {
      if (redis) await closeSharedRedis(redis);
    },
  };
};
