import { describe, expect } from 'vitest';
import { callsOf } from '../testing/stack.ts';
import { startedStack, test } from '../testing/fixtures.ts';
import { GUEST_COOKIE } from '../auth/guest-session.ts';

const LISTING = `query ($input: ProductSearchInput!) {
  productSearch(input: $input) { totalCount nodes { slug items { erp price { amount { value } availability purchasable } } } }
}`;
const CART = '{ cart { id lineCount itemCount subtotal { value } lines { erp quantity unitPrice { value } } } }';
const ADD =
  'mutation ($erp: ID!, $q: Int!) { addCartLines(input: { lines: [{ erp: $erp, quantity: $q }] }) { cart { lineCount } userErrors { code message } } }';
const PLACE = `mutation ($input: PlaceGuestOrderInput!) {
  placeGuestOrder(input: $input) { order { orderNumber total { value } shipTo { line1 city } lines { erp quantity } } userErrors { field code message } }
}`;
const ADDRESS = {
  contactName: 'Gail Guest',
  contactEmail: 'gail@example.com',
  address1: '1 Main St',
  city: 'Tulsa',
  state: 'OK',
  zip: '74103',
};

type Item = {
  erp: string;
  price: { amount: { value: number } | null; availability: string; purchasable: boolean } | null;
};
type Listing = { productSearch: { totalCount: number; nodes: { slug: string; items: Item[] }[] } };
type Cart = {
  cart: {
    id: string;
    lineCount: number;
    itemCount: number;
    lines: { erp: string; quantity: number; unitPrice: { value: number } }[];
  } | null;
};
type Placed = {
  placeGuestOrder: {
    order: { orderNumber: string; total: { value: number }; lines: { erp: string; quantity: number }[] } | null;
    userErrors: { field: string | null; code: string; message: string }[];
  };
};

const it = test
  .extend('closed', { scope: 'file' }, startedStack({ openBrowse: null }))
  .extend('fresh', { scope: 'file' }, startedStack());

let purchasable: string[];
const key = (seed: string) => seed.padEnd(32, '7').slice(0, 32);

test.beforeAll(async ({ stack }) => {
  const listing = await stack.client().gql<Listing>(LISTING, { input: { query: 'gloves' } });
  purchasable = listing
    .data!.productSearch.nodes.flatMap((node) => node.items)
    .filter((item) => item.price?.purchasable)
    .map((item) => item.erp);
  expect(purchasable.length).toBeGreaterThan(2);
});

