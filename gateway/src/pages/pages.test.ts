// The store's pages over HTTP in process (the page handler over the typed fake ERP, no sandbox): what a
// browser and a search engine get from a URL before any script runs.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErpSearchQuery } from '../erp/types.ts';
import type { Principal } from '../auth/session.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { buildContext } from '../request-context.ts';
import { CacheService } from '../cache/cache-service.ts';
import { requestTargetOf } from '../http/request-path.ts';
import { erpError } from '../testing/fake-erp.ts';
import { principalOf, unitGateway, type UnitGateway } from '../testing/unit.ts';
import { withOpenBrowse } from '../testing/erp-answers/auth.ts';
import { erpUser } from '../testing/erp-answers/account.ts';
import {
  ACME_CATALOG,
  erpHit,
  erpItem,
  erpPrice,
  erpProduct,
  erpSearchResult,
} from '../testing/erp-answers/catalog.ts';
import type { FakeRoutes } from '../testing/fake-erp.ts';
import { storePages } from './serve.ts';
import { shellReader } from './shell.ts';
import type { SitemapLimits } from './sitemap.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'pages-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Built." /><title>Vallen</title>' +
    '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
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
// Each customer's own price of every item: the open-browse guest's, Acme's and Globex's.
const PRICES: Record<string, number> = { '90001': 19.99, '10001': 17.25, '10004': 18.5 };

const GLOVES = erpProduct('nitrile-gloves', {
  heading: 'Nitrile Gloves',
  description: 'Disposable nitrile gloves for food handling and light assembly.',
  image: '/images/products/P-1.svg',
  items: [erpItem('G-100', { vpn: 'AN-100' })],
});
const products = [GLOVES, erpProduct('bad-name', { heading: 'Tape </script><script>alert(1)</script>' })];

