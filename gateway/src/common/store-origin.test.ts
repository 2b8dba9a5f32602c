import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { storeOriginOf } from './store-origin.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('store origin for mailed links', () => {
  it('uses trusted hosts only, so a forged Host cannot redirect reset links', () => {
    expect(storeOriginOf(request({ host: 'localhost:5173' }), undefined)).toBe('http://localhost:5173');
    expect(storeOriginOf(request({ host: 'www.rvsupply.example', 'x-forwarded-proto': 'https' }), undefined)).toBe(
      'https://www.rvsupply.example',
    );
    expect(storeOriginOf(request({ host: 'evil.example' }), undefined)).toBe('http://localhost');
    expect(storeOriginOf(request({ host: 'localhost', 'x-forwarded-host': 'evil.example' }), undefined)).toBe(
      'http://localhost',
    );
  });

  it('takes a trusted name with a port past 65535 for an unknown host', () => {
    expect(storeOriginOf(request({ host: 'localhost:99999' }), undefined)).toBe('http://localhost');
    expect(
      storeOriginOf(request({ host: 'localhost', 'x-forwarded-host': 'shop.rvsupply.example:65536' }), undefined),
    ).toBe('http://localhost');
  });

  it('picks the configured origin matching the host, else the first', () => {
    const urls = 'https://shop.vallen.com/, https://shop.rvsupply.com';
    expect(storeOriginOf(request({ host: 'shop.rvsupply.com' }), urls)).toBe('https://shop.rvsupply.com');
    expect(storeOriginOf(request({ host: 'evil.example' }), urls)).toBe('https://shop.vallen.com');
  });
});
