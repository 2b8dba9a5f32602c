import { parseCookie, stringifySetCookie } from 'cookie';

// A value that is not valid percent-encoding reads as no cookie: a stray `%` must not fail the request.
const decodeOrAbsent = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** A cookie of the request (the first one of that name), or undefined when absent or malformed. */
export const readCookie = (header: string | undefined, name: string): string | undefined =>
  header ? parseCookie(header, { decode: decodeOrAbsent })[name] : undefined;

export type CookieOptions = {
  secure: boolean;
  maxAgeSeconds: number;
  /** Lax unless said: None only for the punch-out session, which lives in another site's frame. */
  sameSite?: 'lax' | 'none';
  /** CHIPS: a cookie kept per top-level site, which browsers that block third-party cookies still allow. */
  partitioned?: boolean;
};

/** A Set-Cookie value for an HttpOnly cookie of the whole site (SameSite=Lax by default); Max-Age 0 clears it. */
export const httpOnlyCookie = (name: string, value: string, options: CookieOptions): string =>
  stringifySetCookie({
    name,
    value,
    path: '/',
    httpOnly: true,
    sameSite: options.sameSite ?? 'lax',
    partitioned: options.partitioned,
    maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)),
    secure: options.secure,
  });

/** Names among `names` whose value in the request is not valid percent-encoding: read as absent, to be cleared. */
export const malformedCookies = (header: string | undefined, names: readonly string[]): string[] => {
  if (!header) return [];
  const raw = parseCookie(header, { decode: (value) => value });
  return names.filter((name) => raw[name] !== undefined && decodeOrAbsent(raw[name]) === undefined);
};
