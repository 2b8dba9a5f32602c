// The visitor's country, for the regional-site prompt (docs/spec/storefront.md §2.3, §5 "IP-geolocation lookup").
// The edge's header wins; without one, the client's public address is looked up at IP_GEOLOCATION_URL
// (GET <url>/<address> answering { "country_code": "CA" }), within 300 ms, cached a day per address.
// Every failure reads as "unknown" (the prompt simply does not show), and private, loopback or reserved
// addresses are never sent: they locate nobody and would leak the network's layout.
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { CacheService } from '../cache/cache-service.ts';
import type { Logger } from '../observability/logger.ts';

export const GEOLOCATION_TIMEOUT_MS = 300;
export const GEOLOCATION_CACHE_SECONDS = 24 * 60 * 60;

const COUNTRY = /^[A-Za-z]{2}$/;

/** The visitor's country as the edge (CDN or load balancer) passed it on, or null. */
export const edgeCountryOf = (request: IncomingMessage): string | null => {
  for (const header of ['cloudfront-viewer-country', 'cf-ipcountry', 'x-country-code']) {
    const value = request.headers[header];
    if (typeof value === 'string' && COUNTRY.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
};

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** The address as a lookup may send it, or null for a private, loopback, reserved or malformed one. */
export const publicAddressOf = (address: string): string | null => {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(plain);
  if (family === 0) return null;
  return NOT_PUBLIC.check(plain, family === 4 ? 'ipv4' : 'ipv6') ? null : plain;
};

export type GeolocationServices = {
  url: string | undefined;
  cache: CacheService;
  log: Logger;
};

/** The country the geolocation service places a public address in; null when unknown or failing. */
export async function lookUpCountry(services: GeolocationServices, clientAddress: string): Promise<string | null> {
  const address = publicAddressOf(clientAddress);
  if (!services.url || !address) return null;
  const url = `${services.url.replace(/\/+$/, '')}/${encodeURIComponent(address)}`;
  const load = async (): Promise<{ country: string | null }> => {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(GEOLOCATION_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geolocation answered ${response.status}`);
    const body = (await response.json()) as { country_code?: unknown };
    const code = typeof body.country_code === 'string' && COUNTRY.test(body.country_code) ? body.country_code : null;
    return { country: code?.toUpperCase() ?? null };
  };
  try {
    const policy = { freshSeconds: GEOLOCATION_CACHE_SECONDS, staleSeconds: 0 };
    return (await services.cache.getOrLoad('geolocation', `geolocation:v1:${address}`, policy, load)).country;
  } catch (error) {
    services.log.log('warn', 'IP geolocation failed: no regional prompt', { detail: String(error) });
    return null;
  }
}

/** The visitor's country, asked once per request and only when a field needs it. */
export const visitorCountryOf = (
  request: IncomingMessage,
  clientAddress: string,
  services: GeolocationServices,
): (() => Promise<string | null>) => {
  let answer: Promise<string | null> | undefined;
  return () => (answer ??= Promise.resolve(edgeCountryOf(request) ?? lookUpCountry(services, clientAddress)));
};
