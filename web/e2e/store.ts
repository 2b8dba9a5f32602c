// The whole store for end-to-end tests: the ERP sandbox and the gateway serving the built web,
// on ephemeral ports, and Debian's Chromium driven by playwright-core.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, test as base } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { readManifest } from '@mro/trusted-operations';
import { startSandbox } from '@mro/erp-sandbox';
import { startGateway, type GatewayConfig } from '@mro/gateway';

const WEB_DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Store = {
  url: string;
  /** The ERP sandbox, for its test-control endpoints (for example the mail it sent). */
  sandboxUrl: string;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  /** A page of its own browser context (its own session), logged in as `username`. */
  loggedInPage(username: string, password?: string): Promise<Page>;
  close(): Promise<void>;
};

/**
 * Trusted operations are on, as in production: the gateway runs only the operations of the built
 * web's manifest (web/dist/operations.json), so a journey fails if what Apollo Client sends has
 * another id. Off only for the explorer, whose examples are ad-hoc operations.
 */
export const startStore = async ({
  trustedOperations = true,
  gateway: overrides = {},
}: { trustedOperations?: boolean; gateway?: Partial<GatewayConfig> } = {}): Promise<Store> => {
  if (!existsSync(`${WEB_DIST}index.html`)) throw new Error('web/dist is missing: run `npm run build -w web` first.');
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1' });
  const gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    erpUrl: sandbox.url,
    searchUrl: sandbox.url,
    webDist: WEB_DIST,
    trustedOperations,
    logLevel: 'error',
    redisUrl: undefined,
    ...overrides,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // The second brand's host resolves here, so its home page is chosen by host as in production.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP www.rvsupply.example 127.0.0.1',
    ],
  });
  // localhost is a secure context, so the Secure session cookie works over plain HTTP here.
  const url = gateway.url.replace('127.0.0.1', 'localhost');
  const newPage = async () => {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    return { context, page: await context.newPage() };
  };
  return {
    url,
    sandboxUrl: sandbox.url,
    browser,
    newPage,
    async loggedInPage(username, password) {
      const { page } = await newPage();
      await logIn(page, username, password);
      return page;
    },
    async close() {
      await browser.close();
      // The browser is gone: no idle grace to wait for.
      await gateway.close({ idleGraceMs: 0 });
      await sandbox.close();
    },
  };
};

/**
 * The text of one of the web's own operations (from the built web's manifest), for tests that drive
 * the store's API themselves: with trusted operations on, nothing else runs.
 */
export const webOperation = (name: string): string => {
  const operation = readManifest(`${WEB_DIST}operations.json`).operations.find((each) => each.name === name);
  if (!operation) throw new Error(`The web has no operation named ${name}.`);
  return operation.body;
};

export type AxeFinding = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/** Serious and critical accessibility violations on the page as it is now. */
export const seriousViolations = async (page: Page): Promise<AxeFinding[]> => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

/** Waits for the page to settle, then expects no serious or critical accessibility violation. */
export const expectAccessible = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `axe on ${page.url()}`).toEqual([]);
};

/** Logs in through the login page and waits for the success notice. */
export const logIn = async (page: Page, username: string, password = 'Demo1234!'): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect.poll(() => page.getByText('Log In successful').count()).toBeGreaterThan(0);
};

/**
 * vitest with the store as a fixture: a test names it (`async ({ store }) => ...`) and gets the
 * file's one store (sandbox, gateway and browser), started on first use and closed after the
 * file's last test.
 */

export const test = base.extend('store', { scope: 'file' }, async ({}, { onCleanup }) => {
  const store = await startStore();
  onCleanup(() => store.close());
  return store;
});
export { test as it };

/** The same with trusted operations off, as in development: for the explorer's ad-hoc examples. */

export const developmentIt = base.extend('store', { scope: 'file' }, async ({}, { onCleanup }) => {
  const store = await startStore({ trustedOperations: false });
  onCleanup(() => store.close());
  return store;
});
