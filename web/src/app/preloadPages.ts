import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A lazy page whose code can be fetched before it renders (lazyPages.tsx). */
export type Preloadable = { preload: () => Promise<unknown> };
/** Where the router is: the page's data preloads read the search of the URL. */
type Place = { pathname: string; search: string };
/** A route's data, fetched as the page starts: `search` is the URL's query string. */
export type DataPreload = (search: string) => void;

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
 * Starts fetching the code of the pages the URL will render, and the data of the routes that have a
 * preload (by route path). Guards render their page only once the session is known (a GraphQL round
 * trip), so without this the page's code and first query would go after it, one request behind;
 * with it, they go at once.
 */
export const preloadPagesFor = (
  routes: RouteObject[],
  { pathname, search }: Place,
  data: Partial<Record<string, DataPreload>> = {},
): void => {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    for (const page of pagesIn(route.element)) void page.preload().catch(() => undefined);
    if (route.path) data[route.path]?.(search);
  }
};
