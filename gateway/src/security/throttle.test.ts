import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { lockSeconds, LOGIN_THROTTLE } from './login-throttle.ts';
import { retryMessage, Throttled, Throttles } from './throttle.ts';
import { clientAddressOf } from '../common/client-address.ts';

describe('login locks', () => {
  it('grow from 30 s, doubling per failure past the free ones, up to 15 minutes for an account', () => {
    const locks = Array.from({ length: 12 }, (_, n) => lockSeconds(n + 1, LOGIN_THROTTLE.account));
    expect(locks).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('give an address (an office, a proxy) 29 free failures and cap at an hour', () => {
    expect(lockSeconds(29, LOGIN_THROTTLE.address)).toBe(0);
    expect(lockSeconds(30, LOGIN_THROTTLE.address)).toBe(60);
    expect(lockSeconds(300, LOGIN_THROTTLE.address)).toBe(3600);
  });
});

describe('retry messages', () => {
  it('say when to retry in seconds under a minute, else in whole minutes rounded up', () => {
    expect(retryMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(retryMessage(59)).toBe('Too many attempts. Please try again in 59 seconds.');
    expect(retryMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(retryMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(retryMessage(900, 'failed log-in attempts')).toBe(
      'Too many failed log-in attempts. Please try again in 15 minutes.',
    );
  });
});

describe('in-process throttles', () => {
  it('check a spent allowance without counting an attempt (actions counted by some answers only)', async () => {
    const throttles = new Throttles(null);
    const admin = { account: 'Admin@Acme.example', address: '192.0.2.9' };
    // Checking is free: 20 checks spend nothing.
    for (let n = 0; n < 20; n += 1) await throttles.check('existingAccountAnswer', admin);
    for (let n = 0; n < 10; n += 1) await throttles.attempt('existingAccountAnswer', admin);
    const refused = await throttles
      .check('existingAccountAnswer', admin, 'attempts to add users')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Throttled);
    expect((refused as Throttled).message).toMatch(
      /^Too many attempts to add users\. Please try again in 60 minutes\.$/,
    );
    // Another administrator behind the same address still has an allowance of its own.
    await expect(
      throttles.check('existingAccountAnswer', { account: 'admin@northwind.example', address: '192.0.2.9' }),
    ).resolves.toBeUndefined();
  });

  it('count an action per account and per address, refusing with the longest wait', async () => {
    const throttles = new Throttles(null);
    const outcomes: (number | 'ok')[] = [];
    for (let n = 0; n < 5; n += 1) {
      outcomes.push(
        await throttles.attempt('passwordReset', { account: 'Owner@Acme.example', address: `192.0.2.${n}` }).then(
          () => 'ok' as const,
          (error: unknown) => (error instanceof Throttled ? error.retryAfterSeconds : Number.NaN),
        ),
      );
    }
    // Three an hour per account, whatever the address and however the e-mail is cased.
    expect(outcomes.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    for (const wait of outcomes.slice(3)) expect(wait).toBeGreaterThan(3500);
    await expect(
      throttles.attempt('passwordReset', { account: 'other@acme.example', address: '192.0.2.1' }),
    ).resolves.toBeUndefined();
  });
});

describe('client address', () => {
  const request = (forwarded: string | undefined, peer = '10.0.0.5') =>
    ({
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
      socket: { remoteAddress: peer },
    }) as unknown as IncomingMessage;

  it('is the peer without trusted proxies, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf(request('203.0.113.9'), 0)).toBe('10.0.0.5');
  });

  it('is the entry the nearest trusted proxy appended, not one the client wrote', () => {
    expect(clientAddressOf(request('1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddressOf(request('1.2.3.4, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
    expect(clientAddressOf(request(undefined), 1)).toBe('10.0.0.5');
  });
});
