import { describe, expect, it } from 'vitest';
import { httpOnlyCookie, readCookie } from './cookies.ts';

describe('request cookies', () => {
  it('reads a cookie among others, decoded', () => {
    expect(readCookie('a=1; mro_session=abc%3D; b=2', 'mro_session')).toBe('abc=');
    expect(readCookie('a=1', 'mro_session')).toBeUndefined();
    expect(readCookie(undefined, 'mro_session')).toBeUndefined();
  });

  it('reads a malformed value as no cookie, without throwing', () => {
    expect(readCookie('mro_session=%zz; b=2', 'mro_session')).toBeUndefined();
    expect(readCookie('mro_session=%E0%A4%A', 'mro_session')).toBeUndefined();
    expect(readCookie('mro_session=%zz; b=2', 'b')).toBe('2');
  });
});

describe('response cookies', () => {
  it('are HttpOnly, SameSite=Lax and site-wide, Secure when asked, with a whole Max-Age', () => {
    expect(httpOnlyCookie('c', 'v', { secure: true, maxAgeSeconds: 59.9 })).toBe(
      'c=v; Max-Age=59; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(httpOnlyCookie('c', '', { secure: false, maxAgeSeconds: -5 })).toBe(
      'c=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('encode what a cookie value cannot carry', () => {
    expect(httpOnlyCookie('c', 'a b;c', { secure: false, maxAgeSeconds: 1 })).toMatch(/^c=a%20b%3Bc;/);
  });
});
