// The real path of the catalogue and guest domains over the shared stack (the sandbox's search
// engine and pricing, guest cookies over HTTP). Their rules, mappings and error paths are unit tests
// beside each domain (content has no stack test left); these tests read only data no other test
// changes, or make their own.
import { describe, expect } from 'vitest';
import { getDataset, getSearchEngine } from '@mro/erp-sandbox';
import type { TestClient } from '../testing/stack.ts';
import { it } from '../testing/fixtures.ts';
import { GUEST_COOKIE } from '../auth/guest-session.ts';

const LISTING = `query Listing($input: ProductSearchInput!) {
  productSearch(input: $input) {
    totalCount
    nodes { slug heading vendor { name } taxonomy { department category } items { erp vendorPartNumber customerPartNumber price { amount { value } } } }
    facets { kind name selected values { value label count selected } }
  }
}`;

type Facet = {
  kind: string;
  name: string;
  selected: boolean;
  values: { value: string; count: number; selected: boolean }[];
};
type Hit = {
  slug: string;
  vendor: { name: string };
  taxonomy: { department: string; category: string };
  items: { erp: string; vendorPartNumber: string; customerPartNumber: string | null }[];
};
type Listing = { totalCount: number; nodes: Hit[]; facets: Facet[] };

const search = async (client: TestClient, input: Record<string, unknown>): Promise<Listing> => {
  const result = await client.gql<{ productSearch: Listing }>(LISTING, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.productSearch;
};

describe('catalogue', () => {
  it('shows a product with every item priced for the customer', async ({ buyer }) => {
    const slug = (await search(buyer, { query: 'gloves' })).nodes[0]!.slug;
    const result = await buyer.gql<{ product: { slug: string; items: { price: { unitOfMeasure: string } }[] } }>(
      'query P($slug: String!) { product(slug: $slug) { slug heading description items { erp price { unitOfMeasure amount { display } } } } }',
      { slug },
    );
    expect(result.data?.product.slug).toBe(slug);
    expect(result.data?.product.items.length).toBeGreaterThan(0);
  });

  it('applies every URL filter kind and marks the selected facet values', async ({ buyer }) => {
    const all = await search(buyer, { query: 'gloves' });
    const vendor = all.facets.find((f) => f.kind === 'VENDOR')!.values[0]!.value;
    const byVendor = await search(buyer, { query: 'gloves', vendors: [vendor] });
    expect(byVendor.totalCount).toBeGreaterThan(0);
    expect(byVendor.totalCount).toBeLessThan(all.totalCount);
    expect(byVendor.nodes.every((n) => n.vendor.name === vendor)).toBe(true);
    const group = byVendor.facets.find((f) => f.kind === 'VENDOR')!;
    expect(group.selected).toBe(true);
    expect(group.values.find((v) => v.value === vendor)?.selected).toBe(true);

    const attribute = all.facets.find((f) => f.kind === 'ATTRIBUTE')!;
    const value = attribute.values[0]!;
    const byAttribute = await search(buyer, {
      query: 'gloves',
      filters: [{ attribute: attribute.name, value: value.value }],
    });
    expect(byAttribute.totalCount).toBe(value.count);

    const byDepartment = await search(buyer, { department: 'Safety' });
    expect(byDepartment.nodes.every((n) => n.taxonomy.department === 'Safety')).toBe(true);
    const category = byDepartment.nodes[0]!.taxonomy.category;
    const byCategory = await search(buyer, { department: 'Safety', category });
    expect(byCategory.nodes.every((n) => n.taxonomy.category === category)).toBe(true);
  });

  it('puts the product of an exact item number first, and of a vendor part number', async ({ buyer }) => {
    const sample = (await search(buyer, { query: 'drill' })).nodes[3]!;
    const byErp = await search(buyer, { query: sample.items[0]!.erp });
    expect(byErp.nodes[0]!.slug).toBe(sample.slug);
    expect(byErp.nodes[0]!.items[0]!.erp).toBe(sample.items[0]!.erp);
    const byVpn = await search(buyer, { query: sample.items[0]!.vendorPartNumber });
    expect(byVpn.nodes[0]!.slug).toBe(sample.slug);
  });

  it('tolerates a typo and treats singular and plural alike', async ({ buyer }) => {
    const right = await search(buyer, { query: 'gloves' });
    const typo = await search(buyer, { query: 'glvoes' });
    const singular = await search(buyer, { query: 'glove' });
    expect(typo.totalCount).toBeGreaterThan(0);
    expect(typo.nodes.map((n) => n.slug)).toEqual(right.nodes.map((n) => n.slug));
    expect(singular.totalCount).toBe(right.totalCount);
  });

  it('keeps customer part numbers another customer’s secret: neither found nor shown, even from the cache', async ({
    stack,
    buyer,
  }) => {
    const table = getSearchEngine(getDataset()).customerParts.get('10001')!;
    const entry = [...table.byPart.values()].find(
      (e) => e.product.active && e.product.catalogs.includes('2014BSWebCatalog'),
    )!;
    const part = table.byErp.get(entry.erp)!;
    const acme = await search(buyer, { query: part });
    expect(acme.nodes[0]!.items[0]).toMatchObject({ erp: entry.erp, customerPartNumber: part });
    const globex = await stack.clientAs('buyer@globex.example');
    const page = await search(globex, { query: part });
    expect(page.nodes.map((n) => n.slug)).not.toContain(entry.product.slug);
    const product = await globex.gql<{ product: { items: { erp: string; customerPartNumber: string | null }[] } }>(
      'query P($slug: String!) { product(slug: $slug) { items { erp customerPartNumber } } }',
      { slug: entry.product.slug },
    );
    expect(product.data!.product.items.find((i) => i.erp === entry.erp)!.customerPartNumber).toBeNull();
  });
});

// Guests: the open-browse session, the guest cart in its signed cookie, guest orders and the merge at login.
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
type Cart = { cart: { id: string; lineCount: number; lines: { erp: string; quantity: number }[] } | null };
type Placed = {
  placeGuestOrder: {
    order: { orderNumber: string; lines: { erp: string; quantity: number }[] } | null;
    userErrors: { field: string | null; code: string; message: string }[];
  };
};
// Keys unique to this run: the shared sandbox remembers every order session it has seen.
const key = (seed: string) => `${seed}${Date.now()}`.padEnd(32, '7').slice(0, 32);

/** Items the open-browse customer can buy (priced), from a guest's listing. */
const purchasableItems = async (guest: TestClient): Promise<string[]> => {
  const listing = await guest.gql<{
    productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] };
  }>('{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { purchasable } } } } }');
  const items = listing
    .data!.productSearch.nodes.flatMap((node) => node.items)
    .filter((item) => item.price?.purchasable)
    .map((item) => item.erp);
  expect(items.length).toBeGreaterThan(2);
  return items;
};

