// The gateway's HTTP serving on the shared stack: the whole-response cache for catalogue reads (sent
// as POSTs and as the store's GETs) and the image host's pictures under the store origin.
import { describe, expect, vi } from 'vitest';
import { callsOf } from '../testing/stack.ts';
import { test } from '../testing/fixtures.ts';

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) { totalCount nodes { slug items { erp price { amount { value } } } } }
}`;
type Listing = {
  productSearch: { nodes: { items: { erp: string; price: { amount: { value: number } | null } | null }[] }[] };
};

const it = test
  .extend(
    'get',
    ({ stack }) =>
      (path: string) =>
        fetch(`${stack.gateway.url}${path}`),
  )
  .extend('otherCustomer', ({ globex }) => globex)
  .extend('responseHits', ({ stack }) => async () => {
    const text = await (await fetch(`${stack.gateway.url}/metrics`)).text();
    return Number(/^cache_events_total\{kind="response",outcome="hit"\} (\S+)$/m.exec(text)?.[1] ?? 0);
  });

it.beforeEach(async ({ stack }) => {
  stack.gateway.responseCache.purge();
  await stack.setFaults([]);
});

const erpWaitOf = (headers: Headers) => Number(/erp;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '')?.[1]);

describe('whole-response cache for catalogue reads', () => {
  it('answers a repeated listing without executing it again, byte for byte the same', async ({
    stack,
    buyer,
    responseHits,
  }) => {
    const first = await buyer.gql<Listing>(LISTING, { input: { query: 'safety glasses' } });
    const hitsBefore = await responseHits();
    await stack.resetErpCalls();
    const again = await buyer.gql<Listing>(LISTING, { input: { query: 'safety glasses' } });
    expect(again.data).toEqual(first.data);
    expect((await stack.erpCalls()).total).toBe(0);
    expect(await responseHits()).toBe(hitsBefore + 1);
  });

  it("never serves one customer's answer, with its prices, to another customer", async ({
    stack,
    buyer,
    otherCustomer,
  }) => {
    const acme = await buyer.gql<Listing>(LISTING, { input: { query: 'gloves' } });
    await stack.resetErpCalls();
    const globex = await otherCustomer.gql<Listing>(LISTING, { input: { query: 'gloves' } });
    expect(callsOf(await stack.erpCalls(), 'GET /pricing')).toBe(1);
    const priceOf = (listing: Listing) =>
      listing.productSearch.nodes.flatMap((node) => node.items.map((item) => item.price?.amount?.value));
    expect(priceOf(globex.data!)).not.toEqual(priceOf(acme.data!));
  });

  it('still refuses a tampered session after the same query was cached for a valid one', async ({ stack, buyer }) => {
    await buyer.gql<Listing>(LISTING, { input: { query: 'tape' } });
    const forged = stack.client();
    forged.cookies.set('mro_session', `${buyer.cookies.get('mro_session')}x`);
    const refused = await forged.gql(LISTING, { input: { query: 'tape' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('never caches an answer with errors: the next request asks the ERP again', async ({ stack, buyer }) => {
    await stack.setFaults([{ route: 'POST /index/products/query', errorRate: 1 }]);
    const failed = await buyer.gql(LISTING, { input: { query: 'hose clamps' } });
    expect(failed.errors?.length).toBeGreaterThan(0);
    await stack.setFaults([]);
    await stack.resetErpCalls();
    const recovered = await buyer.gql<Listing>(LISTING, { input: { query: 'hose clamps' } });
    expect(recovered.errors).toBeUndefined();
    expect(callsOf(await stack.erpCalls(), 'POST /index/products/query')).toBe(1);
  });

  it('reports the time spent waiting on the ERP in Server-Timing', async ({ stack, buyer }) => {
    await stack.setFaults([{ route: '*', latencyMs: 40 }]);
    await stack.resetErpCalls();
    // The sandbox and the gateway run in this process: on a fake clock the ERP holds each call until
    // the test lets 40 ms pass, and the gateway measures exactly that.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const cold = buyer.gql<Listing>(LISTING, { input: { query: 'drill bits' } });
      for (const route of ['POST /index/products/query', 'GET /pricing']) {
        // Interval 0: polling on a fake clock advances it by the interval.
        await expect.poll(async () => callsOf(await stack.erpCalls(), route), { interval: 0 }).toBe(1);
        await vi.advanceTimersByTimeAsync(40);
      }
      expect(erpWaitOf((await cold).headers)).toBe(80); // one search, then one pricing call
    } finally {
      vi.useRealTimers();
    }
    const hit = await buyer.gql<Listing>(LISTING, { input: { query: 'drill bits' } });
    expect(erpWaitOf(hit.headers)).toBe(0);
  });
});

describe('queries sent as GETs, as the store sends them', () => {
  it('answers a repeated listing from the cache, never cacheable by a proxy, and never without the preflight header', async ({
    stack,
    buyer,
    responseHits,
  }) => {
    const first = await buyer.gqlGet<Listing>(LISTING, { input: { query: 'cable ties' } });
    expect(first.status).toBe(200);
    expect(first.data?.productSearch.nodes.length).toBeGreaterThan(0);
    const hitsBefore = await responseHits();
    await stack.resetErpCalls();
    const again = await buyer.gqlGet<Listing>(LISTING, { input: { query: 'cable ties' } });
    expect(again.data).toEqual(first.data);
    expect((await stack.erpCalls()).total).toBe(0);
    expect(await responseHits()).toBe(hitsBefore + 1);
    // The buyer's prices: no proxy or browser keeps them.
    expect([first.headers.get('cache-control'), again.headers.get('cache-control')]).toEqual(['no-store', 'no-store']);
    // A cross-site page could send this GET: refused as CSRF, though its answer is cached.
    const crossSite = await buyer.gqlGet<Listing>(LISTING, { input: { query: 'cable ties' } }, {});
    expect(crossSite.status).toBe(400);
    expect(crossSite.data).toBeUndefined();
    expect(await responseHits()).toBe(hitsBefore + 1);
  });
});

describe('images under the store origin', () => {
  it("serves the image host's brand logos and product pictures, cacheable", async ({ get }) => {
    const logo = await get('/images/brands/apex-safety.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await logo.text()).toContain('<svg');
  });

  it('passes only image paths, and only images back', async ({ get }) => {
    expect((await get('/images/brands/..%2F..%2Fgraphql.svg')).status).toBe(404);
    expect((await get('/images/brands/x.json')).status).toBe(404);
    // The ERP answers JSON (its 404) here: not an image, so not passed on.
    expect((await get('/images/other/x.svg')).status).toBe(404);
  });
});
