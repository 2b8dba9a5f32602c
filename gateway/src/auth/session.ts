import { createHmac, timingSafeEqual } from 'node:crypto';
import { httpOnlyCookie, type CookieOptions } from '../http/cookies.ts';
import { TOKEN_EXPIRED, TOKEN_UNPARSEABLE } from '@mro/rules/auth';

/**
 * The verified principal of a session, kept in a signed HttpOnly cookie. The ERP verified the
 * token and the user at login; the gateway's signature keeps a browser from changing the principal
 * (the customer number keys cached prices), so no per-request user lookup is needed.
 */
export type Principal = {
  userId: number;
  username: string;
  customerNumber: string;
  companyNumber: number;
  warehouse: string;
  shipTo: string | null;
  cartId: string;
  catalogs: string[];
  amountMode: 'CURRENCY' | 'UNITS';
  /** The ERP's bearer token. */
  token: string;
  /** Epoch seconds when the ERP token expires. */
  expiresAt: number;
};

export const SESSION_COOKIE = 'mro_session';

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export const encodeSession = (principal: Principal, secret: string): string => {
  const payload = Buffer.from(JSON.stringify(principal)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
};

export type SessionRead = { principal: Principal } | { problem: typeof TOKEN_EXPIRED | typeof TOKEN_UNPARSEABLE };

export const decodeSession = (value: string, secret: string, nowSeconds = Date.now() / 1000): SessionRead => {
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return { problem: TOKEN_UNPARSEABLE };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { problem: TOKEN_UNPARSEABLE };
  let principal: Principal;
  try {
    principal = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Principal;
  } catch {
    return { problem: TOKEN_UNPARSEABLE };
  }
  if (principal.expiresAt <= nowSeconds) return { problem: TOKEN_EXPIRED };
  return { principal };
};

/** The claims of a JWT, unverified (the ERP verifies; the gateway only needs `sub` and `exp`). */
export const jwtClaims = (token: string): { sub?: unknown; exp?: unknown } | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
};

/** `exp` of a JWT in epoch seconds, or null. */
export const jwtExpiry = (token: string): number | null => {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
};

export const sessionCookie = (value: string, options: CookieOptions): string =>
  httpOnlyCookie(SESSION_COOKIE, value, options);
