import { describe, expect } from 'vitest';
import { signToken, verifyToken } from './jwt.ts';
import { it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { DISABLED_MESSAGE } from './routes.ts';

const claims = { sub: 1, username: 'buyer@acme.example', customer_number: '10001' };

describe('jwt', () => {
  it('verifies a valid token and rejects expired, tampered and alg-none tokens', () => {
    const token = signToken(claims, { secret: 's' });
    const ok = verifyToken(token, 's');
    expect(ok).toMatchObject({ ok: true, claims: { sub: 1, customer_number: '10001' } });
    expect(verifyToken(signToken(claims, { secret: 's', nowSeconds: 1000, ttlSeconds: 10 }), 's')).toEqual({
      ok: false,
      reason: 'expired',
    });
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 2, exp: 9999999999 })).toString('base64url');
    expect(verifyToken(`${h}.${forged}.${s}`, 's')).toEqual({ ok: false, reason: 'invalid' });
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${none}.${p}.`, 's')).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken('garbage', 's')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('login and bearer middleware', () => {
  it('logs in with the demo password and answers the user', async ({ t }) => {
    const token = await t.login(PERSONAS.buyer.username);
    const res = await t.call('GET', `/user/${PERSONAS.buyer.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      username: 'buyer@acme.example',
      customer_number: '10001',
      can_submit_orders: true,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body.session_id).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('refuses a wrong password and an unknown user alike, a disabled account too unless its password is right', async ({
    t,
  }) => {
    for (const [u, p] of [
      [PERSONAS.buyer.username, 'wrong'],
      ['nobody@x.example', 'Demo1234!'],
      [PERSONAS.disabled.username, 'wrong'],
    ]) {
      const res = await t.call('POST', '/login_check', { body: { _username: u, _password: p } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, message: 'Invalid credentials.' });
    }
    const disabled = await t.call('POST', '/login_check', {
      body: { _username: PERSONAS.disabled.username, _password: 'Demo1234!' },
    });
    expect(disabled).toMatchObject({ status: 403, body: { code: 403, message: DISABLED_MESSAGE } });
  });

  it('answers 401 for a missing, malformed, alg-none or expired token', async ({ t }) => {
    expect((await t.call('GET', '/user/1')).body).toEqual({ code: 401, message: 'JWT Token not found' });
    expect((await t.call('GET', '/user/1', { token: 'abc.def.ghi' })).body).toEqual({
      code: 401,
      message: 'Failed to parse token.',
    });
    const p = Buffer.from(JSON.stringify({ ...claims, iat: 1, exp: 9999999999 })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await t.call('GET', '/user/1', { token: none })).body).toEqual({
      code: 401,
      message: 'Failed to parse token.',
    });
    const expired = signToken(claims, { nowSeconds: 1000, ttlSeconds: 60 });
    const res = await t.call('GET', '/user/1', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: 'Token has expired.' });
  });

  it('reports account status by user name', async ({ t }) => {
    expect((await t.call('GET', '/user/status/buyer@acme.example')).body).toEqual({ active: true, errorMessage: null });
    expect((await t.call('GET', '/user/status/disabled@acme.example')).body).toEqual({
      active: false,
      errorMessage: DISABLED_MESSAGE,
    });
    const missing = await t.call('GET', '/user/status/ghost@acme.example');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, message: 'Invalid credentials' });
  });

  it('lets only the user themself or staff read a user', async ({ t }) => {
    const buyer = await t.login(PERSONAS.buyer.username);
    expect((await t.call('GET', `/user/${PERSONAS.globex.id}`, { token: buyer })).body).toEqual({
      code: 403,
      message: 'Access denied.',
    });
    const staff = await t.login(PERSONAS.associate.username);
    const res = await t.call('GET', `/user/${PERSONAS.globex.id}`, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('buyer@globex.example');
  });

  it('echoes X-Request-Id and answers unknown routes with 404', async ({ t }) => {
    const res = await t.call('GET', '/x', { headers: { 'x-request-id': 'req-42' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('req-42');
    expect(res.body).toEqual({ code: 404, message: 'No route found for "GET /x"' });
  });
});
