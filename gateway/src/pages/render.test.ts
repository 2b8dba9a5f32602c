// Pages rendered on the server (SERVER_RENDERING) over HTTP in process: the page handler with a stand-in
// for the web's server build whose queries run through the gateway's own schema, as the real one's do.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/session.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { buildContext } from '../request-context.ts';
import { requestTargetOf } from '../http/request-path.ts';
import { erpError } from '../testing/fake-erp.ts';
import { executeIn, principalOf, unitGateway } from '../testing/unit.ts';
import { withOpenBrowse } from '../testing/erp-answers/auth.ts';
import { erpUser } from '../testing/erp-answers/account.ts';
import { ACME_CATALOG, erpItem, erpPrice, erpProduct } from '../testing/erp-answers/catalog.ts';
import { storePages } from './serve.ts';
import { shellReader } from './shell.ts';
import { pageRenderer, serverEntryReader, type ExecuteIn } from './render.ts';
import { chunkManifestReader } from './page-assets.ts';

const web = mkdtempSync(join(tmpdir(), 'render-web-'));
writeFileSync(
  join(web, 'index.html'),
  '<!doctype html><html><head><title>Vallen</title></head><body><div id="root"></div></body></html>',
);
// The server build's contract (web/src/entry-server.tsx): the product page shows the product's name and
// the viewer's price, read with the request's context; the home page never finishes (a stuck render).
const ENTRY = join(web, 'entry-server.mjs');
writeFileSync(
  ENTRY,
  `const text = (value) => String(value).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
export async function render({ url, execute, signal }) {
  if (url === '/') return new Promise(() => undefined);
  const slug = url.startsWith('/p/') ? url.slice(3) : null;
  if (url.startsWith('/catalog/')) return { html: '', state: {}, redirect: { location: '/c?department=Safety', permanent: true } };
  if (url === '/terms-of-service') return { html: '', state: {}, redirect: { location: '/termsandconditions', permanent: false } };
  if (!slug) return { html: '<main>Your cart</main>', state: {} };
  const { data } = await execute({
    query: 'query Product($slug: String!) { product(slug: $slug) { heading items { erp price { amount { display } } } } }',
    operationName: 'Product',
    variables: { slug },
  });
  const product = data.product;
  return {
    html: '<main><h1>' + text(product.heading) + '</h1><p>' + product.items[0].price.amount.display + '</p></main>',
    state: { product },
    modules: ['src/features/catalog/ProductPage.tsx'],
    renders: slug === 'bad-name' ? 3 : 1,
  };
}
`,
);
// The browser build's chunk manifest: the product page's chunk, its CSS and a chunk the shell shares.
const MANIFEST = join(web, 'manifest.json');
writeFileSync(
  MANIFEST,
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_lib-1.js'], css: ['assets/index-1.css'] },
    '_lib-1.js': { file: 'assets/lib-1.js' },
    'src/features/catalog/ProductPage.tsx': {
      file: 'assets/ProductPage-1.js',
      imports: ['index.html', '_lib-1.js'],
      css: ['assets/ProductPage-1.css'],
    },
  }),
);

