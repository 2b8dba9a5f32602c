import { describe, expect, it } from 'vitest';
import { startGateway } from '../index.ts';
import { EXAMPLES } from './examples.ts';

// No ERP is needed to serve the page; nothing here calls it.
const gatewayWith = (introspection: boolean) =>
  startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: 'http://127.0.0.1:9',
    searchUrl: 'http://127.0.0.1:9',
    introspection,
    logLevel: 'error',
    redisUrl: undefined,
  });

describe('the explorer', () => {
  it('is one self-contained page with examples for every domain and nothing from a CDN', async () => {
    const gateway = await gatewayWith(true);
    try {
      const response = await fetch(`${gateway.url}/explorer`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<title>Schema explorer | Vallen store API</title>');
      expect(html.match(/\b(src|href)=["']?(https?:)?\/\//g)).toBeNull();
      expect(html).not.toMatch(/import\s*\(|<link /);
      const domains = new Set(Object.keys(EXAMPLES).map((name) => name.split(':')[0]));
      expect([...domains].sort()).toEqual(
        expect.arrayContaining(['account', 'auth', 'cart', 'catalog', 'checkout', 'orders']),
      );
      for (const name of Object.keys(EXAMPLES)) expect(html).toContain(JSON.stringify(name));
    } finally {
      await gateway.close();
    }
  });

  it('is not served where introspection is off', async () => {
    const gateway = await gatewayWith(false);
    try {
      expect((await fetch(`${gateway.url}/explorer`)).status).toBe(404);
    } finally {
      await gateway.close();
    }
  });
});
