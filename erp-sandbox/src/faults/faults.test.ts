import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestClient } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { Faults } from './faults.ts';

let t: TestClient;
let buyer: string;
const pricing = () =>
  t.call('GET', '/pricing?customer_number=10001&warehouse_key=DBEL&erp_item_numbers=100001', { token: buyer });

beforeAll(async () => {
  t = await startTestSandbox();
  buyer = await t.login(PERSONAS.buyer.username);
});
beforeEach(async () => {
  await t.call('DELETE', '/__sandbox/faults');
  await t.call('DELETE', '/__sandbox/calls');
});
afterAll(async () => {
  await t.sandbox.close();
});

describe('fault injection', () => {
  it('plans nothing when no fault applies', () => {
    expect(new Faults().plan('GET /pricing')).toBeNull();
    expect(new Faults(0, [{ route: 'GET /cart/{session_id}', latencyMs: 5 }]).plan('GET /pricing')).toBeNull();
    expect(new Faults(7).plan('GET /pricing')).toMatchObject({ latencyMs: 7, error: null });
  });

  it('adds latency to a route without blocking other routes', async () => {
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', latencyMs: 300 }] });
    const t0 = performance.now();
    const slow = pricing();
    const fast = await t.call('GET', '/user/status/buyer@acme.example');
    const fastMs = performance.now() - t0;
    expect(fast.status).toBe(200);
    expect((await slow).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    expect(fastMs).toBeLessThan(250);
  });

  it('answers the configured error status', async () => {
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: '*', errorRate: 1, errorStatus: 502 }] });
    const res = await pricing();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 502, message: 'Injected fault.' });
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', errorRate: 1 }] });
    expect((await pricing()).status).toBe(503);
  });

  it('sends malformed JSON and can hold a request until the client gives up', async () => {
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', malformed: true }] });
    const res = await pricing();
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    await t.call('PUT', '/__sandbox/faults', { body: [{ route: 'GET /pricing', timeout: true, holdMs: 5000 }] });
    const held = fetch(`${t.sandbox.url}/pricing`, { signal: AbortSignal.timeout(200) });
    await expect(held).rejects.toThrow();
  });

  it('rejects invalid fault configs', async () => {
    expect((await t.call('PUT', '/__sandbox/faults', { body: [{ latencyMs: 5 }] })).status).toBe(400);
    expect((await t.call('PUT', '/__sandbox/faults', { body: [{ route: '*', errorRate: 2 }] })).status).toBe(400);
  });

  it('counts calls by route template', async () => {
    await pricing();
    await pricing();
    await t.call('GET', '/order/1000001', { token: buyer });
    const res = await t.call('GET', '/__sandbox/calls');
    expect(res.body).toEqual({ total: 3, byRoute: { 'GET /pricing': 2, 'GET /order/{id}': 1 } });
  });
});
