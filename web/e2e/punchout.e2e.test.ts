// Issue 20: a procurement system (a fake one, a local HTTP server on another site) punches out into
// the store in an iframe by cXML, OCI and the spec's hook form; the buyer shops, presses Transfer
// cart, and the system receives the cart in its format with the server's prices.
import { createServer, type Server } from 'node:http';
import { describe, expect, test as base } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { XMLParser } from 'fast-xml-parser';
import { startStore, type Store } from './store.ts';

type Received = { path: string; fields: [string, string][] };

/** The fake procurement system: pages that frame the store, and the return addresses it listens on. */
const startProcurementSystem = async () => {
  const received: Received[] = [];
  const page = (body: string) => `<!doctype html><html lang="en"><head><title>Acme Procurement</title></head>
    <body><h1>Acme Procurement</h1>${body}</body></html>`;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ path: url.pathname, fields: [...new URLSearchParams(body)] });
        response.writeHead(200, { 'content-type': 'text/html' }).end(page('<p>Cart received</p>'));
      });
      return;
    }
    if (url.pathname === '/shop') {
      const src = url.searchParams.get('src') ?? '';
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(page(`<iframe title="Supplier catalog" src="${src}" width="1280" height="900"></iframe>`));
      return;
    }
    // The supplier-solutions portal: posts the hook form into the framed store at once.
    if (url.pathname === '/portal') {
      const store = url.searchParams.get('store') ?? '';
      const origin = `http://${request.headers.host}`;
      response.writeHead(200, { 'content-type': 'text/html' }).end(
        page(`<iframe title="Supplier catalog" name="catalog" width="1280" height="900"></iframe>
          <form method="post" action="${store}/punchout/form" target="catalog">
            <input type="hidden" name="username" value="punchout@acme.example">
            <input type="hidden" name="password" value="Demo1234!">
            <input type="hidden" name="hook_url" value="${origin}/hook">
          </form><script>document.forms[0].submit()</script>`),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

type Fixtures = { system: Awaited<ReturnType<typeof startProcurementSystem>>; store: Store };

// The store on localhost, the procurement system on 127.0.0.1: two sites, as in production.
const it = base
  .extend('system', { scope: 'file' }, async ({}, { onCleanup }) => {
    const system = await startProcurementSystem();
    onCleanup(() => system.close());
    return system;
  })
  .extend('store', { scope: 'file' }, async ({ system }: Pick<Fixtures, 'system'>, { onCleanup }) => {
    const store = await startStore({
      gateway: {
        punchOutSystems: [
          {
            id: 'acme-procurement',
            name: 'Acme Procurement',
            cxml: { senderIdentity: 'acme-network', sharedSecret: 'e2e-secret' },
            buyers: { ACME: { username: 'punchout@acme.example', password: 'Demo1234!' } },
            returnOrigins: [system.origin],
            referrerOrigins: [system.origin],
          },
        ],
      },
    });
    onCleanup(() => store.close());
    return store;
  });

const SOON = { timeout: 20_000 };

/** Empties the punch-out user's cart in the ERP: the tests share that user, and a transfer keeps the cart. */
const emptyCart = async (store: Store) => {
  const erp = (path: string, init: RequestInit = {}) => fetch(`${store.sandboxUrl}${path}`, init);
  const login = await erp('/login_check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _username: 'punchout@acme.example', _password: 'Demo1234!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: number }).sub;
  const user = (await (await erp(`/user/${sub}`, { headers: auth })).json()) as { session_id: string };
  await erp(`/cart/${user.session_id}`, { method: 'DELETE', headers: auth });
};

const setupRequest = (returnUrl: string, secret = 'e2e-secret') => `<?xml version="1.0"?>
<cXML payloadID="e2e@acme" timestamp="2026-11-25T10:00:00Z"><Header>
  <From><Credential domain="NetworkId"><Identity>ACME</Identity></Credential></From>
  <To><Credential domain="NetworkId"><Identity>MRO</Identity></Credential></To>
  <Sender><Credential domain="NetworkId"><Identity>acme-network</Identity><SharedSecret>${secret}</SharedSecret></Credential></Sender>
</Header><Request><PunchOutSetupRequest operation="create"><BuyerCookie>BC-7731</BuyerCookie>
  <BrowserFormPost><URL>${returnUrl}</URL></BrowserFormPost></PunchOutSetupRequest></Request></cXML>`;

/** Searches in the framed store, adds the first two items with their quantities, then opens the cart. */
const shopInFrame = async (page: Page, frame: FrameLocator, store: Store) => {
  await emptyCart(store);
  await expect.poll(() => frame.getByLabel('Search products').count(), SOON).toBe(1);
  await frame.getByLabel('Search products').fill('gloves');
  await frame.getByLabel('Search products').press('Enter');
  await frame.locator('a[href^="/p/"]').first().click();
  const quantity = frame
    .getByLabel(/^Quantity for /)
    .and(frame.locator(':enabled'))
    .first();
  await expect.poll(() => quantity.count(), SOON).toBe(1);
  await quantity.fill('3');
  await frame.getByRole('button', { name: 'Add to Cart' }).and(frame.locator(':enabled')).first().click();
  await expect.poll(() => frame.getByText('Your cart has been updated.').count(), SOON).toBeGreaterThan(0);
  // The framed store goes to its cart page as a buyer's bookmark would (the header's cart opens a preview).
  await page
    .frames()
    .find((each) => each.url().startsWith(store.url))!
    .goto(`${store.url}/cart`);
  await expect.poll(() => frame.getByRole('button', { name: 'Transfer cart' }).count(), SOON).toBe(1);
  expect(await frame.getByRole('button', { name: 'Check Out' }).count()).toBe(0);
  expect(await page.title()).toBe('Acme Procurement');
};

describe('punch-out from a procurement system', () => {
  it('cXML: setup, shop in the frame, Transfer cart; the system gets a PunchOutOrderMessage', async ({
    store,
    system,
  }) => {
    const setup = await fetch(`${store.url}/punchout/cxml`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: setupRequest(`${system.origin}/cxml-return`),
    });
    expect(setup.status).toBe(200);
    const startUrl = /<URL>([^<]+)<\/URL>/.exec(await setup.text())![1]!;
    expect(startUrl.startsWith(`${store.url}/punchout/start/`)).toBe(true);

    const { page } = await store.newPage();
    await page.goto(`${system.origin}/shop?src=${encodeURIComponent(startUrl)}`);
    const frame = page.frameLocator('iframe[title="Supplier catalog"]');
    await shopInFrame(page, frame, store);
    // A punch-out session: no Log Out in the framed store.
    expect(await frame.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    await frame.getByRole('button', { name: 'Transfer cart' }).click();
    await expect.poll(() => system.received.filter((entry) => entry.path === '/cxml-return').length, SOON).toBe(1);
    await expect.poll(() => page.getByText('Cart received').count(), SOON).toBe(1);

    const [[name, cxml] = ['', '']] = system.received.find((entry) => entry.path === '/cxml-return')!.fields;
    expect(name).toBe('cxml-urlencoded');
    const message = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(
      cxml,
    ) as {
      cXML: {
        Message: {
          PunchOutOrderMessage: {
            BuyerCookie: string;
            ItemIn: { '@_quantity': string; ItemDetail: { UnitPrice: { Money: { '#text': string } } } };
          };
        };
      };
    };
    const order = message.cXML.Message.PunchOutOrderMessage;
    expect(order.BuyerCookie).toBe('BC-7731');
    expect(order.ItemIn['@_quantity']).toBe('3');
    expect(Number(order.ItemIn.ItemDetail.UnitPrice.Money['#text'])).toBeGreaterThan(0);
  });

  it('OCI: the hook receives NEW_ITEM fields; a return address outside the allowlist is refused', async ({
    store,
    system,
  }) => {
    const { page } = await store.newPage();
    const entry = new URLSearchParams({
      USERNAME: 'punchout@acme.example',
      PASSWORD: 'Demo1234!',
      HOOK_URL: `${system.origin}/oci-hook`,
    });
    await page.goto(`${system.origin}/shop?src=${encodeURIComponent(`${store.url}/punchout/oci?${entry}`)}`);
    const frame = page.frameLocator('iframe[title="Supplier catalog"]');
    await shopInFrame(page, frame, store);
    await frame.getByRole('button', { name: 'Transfer cart' }).click();
    await expect.poll(() => system.received.filter((entry) => entry.path === '/oci-hook').length, SOON).toBe(1);
    const fields = new Map(system.received.find((entry) => entry.path === '/oci-hook')!.fields);
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('USD');
    expect(fields.get('NEW_ITEM-MATGROUP[1]')).toMatch(/^\d{8}$/);
    expect(fields.get('~OkCode')).toBe('ADDI');

    const outside = new URLSearchParams({ ...Object.fromEntries(entry), HOOK_URL: 'https://attacker.example/x' });
    const refused = await fetch(`${store.url}/punchout/oci?${outside}`, { redirect: 'manual' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('The return address is not allowed for this procurement system.');
  });

  it('the spec’s hook form from the supplier-solutions portal posts PartNumber, Qty and Price', async ({
    store,
    system,
  }) => {
    const { page } = await store.newPage();
    await page.goto(`${system.origin}/portal?store=${encodeURIComponent(store.url)}`);
    const frame = page.frameLocator('iframe[title="Supplier catalog"]');
    await shopInFrame(page, frame, store);
    await frame.getByRole('button', { name: 'Transfer cart' }).click();
    await expect.poll(() => system.received.filter((entry) => entry.path === '/hook').length, SOON).toBe(1);
    const fields = system.received.find((entry) => entry.path === '/hook')!.fields;
    const names = fields.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['PartNumber', 'UOM', 'Line', 'Qty', 'Price', 'UNSPSC', 'QuoteNumber']),
    );
    expect(new Map(fields).get('Qty')).toBe('3');
  });

  it('refuses a wrong SharedSecret with 401 and no StartPage', async ({ store, system }) => {
    const setup = await fetch(`${store.url}/punchout/cxml`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: setupRequest(`${system.origin}/cxml-return`, 'wrong'),
    });
    expect(setup.status).toBe(401);
    const text = await setup.text();
    expect(text).toContain('code="401"');
    expect(text).not.toContain('StartPage');
  });
});
