import { DEFAULT_BRAND } from './useStoreBrand';

/**
 * The brand's name as the gateway wrote it into the page (its Open Graph site name), so that titles set
 * on the client read as the server's did, from the first paint and without waiting for the brand query.
 */
export const storeName = (): string =>
  document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content || DEFAULT_BRAND.name;
