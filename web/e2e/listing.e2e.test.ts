import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, logIn, test } from './store.ts';

// One page for the whole file, logged in as the buyer, at a 1280 x 900 screen.
const it = test.extend('page', { scope: 'file' }, async ({ store }, { onCleanup }) => {
  const { context, page } = await store.newPage();
  onCleanup(() => context.close());
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'buyer@acme.example');
  return page;
});

// Pages load over a real gateway and sandbox on a shared machine: poll generously.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });

const tableRows = (page: Page) => page.getByRole('table', { name: 'Search results' }).locator('tbody tr.hit-row');

/** Rows wholly inside 900 px of screen, counted from the top of the first row. */
const rowsWithin900 = (page: Page) =>
  tableRows(page).evaluateAll((rows) => {
    const top = rows[0]?.getBoundingClientRect().top ?? 0;
    return rows.filter((row) => row.getBoundingClientRect().bottom <= top + 900).length;
  });

describe('listing table view', () => {
  it('shows at least 8 rows per 900 px, adds to the cart from a row and stays chosen after a reload', async ({
    page,
  }) => {
    await page.goto('/c?q=gloves');
    await poll(() => page.locator('article.search-hit').count()).toBe(10);
    await page.getByRole('radio', { name: 'Table' }).click();
    await poll(() => tableRows(page).count()).toBe(10);
    expect(await page.locator('article.search-hit').count()).toBe(0);
    await tableRows(page).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => document.querySelector('tr.hit-row')?.scrollIntoView({ block: 'start' }));
    expect(await rowsWithin900(page)).toBeGreaterThanOrEqual(8);
    await expectAccessible(page);

    const row = tableRows(page).nth(2);
    const itemNumber = /Item #(\d+)/.exec((await row.locator('.hit-row-parts').textContent()) ?? '')?.[1] ?? '';
    expect(itemNumber).toMatch(/^\d+$/);
    await row.getByLabel(`Quantity for ${itemNumber}`).fill('4');
    await row.getByRole('button', { name: 'Add to Cart' }).click();
    await poll(() => page.getByText('Your cart has been updated.').count()).toBeGreaterThan(0);

    await page.reload();
    await poll(() => tableRows(page).count()).toBe(10);
    expect(await page.getByRole('radio', { name: 'Table' }).getAttribute('aria-checked')).toBe('true');

    await page.goto('/cart');
    await poll(() => page.getByText(itemNumber).count()).toBeGreaterThan(0);
  });

  it('searches within results, keeping the query', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await poll(() => tableRows(page).count()).toBe(10);
    const status = page.getByRole('status').filter({ hasText: /results?/ });
    const total = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    await page.getByRole('searchbox', { name: 'Search within results' }).fill('nitrile');
    await page.waitForURL(/q=gloves&within=nitrile/);
    await poll(async () => (await status.textContent()) ?? '').toMatch(/within “nitrile”/);
    const narrowed = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(total);
  });
});

describe('legacy catalogue URLs', () => {
  it('land on the same listing whatever the case', async ({ page }) => {
    for (const path of ['/c/safety/gloves', '/C/Safety/Gloves', '/catalog/SAFETY/GLOVES']) {
      await page.goto(path);
      await page.waitForURL(/\/c\?department=Safety&q=gloves/i);
      await poll(() => page.getByRole('heading', { level: 1, name: 'Search Results' }).count()).toBe(1);
      await poll(() => page.locator('tr.hit-row, article.search-hit').count()).toBe(10);
    }
    await page.goto('/c/SAFETY/hand-protection');
    await page.waitForURL(/\/c\?department=Safety&category=Hand\+Protection$/);
    await poll(() => page.getByRole('heading', { level: 1, name: 'Hand Protection' }).count()).toBe(1);
  });
});

describe('product page aside', () => {
  it('adds to the cart, and Add and Check Out goes to the cart', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await poll(() => tableRows(page).count()).toBe(10);
    await tableRows(page).first().getByRole('link').first().click();
    await page.waitForURL(/\/p\//);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await poll(() => trail.getByRole('link', { name: 'Safety' }).count()).toBe(1);
    const aside = page.getByRole('complementary', { name: 'Quick add' });
    await aside.getByRole('button', { name: 'Add to Cart' }).click();
    await poll(() => page.getByText('Your cart has been updated.').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await aside.getByRole('button', { name: 'Add and Check Out' }).click();
    await page.waitForURL(/\/cart$/);
  });
});
