// Issue 31, finding 9 (part): error reports were limited by the socket's address, so behind the load
// balancer every buyer shared one allowance of 10 a minute. Fails if the limit stops following the
// client address the trusted proxy appended, or if a client can choose its own allowance. Attack
// class 21 records its figures here: each report sent with a forged X-Forwarded-For is an attempt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../index.ts';
import { attackFigures } from '@mro/attack-figures';

const gatewayWith = (trustedProxies: number) => {
  let gateway: Gateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      erpUrl: 'http://127.0.0.1:9',
      searchUrl: 'http://127.0.0.1:9',
      redisUrl: undefined,
      logLevel: 'error',
      trustedProxies,
    });
  });
  afterAll(() => gateway?.close({ idleGraceMs: 0 }));
  /** The statuses of `count` reports sent with this X-Forwarded-For. */
  return async (forwardedFor: string, count: number) => {
    const statuses: number[] = [];
    for (let n = 0; n < count; n += 1) {
      const response = await fetch(`${gateway!.url}/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ message: `failure ${n}`, status: 500 }),
      });
      statuses.push(response.status);
    }
    return statuses;
  };
};

const passed = (statuses: number[]) => statuses.filter((status) => status === 204).length;

describe('error reports behind a trusted proxy (TRUSTED_PROXIES=1)', () => {
  const send = gatewayWith(1);

  it('gives each client behind the proxy an allowance of its own', async () => {
    expect(passed(await send('198.51.100.1', 12))).toBe(10);
    expect(passed(await send('198.51.100.2', 12))).toBe(10);
  });

  it('ignores what a client writes into X-Forwarded-For before the proxy’s entry', async () => {
    expect(passed(await send('198.51.100.3', 10))).toBe(10);
    const figures = attackFigures(21);
    const spoofed = await Promise.all(
      Array.from({ length: 5 }, (_, n) => figures.send(() => send(`203.0.113.${n + 1}, 198.51.100.3`, 1))),
    );
    figures.gotThrough(passed(spoofed.flat()));
    expect(passed(spoofed.flat())).toBe(0);
  });
});

describe('error reports without a proxy (TRUSTED_PROXIES=0)', () => {
  const send = gatewayWith(0);

  it('counts by the socket’s address: a forged X-Forwarded-For buys no allowance', async () => {
    const statuses = [];
    const figures = attackFigures(21);
    for (let n = 0; n < 12; n += 1) statuses.push(...(await figures.send(() => send(`203.0.113.${n + 1}`, 1))));
    // The socket's allowance is 10: what passed after it came from the forged addresses.
    figures.gotThrough(passed(statuses.slice(10)));
    expect(passed(statuses)).toBe(10);
  });
});
