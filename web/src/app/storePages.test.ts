import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storePageOf } from '@mro/rules/pages';
import { routes } from './routes';

/** Every route's full pattern, as the router joins its nested paths. */
const patternsOf = (objects: RouteObject[], parent = ''): string[] =>
  objects.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.path || route.index ? [path || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });

describe("the store's page table", () => {
  it('knows every route, so the gateway answers 404 only where the storefront would', () => {
    const patterns = patternsOf(routes).filter((pattern) => pattern !== '/*');
    expect(patterns.length).toBeGreaterThan(80);
    expect(patterns.filter((pattern) => storePageOf(pattern) === null)).toEqual([]);
  });

  it('has no entry the storefront lacks', () => {
    expect(storePageOf('/no-such-page')).toBeNull();
    expect(storePageOf('/p/a/b')).toBeNull();
  });
});
