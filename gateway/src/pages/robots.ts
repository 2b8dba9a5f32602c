import { STORE_PAGES } from '@mro/rules/pages';

/**
 * The first path segment of every account, cart and checkout page (and every other login-only one):
 * what crawlers are asked to leave alone. From the store's page table, so a new account page is covered.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  ...new Set(
    STORE_PAGES.filter((page) => page.access === 'login' || page.path.startsWith('/cart')).map(
      (page) => `/${page.path.split('/')[1] ?? ''}`,
    ),
  ),
];

/** `/robots.txt` of a brand's host: its sitemap index, when the public catalogue exists (open browse on). */
export const robotsTxt = (origin: string, publicCatalogue: boolean): string =>
  [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...(publicCatalogue ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
