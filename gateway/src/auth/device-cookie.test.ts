import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookie, encodeDevice, knownDevice } from './device-cookie.ts';

const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('device cookie', () => {
  it('names the device for the user it was issued to, and for no one else', () => {
    const value = encodeDevice('owner@acme.example', nonce, 'secret');
    expect(knownDevice(value, 'owner@acme.example', 'secret')).toBe(nonce);
    expect(knownDevice(value, 'other@acme.example', 'secret')).toBeNull();
    expect(knownDevice(value, 'owner@acme.example', 'another-secret')).toBeNull();
  });

  it('refuses tampered, malformed and missing values', () => {
    const [, signature] = encodeDevice('owner@acme.example', nonce, 'secret').split('.');
    for (const value of [
      `BBBBBBBBBBBBBBBBBBBBBB.${signature}`,
      'garbage',
      `${nonce}.`,
      `${nonce}.x.y`,
      '',
      undefined,
    ]) {
      expect(knownDevice(value, 'owner@acme.example', 'secret')).toBeNull();
    }
  });

  it('is an HttpOnly, SameSite cookie for a year', () => {
    const cookie = deviceCookie('v', { secure: true, maxAgeSeconds: 365 * 24 * 3600 });
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=v;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=31536000');
  });
});
