import type { RateLimiterRes } from 'rate-limiter-flexible';
import { Throttled, type Throttles } from './throttle.ts';

/**
 * Failed logins per account and per client address. The first `free` failures cost nothing; each
 * one after that locks the key for twice as long as the last (from `baseSeconds`), up to
 * `maxSeconds`. A lock is always temporary and a correct login clears the account's count, so the
 * real owner is never locked out for good; an attacker gets a handful of guesses an hour.
 */
export type LockPolicy = { free: number; baseSeconds: number; maxSeconds: number };

export type LoginThrottlePolicy = { account: LockPolicy; address: LockPolicy };

export const LOGIN_THROTTLE: LoginThrottlePolicy = {
  account: { free: 5, baseSeconds: 30, maxSeconds: 15 * 60 },
  // An office or a proxy shares an address: more room, a longer ceiling against password spraying.
  address: { free: 30, baseSeconds: 60, maxSeconds: 60 * 60 },
};

/** Failures are forgotten a day after the first one of a run. */
const FAILURE_WINDOW_SECONDS = 24 * 3600;

export const lockSeconds = (failures: number, policy: LockPolicy): number =>
  failures < policy.free ? 0 : Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (failures - policy.free));

/** 'Too many failed log-in attempts. Please try again in 30 seconds.' */
export class LoginLocked extends Throttled {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'failed log-in attempts');
  }
}

export class LoginThrottle {
  readonly #throttles: Throttles;
  readonly #policy: LoginThrottlePolicy;

  constructor(throttles: Throttles, policy: LoginThrottlePolicy = LOGIN_THROTTLE) {
    this.#throttles = throttles;
    this.#policy = policy;
  }

  #failures(kind: 'account' | 'address') {
    return this.#throttles.limiter(`login-failures:${kind}`, {
      points: 1_000_000,
      durationSeconds: FAILURE_WINDOW_SECONDS,
    });
  }

  #locks(kind: 'account' | 'address') {
    // One point: `block` sets the key past it, so `get` reads a lock and its remaining time.
    return this.#throttles.limiter(`login-lock:${kind}`, { points: 1, durationSeconds: 1 });
  }

  /**
   * Throws LoginLocked while the account or the address is locked; the password is not tried then.
   * A browser the account logged in from before (`device`, its device cookie's nonce) has a lock
   * and a count of its own, so locks made from elsewhere do not reach it.
   */
  async check(account: string, address: string, device: string | null = null): Promise<void> {
    const [byAccount, byAddress] = await Promise.all([
      this.#locks('account').get(accountKey(account, device)),
      this.#locks('address').get(address),
    ]);
    const wait = Math.max(remaining(byAccount), remaining(byAddress));
    if (wait > 0) throw new LoginLocked(wait);
  }

  /** Counts a refused password; throws LoginLocked when this failure starts a lock. */
  async failed(account: string, address: string, device: string | null = null): Promise<void> {
    const locks = await Promise.all(
      (
        [
          ['account', accountKey(account, device)],
          ['address', address],
        ] as const
      ).map(async ([kind, key]) => {
        const counted = await this.#failures(kind).consume(key);
        const seconds = lockSeconds(counted.consumedPoints, this.#policy[kind]);
        if (seconds > 0) await this.#locks(kind).block(key, seconds);
        return seconds;
      }),
    );
    const wait = Math.max(...locks);
    if (wait > 0) throw new LoginLocked(wait);
  }

  /** A correct password ends the account's (or its device's) run of failures; the address keeps its count. */
  async succeeded(account: string, device: string | null = null): Promise<void> {
    await this.#failures('account').delete(accountKey(account, device));
  }
}

const accountKey = (account: string, device: string | null) => (device ? `${account}#${device}` : account);

const remaining = (res: RateLimiterRes | null): number =>
  res && res.consumedPoints > 1 && res.msBeforeNext > 0 ? Math.ceil(res.msBeforeNext / 1000) : 0;
