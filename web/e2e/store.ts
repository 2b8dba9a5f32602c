// The whole store for the journeys: the ERP sandbox and the gateway serving the built web, on
// ephemeral ports (fixtures.ts gives each test file its own), and the journeys' shared checks.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { readManifest } from '@mro/trusted-operations';
import { startSandbox } from '@mro/erp-sandbox';
import { startGateway, type GatewayConfig } from '@mro/gateway';

const WEB_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** The store's servers: the ERP sandbox and the gateway serving the built web. */
export type Servers = {
  /** The store as the browser reaches it. */
  url: string;
  /** The ERP sandbox, for its test-control endpoints. */
  sandboxUrl: string;
  close(): Promise<void>;
};

/**
 * Trusted operations are on, as in production: the gateway runs only the operations of the built
 * web's manifest (web/dist/operations.json), so a journey fails if what Apollo Client sends has
 * another id. Off only for the explorer, whose examples are ad-hoc operations.
 */
export const startServers = async ({
  trustedOperations = true,
  gateway: overrides = {},
}: { trustedOperations?: boolean; gateway?: Partial<GatewayConfig> } = {}): Promise<Servers> => {
  if (!existsSync(`${WEB_DIST}site/index.html`))
    throw new Error('web/dist is missing: run `npm run build -w web` first.');
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
  return {
    // localhost is a secure context, so the Secure session cookie works over plain HTTP here.
    url: gateway.url.replace('127.0.0.1', 'localhost'),
    sandboxUrl: sandbox.url,
    async close() {
      // The file's pages are closed: no idle grace to wait for.
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

/**
 * Serious and critical accessibility violations on the page as it is now. Legacy mode runs axe in the
 * page and its same-origin frames (the store has no other kind) instead of opening a blank page per
 * check to merge frame results, which cost ~1 s of a ~2.5 s check on the 2-core machine. Only
 * violations are described node by node (passes and incomplete results are never read): 40-60% less
 * time per check on listing and order pages (0.8 s to 0.4 s measured side by side on the same page).
 */
export const seriousViolations = async (page: Page): Promise<AxeFinding[]> => {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
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
  await expect(page.getByText('Log In successful').first()).toBeVisible();
};

/** What the ERP sandbox recorded for an order: the amounts it charged, not what a page says. */
export type ErpOrderRecord = {
  header: { itemSalesAmount: number; totalSpecialCharges: number; salesTaxAmount: number; totalOrderValue: number };
  lines: { itemNumber: string; quantityOrdered: number; totalLineAmount: number }[];
};

/** Reads order `orderNumber` ('1000261-00') from the sandbox's REST API as `username`, a user of its customer. */
export const erpOrder = async (sandboxUrl: string, username: string, orderNumber: string): Promise<ErpOrderRecord> => {
  const login = await fetch(`${sandboxUrl}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _username: username, _password: 'Demo1234!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${sandboxUrl}/order/${orderNumber}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status, `GET /order/${orderNumber}`).toBe(200);
  return (await answer.json()) as ErpOrderRecord;
};

/** Amounts as the store shows them: '$1,234.50'. */
export const dollars = (value: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
