import { STORE_PAGES } from '@mro/rules/pages';

// Page titles per route, set centrally on every transition (docs/spec/storefront.md §2.2), from the store's page
// table the gateway also titles its HTML by. A page with a title that depends on its data (a product,
// an order) refines it with usePageTitle.
export const ROUTE_TITLES: [pattern: string, title: string][] = STORE_PAGES.flatMap(({ path, title }) =>
  title ? [[path, title] as [string, string]] : [],
);
