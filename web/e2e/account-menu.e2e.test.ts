// Issue 14's Done-when journeys: a buyer reaches every account page from the menu, a buyer is refused
// every /administration page, a punch-out user sees no profile, shipping or My Orders.
import { mkdirSync } from 'node:fs';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, expectAccessible } from './store.ts';

/** The machine is shared and slow; pages may take a while to answer. */
const SOON = { timeout: 20_000 };
const SHOTS = process.env.SCREENSHOT_DIR;

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const refused = async (page: Page, path: string) => {
  await page.goto(path);
  await expect.poll(() => h1(page).textContent(), SOON).toBe('Access Denied');
};
const ADMINISTRATION = [
  '/administration',
  '/administration/order-requests',
  '/administration/profile-requests',
  '/administration/users',
  '/administration/departments',
];

// What the plain buyer (buyer@acme.example) sees in the sidebar, group by group, and each page's heading.
const BUYER_PAGES: [label: string, path: string, heading: string][] = [
  ['Account Overview', '/my-account/summary', 'Account Overview'],
  ['My Profile', '/my-account', 'My Account'],
  ['My Orders', '/my-account/orders', 'My Orders'],
  ['Request Quote', '/my-account/quote', 'Request Quote'],
  ['Order Non-Stock', '/my-account/non-stock', 'Order Non-Stock'],
  ['Review Orders', '/my-account/revieworders', 'Review Orders'],
  ['Review Quotes', '/my-account/reviewquotes', 'Review Quotes'],
  ['Open Invoices', '/my-account/invoices/open', 'Open Invoices'],
  ['Paid Invoices', '/my-account/invoices/paid', 'Paid Invoices'],
  ['Shopping Lists', '/my-account/shopping-lists', 'Shopping Lists'],
  ['Scan To Web', '/my-account/scan-to-web', 'Scan To Web'],
  ['Pending Orders', '/my-account/requests', 'Pending Orders'],
];

describe('the account menu', () => {
  it('takes a buyer to every account page from the sidebar', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    await expect
      .poll(() => menuOf(page).getByRole('link').allTextContents(), SOON)
      .toEqual(BUYER_PAGES.map(([label]) => label));
    for (const [label, path, heading] of BUYER_PAGES) {
      await menuOf(page).getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, SOON).toBe(path);
      await expect.poll(() => h1(page).textContent(), SOON).toBe(heading);
      expect(await menuOf(page).getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
    }
    await expectAccessible(page);
  });

  it('takes a buyer on a phone to a page with the select list', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/my-account/shopping-lists');
    const select = menuOf(page).getByRole('combobox', { name: 'Account menu' });
    await expect.poll(() => select.isVisible(), SOON).toBe(true);
    expect(await menuOf(page).getByRole('link', { name: 'My Orders' }).isVisible()).toBe(false);
    await select.selectOption({ label: 'Open Invoices' });
    await expect.poll(() => h1(page).textContent(), SOON).toBe('Open Invoices');
    expect(await select.inputValue()).toBe('/my-account/invoices/open');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });

  it('refuses a buyer every /administration page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    for (const path of ADMINISTRATION) await refused(page, path);
    expect(await menuOf(page).getByRole('link', { name: 'Order Approvals' }).count()).toBe(0);
  });

  it('shows a punch-out user no profile, shipping or My Orders, and refuses those pages', async ({ store }) => {
    const page = await store.loggedInPage('punchout@acme.example');
    await page.goto('/my-account/shopping-lists');
    await expect.poll(() => h1(page).textContent(), SOON).toBe('Shopping Lists');
    const links = await menuOf(page).getByRole('link').allTextContents();
    expect(links).toEqual(['Account Overview', 'Review Orders', 'Shopping Lists', 'Scan To Web', 'Pending Orders']);
    for (const path of ['/my-account', '/my-account/shipping-addresses', '/my-account/orders'])
      await refused(page, path);
    // Without quote_report_active a punch-out user does not review quotes either (§6).
    await refused(page, '/my-account/reviewquotes');
    for (const path of ADMINISTRATION) await refused(page, path);
  });

  it('shows a punch-out user with quote_report_active Review Quotes', async ({ store }) => {
    const page = await store.loggedInPage('punchbilling@acme.example');
    await page.goto('/my-account/shopping-lists');
    await expect.poll(() => menuOf(page).getByRole('link').allTextContents(), SOON).toContain('Review Quotes');
    await menuOf(page).getByRole('link', { name: 'Review Quotes' }).click();
    await expect.poll(() => h1(page).textContent(), SOON).toBe('Review Quotes');
    expect(await menuOf(page).getByRole('link', { name: 'My Orders' }).count()).toBe(0);
  });

  it.for([
    ['admin@acme.example', true],
    ['approver@acme.example', false],
  ] as const)('lets %s reach order approvals from the menu', async ([username, administrator], { store }) => {
    const page = await store.loggedInPage(username);
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'Order Approvals' }).click();
    await expect.poll(() => h1(page).textContent(), SOON).toBe('Order Approvals');
    // The rest of the administration area is for administrators only.
    await page.goto('/administration');
    await expect.poll(() => h1(page).textContent(), SOON).toBe(administrator ? 'Administration' : 'Access Denied');
  });

  it('sends a guest to log in', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/administration/order-requests');
    await expect.poll(() => new URL(page.url()).pathname, SOON).toBe('/login');
  });

  it.skipIf(!SHOTS)('screenshots of three account pages at 375 and 1280 px', async ({ store }) => {
    mkdirSync(SHOTS!, { recursive: true });
    const page = await store.loggedInPage('admin@acme.example');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path, heading] of [
        ['orders', '/my-account/orders', 'My Orders'],
        ['profile', '/my-account', 'My Account'],
        ['approvals', '/administration/order-requests', 'Order Approvals'],
      ]) {
        await page.goto(path!);
        await expect.poll(() => h1(page).textContent(), SOON).toBe(heading);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
    }
  });
});
