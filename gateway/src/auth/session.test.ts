import { describe, expect, it } from 'vitest';
import { decodeSession, encodeSession, jwtExpiry, sessionCookie, type Principal } from './session.ts';

const principal: Principal = {
  userId: 1,
  username: 'buyer@acme.example',
  customerNumber: '10001',
  companyNumber: 1,
  warehouse: 'DBEL',
  shipTo: null,
  cartId: 'a'.repeat(32),
  catalogs: ['2014BSWebCatalog'],
  amountMode: 'CURRENCY',
  token: 'x.y.z',
  expiresAt: 2_000_000_000,
};

describe('session cookie', () => {
  it('round-trips a principal signed with the secret', () => {
    const value = encodeSession(principal, 'secret');
    expect(decodeSession(value, 'secret', 1_000)).toEqual({ principal });
  });

  it('refuses a principal changed by the browser', () => {
    const [, signature] = encodeSession(principal, 'secret').split('.');
    const forged = Buffer.from(JSON.stringify({ ...principal, customerNumber: '20002' })).toString('base64url');
    expect(decodeSession(`${forged}.${signature}`, 'secret')).toEqual({ problem: 'Failed to parse token.' });
  });

  it('refuses another secret and garbage', () => {
    expect(decodeSession(encodeSession(principal, 'secret'), 'other')).toEqual({ problem: 'Failed to parse token.' });
    expect(decodeSession('garbage', 'secret')).toEqual({ problem: 'Failed to parse token.' });
  });

  it('reports an expired token with the spec message', () => {
    const value = encodeSession({ ...principal, expiresAt: 10 }, 'secret');
    expect(decodeSession(value, 'secret', 11)).toEqual({ problem: 'Token has expired.' });
  });

  it('is an HttpOnly, SameSite cookie, Secure when asked', () => {
    const cookie = sessionCookie('v', { secure: true, maxAgeSeconds: 60 });
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Max-Age=60');
  });

  it('reads the expiry of a JWT', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1234 })).toString('base64url');
    expect(jwtExpiry(`h.${payload}.s`)).toBe(1234);
    expect(jwtExpiry('not-a-jwt')).toBeNull();
  });
});
