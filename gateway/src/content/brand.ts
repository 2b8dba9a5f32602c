// The two brand variants, chosen by the host the visitor uses (spec §1: a site-domain setting).
import type { BrandKey, StoreBrand } from '../generated/resolvers-types.ts';
import { brandKeyOf, type StoreBrandKey } from '../common/store-brand.ts';

export const BRANDS: Record<BrandKey, StoreBrand> = {
  DEFAULT: { key: 'DEFAULT', name: 'Vallen', supportEmail: 'support@vallen.example', supportPhone: '1-800-555-0150' },
  RV: {
    key: 'RV',
    name: 'RV Supply by Vallen',
    supportEmail: 'support@rvsupply.example',
    supportPhone: '1-800-555-0175',
  },
};

/** The brand of the store's origin (or the one STORE_BRAND forces). */
export const brandFor = (storeOrigin: string, forced: StoreBrandKey | undefined): StoreBrand =>
  BRANDS[brandKeyOf(storeOrigin, forced)];
