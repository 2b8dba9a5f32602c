// Bad bearer tokens beyond auth.integration.test.ts: the answer is never cached (neither by the
// gateway nor by an HTTP cache), never lets a later good token fail, and never answers 500.
import { describe, expect } from 'vitest';
import { createHmac } from 'node:crypto';
import { signToken } from '@mro/erp-sandbox';
import { callsOf } from '../testing/stack.ts';
import { test } from '../testing/fixtures.ts';

const now = () => Math.floor(Date.now() / 1000);
const claims = () => ({
  sub: '1',
  username: 'buyer@acme.example',
  customer_number: '10001',
  iat: now(),
  exp: now() + 600,
});
const forge = (payload: Record<string, unknown>, alg: string, secret = 'attacker') => {
  const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = alg === 'none' ? '' : createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
};
const VIEWER = '{ viewer { username customerNumber } }';
const it = test.extend(
  'asBearer',
  ({ stack }) =>
    (token: string) =>
      stack.client().gql<{ viewer: { username: string } | null }>(VIEWER, {}, { authorization: `Bearer ${token}` }),
);

describe('bad bearer tokens', () => {
  it('checks a wrongly signed or unsigned token with the ERP every time, and stores nothing', async ({
    stack,
    asBearer,
  }) => {
    for (const token of [forge(claims(), 'HS256'), forge(claims(), 'none')]) {
      await stack.resetErpCalls();
      for (let i = 0; i < 3; i += 1) {
        const result = await asBearer(token);
        expect(result.status).toBe(200);
        expect(result.errors?.[0]).toMatchObject({
          message: 'Failed to parse token.',
          extensions: { code: 'UNAUTHENTICATED' },
        });
        expect(result.headers.get('cache-control')).toBe('no-store');
        for (const cookie of result.headers.getSetCookie()) expect(cookie).toContain('Max-Age=0');
      }
      expect(callsOf(await stack.erpCalls(), 'GET /user/{id}')).toBe(3);
    }
  });

  it('refuses an expired token without calling the ERP', async ({ stack, asBearer }) => {
    await stack.resetErpCalls();
    const result = await asBearer(forge({ ...claims(), exp: now() - 1 }, 'HS256'));
    expect(result.errors?.[0]).toMatchObject({
      message: 'Token has expired.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('answers malformed tokens of every shape with UNAUTHENTICATED, never 500', async ({ asBearer }) => {
    const shapes = [
      '',
      'a',
      'a.b',
      '...',
      `${'x'.repeat(4_000)}.y.z`,
      'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.sig',
      forge({ sub: '1' }, 'HS256'),
      forge({ ...claims(), sub: '../../user/2' }, 'none'),
    ];
    for (const token of shapes) {
      const result = await asBearer(token);
      expect(result.status).toBeLessThan(500);
      if (token.trim()) expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves a good token right after bad ones: no refusal was remembered', async ({ asBearer }) => {
    const bad = forge(claims(), 'HS256');
    expect((await asBearer(bad)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const good = signToken({ sub: 1, username: 'buyer@acme.example', customer_number: '10001' });
    const result = await asBearer(good);
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer).toEqual({ username: 'buyer@acme.example', customerNumber: '10001' });
  });
});
