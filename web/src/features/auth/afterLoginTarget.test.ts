import { describe, expect, it } from 'vitest';
import { AFTER_LOGIN, afterLoginTarget } from './LoginPage';

describe('after login', () => {
  it('goes to the remembered state first, then a ?state= path of this store, then home or the profile', () => {
    const from = { from: { pathname: '/cart', search: '?x=1', hash: '' } };
    expect(afterLoginTarget(from, null, '?state=/my-account/orders')).toBe('/cart?x=1');
    expect(afterLoginTarget(null, null, '?state=/my-account/orders')).toBe('/my-account/orders');
    expect(afterLoginTarget(null, '/landing/umbrella', '')).toBe('/');
    expect(afterLoginTarget(null, null, '')).toBe(AFTER_LOGIN);
  });

  it('never follows a ?state= that leaves the store or loops to login', () => {
    for (const state of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login']) {
      expect(afterLoginTarget(null, null, `?state=${encodeURIComponent(state)}`)).toBe(AFTER_LOGIN);
    }
  });
});
