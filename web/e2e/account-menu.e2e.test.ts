// Issue 14's Done-when journeys: a buyer reaches every account page from the menu, a buyer is refused
// every /administration page, a punch-out user sees no profile, shipping or My Orders.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const refused = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(h1(page)).toHaveText('Access Denied');
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
  ['Notifications', '/my-account/notifications', 'Notifications'],
  ['My Orders', '/my-account/orders', 'My Orders'],
  ['Request Quote', '/my-account/quote', 'Request Quote'],
  ['Order Non-Stock', '/my-account/non-stock', 'Order Non-Stock'],
  ['Review Orders', '/my-account/revieworders', 'Review Orders'],
  ['Review Quotes', '/my-account/reviewquotes', 'Review Quotes'],
  ['Spend Reports', '/my-account/spend-reports', 'Spend Reports'],
  ['Open Invoices', '/my-account/invoices/open', 'Open Invoices'],
  ['Paid Invoices', '/my-account/invoices/paid', 'Paid Invoices'],
  ['Returns', '/my-account/returns', 'Returns'],
  ['Shopping Lists', '/my-account/shopping-lists', 'Shopping Lists'],
  ['Scan To Web', '/my-account/scan-to-web', 'Scan To Web'],
  ['Pending Orders', '/my-account/requests', 'Pending Orders'],
];

test.describe('the account menu', () => {
  test('takes a buyer to every account page from the sidebar', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    await expect(menuOf(page).getByRole('link')).toHaveText(BUYER_PAGES.map(([label]) => label));
    for (const [label, path, heading] of BUYER_PAGES) {
      await menuOf(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(h1(page)).toHaveText(heading);
      await expect(menuOf(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expectAccessible(page);
  });

  test('takes a buyer on a phone to a page with the select list', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/my-account/shopping-lists');
    const select = menuOf(page).getByRole('combobox', { name: 'Account menu' });
    await expect(select).toBeVisible();
    expect(await menuOf(page).getByRole('link', { name: 'My Orders' }).isVisible()).toBe(false);
    await select.selectOption({ label: 'Open Invoices' });
    await expect(h1(page)).toHaveText('Open Invoices');
    await expect(select).toHaveValue('/my-account/invoices/open');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });

  test('refuses a buyer every /administration page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    for (const path of ADMINISTRATION) await refused(page, path);
    await expect(menuOf(page).getByRole('link', { name: 'Order Approvals' })).toHaveCount(0);
  });

  test('shows a punch-out user no profile, shipping or My Orders, and refuses those pages', async ({ store }) => {
    const page = await store.loggedInPage('punchout@acme.example');
    await page.goto('/my-account/shopping-lists');
    await expect(h1(page)).toHaveText('Shopping Lists');
    await expect(menuOf(page).getByRole('link')).toHaveText([
      'Account Overview',
      'Notifications',
      'Review Orders',
      'Shopping Lists',
      'Scan To Web',
      'Pending Orders',
    ]);
    for (const path of ['/my-account', '/my-account/shipping-addresses', '/my-account/orders'])
      await refused(page, path);
    // Without quote_report_active a punch-out user does not review quotes either (§6).
    await refused(page, '/my-account/reviewquotes');
    for (const path of ADMINISTRATION) await refused(page, path);
  });

  test('shows a punch-out user with quote_report_active Review Quotes', async ({ store }) => {
    const page = await store.loggedInPage('punchbilling@acme.example');
    await page.goto('/my-account/shopping-lists');
    await expect(menuOf(page).getByRole('link', { name: 'Review Quotes', exact: true })).toHaveCount(1);
    await menuOf(page).getByRole('link', { name: 'Review Quotes' }).click();
    await expect(h1(page)).toHaveText('Review Quotes');
    await expect(menuOf(page).getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  });

  for (const [username, administrator] of [
    ['admin@acme.example', true],
    ['approver@acme.example', false],
  ] as const) {
    test(`lets ${username} reach order approvals from the menu`, async ({ store }) => {
      const page = await store.loggedInPage(username);
      await page.goto('/my-account/orders');
      await menuOf(page).getByRole('link', { name: 'Order Approvals' }).click();
      await expect(h1(page)).toHaveText('Order Approvals');
      // The rest of the administration area is for administrators only.
      await page.goto('/administration');
      await expect(h1(page)).toHaveText(administrator ? 'Administration' : 'Access Denied');
    });
  }

  // site_tour (account-admin-calls §6): Lana Landing is the persona offered the tour.
  test('offers the tour to a user with site_tour only', async ({ store }) => {
    const page = await store.loggedInPage('landing@umbrella.example');
    await page.goto('/my-account/shopping-lists');
    await menuOf(page).getByRole('link', { name: 'Take the Tour', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/tour');
    await expect(h1(page)).toHaveText(/^Welcome to /);
    const buyer = await store.loggedInPage('buyer@acme.example');
    await buyer.goto('/my-account/shopping-lists');
    await expect(h1(buyer)).toHaveText('Shopping Lists');
    await expect(menuOf(buyer).getByRole('link', { name: 'Take the Tour' })).toHaveCount(0);
    await refused(buyer, '/tour');
  });

  test('sends a guest to log in', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/administration/order-requests');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('screenshots of three account pages at 375 and 1280 px', async ({ store }) => {
    test.skip(!SHOTS, 'SCREENSHOT_DIR names where the screenshots go');
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
        await expect(h1(page)).toHaveText(heading!);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
    }
  });
});
