import { httpOnlyCookie, type CookieOptions } from '../http/cookies.ts';
import type { TOKEN_EXPIRED, TOKEN_UNPARSEABLE } from '@mro/rules/auth';

/**
 * The verified principal of a session, kept server-side (`SessionStore`) under the opaque id the
 * browser's HttpOnly cookie holds. The ERP verified the token and the user at login, so no
 * per-request user lookup is needed; the ERP token never leaves the gateway.
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
  /**
   * When the user's rights (the catalogues here, the access flags behind them) were last read from
   * the ERP, in epoch ms; older than RIGHTS_FRESH_SECONDS, absent or 0 (an administrator changed
   * them) means read again before this request uses them.
   */
  rightsReadAt?: number;
  amountMode: 'CURRENCY' | 'UNITS';
  /** The ERP's bearer token. */
  token: string;
  /** Epoch seconds when the ERP token expires. */
  expiresAt: number;
  /** Set when a procurement system started this session: where and how the cart goes back. */
  punchOut?: PunchOutReturn;
};

/** How a punch-out session returns its cart (cart-checkout-orders §2; OCI 4.0; cXML 1.2). */
export type PunchOutReturn = {
  /** The configured procurement system's id. */
  system: string;
  format: 'CXML' | 'OCI' | 'FORM';
  /**
   * What the procurement system opened: a new cart (`create`, and every OCI and hook-form entry), a
   * requisition's lines to change (`edit`) or to look at (`inspect`: the cart refuses every change).
   */
  operation: 'create' | 'edit' | 'inspect';
  /** The return address (HOOK_URL, BrowserFormPost URL, the form's hook), checked against the allowlist. */
  url: string;
  /** The frame the return form posts into (OCI ~TARGET), `_top` by default. */
  target: string;
  /** cXML: echoed in the PunchOutOrderMessage. */
  buyerCookie: string | null;
  /** cXML: the buyer's and the supplier's identities of the setup request (the message's To and From). */
  buyerIdentity: string | null;
  supplierIdentity: string | null;
};

export const SESSION_COOKIE = 'mro_session';

/** API clients cannot hand the gateway an ERP token: sessions are made only by `login`. */
export const BEARER_REFUSED = 'Bearer tokens are not accepted. Log in to start a session.';

export type SessionRead =
  | { principal: Principal; id: string }
  | { problem: typeof TOKEN_EXPIRED | typeof TOKEN_UNPARSEABLE | typeof BEARER_REFUSED };

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

/**
 * A punch-out session's cookie: the store runs in the procurement system's frame (another site), so
 * the cookie is SameSite=None, which browsers accept only with Secure (localhost counts as secure),
 * and Partitioned, so browsers that block third-party cookies keep it for that frame.
 */
export const punchOutSessionCookie = (value: string, maxAgeSeconds: number): string =>
  httpOnlyCookie(SESSION_COOKIE, value, { secure: true, maxAgeSeconds, sameSite: 'none', partitioned: true });