describe('an open-browse guest browsing', () => {
  it('sees the catalogue with prices and availability of the open-browse customer, without logging in', async ({
    stack,
  }) => {
    const guest = stack.client();
    const listing = await guest.gql<Listing>(LISTING, { input: { query: 'safety glasses' } });
    expect(listing.errors).toBeUndefined();
    const items = listing.data!.productSearch.nodes.flatMap((node) => node.items);
    expect(items.some((item) => (item.price?.amount?.value ?? 0) > 0)).toBe(true);
    expect(
      items.every((item) =>
        ['IN_STOCK', 'LIMITED', 'OUT_OF_STOCK', 'UNAVAILABLE'].includes(item.price?.availability ?? ''),
      ),
    ).toBe(true);
    // The same prices the open-browse persona itself sees when it logs in.
    const persona = stack.client();
    await persona.login('guest@openbrowse.example');
    const own = await persona.gql<Listing>(LISTING, { input: { query: 'safety glasses' } });
    expect(own.data!.productSearch.nodes.flatMap((node) => node.items)).toEqual(items);
    // The ERP token stays in the gateway: no cookie and no answer carries it.
    expect(guest.cookies.size).toBe(0);
    expect(JSON.stringify(listing)).not.toMatch(/eyJ/);
  });

  it('costs one search and one pricing call per new listing; guests share the cached listing and prices', async ({
    stack,
  }) => {
    await stack.resetErpCalls();
    const first = await stack.client().gql<Listing>(LISTING, { input: { query: 'drill bits' } });
    expect(first.data!.productSearch.totalCount).toBeGreaterThan(0);
    const cold = await stack.erpCalls();
    expect(callsOf(cold, 'POST /index/products/query')).toBe(1);
    expect(callsOf(cold, 'GET /pricing')).toBe(1);
    expect(callsOf(cold, 'POST /login_check')).toBe(0);
    expect(cold.total).toBe(2);
    await stack.resetErpCalls();
    const second = await stack.client().gql<Listing>(LISTING, { input: { query: 'drill bits' } });
    expect(second.data).toEqual(first.data);
    expect((await stack.erpCalls()).total).toBe(0);
  });

  it('gets the category tree, brands, suggestions and product pages, within the open-browse catalogue', async ({
    stack,
  }) => {
    const guest = stack.client();
    const tree = await guest.gql<{ categoryTree: { catalogs: { name: string }[]; departments: unknown[] } }>(
      '{ categoryTree { departments { name } catalogs { name } } }',
    );
    expect(tree.data?.categoryTree.catalogs.map((catalog) => catalog.name)).toEqual(['2014BSWebCatalog']);
    expect(tree.data?.categoryTree.departments.length).toBeGreaterThan(0);
    const brands = await guest.gql<{ brands: unknown[] }>('{ brands { slug } }');
    expect(brands.data?.brands.length).toBeGreaterThan(0);
    const listing = await guest.gql<Listing>(LISTING, { input: { query: 'gloves' } });
    const slug = listing.data!.productSearch.nodes[0]!.slug;
    const product = await guest.gql<{ product: { slug: string } | null }>(
      'query ($slug: String!) { product(slug: $slug) { slug } }',
      { slug },
    );
    expect(product.data?.product?.slug).toBe(slug);
  });

  it('is told to log in for everything but the catalogue and the cart', async ({ stack }) => {
    const guest = stack.client();
    for (const document of [
      '{ orderHistory { totalCount } }',
      '{ shipTos { id } }',
      '{ invoices(input: { status: OPEN }) { totalCount } }',
      '{ myCartRequests { id } }',
    ]) {
      const result = await guest.gql(document);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const placed = await guest.gql<{ placeOrder: unknown }>(
      'mutation { placeOrder(input: { idempotencyKey: "abcdefghijabcdefghijabcdefghij12" }) { order { orderNumber } } }',
    );
    expect(placed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a guest cart', () => {
  it('is created on the first added line and kept in the guest session only', async ({ stack }) => {
    const guest = stack.client();
    await stack.resetErpCalls();
    expect((await guest.gql<Cart>(CART)).data?.cart).toEqual({
      id: 'guest',
      lineCount: 0,
      itemCount: 0,
      subtotal: { value: 0 },
      lines: [],
    });
    expect((await stack.erpCalls()).total).toBe(0);
    const added = await guest.gql<{ addCartLines: { cart: { lineCount: number }; userErrors: unknown[] } }>(ADD, {
      erp: purchasable[0],
      q: 2,
    });
    expect(added.data?.addCartLines).toEqual({ cart: { lineCount: 1 }, userErrors: [] });
    expect(guest.cookies.has(GUEST_COOKIE)).toBe(true);
    const cart = (await guest.gql<Cart>(CART)).data?.cart;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers as any
    expect(cart?.lines).toEqual([{ erp: purchasable[0], quantity: 2, unitPrice: { value: expect.any(Number) } }]);

    // Another guest does not see it; neither does one who forges the cookie with the same cart id.
    const other = stack.client();
    expect((await other.gql<Cart>(CART)).data?.cart?.lineCount).toBe(0);
    const cartId = decodeURIComponent(guest.cookies.get(GUEST_COOKIE)!).split('.')[0]!;
    expect(JSON.stringify(await guest.gql(CART))).not.toContain(cartId);
    other.cookies.set(GUEST_COOKIE, encodeURIComponent(`${cartId}.forged-signature`));
    expect((await other.gql<Cart>(CART)).data?.cart?.lineCount).toBe(0);
    await other.gql(ADD, { erp: purchasable[1], q: 1 });
    expect((await guest.gql<Cart>(CART)).data?.cart?.lineCount).toBe(1);
  });
});

describe('guest checkout', () => {
  it('checks every field and names the rule broken', async ({ stack }) => {
    const guest = stack.client();
    await guest.gql(ADD, { erp: purchasable[0], q: 1 });
    const result = await guest.gql<Placed>(PLACE, {
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
  });

  it('places one order per idempotency key: a double click and a retry get the same order', async ({ stack }) => {
    const guest = stack.client();
    await guest.gql(ADD, { erp: purchasable[1], q: 3 });
    await stack.resetErpCalls();
    const input = { ...ADDRESS, idempotencyKey: key('twice') };
    const [a, b] = await Promise.all([guest.gql<Placed>(PLACE, { input }), guest.gql<Placed>(PLACE, { input })]);
    const retry = await guest.gql<Placed>(PLACE, { input });
    const order = a.data?.placeGuestOrder.order;
    expect(order?.lines).toEqual([{ erp: purchasable[1], quantity: 3 }]);
    expect(b.data?.placeGuestOrder.order?.orderNumber).toBe(order?.orderNumber);
    expect(retry.data?.placeGuestOrder.order?.orderNumber).toBe(order?.orderNumber);
    expect(callsOf(await stack.erpCalls(), 'POST /order/openbrowse')).toBe(1);
    // The cart is empty afterwards: a new key does not order the same lines again.
    const again = await guest.gql<Placed>(PLACE, { input: { ...input, idempotencyKey: key('again') } });
    expect(again.data?.placeGuestOrder.userErrors).toEqual([
      { field: null, code: 'INVALID_INPUT', message: 'Your cart is empty.' },
    ]);
  });

  it('is not for logged-in users, who check out with their account', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const result = await buyer.gql<Placed>(PLACE, { input: { ...ADDRESS, idempotencyKey: key('buyer') } });
    expect(result.data?.placeGuestOrder.userErrors[0]?.code).toBe('FORBIDDEN');
  });
});

describe('logging in with a guest cart', () => {
  it('merges the guest lines into the server cart: nothing lost, nothing doubled', async ({ stack }) => {
    const buyer = stack.client();
    await buyer.login('buyer@acme.example');
    const before = (await buyer.gql<Cart>(CART)).data!.cart!;
    const quantityOf = (cart: NonNullable<Cart['cart']>, erp: string) =>
      cart.lines.find((line) => line.erp === erp)?.quantity ?? 0;

    const guest = stack.client();
    await guest.gql(ADD, { erp: purchasable[2], q: 4 });
    await guest.gql(ADD, { erp: purchasable[0], q: 1 });
    const guestCookie = guest.cookies.get(GUEST_COOKIE)!;
    await guest.login('buyer@acme.example');
    expect(guest.cookies.has(GUEST_COOKIE)).toBe(false);
    const after = (await guest.gql<Cart>(CART)).data!.cart!;
    expect(quantityOf(after, purchasable[2]!)).toBe(quantityOf(before, purchasable[2]!) + 4);
    expect(quantityOf(after, purchasable[0]!)).toBe(quantityOf(before, purchasable[0]!) + 1);

    // The same guest cookie at a second login (another tab, a replay) adds nothing twice.
    const replay = stack.client();
    replay.cookies.set(GUEST_COOKIE, guestCookie);
    await replay.login('buyer@acme.example');
    expect((await replay.gql<Cart>(CART)).data!.cart).toEqual(after);
  });
});

describe('with open browse off', () => {
  it('leaves the catalogue and the cart to logged-in users', async ({ closed }) => {
    const guest = closed.client();
    const flag = await guest.gql<{ openBrowse: { enabled: boolean; catalog: string | null } }>(
      '{ openBrowse { enabled catalog } }',
    );
    expect(flag.data?.openBrowse).toEqual({ enabled: false, catalog: null });
    expect((await guest.gql(LISTING, { input: { query: 'gloves' } })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await guest.gql(ADD, { erp: purchasable[0], q: 1 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await closed.erpCalls()).byRoute['POST /login_check']).toBeUndefined();
  });
});

describe('when the open-browse login fails', () => {
  it('tells guests the ERP is unavailable, and logs in once, for all concurrent guests, when it answers again', async ({
    fresh,
  }) => {
    await fresh.setFaults([{ route: 'POST /login_check', errorRate: 1, errorStatus: 503 }]);
    const failed = await fresh.client().gql(LISTING, { input: { query: 'gloves' } });
    expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    await fresh.setFaults([]);
    await fresh.resetErpCalls();
    const listings = await Promise.all(
      Array.from({ length: 5 }, () => fresh.client().gql<Listing>(LISTING, { input: { query: 'gloves' } })),
    );
    expect(listings.every((listing) => (listing.data?.productSearch.totalCount ?? 0) > 0)).toBe(true);
    expect(callsOf(await fresh.erpCalls(), 'POST /login_check')).toBe(1);
  });
});
