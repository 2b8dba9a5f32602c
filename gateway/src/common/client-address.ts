import type { IncomingMessage } from 'node:http';

/**
 * The client's address for throttling. Behind `trustedProxies` load balancers (TRUSTED_PROXIES)
 * it is the entry the nearest trusted proxy appended to X-Forwarded-For; entries further left are
 * the client's own claims and are ignored. Without proxies it is the socket's peer.
 */
export const clientAddressOf = (request: IncomingMessage, trustedProxies: number): string => {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return peer;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop.length > 0);
  return hops[hops.length - trustedProxies] ?? peer;
};
