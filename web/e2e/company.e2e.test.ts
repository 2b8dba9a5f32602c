// Issue 16's account overview: a buyer opens it from the menu and reads the five aging buckets as a
// table beside the chart, on a phone too; a user without account_overview has no entry and no page.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

test.describe('the account overview', () => {
  test('shows a buyer the company, its sales and a balance in each of the five buckets', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'Account Overview' }).click();
    await expect(h1(page)).toHaveText('Account Overview');
    const table = page.getByRole('table', { name: 'Open balance by age' });
    await expect(table.getByRole('row')).toHaveCount(7);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'Current',
      'Over 30 days',
      'Over 60 days',
      'Over 90 days',
      'Over 120 days',
      'Total',
    ]);
    const balances = await table.locator('tbody td').allTextContents();
    expect(balances.every((text) => /^\$[\d,]+\.\d{2}$/.test(text) && text !== '$0.00')).toBe(true);
    await expect(page.getByText('Acme Fabrication', { exact: true })).toHaveCount(1);
    await expect(page.locator('.bar-chart svg .bar-chart-bar')).toHaveCount(5);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('is not offered to a user without account_overview, and refused to them', async ({ store }) => {
    const page = await store.loggedInPage('nohistory@acme.example');
    await page.goto('/my-account/shopping-lists');
    await expect(h1(page)).toHaveText('Shopping Lists');
    await expect(menuOf(page).getByRole('link', { name: 'Account Overview' })).toHaveCount(0);
    await page.goto('/my-account/summary');
    await expect(h1(page)).toHaveText('Access Denied');
  });
});

// account-admin-calls §3: the company settings, read-only in Administration.
test.describe('the company settings', () => {
  const valueOf = (page: Page, term: string) =>
    page.getByRole('region', { name: 'Company Settings' }).locator('dt', { hasText: term }).locator('+ dd');

  test('show an administrator their company’s workflow, order limit, item warehouse and custom fields', async ({
    store,
  }) => {
    const page = await store.loggedInPage('admin@acme.example');
    await page.goto('/administration');
    await expect(h1(page)).toHaveText('Administration');
    await expect(valueOf(page, 'Orders over a limit go to')).toHaveText("The department's approvers");
    await expect(valueOf(page, 'Company order limit')).toHaveText('$25,000.00');
    await expect(valueOf(page, 'Items ship from warehouse')).toHaveText('DBEL');
    await expect(valueOf(page, 'Custom profile fields')).toHaveText('Used');
    await expectAccessible(page);
    const units = await store.loggedInPage('admin@northwind.example');
    await units.goto('/administration');
    await expect(valueOf(units, 'Limits counted in')).toHaveText('Units');
    await expect(valueOf(units, 'Limits set')).toHaveText('Per item type');
    await expect(valueOf(units, 'Company order limit')).toHaveText('None');
  });
});
