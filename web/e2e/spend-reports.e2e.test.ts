// Issue 33's spend reports: Tyrell's site manager (1,000 orders over the last year) opens them from
// the account menu, changes the period, drills from a row into the orders it counts and exports a
// grouping as CSV; a buyer with order history reads them on a phone; a user without order history has
// no entry and no page.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const orderCount = async (page: Page) =>
  Number((await page.locator('.spend-summary').textContent())?.match(/over (\d+) orders/)?.[1]);

test('an administrator reads spend by month, changes the period, drills down and exports CSV', async ({ store }) => {
  const page = await store.loggedInPage('manager@tyrell.example');
  await page.goto('/my-account/orders');
  await menuOf(page).getByRole('link', { name: 'Spend Reports' }).click();
  await expect(h1(page)).toHaveText('Spend Reports');
  const months = page.getByRole('table', { name: 'Spend by month, every month' });
  await expect(months.locator('tbody tr')).toHaveCount(12);
  await expect(page.locator('.bar-chart svg')).toHaveCount(5);
  const year = await orderCount(page);
  expect(year).toBeGreaterThan(600);
  await expectAccessible(page);

  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 30 days' });
  await expect(months.locator('tbody tr')).not.toHaveCount(12);
  await expect.poll(() => orderCount(page)).toBeLessThan(year);
  const month = months.locator('tbody tr').last();
  const counted = Number(await month.locator('td').first().textContent());
  await month.getByRole('button', { name: /^Show orders: / }).click();
  const drilled = page.getByRole('table', { name: /^Orders counted in / });
  await expect(drilled.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /^Pages of orders in / })).toContainText(`(${counted} orders)`);
  await drilled.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/my-account\/review-order-details\//);
  await page.goBack();
  await expect(h1(page)).toHaveText('Spend Reports');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: Spend by department' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^spend-by-department-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const rows = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(rows[0]).toBe('Department,Orders,Spend');
  expect(rows.length).toBeGreaterThan(3);

  const other = await store.loggedInPage('nohistory@acme.example');
  await other.goto('/my-account/spend-reports');
  await expect(h1(other)).toHaveText('Access Denied');
  await expect(menuOf(other).getByRole('link', { name: 'Spend Reports' })).toHaveCount(0);
});

test('a buyer with order history reaches the reports from the account menu and reads them at a phone width', async ({
  store,
}) => {
  const page = await store.loggedInPage('buyer@acme.example');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/my-account/orders');
  // On a phone the account menu is a select.
  await menuOf(page).getByRole('combobox', { name: 'Account menu' }).selectOption({ label: 'Spend Reports' });
  await expect(h1(page)).toHaveText('Spend Reports');
  await expect(page.getByRole('table', { name: 'Spend by month, every month' }).locator('tbody tr')).toHaveCount(12);
  expect(await orderCount(page)).toBeGreaterThan(0);
  await expect(page.locator('.bar-chart svg')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
