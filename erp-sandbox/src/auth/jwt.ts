import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Claims {
  sub: number;
  username: string;
  customer_number: string;
  iat: number;
  exp: number;
}

export const DEV_SECRET = 'erp-sandbox-dev-secret-change-me';
export const jwtSecret = (): string => process.env.SANDBOX_JWT_SECRET || DEV_SECRET;
export const tokenTtlSeconds = (): number => Number(process.env.SANDBOX_TOKEN_TTL_SECONDS) || 3600;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(
  claims: Omit<Claims, 'iat' | 'exp'>,
  options: { secret?: string; ttlSeconds?: number; nowSeconds?: number } = {},
): string {
  const iat = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const payload: Claims = { ...claims, iat, exp: iat + (options.ttlSeconds ?? tokenTtlSeconds()) };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(body, options.secret ?? jwtSecret())}`;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'invalid' | 'expired' };

/** Only HS256 is accepted; `alg: none` and any other algorithm are parse failures. */
export function verifyToken(
  token: string,
  secret = jwtSecret(),
  nowSeconds = Math.floor(Date.now() / 1000),
): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[0] || !parts[1] || !parts[2]) return { ok: false, reason: 'invalid' };
  let header: unknown;
  let claims: Partial<Claims>;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Partial<Claims>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (
    typeof claims !== 'object' ||
    claims === null ||
    typeof claims.sub !== 'number' ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as Claims };
}
