// Bad credentials beyond auth.integration.test.ts: bearer tokens (the ERP's JWT is no credential on
// the gateway) and session cookies of every shape are refused without an ERP call, never cached,
// never remembered against a later good session, and never answered with a 500.
import { describe, expect } from 'vitest';
import { createHmac } from 'node:crypto';
import { signToken } from '@mro/erp-sandbox';
import { test } from '../testing/fixtures.ts';
import { BEARER_REFUSED, SESSION_COOKIE } from '../auth/session.ts';

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

describe('bearer tokens and bad session cookies', () => {
  it('refuses a valid ERP token, a forged and an unsigned one alike, without asking the ERP', async ({
    stack,
    asBearer,
  }) => {
    await stack.resetErpCalls();
    const valid = signToken({ sub: 1, username: 'buyer@acme.example', customer_number: '10001' });
    for (const token of [valid, forge(claims(), 'HS256'), forge(claims(), 'none')]) {
      const result = await asBearer(token);
      expect(result.status).toBe(200);
      expect(result.errors?.[0]).toMatchObject({ message: BEARER_REFUSED, extensions: { code: 'UNAUTHENTICATED' } });
      expect(result.data?.viewer ?? null).toBeNull();
      expect(result.headers.get('cache-control')).toBe('no-store');
    }
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('answers session cookies of every shape with UNAUTHENTICATED, never 500', async ({ stack }) => {
    const shapes = [
      'a',
      'a.b',
      '...',
      'x'.repeat(4_000),
      'A'.repeat(43),
      `${'A'.repeat(42)}%00`,
      encodeURIComponent(forge(claims(), 'HS256')),
      '%zz',
    ];
    for (const value of shapes) {
      const client = stack.client();
      client.cookies.set(SESSION_COOKIE, value);
      const result = await client.gql(VIEWER);
      expect(result.status).toBeLessThan(500);
      // '%zz' is no cookie at all (bad percent-encoding): a guest.
      if (value !== '%zz') expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('serves a good session right after bad ones: no refusal was remembered', async ({ stack, asBearer }) => {
    expect((await asBearer(forge(claims(), 'HS256'))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const client = await stack.clientAs('buyer@acme.example');
    const result = await client.gql<{ viewer: { username: string } | null }>(VIEWER);
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer).toEqual({ username: 'buyer@acme.example', customerNumber: '10001' });
  });
});
