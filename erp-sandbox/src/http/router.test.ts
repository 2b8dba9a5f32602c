import { describe, expect, it } from 'vitest';
import { Router } from './router.ts';
import { test } from '../testing.ts';

describe('router', () => {
  it('matches static and templated routes and returns the template', () => {
    const r = new Router().addAll([
      { method: 'GET', template: '/pricing', handler: () => 1 },
      { method: 'PUT', template: '/cart/{session_id}/line/{id}', handler: () => 2 },
    ]);
    expect(r.match('GET', '/pricing')).toMatchObject({ key: 'GET /pricing', params: {} });
    expect(r.match('PUT', '/cart/abc/line/7')).toMatchObject({
      key: 'PUT /cart/{session_id}/line/{id}',
      params: { session_id: 'abc', id: '7' },
    });
    expect(r.match('GET', '/cart/abc/line/7')).toBeNull();
    expect(r.match('PUT', '/cart/abc/line')).toBeNull();
  });
});

describe('body limits', () => {
  test('answers 413 over 1 MB and 400 for invalid JSON', async ({ t }) => {
    const big = await t.call('POST', '/login_check', { body: { _username: 'x'.repeat(1_100_000), _password: 'y' } });
    expect(big.status).toBe(413);
    const res = await fetch(`${t.sandbox.url}/login_check`, {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: 'Invalid JSON body.' });
  });
});
