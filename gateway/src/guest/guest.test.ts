// Guests over the typed fake ERP: the shared open-browse login (once for all guests, ERP failures),
// what guests may reach, guest checkout's checks, and open browse switched off.
import { describe, expect, it } from 'vitest';
import { ErpUnavailableError } from '../erp/errors.ts';
import { unitGateway, type UnitGateway } from '../testing/unit.ts';
import { loginAnswers, withOpenBrowse } from '../testing/erp-answers/auth.ts';
import { erpUser, PERSONA_USERS, principalOfUser } from '../testing/erp-answers/account.ts';
import { ACME_CATALOG, erpHit, erpProduct, erpSearchResult, pricesEveryItem } from '../testing/erp-answers/catalog.ts';

const LISTING = `query ($input: ProductSearchInput!) {
  productSearch(input: $input) { totalCount nodes { slug items { erp price { amount { value } availability purchasable } } } }
}`;
const ADD =
  'mutation ($erp: ID!, $q: Int!) { addCartLines(input: { lines: [{ erp: $erp, quantity: $q }] }) { cart { lineCount } userErrors { code message } } }';
const PLACE = `mutation ($input: PlaceGuestOrderInput!) {
  placeGuestOrder(input: $input) { order { orderNumber } userErrors { field code message } }
}`;
const ADDRESS = {
  contactName: 'Gail Guest',
  contactEmail: 'gail@example.com',
  address1: '1 Main St',
  city: 'Tulsa',
  state: 'OK',
  zip: '74103',
};
const key = (seed: string) => seed.padEnd(32, '7').slice(0, 32);
type Listing = { productSearch: { totalCount: number; nodes: { slug: string }[] } };
type Placed = { placeGuestOrder: { userErrors: { field: string | null; code: string; message: string }[] } };

/** The open-browse persona (erp-sandbox/src/data/personas.ts): customer 90001, no ordering of its own. */
const openBrowseUser = erpUser({
  id: 12,
  username: 'guest@openbrowse.example',
  name: 'Guest',
  customer_number: '90001',
  default_customer_number: '90001',
  catalog: [ACME_CATALOG],
  can_submit_orders: false,
  order_history: false,
});

const openBrowseGateway = async (): Promise<UnitGateway> => {
  const gateway = await unitGateway(
    {
      'POST /index/products/query': () => erpSearchResult([erpHit('drill-bit-1', 3), erpHit('drill-bit-2', 3)]),
      'GET /pricing': pricesEveryItem(),
    },
    { principal: null },
  );
  withOpenBrowse(gateway, openBrowseUser);
  return gateway;
};

