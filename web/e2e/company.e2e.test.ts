// Issue 16's account overview: a buyer opens it from the menu and reads the five aging buckets as a
// table beside the chart, on a phone too; a user without account_overview has no entry and no page.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, expectAccessible } from './store.ts';

const SOON = { timeout: 20_000 };
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, SOON);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

describe('the account overview', () => {
  it('shows a buyer the company, its sales and a balance in each of the five buckets', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'Account Overview' }).click();
    await poll(() => h1(page).textContent()).toBe('Account Overview');
    const table = page.getByRole('table', { name: 'Open balance by age' });
    await poll(() => table.getByRole('row').count()).toBe(7);
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
    expect(await page.getByText('Acme Fabrication', { exact: true }).count()).toBe(1);
    expect(await page.locator('.bar-chart svg .bar-chart-bar').count()).toBe(5);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('is not offered to a user without account_overview, and refused to them', async ({ store }) => {
    const page = await store.loggedInPage('nohistory@acme.example');
    await page.goto('/my-account/shopping-lists');
    await poll(() => h1(page).textContent()).toBe('Shopping Lists');
    expect(await menuOf(page).getByRole('link', { name: 'Account Overview' }).count()).toBe(0);
    await page.goto('/my-account/summary');
    await poll(() => h1(page).textContent()).toBe('Access Denied');
  });
});
