import type { StorePage } from '@mro/rules/pages';
import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from '@mro/rules/pages';
import type { GatewayContext } from '../context.ts';
import type { StoreBrand } from '../generated/resolvers-types.ts';
import { storeDescription, type PageHead } from './head.ts';

/** One request for a page, as each page type's head module reads it. */
export type PageRequest = {
  /** The request's context: the visitor's session (a guest sees the open-browse catalogue and prices). */
  context: GatewayContext;
  /** The page of the store's table the path opens. */
  page: StorePage;
  /** The normalised path. */
  path: string;
  query: URLSearchParams;
  brand: StoreBrand;
  /** The store's origin on this brand's host. */
  origin: string;
};

/** Computes a page type's head from its data. */
export type HeadOf = (request: PageRequest) => Promise<PageHead>;

/** The 404 page: an unknown path, or a product, category or brand that does not exist (for this visitor). */
export const notFoundHead = (): PageHead => ({
  status: 404,
  title: NOT_FOUND_TITLE,
  description: NOT_FOUND_MESSAGE,
  canonical: null,
  indexed: false,
  image: null,
  kind: 'website',
  structuredData: [],
});

/** A page titled by the store's table alone (a form, an account page, a content page). */
export const routeHead = ({ page, path, brand }: Pick<PageRequest, 'page' | 'path' | 'brand'>): PageHead =>
  page.path === '/404'
    ? notFoundHead()
    : {
        status: 200,
        title: page.title ?? '',
        description: storeDescription(brand),
        // Such a page has one URL, its path: a query only carries a form's or a link's state.
        canonical: page.indexed ? path : null,
        indexed: page.indexed,
        image: null,
        kind: 'website',
        structuredData: [],
      };

/** A page whose data could not be read (the ERP is unavailable): the storefront's script shows the error. */
export const unavailableHead = (request: Pick<PageRequest, 'page' | 'path' | 'brand'>): PageHead => ({
  ...routeHead(request),
  status: 503,
  canonical: null,
  indexed: false,
});
