import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { pageModulesFor, preloadPagesFor } from './preloadPages';
import { routes as storeRoutes } from './routes';

const lazyPage = () =>
  Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()), module: 'src/features/x/XPage.tsx' });
const Guard = ({ children }: { children: ReactNode }) => <>{children}</>;
const Switch = (props: { user: ReactNode; guest: ReactNode }) => <>{props.user}</>;

describe('preloadPagesFor', () => {
  it("fetches the code of the matched route's pages, through the guards that wrap them, and its data preload", () => {
    const Search = lazyPage();
    const Cart = lazyPage();
    const GuestCart = lazyPage();
    const Orders = lazyPage();
    const listing = vi.fn();
    const routes: RouteObject[] = [
      {
        element: <Guard>layout</Guard>,
        children: [
          { path: 'c', element: <Guard>{[<Search key="search" />]}</Guard> },
          { path: 'cart', element: <Switch user={<Cart />} guest={<Guard>{<GuestCart />}</Guard>} /> },
          { path: 'my-account/orders', element: <Orders /> },
        ],
      },
    ];

    void preloadPagesFor(routes, { pathname: '/cart', search: '' });
    expect(Cart.preload).toHaveBeenCalledTimes(1);
    expect(GuestCart.preload).toHaveBeenCalledTimes(1);
    expect(Search.preload).not.toHaveBeenCalled();
    expect(Orders.preload).not.toHaveBeenCalled();

    void preloadPagesFor(routes, { pathname: '/c', search: '?q=gloves' }, { c: listing });
    expect(Search.preload).toHaveBeenCalledTimes(1);
    expect(listing).toHaveBeenCalledWith('?q=gloves', {});
    void preloadPagesFor(routes, { pathname: '/nowhere', search: '' }, { c: listing });
    expect(Orders.preload).not.toHaveBeenCalled();
    expect(listing).toHaveBeenCalledTimes(1);
  });
});

describe('pageModulesFor', () => {
  it("names the source modules of the store's listing, product and brand pages, once each", () => {
    expect(pageModulesFor(storeRoutes, '/c')).toContain('src/features/catalog/SearchPage.tsx');
    expect(pageModulesFor(storeRoutes, '/p/nitrile-gloves')).toContain('src/features/catalog/ProductPage.tsx');
    const brand = pageModulesFor(storeRoutes, '/brand/ansell');
    expect(brand).toContain('src/features/catalog/BrandsPage.tsx');
    expect(new Set(brand).size).toBe(brand.length);
    expect(pageModulesFor(storeRoutes, '/nowhere/at/all/x')).not.toContain('src/features/catalog/SearchPage.tsx');
  });
});
