// Which of the two brands a request is for (spec §1: a site-domain setting): by the host the
// visitor uses, unless STORE_BRAND forces one for the whole deployment.
export type StoreBrandKey = 'DEFAULT' | 'RV';

/** Hosts of the second brand. */
export const RV_HOST = /(^|\.)rvsupply\.(example|com)$/i;

/** The brand of an origin; one that is no valid URL is an unknown host's: the default brand, never a throw. */
export const brandKeyOf = (storeOrigin: string, forced: StoreBrandKey | undefined): StoreBrandKey => {
  if (forced) return forced;
  return RV_HOST.test(URL.parse(storeOrigin)?.hostname ?? '') ? 'RV' : 'DEFAULT';
};