describe('an open-browse guest browsing', () => {
  it('sees the catalogue with prices and availability of the open-browse customer, without logging in', async ({
    stack,
  }) => {
    const guest = stack.client();
    const listing = await guest.gql<{ productSearch: { nodes: { items: unknown[] }[] } }>(
      '{ productSearch(input: { query: "safety glasses" }) { nodes { items { erp price { amount { value } availability purchasable } } } } }',
    );
    expect(listing.errors).toBeUndefined();
    const items = listing.data!.productSearch.nodes.flatMap((node) => node.items) as {
      price: { amount: { value: number } | null; availability: string } | null;
    }[];
    expect(items.some((item) => (item.price?.amount?.value ?? 0) > 0)).toBe(true);
    expect(
      items.every((item) =>
        ['IN_STOCK', 'LIMITED', 'OUT_OF_STOCK', 'UNAVAILABLE'].includes(item.price?.availability ?? ''),
      ),
    ).toBe(true);
    // The same prices the open-browse persona itself sees when it logs in.
    const persona = await stack.clientAs('guest@openbrowse.example');
    const own = await persona.gql<{ productSearch: { nodes: { items: unknown[] }[] } }>(
      '{ productSearch(input: { query: "safety glasses" }) { nodes { items { erp price { amount { value } availability purchasable } } } } }',
    );
    expect(own.data!.productSearch.nodes.flatMap((node) => node.items)).toEqual(items);
    // The ERP token stays in the gateway: no cookie and no answer carries it.
    expect(guest.cookies.size).toBe(0);
    expect(JSON.stringify(listing)).not.toMatch(/eyJ/);
  });
});

describe('a guest cart', () => {
  it('is created on the first added line and kept in the guest session only', async ({ stack }) => {
    const guest = stack.client();
    const purchasable = await purchasableItems(guest);
    await stack.resetErpCalls();
    expect((await guest.gql<Cart>(CART)).data?.cart).toEqual({
      id: 'guest',
      lineCount: 0,
      itemCount: 0,
      subtotal: { value: 0 },
      lines: [],
    });
    expect((await stack.erpCalls()).total).toBe(0);
    const added = await guest.gql<{ addCartLines: unknown }>(ADD, { erp: purchasable[0], q: 2 });
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
  it('places one order per idempotency key: a double click and a retry get the same order', async ({ stack }) => {
    const guest = stack.client();
    const purchasable = await purchasableItems(guest);
    await guest.gql(ADD, { erp: purchasable[1], q: 3 });
    await stack.resetErpCalls();
    const input = { ...ADDRESS, idempotencyKey: key('twice') };
    const [a, b] = await Promise.all([guest.gql<Placed>(PLACE, { input }), guest.gql<Placed>(PLACE, { input })]);
    const retry = await guest.gql<Placed>(PLACE, { input });
    const order = a.data?.placeGuestOrder.order;
    expect(order?.lines).toEqual([{ erp: purchasable[1], quantity: 3 }]);
    expect(b.data?.placeGuestOrder.order?.orderNumber).toBe(order?.orderNumber);
    expect(retry.data?.placeGuestOrder.order?.orderNumber).toBe(order?.orderNumber);
    expect((await stack.erpCalls()).byRoute['POST /order/openbrowse']).toBe(1);
    // The cart is empty afterwards: a new key does not order the same lines again.
    const again = await guest.gql<Placed>(PLACE, { input: { ...input, idempotencyKey: key('again') } });
    expect(again.data?.placeGuestOrder.userErrors).toEqual([
      { field: null, code: 'INVALID_INPUT', message: 'Your cart is empty.' },
    ]);
  });
});

describe('logging in with a guest cart', () => {
  it('merges the guest lines into the server cart: nothing lost, nothing doubled', async ({ stack }) => {
    const buyer = await stack.clientAs('buyer@acme.example');
    const before = (await buyer.gql<Cart>(CART)).data!.cart!;
    const quantityOf = (cart: NonNullable<Cart['cart']>, erp: string) =>
      cart.lines.find((line) => line.erp === erp)?.quantity ?? 0;

    const guest = stack.client();
    const purchasable = await purchasableItems(guest);
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
