import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import type { SharedRedis } from '../cache/shared-redis.ts';
import { THROTTLE_RULES, type ThrottledAction, type ThrottleRules } from './throttle-rules.ts';
import type { UserError } from '../generated/resolvers-types.ts';
import { userError } from '../common/errors.ts';

/** At most `points` attempts per key in a window of `durationSeconds` from the first one. */
export type ThrottleRule = { points: number; durationSeconds: number };

/** A spent allowance: the attempt was not made. */
export class Throttled extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, what = 'attempts') {
    super(retryMessage(retryAfterSeconds, what));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 'Too many attempts. Please try again in 2 minutes.' */
export const retryMessage = (seconds: number, what = 'attempts'): string =>
  `Too many ${what}. Please try again in ${seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute')}.`;

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** What the gateway asks of a counter (the memory one, or Redis behind a timeout). */
export type Limiter = Pick<RateLimiterMemory, 'consume' | 'get' | 'block' | 'delete'>;

/** A throttle check never waits on a hung Redis longer than this; then the in-process count decides. */
const REDIS_TIMEOUT_MS = 500;

/**
 * Counters shared by every replica through Redis (rate-limiter-flexible), or in process without
 * it. During a Redis outage (down, or slower than 500 ms) each replica counts on its own (the
 * insurance limiter): the limits loosen by the number of replicas instead of failing requests.
 */
export class Throttles {
  readonly #redis: SharedRedis | null;
  readonly #rules: ThrottleRules;
  readonly #limiters = new Map<string, Limiter>();

  constructor(redis: SharedRedis | null, rules: ThrottleRules = THROTTLE_RULES) {
    this.#redis = redis;
    this.#rules = rules;
  }

  /** The named counter (one per rule; the name prefixes its keys). */
  limiter(name: string, rule: ThrottleRule): Limiter {
    let limiter = this.#limiters.get(name);
    if (!limiter) {
      const options: IRateLimiterOptions = {
        keyPrefix: `throttle:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      limiter = this.#redis
        ? new RLWrapperTimeouts({
            timeoutMs: REDIS_TIMEOUT_MS,
            limiter: new RateLimiterRedis({
              ...options,
              storeClient: this.#redis,
              useRedisPackage: true,
              rejectIfRedisNotReady: true,
              insuranceLimiter: new RateLimiterMemory(options),
            }),
          })
        : new RateLimiterMemory(options);
      this.#limiters.set(name, limiter);
    }
    return limiter;
  }

  /**
   * Counts one attempt against every key (say, the account and the client address); throws
   * Throttled with the longest wait when any of them is spent.
   */
  async consume(name: string, rule: ThrottleRule, keys: string[]): Promise<void> {
    const limiter = this.limiter(name, rule);
    const waits = await Promise.all(
      [...new Set(keys)].map((key) =>
        limiter.consume(key).then(
          () => 0,
          (rejection: unknown) => {
            if (rejection instanceof RateLimiterRes) return secondsOf(rejection.msBeforeNext);
            throw rejection;
          },
        ),
      ),
    );
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw new Throttled(wait);
  }

  /**
   * One attempt at an action by an account (or the e-mail or number it names) from an address;
   * throws Throttled when either allowance is spent.
   */
  async attempt(action: ThrottledAction, who: { account: string | null; address: string }): Promise<void> {
    const rules = this.#rules[action];
    await Promise.all([
      who.account === null ? undefined : this.consume(`${action}:account`, rules.account, [who.account.toLowerCase()]),
      this.consume(`${action}:address`, rules.address, [who.address]),
    ]);
  }

  /**
   * Throws Throttled when either allowance of `action` is spent, without counting an attempt: for
   * actions counted only by some of their answers (checked before asking, counted after).
   */
  async check(action: ThrottledAction, who: { account: string | null; address: string }, what?: string): Promise<void> {
    const rules = this.#rules[action];
    const counters: [string, ThrottleRule, string][] = [[`${action}:address`, rules.address, who.address]];
    if (who.account !== null) counters.push([`${action}:account`, rules.account, who.account.toLowerCase()]);
    const waits = await Promise.all(
      counters.map(async ([name, rule, key]) => {
        const used = await this.limiter(name, rule).get(key);
        return used && used.consumedPoints >= rule.points ? secondsOf(used.msBeforeNext) : 0;
      }),
    );
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw new Throttled(wait, what);
  }
}

/** A throttled attempt as a mutation's user error, with when to retry. */
export const throttledError = (error: Throttled): UserError => ({
  ...userError('THROTTLED', error.message),
  retryAfterSeconds: error.retryAfterSeconds,
});

/**
 * For a provider: counts one attempt at `action` by `account` (the viewer, or the e-mail or number
 * the input names) from this request's address; [] when allowed, else the THROTTLED user error.
 */
export const throttleAttempt = async (
  context: { throttles: Throttles; clientAddress: string },
  action: ThrottledAction,
  account: string | null,
): Promise<UserError[]> => {
  try {
    await context.throttles.attempt(action, { account, address: context.clientAddress });
    return [];
  } catch (error) {
    if (error instanceof Throttled) return [throttledError(error)];
    throw error;
  }
};
