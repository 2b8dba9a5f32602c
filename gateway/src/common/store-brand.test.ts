import { describe, expect, it } from 'vitest';
import { brandKeyOf } from './store-brand.ts';

describe('the brand of a store origin', () => {
  it('is the second brand on its hosts, the default elsewhere, and what STORE_BRAND forces', () => {
    expect(brandKeyOf('https://shop.rvsupply.com', undefined)).toBe('RV');
    expect(brandKeyOf('http://www.rvsupply.example:5173', undefined)).toBe('RV');
    expect(brandKeyOf('https://shop.vallen.com', undefined)).toBe('DEFAULT');
    expect(brandKeyOf('https://shop.vallen.com', 'RV')).toBe('RV');
  });

  it('takes an origin that is no valid URL (a port past 65535) for an unknown host: the default brand', () => {
    expect(brandKeyOf('http://www.rvsupply.example:99999', undefined)).toBe('DEFAULT');
    expect(brandKeyOf('not a url', undefined)).toBe('DEFAULT');
  });
});
