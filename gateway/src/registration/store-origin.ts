import type { IncomingMessage } from 'node:http';

const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** The configured public URL, else the request's (forwarded) host; a malformed host falls back to localhost. */
export const storeOriginOf = (request: IncomingMessage, publicUrl: string | undefined): string => {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const forwardedHost = request.headers['x-forwarded-host'];
  const host = (typeof forwardedHost === 'string' ? forwardedHost.split(',')[0]!.trim() : request.headers.host) ?? '';
  const proto = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return HOST.test(host) ? `${proto}://${host}` : 'http://localhost';
};
