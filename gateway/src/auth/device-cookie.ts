import { createHmac, timingSafeEqual } from 'node:crypto';
import { httpOnlyCookie, type CookieOptions } from '../http/cookies.ts';

/**
 * A browser that has logged in as a user before (OWASP's device cookie): it carries
 * `<nonce>.<HMAC of the user name and nonce>`. Its failed logins count on their own, so an attacker
 * locking the account from elsewhere does not lock the owner's own browser out.
 */
export const DEVICE_COOKIE = 'mro_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

// A distinct prefix: no other cookie's signature is a valid device signature.
const sign = (username: string, nonce: string, secret: string) =>
  createHmac('sha256', secret).update(`device:${username}:${nonce}`).digest('base64url');

export const encodeDevice = (username: string, nonce: string, secret: string): string =>
  `${nonce}.${sign(username, nonce, secret)}`;

/** The device's nonce when the cookie was issued to this user name by us, else null. */
export const knownDevice = (value: string | undefined, username: string, secret: string): string | null => {
  if (!value) return null;
  const [nonce, signature, extra] = value.split('.');
  if (!nonce || !signature || extra !== undefined || !NONCE.test(nonce)) return null;
  const expected = Buffer.from(sign(username, nonce, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
};

export const deviceCookie = (value: string, options: CookieOptions): string =>
  httpOnlyCookie(DEVICE_COOKIE, value, options);
