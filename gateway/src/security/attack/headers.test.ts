import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../index.ts';

// Finding 7: every answer carries the browser's defences; finding 10: operations endpoints are private.
const webDist = mkdtempSync(join(tmpdir(), 'headers-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vallen</title>');
writeFileSync(join(webDist, 'explorer.html'), '<!doctype html><title>Schema explorer</title>');
writeFileSync(join(webDist, 'operations.json'), '{"operations":{}}');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'export {};');

const base = { port: 0, host: '127.0.0.1', erpUrl: 'http://127.0.0.1:9', searchUrl: 'http://127.0.0.1:9' };
const started: Gateway[] = [];
const start = async (overrides: Parameters<typeof startGateway>[0] = {}) => {
  const gateway = await startGateway({
    ...base,
    redisUrl: undefined,
    logLevel: 'warn',
    webDist,
    introspection: true,
    trustedOperations: false,
    ...overrides,
  });
  started.push(gateway);
  return gateway;
};

let gateway: Gateway;
beforeAll(async () => {
  gateway = await start({ frameAncestors: ['https://procurement.example'] });
});
afterAll(async () => {
  await Promise.all(started.map((each) => each.close({ idleGraceMs: 0 })));
  rmSync(webDist, { recursive: true, force: true });
});

const ANSWERS: [string, RequestInit?][] = [
  ['/'],
  ['/catalog/gloves'],
  ['/assets/index-abc123.js'],
  ['/assets/missing.js'],
  ['/explorer'],
  ['/metrics'],
  ['/healthz'],
  ['/%zz'],
  ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }],
  ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
  ['/nothing-here', { method: 'DELETE' }],
];

describe('security headers', () => {
  it('are on every answer: pages, assets, GraphQL, explorer, metrics, errors', async () => {
    for (const [path, init] of ANSWERS) {
      const response = await fetch(`${gateway.url}${path}`, init);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self';");
      expect(csp, path).toContain("frame-ancestors 'self' https://procurement.example");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      // Plain HTTP without a trusted proxy: no HSTS (it would pin a host that has no TLS).
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it("allow inline styles on the explorer only (GraphiQL's dialogs insert <style> elements)", async () => {
    const explorer = await fetch(`${gateway.url}/explorer`);
    const store = await fetch(`${gateway.url}/`);
    expect(explorer.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(store.headers.get('content-security-policy')).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(store.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('send HSTS behind a trusted TLS proxy or when configured, and believe no proxy otherwise', async () => {
    const behindProxy = await start({ trustProxy: true });
    const configured = await start({ hsts: true });
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const hsts = async (target: Gateway, init?: RequestInit) =>
      (await fetch(`${target.url}/healthz`, init)).headers.get('strict-transport-security');
    expect(await hsts(behindProxy, https)).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(behindProxy)).toBeNull();
    expect(await hsts(gateway, https)).toBeNull();
    expect(await hsts(configured)).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('operations endpoints', () => {
  it('never serve the trusted operations manifest', async () => {
    const response = await fetch(`${gateway.url}/operations.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('operations');
  });

  it('keep /metrics off the store port in production unless a token is shown', async () => {
    const closed = await start({ production: true });
    expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);

    const token = 'metrics-token-for-tests';
    const guarded = await start({ production: true, metricsToken: token });
    const refused = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'A metrics token is required.' });
    const allowed = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('# TYPE');
  });

  it('serve /metrics on METRICS_PORT alone when it is set', async () => {
    const separate = await start({ production: true, metricsPort: 0 });
    const address = separate.metricsServer?.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(port).toBeGreaterThan(0);
    expect((await fetch(`${separate.url}/metrics`)).status).toBe(404);
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE');
    expect((await fetch(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
  });

  it('serve /metrics openly outside production, for the dashboard in development', async () => {
    expect((await fetch(`${gateway.url}/metrics`)).status).toBe(200);
  });
});