const openBrowseUser = erpUser({
  id: 12,
  username: 'guest@openbrowse.example',
  customer_number: '90001',
  default_customer_number: '90001',
  catalog: [ACME_CATALOG],
});
const acmeBuyer = principalOf({ catalogs: [ACME_CATALOG] });
const globexBuyer = principalOf({ userId: 301, customerNumber: '10004', catalogs: [ACME_CATALOG], token: 't-301' });
// Each customer's own price: the open-browse guest's, Acme's and Globex's.
const PRICES: Record<string, number> = { '90001': 19.99, '10001': 17.25, '10004': 18.5 };
const products = [
  erpProduct('nitrile-gloves', { heading: 'Nitrile Gloves', items: [erpItem('G-100')] }),
  erpProduct('bad-name', { heading: 'Tape </script><script>alert(1)</script>', items: [erpItem('T-1')] }),
];

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The page handler with server rendering, over the fake ERP; what it rendered and logged. */
const storeOf = async () => {
  const gateway = await unitGateway(
    {
      'GET /index/products/{slug}': ({ path }) => {
        const found = products.find((product) => path.endsWith(`/${product.slug}`));
        if (!found) throw erpError(404, 'Product not found');
        return found;
      },
      'GET /pricing': ({ query }) => ({
        pricing: String(query?.erp_item_numbers ?? '')
          .split(',')
          .map((erp) => erpPrice(erp, PRICES[String(query?.customer_number)] ?? 0)),
      }),
    },
    { principal: null },
  );
  withOpenBrowse(gateway, openBrowseUser);
  const logged: string[] = [];
  const log = { ...gateway.services.log, log: (_level: string, message: string) => void logged.push(message) };
  const operations: string[] = [];
  const renders: string[] = [];
  const execute: ExecuteIn = (context, operation) => {
    operations.push(operation.operationName ?? '');
    return executeIn(context, operation);
  };
  const pages = storePages({
    services: gateway.services,
    contextOf: (request) => buildContext(gateway.services, request, 'render-test'),
    shell: shellReader(web),
    renderPage: pageRenderer({
      entry: serverEntryReader(ENTRY),
      execute,
      log,
      manifest: chunkManifestReader(MANIFEST),
      timeoutMs: 200,
      onRendered: (page, count) => void renders.push(`${page} ${count}`),
    }),
  });
  const server = createServer((request, response) => {
    void pages(request, response, requestTargetOf(request.url ?? '/')?.path ?? '/');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    logged,
    operations,
    renders,
    async get(path: string, { as, cookie }: { as?: Principal; cookie?: string } = {}) {
      const session = as ? `${SESSION_COOKIE}=${await gateway.services.sessions.create(as)}` : cookie;
      return fetch(`${url}${path}`, { headers: session ? { cookie: session } : {}, redirect: 'manual' });
    },
  };
};

const STATE = /<script type="application\/json" id="store-state">(.*?)<\/script>/s;
const stateOf = (html: string): unknown => JSON.parse(STATE.exec(html)?.[1] ?? 'null');

describe('a server-rendered page', () => {
  it('carries its body in #root and its answers as JSON data, every < escaped', async () => {
    const store = await storeOf();
    const html = await (await store.get('/p/bad-name')).text();
    expect(html).toContain('<div id="root"><main><h1>Tape &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).not.toContain('<script>alert(1)');
    expect(STATE.exec(html)?.[1]).toContain(
      'Tape \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
    );
    expect(stateOf(html)).toMatchObject({ product: { heading: 'Tape </script><script>alert(1)</script>' } });
  });

  it("links its page's stylesheet and code in the head, for a buyer and in the page kept for guests", async () => {
    const store = await storeOf();
    const links =
      '<link rel="stylesheet" crossorigin href="/assets/ProductPage-1.css">' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ProductPage-1.js"></head>';
    expect(await (await store.get('/p/nitrile-gloves', { as: acmeBuyer })).text()).toContain(links);
    expect(await (await store.get('/p/nitrile-gloves')).text()).toContain(links);
    expect(await (await store.get('/p/nitrile-gloves')).text()).toContain(links);
    expect(await (await store.get('/cart')).text()).not.toContain('ProductPage');
  });

  it('tells the operators how many whole renders each page took, by page', async () => {
    const store = await storeOf();
    await store.get('/p/nitrile-gloves', { as: acmeBuyer });
    await store.get('/p/bad-name', { as: acmeBuyer });
    expect(store.renders).toEqual(['ProductPage 1', 'ProductPage 3']);
  });

  it("shows each customer only their own price in the same product's HTML, never cached", async () => {
    const store = await storeOf();
    const acme = await store.get('/p/nitrile-gloves', { as: acmeBuyer });
    const globex = await store.get('/p/nitrile-gloves', { as: globexBuyer });
    expect(acme.headers.get('cache-control')).toBe('private, no-store');
    expect(globex.headers.get('cache-control')).toBe('private, no-store');
    const [acmeHtml, globexHtml] = [await acme.text(), await globex.text()];
    expect(acmeHtml).toContain('<p>$17.25</p>');
    expect(globexHtml).toContain('<p>$18.50</p>');
    expect(acmeHtml).not.toMatch(/18\.50|19\.99/);
    expect(globexHtml).not.toMatch(/17\.25|19\.99/);
    expect(store.operations).toEqual(['Product', 'Product']);
  });

  it("renders a public page once for every guest, without the visitor's cookies, and keeps it", async () => {
    const store = await storeOf();
    const first = await store.get('/p/nitrile-gloves', { cookie: 'mro_guest=someone' });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toContain('<p>$19.99</p>');
    const again = await store.get('/p/nitrile-gloves');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toContain('<h1>Nitrile Gloves</h1>');
    expect(store.operations).toEqual(['Product']);
  });

  it("renders a guest's page that search engines do not list for that guest alone", async () => {
    const store = await storeOf();
    const cart = await store.get('/cart');
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    expect(await cart.text()).toContain('<div id="root"><main>Your cart</main></div>');
  });

  it('answers a page that stands for another (a legacy catalogue URL, a renamed page) with its redirect, no body', async () => {
    const store = await storeOf();
    const legacy = await store.get('/catalog/safety');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/c?department=Safety');
    expect(await legacy.text()).toBe('');
    const renamed = await store.get('/terms-of-service', { as: acmeBuyer });
    expect(renamed.status).toBe(302);
    expect(renamed.headers.get('location')).toBe('/termsandconditions');
    expect(renamed.headers.get('cache-control')).toBe('private, no-store');
  });

  it('goes out with an empty #root when the render takes too long, rendered in the browser as before', async () => {
    const store = await storeOf();
    const response = await store.get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('store-state');
    expect(store.logged).toContain('page rendered in the browser');
  });
});
