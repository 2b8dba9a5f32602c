// Issue 20 (and 29: each session a cart of its own, sent once): a procurement system (the sandbox's stand-in, on another site) punches out into
// the store in an iframe by cXML, OCI and the spec's hook form; the buyer shops, presses Transfer
// cart, and the system receives the cart in its format with the server's prices.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FrameLocator, Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { startProcurementSystem, type ProcurementSystem } from '@mro/erp-sandbox';
import { test as base, expect, storeOf, type Store } from './fixtures.ts';
import { startServers, type Servers } from './store.ts';

const SHOTS = fileURLToPath(new URL('./screenshots/punchout-frame/1280/', import.meta.url));

const ACCOUNT = { username: 'punchout@acme.example', password: 'Demo1234!' };
const CXML = { senderIdentity: 'acme-network', sharedSecret: 'e2e-secret', buyerIdentity: 'ACME' };

// The store on localhost, the procurement system on 127.0.0.1: two sites, as in production. The
// gateway must know the system's origin, which exists only once the system runs, so this file starts
// both itself (once per worker: worker fixtures of their own also give the file a worker of its own).
let storeUrl = '';
const test = base.extend<{ store: Store }, { system: ProcurementSystem; punchOutServers: Servers }>({
  system: [
    async ({}, use) => {
      const system = await startProcurementSystem({ storeUrl: () => storeUrl, cxml: CXML, account: ACCOUNT });
      await use(system);
      await system.close();
    },
    { scope: 'worker' },
  ],
  punchOutServers: [
    async ({ system }, use) => {
      const servers = await startServers({
        gateway: {
          punchOutSystems: [
            {
              id: 'acme-procurement',
              name: 'Acme Procurement',
              cxml: { senderIdentity: CXML.senderIdentity, sharedSecret: CXML.sharedSecret },
              buyers: { ACME: ACCOUNT },
              returnOrigins: [system.origin],
              referrerOrigins: [system.origin],
            },
          ],
        },
      });
      storeUrl = servers.url;
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  store: async ({ browser, punchOutServers }, use) => {
    const store = storeOf(punchOutServers, browser);
    await use(store);
    await store.closePages();
  },
});

const setupRequest = (returnUrl: string, secret: string) => `<?xml version="1.0"?>
<cXML payloadID="e2e@acme" timestamp="2026-11-25T10:00:00Z"><Header>
  <From><Credential domain="NetworkId"><Identity>ACME</Identity></Credential></From>
  <Sender><Credential domain="NetworkId"><Identity>acme-network</Identity><SharedSecret>${secret}</SharedSecret></Credential></Sender>
</Header><Request><PunchOutSetupRequest operation="create"><BuyerCookie>BC-7731</BuyerCookie>
  <BrowserFormPost><URL>${returnUrl}</URL></BrowserFormPost></PunchOutSetupRequest></Request></cXML>`;

/** Searches in the framed store, adds the first item with quantity 3, then opens the cart. */
const shopInFrame = async (page: Page, frame: FrameLocator, store: Store) => {
  await expect(frame.getByLabel('Search products')).toHaveCount(1);
  await frame.getByLabel('Search products').fill('gloves');
  await frame.getByLabel('Search products').press('Enter');
  await frame.locator('a[href^="/p/"]').first().click();
  const quantity = frame
    .getByLabel(/^Quantity for /)
    .and(frame.locator(':enabled'))
    .first();
  await expect(quantity).toHaveCount(1);
  await quantity.fill('3');
  await frame.getByRole('button', { name: 'Add to Cart' }).and(frame.locator(':enabled')).first().click();
  await expect(frame.getByText('Your cart has been updated.').first()).toBeVisible();
  // The framed store goes to its cart page as a buyer's bookmark would (the header's cart opens a preview).
  await page
    .frames()
    .find((each) => each.url().startsWith(store.url))!
    .goto(`${store.url}/cart`);
  await expect(frame.getByRole('button', { name: 'Transfer cart' })).toHaveCount(1);
  await expect(frame.getByRole('button', { name: 'Check Out' })).toHaveCount(0);
  expect(await page.title()).toBe('Acme Procurement');
};

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });
type OrderMessage = {
  cXML: {
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: string;
        ItemIn: {
          '@_quantity': string;
          ItemID: { SupplierPartID: string };
          ItemDetail: { UnitPrice: { Money: { '#text': string } } };
        };
      };
    };
  };
};
const catalog = (page: Page) => page.frameLocator('iframe[title="Supplier catalog"]');
const receivedAt = (system: ProcurementSystem, path: string) =>
  new Map(system.received.find((cart) => cart.path === path)?.fields ?? []);