describe('an open-browse guest browsing', () => {
  it('costs one search and one pricing call per new listing; guests share the cached listing and prices', async () => {
    const gateway = await openBrowseGateway();
    // The gateway's own open-browse login, made once before any listing.
    await (await gateway.context()).guest.principal();
    gateway.calls.length = 0;
    const first = await gateway.run<Listing>(LISTING, { input: { query: 'drill bits' } });
    expect(first.data!.productSearch.totalCount).toBeGreaterThan(0);
    expect(gateway.callsTo('POST /index/products/query')).toHaveLength(1);
    expect(gateway.callsTo('GET /pricing')).toHaveLength(1);
    expect(gateway.callsTo('POST /login_check')).toHaveLength(0);
    expect(gateway.calls).toHaveLength(2);
    expect(gateway.callsTo('GET /pricing')[0]!.query).toMatchObject({
      customer_number: '90001',
      warehouse_key: 'DBEL',
    });
    gateway.calls.length = 0;
    const second = await (await gateway.as(null)).run<Listing>(LISTING, { input: { query: 'drill bits' } });
    expect(second.data).toEqual(first.data);
    expect(gateway.calls).toHaveLength(0);
  });

  it('gets the category tree, brands, suggestions and product pages, within the open-browse catalogue', async () => {
    const gateway = await openBrowseGateway();
    gateway.answer({
      'GET /index/taxonomy': () => ({
        departments: [{ name: 'Safety', product_count: 2, categories: [{ name: 'Gloves', product_count: 2 }] }],
        catalogs: [{ catalog_name: ACME_CATALOG, label: 'Catalog', product_count: 2 }],
      }),
      'GET /index/vendors': () => ({
        vendors: [{ name: 'Ansell', slug: 'ansell', image: null, override: null, product_count: 2 }],
      }),
      'GET /index/products/{slug}': ({ path }) =>
        path.endsWith('/drill-bit-1')
          ? erpProduct('drill-bit-1')
          : erpProduct('other', { catalogs: ['SafetyCatalog'] }),
    });
    const tree = await gateway.run<{ categoryTree: { catalogs: { name: string }[]; departments: unknown[] } }>(
      '{ categoryTree { departments { name } catalogs { name } } }',
    );
    expect(tree.data?.categoryTree.catalogs.map((catalog) => catalog.name)).toEqual(['2014BSWebCatalog']);
    expect(tree.data?.categoryTree.departments.length).toBeGreaterThan(0);
    const brands = await gateway.run<{ brands: unknown[] }>('{ brands { slug } }');
    expect(brands.data?.brands.length).toBeGreaterThan(0);
    const suggestions = await gateway.run<{ searchSuggestions: { products: unknown[] } }>(
      '{ searchSuggestions(query: "drill") { products { slug } } }',
    );
    expect(suggestions.data?.searchSuggestions.products.length).toBeGreaterThan(0);
    const listing = await gateway.run<Listing>(LISTING, { input: { query: 'gloves' } });
    const slug = listing.data!.productSearch.nodes[0]!.slug;
    const product = await gateway.run<{ product: { slug: string } | null }>(
      'query ($slug: String!) { product(slug: $slug) { slug } }',
      { slug },
    );
    expect(product.data?.product?.slug).toBe(slug);
    // A product outside the open-browse catalogue is not shown.
    const outside = await gateway.run('query { product(slug: "other") { slug } }');
    expect(outside.data).toEqual({ product: null });
  });

  it('is told to log in for everything but the catalogue and the cart', async () => {
    const gateway = await openBrowseGateway();
    for (const document of [
      '{ orderHistory { totalCount } }',
      '{ shipTos { id } }',
      '{ invoices(input: { status: OPEN }) { totalCount } }',
      '{ myCartRequests { id } }',
    ]) {
      const result = await gateway.run(document);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const placed = await gateway.run<{ placeOrder: unknown }>(
      'mutation { placeOrder(input: { idempotencyKey: "abcdefghijabcdefghijabcdefghij12" }) { order { orderNumber } } }',
    );
    expect(placed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('guest checkout', () => {
  it('checks every field and names the rule broken', async () => {
    const gateway = await openBrowseGateway();
    const result = await gateway.run<Placed>(PLACE, {
      input: { ...ADDRESS, idempotencyKey: key('checks'), contactName: '', zip: '7410', state: 'Oklahoma' },
    });
    expect(result.data?.placeGuestOrder.userErrors).toEqual([
      { field: 'contactName', code: 'INVALID_INPUT', message: 'Name is required.' },
      { field: 'state', code: 'INVALID_INPUT', message: 'Choose a state by its two-letter code.' },
      {
        field: 'zip',
        code: 'INVALID_INPUT',
        message: 'Enter a zip code (12345 or 12345-6789) or a Canadian postal code.',
      },
    ]);
    expect(gateway.callsTo('POST /order/openbrowse')).toEqual([]);
  });

  it('is not for logged-in users, who check out with their account', async () => {
    const buyer = PERSONA_USERS.buyer();
    const gateway = await unitGateway({}, { principal: principalOfUser(buyer) });
    const result = await gateway.run<Placed>(PLACE, { input: { ...ADDRESS, idempotencyKey: key('buyer') } });
    expect(result.data?.placeGuestOrder.userErrors[0]?.code).toBe('FORBIDDEN');
    expect(gateway.calls).toEqual([]);
  });
});

describe('with open browse off', () => {
  it('leaves the catalogue and the cart to logged-in users', async () => {
    const gateway = await unitGateway({}, { principal: null });
    const flag = await gateway.run<{ openBrowse: { enabled: boolean; catalog: string | null } }>(
      '{ openBrowse { enabled catalog } }',
    );
    expect(flag.data?.openBrowse).toEqual({ enabled: false, catalog: null });
    expect((await gateway.run(LISTING, { input: { query: 'gloves' } })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await gateway.run(ADD, { erp: 'glove-1-1', q: 1 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(gateway.calls).toEqual([]);
  });
});

describe('when the open-browse login fails', () => {
  it('tells guests the ERP is unavailable, and logs in once, for all concurrent guests, when it answers again', async () => {
    const gateway = await openBrowseGateway();
    gateway.answer({
      'POST /login_check': () => {
        throw new ErpUnavailableError('server-error', 'POST /login_check');
      },
    });
    const failed = await gateway.run(LISTING, { input: { query: 'gloves' } });
    expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    gateway.answer(loginAnswers(openBrowseUser));
    gateway.calls.length = 0;
    const guests = await Promise.all(Array.from({ length: 5 }, () => gateway.as(null)));
    const listings = await Promise.all(
      guests.map((guest) => guest.run<Listing>(LISTING, { input: { query: 'gloves' } })),
    );
    expect(listings.every((listing) => (listing.data?.productSearch.totalCount ?? 0) > 0)).toBe(true);
    expect(gateway.callsTo('POST /login_check')).toHaveLength(1);
  });
});
