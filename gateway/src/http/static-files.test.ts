import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../index.ts';
import { attackFigures } from '@mro/attack-figures';

// A small web build: in its web root (site/), the app's page, hashed assets and files of public/.
const webDist = mkdtempSync(join(tmpdir(), 'static-web-'));
const site = join(webDist, 'site');
mkdirSync(site);
const INDEX = '<!doctype html><title>Vallen</title><div id="root"></div>';
writeFileSync(join(site, 'index.html'), INDEX);
mkdirSync(join(site, 'assets'));
writeFileSync(join(site, 'assets', 'index-abc123.js'), 'console.log("store");');
writeFileSync(join(site, 'assets', 'index-abc123.css'), 'body{margin:0}');
writeFileSync(join(site, 'assets', 'codicon-abc123.ttf'), 'font');
mkdirSync(join(site, 'documents'));
writeFileSync(join(site, 'documents', 'w9.pdf'), '%PDF-1.4');
writeFileSync(join(site, 'logo-default.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The build's precompressed copies (web/vite.config.ts): a script and the page have both, the CSS none.
const SCRIPT = `export const store = ${JSON.stringify('gloves '.repeat(500))};`;
writeFileSync(join(site, 'assets', 'store-def456.js'), SCRIPT);
writeFileSync(join(site, 'assets', 'store-def456.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(site, 'assets', 'store-def456.js.gz'), gzipSync(SCRIPT));
writeFileSync(join(site, 'index.html.br'), brotliCompressSync(INDEX));
writeFileSync(join(site, 'index.html.gz'), gzipSync(INDEX));
writeFileSync(join(site, 'explorer.html'), '<!doctype html><title>Explorer</title>');
writeFileSync(join(site, 'explorer.html.gz'), gzipSync('<!doctype html><title>Explorer</title>'));

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: 'http://127.0.0.1:9',
    searchUrl: 'http://127.0.0.1:9',
    logLevel: 'error',
    redisUrl: undefined,
    webDist,
    // The shell as the browser renders it (this web has no server build: pages are not rendered).
    serverRendering: false,
  });
});
afterAll(async () => {
  await gateway?.close({ idleGraceMs: 0 });
  rmSync(webDist, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${gateway.url}${path}`, init);

describe('the built web', () => {
  it('answers app routes with index.html titled for the page, never cached without revalidation', async () => {
    for (const [path, title] of [
      ['/', 'Home | Vallen'],
      ['/cart', 'Cart | Vallen'],
      ['/contact-us?from=footer', 'Contact Us | Vallen'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html;charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      const html = await response.text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year, with their content types', async () => {
    const script = await get('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log("store");');
    expect((await get('/assets/index-abc123.css')).headers.get('content-type')).toBe('text/css');
    expect((await get('/assets/codicon-abc123.ttf')).headers.get('content-type')).toBe('font/ttf');
  });

  it('serves public files with their content types, revalidated', async () => {
    const pdf = await get('/documents/w9.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/logo-default.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('sends a form posted to a page before the page was live back to that page, not an error', async () => {
    const sent = await get('/register?type=SUPPLIER', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=buyer%40acme.example&password=Demo1234%21',
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/register?type=SUPPLIER');
    expect(await sent.text()).toBe('');
  });

  it('answers 404 for a missing asset rather than the app', async () => {
    const response = await get('/assets/index-gone.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('answers 304 to a revalidation of an unchanged page', async () => {
    const etag = (await get('/cart')).headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/cart', { headers: { 'if-none-match': etag ?? '' } })).status).toBe(304);
  });

  it('answers HEAD with the headers only', async () => {
    const page = await (await get('/', { headers: { 'accept-encoding': 'identity' } })).text();
    const response = await get('/', { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(page)));
    expect(await response.text()).toBe('');
  });

  it('serves a file the build added while it was running', async () => {
    writeFileSync(join(site, 'assets', 'index-new456.js'), 'console.log("rebuilt");');
    expect(await (await get('/assets/index-new456.js')).text()).toBe('console.log("rebuilt");');
  });

  it('never serves files outside the build', async () => {
    // The path is normalised before any decision (http/request-path.ts): it reads /etc/passwd, a page
    // path like any other, so the store's 404 page answers it; no file outside the build is ever looked up.
    const response = await get('/assets/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page Not Found | Vallen</title>');
  });
});

/** A GET that leaves the body as sent (fetch would decode it) and says which encodings it accepts. */
const raw = (path: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      httpRequest(`${gateway.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );

describe('precompressed files', () => {
  it('sends brotli to a browser that accepts it, cached for a year', async () => {
    const response = await raw('/assets/store-def456.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip where brotli is not accepted, and the file as it is where neither is', async () => {
    const gzip = await raw('/assets/store-def456.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw('/assets/store-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends the page compressed for every app route, never cached without revalidation', async () => {
    for (const path of ['/', '/cart', '/contact-us']) {
      const response = await raw(path, 'br');
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(response.headers['content-type'], path).toBe('text/html;charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString(), path).toContain('<div id="root"></div>');
    }
  });

  it('sends a file the build did not compress as it is', async () => {
    const response = await raw('/assets/index-abc123.css', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('body{margin:0}');
  });

  it('keeps a hidden page hidden in its compressed copies', async () => {
    for (const path of ['/explorer.html', '/explorer.html.gz']) {
      const response = await raw(path, 'gzip');
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe('Not found');
    }
  });
});

describe('without a web build', () => {
  it('says how to build it', async () => {
    const empty = await startGateway({
      port: 0,
      host: '127.0.0.1',
      erpUrl: 'http://127.0.0.1:9',
      searchUrl: 'http://127.0.0.1:9',
      logLevel: 'error',
      redisUrl: undefined,
      webDist: join(webDist, 'not-built'),
      serverRendering: false,
    });
    try {
      const response = await fetch(`${empty.url}/cart`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('The web has not been built: run npm run build.');
    } finally {
      await empty.close({ idleGraceMs: 0 });
    }
  });
});

// The attack suite's findings 7 and 10 (security/attack/README.md): every answer carries the
// browser's defences, and the operations endpoints are private.

const defendedWeb = mkdtempSync(join(tmpdir(), 'headers-web-'));
const defendedSite = join(defendedWeb, 'site');
mkdirSync(join(defendedSite, 'assets'), { recursive: true });
writeFileSync(join(defendedSite, 'index.html'), '<!doctype html><title>Vallen</title>');
writeFileSync(join(defendedSite, 'explorer.html'), '<!doctype html><title>Schema explorer</title>');
// Beside the web root, as the web build writes it.
writeFileSync(join(defendedWeb, 'operations.json'), '{"operations":{}}');
writeFileSync(join(defendedSite, 'assets', 'index-abc123.js'), 'export {};');

const defendedBase = { port: 0, host: '127.0.0.1', erpUrl: 'http://127.0.0.1:9', searchUrl: 'http://127.0.0.1:9' };
const startedDefended: Gateway[] = [];
const startDefended = async (overrides: Parameters<typeof startGateway>[0] = {}) => {
  const started = await startGateway({
    ...defendedBase,
    redisUrl: undefined,
    logLevel: 'warn',
    webDist: defendedWeb,
    serverRendering: false,
    introspection: true,
    trustedOperations: false,
    ...overrides,
  });
  startedDefended.push(started);
  return started;
};

let defended: Gateway;
beforeAll(async () => {
  defended = await startDefended({ frameAncestors: ['https://procurement.example'] });
});
afterAll(async () => {
  await Promise.all(startedDefended.map((each) => each.close({ idleGraceMs: 0 })));
  rmSync(defendedWeb, { recursive: true, force: true });
});

const DEFENDED_ANSWERS: [string, RequestInit?][] = [
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
    // Attack class 24: an answer missing one of the headers got through.
    const figures = attackFigures(24);
    const defences = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy'];
    for (const [path, init] of DEFENDED_ANSWERS) {
      const response = await figures.counting(fetch)(`${defended.url}${path}`, init);
      figures.gotThrough(defences.some((header) => !response.headers.has(header)) ? 1 : 0);
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

  it('allow workers from the store itself on its pages (the order pad reads spreadsheets in one), none on the explorer', async () => {
    const store = await fetch(`${defended.url}/order-pad/import`);
    const explorer = await fetch(`${defended.url}/explorer`);
    expect(store.headers.get('content-security-policy')).toContain("worker-src 'self';");
    expect(explorer.headers.get('content-security-policy')).toContain("worker-src 'none';");
  });

  it("allow inline styles on the explorer only (GraphiQL's dialogs insert <style> elements)", async () => {
    const explorer = await fetch(`${defended.url}/explorer`);
    const store = await fetch(`${defended.url}/`);
    expect(explorer.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(store.headers.get('content-security-policy')).toMatch(
      /style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'unsafe-hashes' 'sha256-[A-Za-z0-9+/=]+';/,
    );
    expect(store.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it("allow one style attribute by its hash: react-aria's visually hidden inputs in server-rendered pages", async () => {
    const store = await fetch(`${defended.url}/`);
    const hidden =
      'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap';
    const hash = createHash('sha256').update(hidden).digest('base64');
    expect(store.headers.get('content-security-policy')).toContain(`'unsafe-hashes' 'sha256-${hash}';`);
  });

  it('send HSTS behind a trusted TLS proxy or when configured, and believe no proxy otherwise', async () => {
    const behindProxy = await startDefended({ trustProxy: true });
    const configured = await startDefended({ hsts: true });
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const hsts = async (target: Gateway, init?: RequestInit) =>
      (await fetch(`${target.url}/healthz`, init)).headers.get('strict-transport-security');
    expect(await hsts(behindProxy, https)).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(behindProxy)).toBeNull();
    expect(await hsts(defended, https)).toBeNull();
    expect(await hsts(configured)).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('operations endpoints', () => {
  it('never serve the trusted operations manifest: its path is an unknown page like any other', async () => {
    const response = await fetch(`${defended.url}/operations.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page Not Found | Vallen</title>');
  });

  it('keep /metrics off the store port in production unless a token is shown', async () => {
    const closed = await startDefended({ production: true });
    expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);

    const token = 'metrics-token-for-tests';
    const guarded = await startDefended({ production: true, metricsToken: token });
    const refused = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'A metrics token is required.' });
    const allowed = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('# TYPE');
  });

  it('serve /metrics on METRICS_PORT alone when it is set', async () => {
    const separate = await startDefended({ production: true, metricsPort: 0 });
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
    expect((await fetch(`${defended.url}/metrics`)).status).toBe(200);
  });
});
