// The two brand variants, chosen by the host the visitor uses (spec §1: a site-domain setting).
import type { BrandKey, StoreBrand } from '../generated/resolvers-types.ts';

export const BRANDS: Record<BrandKey, StoreBrand> = {
  DEFAULT: { key: 'DEFAULT', name: 'Vallen', supportEmail: 'support@vallen.example', supportPhone: '1-800-555-0150' },
  RV: {
    key: 'RV',
    name: 'RV Supply by Vallen',
    supportEmail: 'support@rvsupply.example',
    supportPhone: '1-800-555-0175',
  },
};

/** Hosts of the second brand; STORE_BRAND=RV forces it for a whole deployment. */
export const RV_HOST = /(^|\.)rvsupply\.(example|com)$/i;

export const brandFor = (storeOrigin: string, forced: string | undefined = process.env.STORE_BRAND): StoreBrand => {
  if (forced === 'RV' || forced === 'DEFAULT') return BRANDS[forced];
  const host = new URL(storeOrigin).hostname;
  return RV_HOST.test(host) ? BRANDS.RV : BRANDS.DEFAULT;
};
