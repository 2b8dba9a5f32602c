// Apart from the page, so the routes can list the marketing paths without loading the page's code.
/** The embedded content site's pages (docs/spec/storefront.md §2.1) and the marketing paths that lead to them. */
export const CONTENT_PAGES = [
  'aboutus',
  'servicesandsolutions',
  'integrated-solutions',
  'mrop',
  'safetyservices',
  'womeninppe',
  'web-features',
  'eprocurement',
  'dispensing-solutions',
  'frc-help',
  'helpvideos',
] as const;
export { MARKETING_PATHS } from '@mro/rules/pages';
