import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../index.ts';

// A small web build: the app's page, hashed assets and files of public/.
const webDist = mkdtempSync(join(tmpdir(), 'static-web-'));
const INDEX = '<!doctype html><title>Vallen</title><div id="root"></div>';
writeFileSync(join(webDist, 'index.html'), INDEX);
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("store");');
writeFileSync(join(webDist, 'assets', 'index-abc123.css'), 'body{margin:0}');
writeFileSync(join(webDist, 'assets', 'codicon-abc123.ttf'), 'font');
mkdirSync(join(webDist, 'documents'));
writeFileSync(join(webDist, 'documents', 'w9.pdf'), '%PDF-1.4');
writeFileSync(join(webDist, 'logo-default.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

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
  });
});
afterAll(async () => {
  await gateway?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${gateway.url}${path}`, init);

describe('the built web', () => {
  it('answers app routes with index.html, never cached without revalidation', async () => {
    for (const path of ['/', '/cart', '/p/nitrile-gloves-size-9.5', '/my-account/orders?page=2']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html;charset=utf-8');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(await response.text(), path).toBe(INDEX);
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

  it('answers 404 for a missing asset rather than the app', async () => {
    const response = await get('/assets/index-gone.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('answers 304 to a revalidation of an unchanged page', async () => {
    const etag = (await get('/')).headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/cart', { headers: { 'if-none-match': etag ?? '' } })).status).toBe(304);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await get('/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(INDEX.length));
    expect(await response.text()).toBe('');
  });

  it('serves a file the build added while it was running', async () => {
    writeFileSync(join(webDist, 'assets', 'index-new456.js'), 'console.log("rebuilt");');
    expect(await (await get('/assets/index-new456.js')).text()).toBe('console.log("rebuilt");');
  });

  it('never serves files outside the build', async () => {
    const response = await get('/assets/..%2f..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
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
    });
    try {
      const response = await fetch(`${empty.url}/cart`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('The web has not been built: run npm run build.');
    } finally {
      await empty.close();
    }
  });
});
