import { describe, expect } from 'vitest';
import { test, type TestClient } from '../testing.ts';
import type { CallCounter } from './calls.ts';
import { Faults } from './faults.ts';

const it = test.extend(
  'pricing',
  ({ t, buyer }) =>
    () =>
      t.call('GET', '/pricing?customer_number=10001&warehouse_key=DBEL&erp_item_numbers=100001', { token: buyer }),
);

// Counting starts after the buyer's login (asking for `buyer` logs in).
it.beforeEach(async ({ t, buyer: _buyer }) => {
  await t.call('DELETE', '/__sandbox/faults');
  await t.call('DELETE', '/__sandbox/calls');
});

/**
 * Resolves once the sandbox has taken `count` calls of `route` (it counts a call before injecting
 * faults). Interval 0: on a fake clock, polling would advance it by the interval.
 */
const taken = (t: TestClient, route: string, count = 1) =>
  expect
    .poll(async () => ((await t.call('GET', '/__sandbox/calls')).body as CallCounts).byRoute[route], { interval: 0 })
    .toBe(count);

type CallCounts = ReturnType<CallCounter['snapshot']>;

/** Tracks whether a request has been answered yet. */
const watch = <T>(request: Promise<T>) => {
  const state = { settled: false, request };
  request.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
};

describe('fault injection', () => {
  it('plans nothing when no fault applies', () => {
    expect(new Faults().plan('GET /pricing')).toBeNull();
    expect(new Faults(0, [{ route: 'GET /cart/{session_id}', latencyMs: 5 }]).plan('GET /pricing')).toBeNull();
    expect(new Faults(7).plan('GET /pricing')).toMatchObject({ latencyMs: 7, error: null });
  });

  it('holds a route for its latency without blocking other routes', async ({ t, clock, pricing }) => {
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', latencyMs: 300 }] });
    const slow = watch(pricing());
    await taken(t, 'GET /pricing');
    expect((await t.call('GET', '/user/status/buyer@acme.example')).status).toBe(200);
    clock.advanceTimersByTime(299);
    // A whole round trip later the slow answer would have arrived, had its latency passed.
    expect((await t.call('GET', '/user/status/buyer@acme.example')).status).toBe(200);
    expect(slow.settled).toBe(false);
    clock.advanceTimersByTime(1);
    expect((await slow.request).status).toBe(200);
  });

  it('answers the configured error status', async ({ t, pricing }) => {
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: '*', errorRate: 1, errorStatus: 502 }] });
    const res = await pricing();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, message: 'Injected fault.' });
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', errorRate: 1 }] });
    expect((await pricing()).status).toBe(503);
  });

  it('answers a burst of errors to the next requests in order, then passes; set again, it starts again', async ({
    t,
    pricing,
  }) => {
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', errorBurst: 2 }] });
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await pricing()).status);
    expect(statuses).toEqual([503, 503, 200]);
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', errorBurst: 1, errorStatus: 502 }] });
    expect((await pricing()).status).toBe(502);
    expect((await pricing()).status).toBe(200);
  });

  it('sends malformed JSON', async ({ t, pricing }) => {
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', malformed: true }] });
    const res = await pricing();
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
  });

  it('holds a request without answering, then drops the connection', async ({ t, clock, pricing }) => {
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', timeout: true, holdMs: 5000 }] });
    const held = watch(pricing());
    await taken(t, 'GET /pricing');
    clock.advanceTimersByTime(4999);
    expect((await t.call('GET', '/user/status/buyer@acme.example')).status).toBe(200);
    expect(held.settled).toBe(false);
    clock.advanceTimersByTime(1);
    await expect(held.request).rejects.toThrow();
  });

  it('rejects invalid fault configs', async ({ t }) => {
    expect((await t.call('PUT', '/__sandbox/faults', { body: [{ latencyMs: 5 }] })).status).toBe(400);
    expect((await t.call('PUT', '/__sandbox/faults', { body: [{ route: '*', errorRate: 2 }] })).status).toBe(400);
    expect((await t.call('PUT', '/__sandbox/faults', { body: [{ route: '*', errorBurst: 1.5 }] })).status).toBe(400);
  });

  it('counts calls by route template', async ({ t, buyer, pricing }) => {
    await pricing();
    await pricing();
    await t.call('GET', '/order/1000001', { token: buyer });
    const res = await t.call('GET', '/__sandbox/calls');
    expect(res.body).toEqual({ total: 3, byRoute: { 'GET /pricing': 2, 'GET /order/{id}': 1 } });
  });
});
