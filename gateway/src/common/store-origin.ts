import type { IncomingMessage } from 'node:http';

/** Hosts trusted without configuration: local development and the two brands' demo domains. */
const DEFAULT_TRUSTED_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|([a-z0-9-]+\.)*(vallen|rvsupply)\.example)(:\d{1,5})?$/i;

/**
 * The store's origin for links in mails. A Host header can be forged, and a forged one would send
 * reset links elsewhere, so only trusted hosts are used: PUBLIC_URL (a comma-separated list of
 * origins, one per brand) when set, else the default trusted hosts; anything else gets the first
 * configured origin (or http://localhost). A host that is no valid origin (a port past 65535) is an
 * unknown host too.
 */
export const storeOriginOf = (request: IncomingMessage, publicUrl: string | undefined): string => {
  const forwardedHost = request.headers['x-forwarded-host'];
  const host = ((typeof forwardedHost === 'string' ? forwardedHost.split(',')[0] : request.headers.host) ?? '')
    .trim()
    .toLowerCase();
  const configured = (publicUrl ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (configured.length > 0) return configured.find((origin) => new URL(origin).host === host) ?? configured[0]!;
  const proto = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return DEFAULT_TRUSTED_HOST.test(host) && URL.canParse(`${proto}://${host}`)
    ? `${proto}://${host}`
    : 'http://localhost';
};