const catalogueAnswers: FakeRoutes = {
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
  'GET /index/taxonomy': () => ({
    departments: [{ name: 'Safety', product_count: 7, categories: [{ name: 'Gloves', product_count: 7 }] }],
    catalogs: [{ catalog_name: ACME_CATALOG, label: 'Acme', product_count: 7 }],
  }),
  'GET /index/vendors': () => ({
    vendors: [{ name: 'Ansell', slug: 'ansell', image: null, override: null, product_count: 7 }],
  }),
  // Seven products, in pages as the search engine answers them.
  'POST /index/products/query': ({ body }) => {
    const { page = 0, hitsPerPage = 10 } = body as ErpSearchQuery;
    const all = Array.from({ length: 7 }, (_, index) => erpHit(`product-${index + 1}`));
    return erpSearchResult(all.slice(page * hitsPerPage, (page + 1) * hitsPerPage), { nbHits: 7, page, hitsPerPage });
  },
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

type Store = {
  gateway: UnitGateway;
  /** The store's origin as the tests reach it. */
  origin: string;
  /** Each look-up in the guest page cache: hit or miss. */
  pageCache: string[];
  get(path: string, init?: { headers?: Record<string, string>; as?: Principal }): Promise<Response>;
};

/** The page handler over HTTP, over the fake ERP, guests browsing as the open-browse customer. */
const storeOf = async (options: { openBrowse?: boolean; sitemapLimits?: SitemapLimits } = {}): Promise<Store> => {
  const gateway = await unitGateway(catalogueAnswers, { principal: null });
  if (options.openBrowse !== false) withOpenBrowse(gateway, openBrowseUser);
  // The page cache's hits and misses, as /metrics counts them (cache_events_total{kind="page"}).
  const pageCache: string[] = [];
  gateway.services.cache = new CacheService(gateway.services.cache.store, (kind, outcome) => {
    if (kind === 'page') pageCache.push(outcome);
  });
  const pages = storePages({
    services: gateway.services,
    contextOf: (request) => buildContext(gateway.services, request, 'page-test'),
    shell: shellReader(webRoot),
    sitemapLimits: options.sitemapLimits,
  });
  const server = createServer((request, response) => {
    void pages(request, response, requestTargetOf(request.url ?? '/')?.path ?? '/');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    gateway,
    pageCache,
    origin: url,
    async get(path, { headers = {}, as } = {}) {
      const cookie = as ? { cookie: `${SESSION_COOKIE}=${await gateway.services.sessions.create(as)}` } : {};
      return fetch(`${url}${path}`, { headers: { ...headers, ...cookie }, redirect: 'manual' });
    },
  };
};

/** The page's JSON-LD blocks, parsed. */
const structuredData = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
const ofType = (html: string, type: string) => structuredData(html).find((data) => data['@type'] === type);

describe('a product page', () => {
  it("shows the product's name, its open-browse price and its JSON-LD in the HTML", async () => {
    const store = await storeOf();
    const response = await store.get('/p/nitrile-gloves');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Nitrile Gloves | Vallen</title>');
    expect(html).toContain(
      '<meta name="description" content="Disposable nitrile gloves for food handling and light assembly." />',
    );
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/p\/nitrile-gloves" \/>/);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/images\/products\/P-1\.svg" \/>/,
    );
    expect(html).not.toContain('noindex');
    expect(html).toContain('<div id="root"></div>');
    expect(ofType(html, 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Nitrile Gloves',
      image: [`${store.origin}/images/products/P-1.svg`],
      brand: { '@type': 'Brand', name: 'Ansell' },
      offers: [
        {
          '@type': 'Offer',
          sku: 'G-100',
          mpn: 'AN-100',
          price: 19.99,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
      ],
    });
    expect(ofType(html, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Categories' },
        { position: 2, name: 'Safety', item: `${store.origin}/c?department=Safety` },
        { position: 3, name: 'Gloves', item: `${store.origin}/c?department=Safety&category=Gloves` },
        { position: 4, name: 'Nitrile Gloves' },
      ],
    });
    expect(ofType(html, 'Organization')).toMatchObject({
      name: 'Vallen',
      logo: `${store.origin}/logo-default.svg`,
    });
  });

  it("is titled in the second brand's own name on its host", async () => {
    const store = await storeOf();
    const html = await (
      await store.get('/p/nitrile-gloves', { headers: { 'x-forwarded-host': 'www.rvsupply.example' } })
    ).text();
    expect(html).toContain('<title>Nitrile Gloves | RV Supply by Vallen</title>');
    expect(html).toContain('<meta property="og:site_name" content="RV Supply by Vallen" />');
    expect(html).toContain('<link rel="canonical" href="http://www.rvsupply.example/p/nitrile-gloves" />');
    expect(ofType(html, 'Organization')).toMatchObject({
      name: 'RV Supply by Vallen',
      logo: 'http://www.rvsupply.example/logo-rv.svg',
    });
  });

  it('keeps a product named with </script> inside its JSON-LD, as data', async () => {
    const store = await storeOf();
    const html = await (await store.get('/p/bad-name')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Tape &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Vallen</title>');
    expect(ofType(html, 'Product')).toMatchObject({ name: 'Tape </script><script>alert(1)</script>' });
  });

  it('is a 404 with the store’s 404 page when there is no such product', async () => {
    const store = await storeOf();
    const response = await store.get('/p/no-such-product');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Page Not Found | Vallen</title>');
    expect(html).toContain(
      `<meta name="description" content="The Page you are looking for doesn't exist or another error occurred." />`,
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('other pages', () => {
  it('are 404 for an unknown URL, category or brand', async () => {
    const store = await storeOf();
    for (const path of [
      '/no-such-page',
      '/c?department=Safety&category=Hammers',
      '/c?department=Toys',
      '/brand/nobody',
    ])
      expect((await store.get(path)).status, path).toBe(404);
    expect((await store.get('/brand/ansell')).status).toBe(200);
  });

  it('title a category listing and give it one canonical URL, whatever the order and extras of its query', async () => {
    const store = await storeOf();
    const html = await (await store.get('/c?sort=price_asc&category=Gloves&department=Safety&within=blue')).text();
    expect(html).toContain('<title>Gloves | Vallen</title>');
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/c\?department=Safety&amp;category=Gloves" \/>/,
    );
    const brandListing = await (await store.get('/c?vendor=Ansell')).text();
    expect(brandListing).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/brand\/ansell" \/>/);
    expect(await (await store.get('/c?q=gloves')).text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('keep account, cart and checkout pages out of search engines', async () => {
    const store = await storeOf();
    for (const path of ['/cart', '/cart/order'])
      expect(await (await store.get(path)).text(), path).toContain('<meta name="robots" content="noindex" />');
    expect(await (await store.get('/my-account/orders', { as: acmeBuyer })).text()).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('send a guest from a login-only page to the login page, which returns there afterwards', async () => {
    const store = await storeOf();
    for (const path of ['/my-account/orders?page=2', '/order-pad/import', '/cart/review']) {
      const response = await store.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`/login?state=${encodeURIComponent(path)}`);
    }
    expect((await store.get('/my-account/orders', { as: acmeBuyer })).status).toBe(200);
  });

  it('send guests to log in for the catalogue too when open browse is off', async () => {
    const store = await storeOf({ openBrowse: false });
    expect((await store.get('/p/nitrile-gloves')).headers.get('location')).toBe('/login?state=%2Fp%2Fnitrile-gloves');
    expect((await store.get('/contact-us')).status).toBe(200);
  });
});

describe('caching of pages', () => {
  it('serves a guest page again from the cache, per brand and URL', async () => {
    const store = await storeOf();
    await store.get('/p/nitrile-gloves');
    const again = await store.get('/p/nitrile-gloves');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toContain('<title>Nitrile Gloves | Vallen</title>');
    const otherBrand = await store.get('/p/nitrile-gloves', {
      headers: { 'x-forwarded-host': 'www.rvsupply.example' },
    });
    expect(await otherBrand.text()).toContain('<title>Nitrile Gloves | RV Supply by Vallen</title>');
    await store.get('/p/nitrile-gloves?utm_source=mail');
    expect(store.pageCache).toEqual(['miss', 'hit', 'miss', 'miss']);
  });

  it('never caches a logged-in page: each buyer sees their own price only', async () => {
    const store = await storeOf();
    const acme = await store.get('/p/nitrile-gloves', { as: acmeBuyer });
    expect(acme.headers.get('cache-control')).toBe('private, no-store');
    const acmeHtml = await acme.text();
    const globexHtml = await (await store.get('/p/nitrile-gloves', { as: globexBuyer })).text();
    expect(ofType(acmeHtml, 'Product')).toMatchObject({ offers: [{ price: 17.25 }] });
    expect(ofType(globexHtml, 'Product')).toMatchObject({ offers: [{ price: 18.5 }] });
    expect(globexHtml).not.toContain('17.25');
    expect(acmeHtml).not.toContain('19.99');
    expect(store.pageCache).toEqual([]);
  });
});

describe('robots.txt', () => {
  it("keeps crawlers out of account, cart and checkout pages and names the host's sitemap", async () => {
    const store = await storeOf();
    const robots = await (
      await store.get('/robots.txt', { headers: { 'x-forwarded-host': 'www.rvsupply.example' } })
    ).text();
    expect(robots).toContain('User-agent: *');
    for (const path of ['/cart', '/my-account', '/administration', '/order-pad'])
      expect(robots.split('\n'), path).toContain(`Disallow: ${path}`);
    expect(robots).toContain('Sitemap: http://www.rvsupply.example/sitemap.xml');
  });
});

describe('the sitemaps', () => {
  const limits = { urlsPerFile: 3, productsPerCall: 2 };

  it('index product, category and brand files, as many as their URLs need', async () => {
    const store = await storeOf({ sitemapLimits: limits });
    const response = await store.get('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const files = [
      ...(await response.text()).matchAll(/<loc>http:\/\/127\.0\.0\.1:\d+(\/sitemaps\/[^<]+)<\/loc>/g),
    ].map((match) => match[1]);
    expect(files).toEqual([
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/products-3.xml',
      '/sitemaps/categories-1.xml',
      '/sitemaps/brands-1.xml',
    ]);
  });

  it('list every product of the catalogue across their files, each once', async () => {
    const store = await storeOf({ sitemapLimits: limits });
    const listed: string[] = [];
    for (const file of [1, 2, 3]) {
      const xml = await (await store.get(`/sitemaps/products-${file}.xml`)).text();
      listed.push(...[...xml.matchAll(/<loc>http:\/\/127\.0\.0\.1:\d+(\/p\/[^<]+)<\/loc>/g)].map((match) => match[1]!));
    }
    expect(listed).toEqual(Array.from({ length: 7 }, (_, index) => `/p/product-${index + 1}`));
    expect((await store.get('/sitemaps/products-4.xml')).status).toBe(404);
  });

  it('list departments, categories and brands by their listing URLs', async () => {
    const store = await storeOf({ sitemapLimits: limits });
    const categories = await (await store.get('/sitemaps/categories-1.xml')).text();
    expect(categories).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/c\?department=Safety<\/loc>/);
    expect(categories).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/c\?department=Safety&amp;category=Gloves<\/loc>/);
    expect(await (await store.get('/sitemaps/brands-1.xml')).text()).toMatch(/\/brand\/ansell<\/loc>/);
  });
});
