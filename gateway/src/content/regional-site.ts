import type { RegionalSite } from '../generated/resolvers-types.ts';

/** The provider's other regional sites (docs/spec/storefront.md §2.3: Canada and Mexico). */
export const REGIONAL_SITES: Record<string, RegionalSite> = {
  CA: { country: 'CA', countryName: 'Canada', name: 'Vallen Canada', url: 'https://www.vallen.ca/' },
  MX: { country: 'MX', countryName: 'Mexico', name: 'Vallen México', url: 'https://www.vallen.com.mx/' },
};

export const regionalSiteFor = (country: string | null): RegionalSite | null =>
  country ? (REGIONAL_SITES[country] ?? null) : null;
