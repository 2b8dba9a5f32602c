import { describe, expect, it } from 'vitest';
import { environmentOf, environmentOfHost } from './store-environment.ts';

describe('the environment derived from the host (storefront §9)', () => {
  it('names production, staging, develop, devbox and local', () => {
    expect(environmentOfHost('www.vallen.com')).toBe('production');
    expect(environmentOfHost('rvsupply.com')).toBe('production');
    expect(environmentOfHost('staging.vallen.com')).toBe('staging');
    expect(environmentOfHost('staging-rv.rvsupply.example')).toBe('staging');
    expect(environmentOfHost('develop.vallen.com')).toBe('develop');
    expect(environmentOfHost('dev.rvsupply.com')).toBe('develop');
    expect(environmentOfHost('devbox-ana.vallen.example')).toBe('devbox');
    expect(environmentOfHost('localhost')).toBe('local');
    expect(environmentOfHost('127.0.0.1')).toBe('local');
    expect(environmentOfHost('store.localhost')).toBe('local');
  });

  it('is forced for the whole deployment by STORE_ENVIRONMENT', () => {
    expect(environmentOf('https://staging.vallen.com', undefined)).toBe('staging');
    expect(environmentOf('http://localhost:4000', 'production')).toBe('production');
  });
});
