import type { IncomingMessage } from 'node:http';

/**
 * The visitor's country as the edge (CDN or load balancer) geolocated the client IP and passed it on;
 * the gateway does no IP lookup itself. Null when no edge header is present or it is malformed.
 */
export const visitorCountryOf = (request: IncomingMessage): string | null => {
  for (const header of ['cloudfront-viewer-country', 'cf-ipcountry', 'x-country-code']) {
    const value = request.headers[header];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
};
