// Issue 16's universal crib: Tyrell's manager (user and customer crib flags) searches, pages to the
// last page, opens an item's details, sees the cap notice on a broad search and 'No items were found.';
// a buyer without the flags has no entry and is refused the page.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, expectAccessible } from './store.ts';

const SOON = { timeout: 20_000 };
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, SOON);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

const search = async (page: Page, term: string) => {
  await page.getByRole('textbox', { name: 'Search items' }).fill(term);
  await page.getByRole('button', { name: 'Search Items' }).click();
};

describe('universal crib', () => {
  it('searches, pages to the last page, shows an item, the cap notice and no items', async ({ store }) => {
    const page = await store.loggedInPage('manager@tyrell.example');
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'Universal Crib' }).click();
    await poll(() => h1(page).textContent()).toBe('Universal Crib');
    await search(page, 'steel');
    await poll(() => page.getByText('Showing the first 1000 items. Narrow your search to see the rest.').count()).toBe(
      1,
    );
    await poll(() => page.getByText(/^Page 1 of 50 \(1,?000 items\)$/).count()).toBe(1);
    await expectAccessible(page);
    await search(page, 'pack');
    await poll(() => page.getByText(/^Page 1 of \d+ \(\d+ items\)$/).count()).toBe(1);
    const pages = Number(/of (\d+)/.exec((await page.getByText(/^Page 1 of/).textContent())!)![1]);
    for (let i = 1; i < pages; i += 1) await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.getByText(new RegExp(`^Page ${pages} of ${pages}`)).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    const details = page.getByRole('button', { name: /^Details of / }).first();
    const erp = (await details.getAttribute('aria-label'))!.replace('Details of ', '');
    await details.click();
    const dialog = page.getByRole('dialog', { name: `Item ${erp}` });
    await poll(() => dialog.getByText('Manufacturer part #').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await search(page, 'zzzzqqqq');
    await poll(() => page.getByText('No items were found.').count()).toBe(1);
    await page.context().close();
  });

  it('shows the entry to no buyer without the crib flags, and refuses them the page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/shopping-lists');
    await poll(() => h1(page).textContent()).toBe('Shopping Lists');
    expect(await menuOf(page).getByRole('link', { name: 'Universal Crib' }).count()).toBe(0);
    await page.goto('/my-account/universal-crib');
    await poll(() => h1(page).textContent()).toBe('Access Denied');
  });
});
