// Which Redis the gateway uses: Sentinel (REDIS_SENTINELS with REDIS_MASTER_NAME) before REDIS_URL.
import { describe, expect, it } from 'vitest';
import { loadConfig, StartupError } from '../config/load.ts';
import { redisTargetOf } from './shared-redis.ts';

const targetOf = (env: Record<string, string>) => redisTargetOf(loadConfig(env));

describe('the Redis the gateway connects to', () => {
  it('is found through Sentinel when both Sentinel variables are set, even beside REDIS_URL', () => {
    expect(
      targetOf({
        REDIS_SENTINELS: '10.0.0.5:26379, sentinel-b:26380',
        REDIS_MASTER_NAME: 'store',
        REDIS_URL: 'redis://127.0.0.1:6379',
      }),
    ).toEqual({
      masterName: 'store',
      sentinels: [
        { host: '10.0.0.5', port: 26379 },
        { host: 'sentinel-b', port: 26380 },
      ],
    });
  });

  it('is REDIS_URL without Sentinel, and none (in process) without either', () => {
    expect(targetOf({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ url: 'redis://127.0.0.1:6379' });
    expect(targetOf({})).toBeUndefined();
  });

  it('refuses to start with one Sentinel variable without the other, or a Sentinel that is not host:port', () => {
    expect(() => targetOf({ REDIS_SENTINELS: '10.0.0.5:26379' })).toThrow(
      'REDIS_MASTER_NAME: REDIS_SENTINELS and REDIS_MASTER_NAME go together: set both, or neither',
    );
    expect(() => targetOf({ REDIS_MASTER_NAME: 'store' })).toThrow(StartupError);
    expect(() => targetOf({ REDIS_SENTINELS: '10.0.0.5', REDIS_MASTER_NAME: 'store' })).toThrow(
      'REDIS_SENTINELS="10.0.0.5": expected comma-separated host:port such as 10.0.0.5:26379,10.0.0.6:26379',
    );
  });
});