test.describe('punch-out from a procurement system', () => {
  test('cXML: setup, shop in the frame, Transfer cart; the system gets a PunchOutOrderMessage', async ({
    store,
    system,
  }) => {
    const { page } = await store.newPage();
    await page.goto(`${system.origin}/cxml`);
    await shopInFrame(page, catalog(page), store);
    // For the visual review: the store inside the procurement system's page, at desktop width.
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}cart-in-frame.png`, fullPage: true });
    // A punch-out session: no Log Out in the framed store.
    await expect(catalog(page).getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    const shownPrice = await catalog(page)
      .getByText(/^\$[\d,.]+ \/ /)
      .first()
      .textContent();
    const erp = (await catalog(page)
      .getByText(/^Item #/)
      .first()
      .textContent())!.replace('Item #', '');
    await catalog(page).getByRole('button', { name: 'Transfer cart' }).click();
    await expect.poll(() => receivedAt(system, '/return/cxml').size).toBe(1);
    await expect(page.getByText('Cart received (/return/cxml).')).toHaveCount(1);

    const order = (xml.parse(receivedAt(system, '/return/cxml').get('cxml-urlencoded')!) as OrderMessage).cXML.Message
      .PunchOutOrderMessage;
    // The cart as the buyer saw it: its item, quantity and price, and the cookie of this very setup.
    expect(order.BuyerCookie).toBe(system.buyerCookies.at(-1));
    expect(order.ItemIn.ItemID.SupplierPartID).toBe(erp.trim());
    expect(order.ItemIn['@_quantity']).toBe('3');
    expect(`$${order.ItemIn.ItemDetail.UnitPrice.Money['#text']}`).toBe(shownPrice!.split(' /')[0]);
  });

  test('OCI: the hook receives NEW_ITEM fields; a return address outside the allowlist is refused', async ({
    store,
    system,
  }) => {
    const { page } = await store.newPage();
    await page.goto(`${system.origin}/oci`);
    await shopInFrame(page, catalog(page), store);
    await catalog(page).getByRole('button', { name: 'Transfer cart' }).click();
    await expect.poll(() => receivedAt(system, '/return/oci').size).toBeGreaterThan(0);
    const fields = receivedAt(system, '/return/oci');
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('USD');
    expect(fields.get('NEW_ITEM-MATGROUP[1]')).toMatch(/^\d{8}$/);
    expect(fields.get('~OkCode')).toBe('ADDI');

    const outside = new URLSearchParams({
      USERNAME: ACCOUNT.username,
      PASSWORD: ACCOUNT.password,
      HOOK_URL: 'https://attacker.example/x',
    });
    const refused = await fetch(`${store.url}/punchout/oci?${outside.toString()}`, { redirect: 'manual' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('The return address is not allowed for this procurement system.');
  });

  test('the spec’s hook form from the supplier-solutions portal posts PartNumber, Qty and Price', async ({
    store,
    system,
  }) => {
    const { page } = await store.newPage();
    await page.goto(`${system.origin}/portal`);
    await shopInFrame(page, catalog(page), store);
    await catalog(page).getByRole('button', { name: 'Transfer cart' }).click();
    await expect.poll(() => receivedAt(system, '/return/form').size).toBeGreaterThan(0);
    const fields = system.received.find((cart) => cart.path === '/return/form')!.fields;
    expect(fields.map(([name]) => name)).toEqual(
      expect.arrayContaining(['PartNumber', 'UOM', 'Line', 'Qty', 'Price', 'UNSPSC', 'QuoteNumber']),
    );
    expect(new Map(fields).get('Qty')).toBe('3');
  });

  test('three create sessions in a row (cXML, OCI, cXML) send each one’s lines once; an edit session reopens them', async ({
    store,
    system,
  }) => {
    const { page } = await store.newPage();
    const before = system.received.length;
    for (const [entry, path] of [
      ['/cxml', '/return/cxml'],
      ['/oci', '/return/oci'],
      ['/cxml', '/return/cxml'],
    ] as const) {
      await page.goto(`${system.origin}${entry}`);
      // Each session starts empty: the one line added here is all it sends.
      await shopInFrame(page, catalog(page), store);
      await expect(catalog(page).getByText('Sends the 1 line to Acme Procurement for approval there.')).toHaveCount(1);
      await catalog(page).getByRole('button', { name: 'Transfer cart' }).click();
      await expect(page.getByText(`Cart received (${path}).`)).toHaveCount(1);
    }
    const sent = system.received.slice(before);
    expect(sent.map((cart) => cart.path)).toEqual(['/return/cxml', '/return/oci', '/return/cxml']);
    const [first, oci, third] = sent.map((cart) => new Map(cart.fields));
    for (const message of [first!, third!]) {
      const order = (xml.parse(message.get('cxml-urlencoded')!) as OrderMessage).cXML.Message.PunchOutOrderMessage;
      // One ItemIn (the parser gives an object, not a list), with this session's quantity only.
      expect(Array.isArray(order.ItemIn)).toBe(false);
      expect(order.ItemIn['@_quantity']).toBe('3');
    }
    expect(oci!.get('NEW_ITEM-QUANTITY[1]')).toBe('3');
    expect(oci!.has('NEW_ITEM-QUANTITY[2]')).toBe(false);

    // The procurement system reopens its last requisition: the framed cart starts from those lines.
    const last = (xml.parse(third!.get('cxml-urlencoded')!) as OrderMessage).cXML.Message.PunchOutOrderMessage;
    await page.goto(`${system.origin}/cxml?operation=edit`);
    await expect(catalog(page).getByLabel('Search products')).toHaveCount(1);
    await page
      .frames()
      .find((each) => each.url().startsWith(store.url))!
      .goto(`${store.url}/cart`);
    await expect(catalog(page).getByText('Sends the 1 line to Acme Procurement for approval there.')).toHaveCount(1);
    await expect(catalog(page).getByText(`Item #${last.ItemIn.ItemID.SupplierPartID}`, { exact: true })).toHaveCount(1);
  });

  test('refuses a wrong SharedSecret with 401 and no StartPage', async ({ store, system }) => {
    const setup = await fetch(`${store.url}/punchout/cxml`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: setupRequest(`${system.origin}/return/cxml`, 'wrong'),
    });
    expect(setup.status).toBe(401);
    const text = await setup.text();
    expect(text).toContain('code="401"');
    expect(text).not.toContain('StartPage');
  });
});
