// Issue 28, item 1: with SERVER_RENDERING on, a page comes with its body and data in the HTML (a
// crawler or a browser without JavaScript reads it), and the browser takes it over without asking again.
import { test as base, expect, storeOf, type Store } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { startServers, type Servers } from './store.ts';

// Its own servers, rendering on (once per worker: a worker fixture of its own gives the file its worker).
const test = base.extend<{ store: Store }, { renderingServers: Servers }>({
  renderingServers: [
    async ({}, use) => {
      // CI runs two suites on two cores: a render may take longer than production's 3 s, after which
      // a page goes out unrendered, so this gateway waits longer (the fallback is render.test.ts's).
      const servers = await startServers({
        gateway: { serverRendering: true, pageRenderTimeoutMs: 30_000, logLevel: 'warn' },
      });
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  store: async ({ browser, renderingServers }, use) => {
    const store = storeOf(renderingServers, browser);
    await use(store);
    await store.closePages();
    expect(store.browserProblems(), 'hydration failures or inline styles the CSP refused').toEqual([]);
  },
});

/** The first product link of a listing's HTML as the server sends it. */
const firstProductPath = async (store: Store, listing: string): Promise<string> => {
  const html = await (await fetch(`${store.url}${listing}`)).text();
  const path = /href="(\/p\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error(`no product link in the HTML of ${listing}`);
  return path;
};

/**
 * Holds the page's scripts back until the returned release is called: the visitor meets the server's
 * HTML as a slow phone shows it before the page is live (0.5-3 s).
 */
const holdScripts = async (page: Page): Promise<() => void> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

test("a product page's HTML shows the product's name and price before any script runs", async ({ store }) => {
  const path = await firstProductPath(store, '/c?q=gloves');
  const response = await fetch(`${store.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(root)?.[1];
  expect(heading, 'the product name as the page heading').toBeTruthy();
  expect(root).toMatch(/\$\d[\d,]*\.\d\d/);
  expect(html).toContain('<script type="application/json" id="store-state">');
  // Nothing fetched at high priority competes with the stylesheet and the first pictures (issue 28).
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/store-[\w-]+\.css">/);
  expect(head.match(/<link rel="modulepreload"(?![^>]*fetchpriority="low")[^>]*>/g) ?? []).toEqual([]);
  expect(head, "the page's own code, preloaded at low priority").toMatch(/rel="modulepreload" fetchpriority="low"/);
});

test('a listing is taken over by the browser without searching again, and a link is followed in the page', async ({
  store,
}) => {
  const { page } = await store.newPage();
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('operationName') === 'ProductSearch') searches.push(request.url());
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/c?q=gloves');
  await expect(page.locator('a[href^="/p/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches, 'the listing read its results from the page').toEqual([]);
  documents.length = 0;
  await page.locator('a[href^="/p/"]').first().click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents, 'the router opened the product, no new document').toEqual([]);
});

test('a listing shows its products with JavaScript disabled, searched from the header', async ({ store }) => {
  const context = await store.browser.newContext({ baseURL: store.url, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    // As a buyer who searches before the page is live: the form itself goes to the listing.
    await page.goto('/');
    await page.getByLabel('Search products').fill('gloves');
    await page.getByLabel('Search products').press('Enter');
    await expect(page).toHaveURL(/\/c\?q=gloves$/);
    await expect(page.getByText(/results for “gloves”/)).toBeVisible();
    await expect(page.locator('a[href^="/p/"]').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a buyer who typed the e-mail and password before the page was live logs in with them', async ({ store }) => {
  const { page } = await store.newPage();
  const release = await holdScripts(page);
  // goto returns once the page is live (fixtures.ts), which waits for the scripts held back here.
  const opened = page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill('buyer@acme.example');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await opened;
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('buyer@acme.example');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Demo1234!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Log In successful').first()).toBeVisible();
  await page.waitForURL(/\/my-account$/);
});

test('a form sent before the page was live puts nothing typed into the address and stays on its page', async ({
  store,
}) => {
  const { page } = await store.newPage();
  const release = await holdScripts(page);
  // The form's own submit below replaces this navigation before it ends.
  const opened = page.goto('/create-account').catch(() => null);
  await page.getByLabel('Customer Number').fill('C-4711');
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/create-account' && request.method() === 'POST',
  );
  await page.getByLabel('Customer Number').press('Enter');
  expect((await sent).postData()).toContain('C-4711');
  release();
  await opened;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/create-account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Not found')).toHaveCount(0);
});
