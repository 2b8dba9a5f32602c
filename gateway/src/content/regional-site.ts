import type { IncomingMessage } from 'node:http';
import type { RegionalSite } from '../generated/resolvers-types.ts';

/** The provider's other regional sites (storefront.md §2.3: Canada and Mexico). */
export const REGIONAL_SITES: Record<string, RegionalSite> = {
  CA: { country: 'CA', countryName: 'Canada', name: 'Vallen Canada', url: 'https://www.vallen.ca/' },
  MX: { country: 'MX', countryName: 'Mexico', name: 'Vallen México', url: 'https://www.vallen.com.mx/' },
};

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

export const regionalSiteFor = (country: string | null): RegionalSite | null =>
  country ? (REGIONAL_SITES[country] ?? null) : null;
