import { posix } from 'node:path';

/** A request target with its path decoded and normalised, and its query as sent. */
export type RequestTarget = { path: string; search: string };

/**
 * The one reading of a request's path, made before any routing or static-file decision: percent-
 * decoded, dot segments resolved, repeated slashes collapsed (`/%6Fperations.json`, `//operations.json`
 * and `/./operations.json` all read `/operations.json`). null when the target names nothing: a `%`
 * that is not percent-encoding, a NUL, or an absolute form that is not a URL.
 */
export const requestTargetOf = (url: string): RequestTarget | null => {
  let raw = url;
  if (!raw.startsWith('/')) {
    // Absolute form (`GET http://host/path`), which HTTP/1.1 servers must accept.
    try {
      const parsed = new URL(raw);
      raw = `${parsed.pathname}${parsed.search}`;
    } catch {
      return null;
    }
  }
  const query = raw.indexOf('?');
  const encoded = query === -1 ? raw : raw.slice(0, query);
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // posix.normalize resolves `.` and `..` (never above the root) and collapses repeated slashes.
  return { path: posix.normalize(decoded.replace(/\/{2,}/g, '/')), search: query === -1 ? '' : raw.slice(query) };
};

/** The target as a URL path again, each segment encoded, so a later reader (sirv) decodes it to the same path. */
export const encodedTarget = ({ path, search }: RequestTarget): string =>
  `${path.split('/').map(encodeURIComponent).join('/')}${search}`;
