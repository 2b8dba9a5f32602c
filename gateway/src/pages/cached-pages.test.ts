// A guest's public page answered from this process's page cache before anything else happens: no
// context is built for it, it goes out compressed as the browser accepts, and a browser holding it
// gets a 304. A logged-in page never enters it.
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type Principal } from '../auth/session.ts';
import { buildContext } from '../request-context.ts';
import { requestTargetOf } from '../http/request-path.ts';
import { principalOf, unitGateway, type UnitGateway } from '../testing/unit.ts';
import { withOpenBrowse } from '../testing/erp-answers/auth.ts';
import { erpUser } from '../testing/erp-answers/account.ts';
import { ACME_CATALOG, erpItem, erpPrice, erpProduct } from '../testing/erp-answers/catalog.ts';
import { storePages } from './serve.ts';
import { shellReader } from './shell.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'cached-pages-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Vallen</title></head><body><div id="root"></div></body></html>',
);

const GLOVES = erpProduct('nitrile-gloves', { heading: 'Nitrile Gloves', items: [erpItem('G-100')] });
const PRICES: Record<string, number> = { '90001': 19.99, '10001': 17.25 };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

type Store = {
  gateway: UnitGateway;
  origin: string;
  /** Requests that reached the full path (a context was built for them). */
  contexts: string[];
  /** The ERP's product reads: each is a page rendered, not one served from the cache. */
  productReads: () => number;
  get(path: string, init?: { headers?: Record<string, string>; as?: Principal }): Promise<Response>;
};

/** The gateway's order: the fast path first, then the page handler. */
const storeOf = async (): Promise<Store> => {
  let reads = 0;
  const gateway = await unitGateway(
    {
      'GET /index/products/{slug}': () => {
        reads += 1;
        return GLOVES;
      },
      'GET /pricing': ({ query }) => ({
        pricing: String(query?.erp_item_numbers ?? '')
          .split(',')
          .map((erp) => erpPrice(erp, PRICES[String(query?.customer_number)] ?? 0)),
      }),
    },
    { principal: null },
  );
  withOpenBrowse(
    gateway,
    erpUser({ id: 12, customer_number: '90001', default_customer_number: '90001', catalog: [ACME_CATALOG] }),
  );
  const contexts: string[] = [];
  const pages = storePages({
    services: gateway.services,
    contextOf: (request: IncomingMessage) => {
      contexts.push(request.url ?? '');
      return buildContext(gateway.services, request, 'cached-pages-test');
    },
    shell: shellReader(webRoot),
  });
  const server = createServer((request, response) => {
    const path = requestTargetOf(request.url ?? '/')?.path ?? '/';
    if (!pages.answerFromCache(request, response, path)) void pages(request, response, path);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    gateway,
    origin: url,
    contexts,
    productReads: () => reads,
    async get(path, { headers = {}, as } = {}) {
      const cookie = as ? { cookie: `${SESSION_COOKIE}=${await gateway.services.sessions.create(as)}` } : {};
      return fetch(`${url}${path}`, { headers: { ...headers, ...cookie } });
    },
  };
};

/** The body as it went over the wire (fetch would decompress it), with its encoding. */
const rawGet = (origin: string, path: string, acceptEncoding: string) =>
  new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    httpGet(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });

describe('a cached guest page', () => {
  it('is answered again without building a context or reading the ERP', async () => {
    const store = await storeOf();
    const first = await store.get('/p/nitrile-gloves');
    expect(await first.text()).toContain('<title>Nitrile Gloves | Vallen</title>');
    const readsAfterFirst = store.productReads();
    expect(store.contexts).toEqual(['/p/nitrile-gloves']);
    const again = await store.get('/p/nitrile-gloves');
    expect(await again.text()).toContain('<title>Nitrile Gloves | Vallen</title>');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(store.contexts).toEqual(['/p/nitrile-gloves']);
    expect(store.productReads()).toBe(readsAfterFirst);
  });

  it('goes out as brotli, gzip or plain HTML as the browser accepts, each the same page', async () => {
    const store = await storeOf();
    const plain = await (await store.get('/p/nitrile-gloves')).text();
    const fetchRaw = (acceptEncoding: string) => rawGet(store.origin, '/p/nitrile-gloves', acceptEncoding);
    const br = await fetchRaw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain);
    const gzip = await fetchRaw('gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain);
    const none = await fetchRaw('identity');
    expect(none.encoding).toBeUndefined();
    expect(none.body.toString()).toBe(plain);
    expect(store.contexts).toEqual(['/p/nitrile-gloves']);
  });

  it('answers 304 to a browser holding it, and the page to one holding an older copy', async () => {
    const store = await storeOf();
    const first = await store.get('/p/nitrile-gloves');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await store.get('/p/nitrile-gloves', { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    const older = await store.get('/p/nitrile-gloves', { headers: { 'if-none-match': 'W/"older"' } });
    expect(older.status).toBe(200);
    expect(await older.text()).toContain('Nitrile Gloves');
    expect(store.contexts).toEqual(['/p/nitrile-gloves']);
  });

  it('is never what a logged-in buyer gets, nor is their page kept for guests', async () => {
    const store = await storeOf();
    await store.get('/p/nitrile-gloves');
    const buyer = await store.get('/p/nitrile-gloves', { as: principalOf({ catalogs: [ACME_CATALOG] }) });
    expect(buyer.headers.get('cache-control')).toBe('private, no-store');
    expect(await buyer.text()).toContain('17.25');
    expect(store.contexts).toHaveLength(2);
    const guest = await (await store.get('/p/nitrile-gloves')).text();
    expect(guest).not.toContain('17.25');
    expect(guest).toContain('19.99');
  });

  it("keeps a buyer's page out of the cache when no guest asked for it first", async () => {
    const store = await storeOf();
    await store.get('/p/nitrile-gloves', { as: principalOf({ catalogs: [ACME_CATALOG] }) });
    const guest = await (await store.get('/p/nitrile-gloves')).text();
    expect(guest).not.toContain('17.25');
    expect(store.contexts).toHaveLength(2);
  });
});
