import { describe, expect, it } from 'vitest';
import { attackFigures } from '@mro/attack-figures';
import { AFTER_LOGIN, afterLoginTarget } from './LoginPage';

/** Attack class 23 (open redirects): a hostile ?state= the login followed got through. */
const hostileStates = () => {
  const figures = attackFigures(23);
  const target = figures.counting(afterLoginTarget);
  return (search: string) => {
    const followed = target(null, null, search);
    figures.gotThrough(followed === AFTER_LOGIN ? 0 : 1);
    return followed;
  };
};

describe('after login', () => {
  it('goes to the remembered state first, then a ?state= path of this store, then home or the profile', () => {
    const from = { from: { pathname: '/cart', search: '?x=1', hash: '' } };
    expect(afterLoginTarget(from, null, '?state=/my-account/orders')).toBe('/cart?x=1');
    expect(afterLoginTarget(null, null, '?state=/my-account/orders')).toBe('/my-account/orders');
    expect(afterLoginTarget(null, '/landing/umbrella', '')).toBe('/');
    expect(afterLoginTarget(null, null, '')).toBe(AFTER_LOGIN);
  });

  it('never follows a ?state= that leaves the store or loops to login', () => {
    const follow = hostileStates();
    for (const state of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login']) {
      expect(follow(`?state=${encodeURIComponent(state)}`)).toBe(AFTER_LOGIN);
    }
  });

  it('reads ?state= as the browser does: a tab, a line break or a backslash cannot make it another origin', () => {
    // Issue 31: `/login?state=/%09/…` was followed to `//…`, which the router refused with "Something went wrong".
    const follow = hostileStates();
    for (const search of [
      '?state=/%09/evil.example',
      '?state=/%0A/evil.example',
      '?state=/%0D%09/evil.example',
      '?state=/%5C%09evil.example',
    ])
      expect(follow(search), search).toBe(AFTER_LOGIN);
    expect(afterLoginTarget(null, null, '?state=/%09my-account')).toBe('/my-account');
    expect(afterLoginTarget(null, null, '?state=/catalog/gloves?page=2#top')).toBe('/catalog/gloves?page=2#top');
  });
});
