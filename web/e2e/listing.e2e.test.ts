import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { testOnOnePage } from './file-page.ts';
import { expectAccessible } from './store.ts';

// One page for the whole file, logged in as the buyer, at a 1280 x 900 screen (the store's contexts
// open at that size); the table view chosen in the first test stays chosen for the next.
const test = testOnOnePage('buyer@acme.example');

const tableRows = (page: Page) => page.getByRole('table', { name: 'Search results' }).locator('tbody tr.hit-row');

/** Rows wholly inside 900 px of screen, counted from the top of the first row. */
const rowsWithin900 = (page: Page) =>
  tableRows(page).evaluateAll((rows) => {
    const top = rows[0]?.getBoundingClientRect().top ?? 0;
    return rows.filter((row) => row.getBoundingClientRect().bottom <= top + 900).length;
  });

test.describe('listing table view', () => {
  test('shows at least 8 rows per 900 px, adds to the cart from a row and stays chosen after a reload', async ({
    page,
  }) => {
    await page.goto('/c?q=gloves');
    await expect(page.locator('article.search-hit')).toHaveCount(10);
    await page.getByRole('radio', { name: 'Table' }).click();
    await expect(tableRows(page)).toHaveCount(10);
    await expect(page.locator('article.search-hit')).toHaveCount(0);
    await tableRows(page).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => document.querySelector('tr.hit-row')?.scrollIntoView({ block: 'start' }));
    expect(await rowsWithin900(page)).toBeGreaterThanOrEqual(8);
    await expectAccessible(page);

    const row = tableRows(page).nth(2);
    const itemNumber = /Item #(\d+)/.exec((await row.locator('.hit-row-parts').textContent()) ?? '')?.[1] ?? '';
    expect(itemNumber).toMatch(/^\d+$/);
    await row.getByLabel(`Quantity for ${itemNumber}`).fill('4');
    await row.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();

    await page.reload();
    // The reload keeps the scroll position, so the end of the list may be in view and the next page
    // of rows load at once: at least the first page, as a table.
    await expect.poll(() => tableRows(page).count()).toBeGreaterThanOrEqual(10);
    await expect(page.getByRole('radio', { name: 'Table' })).toHaveAttribute('aria-checked', 'true');

    await page.goto('/cart');
    await expect(page.getByText(itemNumber).first()).toBeVisible();
  });

  test('searches within results, keeping the query', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await expect(tableRows(page)).toHaveCount(10);
    const status = page.getByRole('status').filter({ hasText: /results?/ });
    const total = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    await page.getByRole('searchbox', { name: 'Search within results' }).fill('nitrile');
    await page.waitForURL(/q=gloves&within=nitrile/);
    await expect(status).toContainText(/within “nitrile”/);
    const narrowed = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(total);
  });
});

test.describe('legacy catalogue URLs', () => {
  test('land on the same listing whatever the case', async ({ page }) => {
    for (const path of ['/c/safety/gloves', '/C/Safety/Gloves', '/catalog/SAFETY/GLOVES']) {
      await page.goto(path);
      await page.waitForURL(/\/c\?department=Safety&q=gloves/i);
      await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toHaveCount(1);
      await expect(page.locator('tr.hit-row, article.search-hit')).toHaveCount(10);
    }
    await page.goto('/c/SAFETY/hand-protection');
    await page.waitForURL(/\/c\?department=Safety&category=Hand\+Protection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hand Protection' })).toHaveCount(1);
  });
});

test.describe('product page aside', () => {
  test('adds to the cart, and Add and Check Out goes to the cart', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await expect(tableRows(page)).toHaveCount(10);
    await tableRows(page).first().getByRole('link').first().click();
    await page.waitForURL(/\/p\//);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Safety' })).toHaveCount(1);
    const aside = page.getByRole('complementary', { name: 'Quick add' });
    await aside.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();
    await expectAccessible(page);
    await aside.getByRole('button', { name: 'Add and Check Out' }).click();
    await page.waitForURL(/\/cart$/);
  });
});
