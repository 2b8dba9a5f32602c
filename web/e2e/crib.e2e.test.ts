// Issue 16's universal crib: Tyrell's manager (user and customer crib flags) searches, pages to the
// last page, opens an item's details, sees the cap notice on a broad search and 'No items were found.';
// a buyer without the flags has no entry and is refused the page.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

const search = async (page: Page, term: string) => {
  await page.getByRole('textbox', { name: 'Search items' }).fill(term);
  await page.getByRole('button', { name: 'Search Items' }).click();
};

test.describe('universal crib', () => {
  test('searches, pages to the last page, shows an item, the cap notice and no items', async ({ store }) => {
    const page = await store.loggedInPage('manager@tyrell.example');
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'Universal Crib' }).click();
    await expect(h1(page)).toHaveText('Universal Crib');
    await search(page, 'steel');
    await expect(page.getByText('Showing the first 1000 items. Narrow your search to see the rest.')).toHaveCount(1);
    await expect(page.getByText(/^Page 1 of 50 \(1,?000 items\)$/)).toHaveCount(1);
    await expectAccessible(page);
    await search(page, 'pack');
    await expect(page.getByText(/^Page 1 of \d+ \(\d+ items\)$/)).toHaveCount(1);
    const pages = Number(/of (\d+)/.exec((await page.getByText(/^Page 1 of/).textContent())!)![1]);
    for (let i = 1; i < pages; i += 1) await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(new RegExp(`^Page ${pages} of ${pages}`))).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    const details = page.getByRole('button', { name: /^Details of / }).first();
    const erp = (await details.getAttribute('aria-label'))!.replace('Details of ', '');
    await details.click();
    const dialog = page.getByRole('dialog', { name: `Item ${erp}` });
    await expect(dialog.getByText('Manufacturer part #')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await search(page, 'zzzzqqqq');
    await expect(page.getByText('No items were found.')).toHaveCount(1);
    await page.context().close();
  });

  test('shows the entry to no buyer without the crib flags, and refuses them the page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/shopping-lists');
    await expect(h1(page)).toHaveText('Shopping Lists');
    await expect(menuOf(page).getByRole('link', { name: 'Universal Crib' })).toHaveCount(0);
    await page.goto('/my-account/universal-crib');
    await expect(h1(page)).toHaveText('Access Denied');
  });
});
