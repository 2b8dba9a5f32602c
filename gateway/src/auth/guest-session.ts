import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { httpOnlyCookie, type CookieOptions } from '../http/cookies.ts';

/**
 * A guest's own session: the id of their server cart (the spec's guest session id), in a signed
 * HttpOnly cookie. The id is the only key to the cart, so it is random (32 letters and digits) and
 * signed: a browser can neither guess another guest's cart nor forge one.
 */
export const GUEST_COOKIE = 'mro_guest';
// The spec's fallback cookie lifetime (docs/spec/storefront.md §9).
export const GUEST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const GUEST_ID = /^[A-Za-z0-9]{32}$/;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// A distinct prefix: a signature of the login session cookie is never a valid guest signature.
const sign = (id: string, secret: string) => createHmac('sha256', secret).update(`guest:${id}`).digest('base64url');

export const newGuestCartId = (): string => Array.from({ length: 32 }, () => ALPHANUMERIC[randomInt(62)]).join('');

export const encodeGuestSession = (cartId: string, secret: string): string => `${cartId}.${sign(cartId, secret)}`;

/** The guest's cart id, or null when the cookie is missing, malformed or not signed by us. */
export const decodeGuestSession = (value: string | undefined, secret: string): string | null => {
  if (!value) return null;
  const [id, signature, extra] = value.split('.');
  if (!id || !signature || extra !== undefined || !GUEST_ID.test(id)) return null;
  const expected = Buffer.from(sign(id, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
};

export const guestCookie = (value: string, options: CookieOptions): string =>
  httpOnlyCookie(GUEST_COOKIE, value, options);
