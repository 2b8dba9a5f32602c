import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startGateway } from '../index.ts';
import { EXAMPLES } from './examples.ts';

// A web build as far as the explorer is concerned: in its web root, its page with the empty examples island.
const webDist = mkdtempSync(join(tmpdir(), 'explorer-web-'));
const site = join(webDist, 'site');
mkdirSync(site);
writeFileSync(join(site, 'index.html'), '<!doctype html><title>Vallen</title><div id="root"></div>');
writeFileSync(
  join(site, 'explorer.html'),
  `<!doctype html><title>Schema explorer | Vallen store API</title><div id="explorer"></div>
<script type="application/json" id="explorer-examples">
  {}
</script><script type="module" src="/assets/explorer-abc.js"></script>`,
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

// No ERP is needed to serve the page; nothing here calls it.
const gatewayWith = (overrides: { introspection?: boolean; webDist?: string } = {}) =>
  startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: 'http://127.0.0.1:9',
    searchUrl: 'http://127.0.0.1:9',
    logLevel: 'error',
    redisUrl: undefined,
    trustedOperations: false,
    webDist,
    ...overrides,
  });

const statusOf = async (url: string) => (await fetch(url)).status;

describe('the explorer', () => {
  it("is the web build's GraphiQL page with the examples for every domain written in", async () => {
    const gateway = await gatewayWith({ introspection: true });
    try {
      const response = await fetch(`${gateway.url}/explorer`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<title>Schema explorer | Vallen store API</title>');
      expect(html).toContain('<script type="module" src="/assets/explorer-abc.js"></script>');
      const island = /<script type="application\/json" id="explorer-examples">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(island ?? 'null')).toEqual(EXAMPLES);
      const domains = new Set(Object.keys(EXAMPLES).map((name) => name.split(':')[0]));
      expect([...domains].sort()).toEqual(
        expect.arrayContaining(['account', 'auth', 'cart', 'catalog', 'checkout', 'orders']),
      );
      expect(html).toContain('$slug');
    } finally {
      await gateway.close({ idleGraceMs: 0 });
    }
  });

  it('says so when the web has not been built', async () => {
    const gateway = await gatewayWith({ introspection: true, webDist: join(webDist, 'missing') });
    try {
      const response = await fetch(`${gateway.url}/explorer`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('The explorer is part of the web build: run npm run build.');
    } finally {
      await gateway.close({ idleGraceMs: 0 });
    }
  });

  it('is a 404 with INTROSPECTION=false, its file included', async () => {
    vi.stubEnv('INTROSPECTION', 'false');
    const gateway = await gatewayWith();
    try {
      expect(await statusOf(`${gateway.url}/explorer`)).toBe(404);
      expect(await statusOf(`${gateway.url}/explorer.html`)).toBe(404);
      expect(await statusOf(`${gateway.url}/`)).toBe(200);
    } finally {
      await gateway.close({ idleGraceMs: 0 });
    }
  });

  it('is a 404 in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 'explorer-test-secret-of-32-characters');
    vi.stubEnv('OPEN_BROWSE', 'off');
    const gateway = await gatewayWith();
    try {
      expect(await statusOf(`${gateway.url}/explorer`)).toBe(404);
      expect(await statusOf(`${gateway.url}/explorer.html`)).toBe(404);
    } finally {
      await gateway.close({ idleGraceMs: 0 });
    }
  });

  it('is a 404 without a web build when introspection is off', async () => {
    const gateway = await gatewayWith({ introspection: false, webDist: undefined });
    try {
      expect(await statusOf(`${gateway.url}/explorer`)).toBe(404);
    } finally {
      await gateway.close({ idleGraceMs: 0 });
    }
  });
});
