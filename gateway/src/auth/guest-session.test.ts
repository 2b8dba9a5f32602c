import { describe, expect, it } from 'vitest';
import { decodeGuestSession, encodeGuestSession, guestCookie, newGuestCartId } from './guest-session.ts';

describe('the guest session cookie', () => {
  it('carries a random 32-character cart id, signed', () => {
    const id = newGuestCartId();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(newGuestCartId()).not.toBe(id);
    expect(decodeGuestSession(encodeGuestSession(id, 'secret'), 'secret')).toBe(id);
  });

  it('reads a changed, foreign, malformed or missing cookie as no guest session', () => {
    const id = newGuestCartId();
    const value = encodeGuestSession(id, 'secret');
    const other = newGuestCartId();
    expect(decodeGuestSession(`${other}.${value.split('.')[1]}`, 'secret')).toBeNull();
    expect(decodeGuestSession(value, 'another-secret')).toBeNull();
    expect(decodeGuestSession(`${value}.extra`, 'secret')).toBeNull();
    expect(decodeGuestSession(`short.${value.split('.')[1]}`, 'secret')).toBeNull();
    expect(decodeGuestSession(undefined, 'secret')).toBeNull();
  });

  it('is HttpOnly and SameSite, Secure when asked, and expires when cleared', () => {
    // Attributes in the order the cookie package writes them (their order has no meaning).
    expect(guestCookie('v', { secure: true, maxAgeSeconds: 60 })).toBe(
      'mro_guest=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(guestCookie('', { secure: false, maxAgeSeconds: 0 })).toBe(
      'mro_guest=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});
