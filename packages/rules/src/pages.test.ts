import { describe, expect, it } from 'vitest';
import { loginUrlFor, pageParam, storePageOf } from './pages.ts';

describe('the page a path opens', () => {
  it('matches parameters, wildcards and any case, as the router does', () => {
    expect(storePageOf('/p/nitrile-gloves')).toMatchObject({ path: '/p/:slug', access: 'shopper', indexed: true });
    expect(storePageOf('/My-Account/orders')).toMatchObject({ path: '/my-account/*', access: 'login', indexed: false });
    expect(storePageOf('/my-account/summary')?.title).toBe('Account Overview');
    expect(storePageOf('/cart/')).toMatchObject({ title: 'Cart', indexed: false });
    expect(storePageOf('/houston')).toMatchObject({ access: 'anyone', indexed: false });
  });

  it('is none for an unknown path', () => {
    expect(storePageOf('/no-such-page')).toBeNull();
    expect(storePageOf('/p')).toBeNull();
    expect(storePageOf('/p/a/b')).toBeNull();
  });

  it('reads a route parameter from the path', () => {
    expect(pageParam('/brand/:slug', '/brand/ansell', 'slug')).toBe('ansell');
    expect(pageParam('/brand/:slug', '/brand/ansell', 'erp')).toBeNull();
  });

  it('sends to login with the target as its state', () => {
    expect(loginUrlFor('/my-account/orders?page=2')).toBe('/login?state=%2Fmy-account%2Forders%3Fpage%3D2');
  });
});
