import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

/**
 * A lazy page whose code can be fetched before it renders (lazyPages.tsx); `module` is its source
 * file as the build's chunk manifest names it.
 */
export type Preloadable = { preload: () => Promise<unknown>; module: string };
/** Where the router is: the page's data preloads read the search of the URL. */
type Place = { pathname: string; search: string };
/**
 * A route's loader: starts the queries its page renders, with the variables it renders them with, as
 * the page starts (`search` is the URL's query string, `params` the route's). Settles when they have
 * answered (never rejects): the server waits for it, then renders the page once.
 */
export type DataPreload = (search: string, params: Params) => Promise<unknown>;

const isPreloadable = (type: unknown): type is Preloadable =>
  (typeof type === 'object' || typeof type === 'function') &&
  type !== null &&
  typeof (type as Partial<Preloadable>).preload === 'function';

/** Every lazy page in an element tree as written in the route table: the page and what guards wrap. */
const pagesIn = (node: ReactNode, found: Preloadable[] = []): Preloadable[] => {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) pagesIn(child, found);
  } else if (isValidElement(node)) {
    if (isPreloadable(node.type)) found.push(node.type);
    for (const value of Object.values(node.props as Record<string, unknown>)) pagesIn(value as ReactNode, found);
  }
  return found;
};

/** The lazy pages the routes matching `pathname` render (their guards' and layouts' included). */
export const pagesFor = (routes: RouteObject[], pathname: string): Preloadable[] =>
  (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => pagesIn(route.element));

/**
 * The source modules of the pages `pathname` renders, once each: the server links their CSS and code
 * in the page's head, so its HTML is painted with its styles (gateway/src/pages/page-assets.ts).
 */
export const pageModulesFor = (routes: RouteObject[], pathname: string): string[] => [
  ...new Set(pagesFor(routes, pathname).map((page) => page.module)),
];

/**
 * Starts fetching the code of the pages the URL will render, and the data of the routes that have a
 * preload (by route path). Guards render their page only once the session is known (a GraphQL round
 * trip), so without this the page's code and first query would go after it, one request behind;
 * with it, they go at once. Settles once the code and the data have arrived (or failed).
 */
export const preloadPagesFor = (
  routes: RouteObject[],
  { pathname, search }: Place,
  /** By route path ('c', 'p/:slug'), or an index route's URL ('/'). */
  data: Partial<Record<string, DataPreload>> = {},
): Promise<unknown> => {
  const started: Promise<unknown>[] = [];
  for (const { route, params, pathnameBase } of matchRoutes(routes, pathname) ?? []) {
    for (const page of pagesIn(route.element)) started.push(page.preload().catch(() => undefined));
    // An index route has no path of its own: its loader is named by its URL ('/' for the home page).
    const key = route.index ? pathnameBase : route.path;
    const load = key ? data[key] : undefined;
    if (load) started.push(load(search, params));
  }
  return Promise.all(started);
};
