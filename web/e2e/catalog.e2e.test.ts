import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, logIn, test } from './store.ts';

// One page for the whole file, logged in as the buyer.
const it = test.extend('page', { scope: 'file' }, async ({ store }, { onCleanup }) => {
  const { context, page } = await store.newPage();
  onCleanup(() => context.close());
  await logIn(page, 'buyer@acme.example');
  return page;
});

// Pages load over a real gateway and sandbox on a shared machine: poll generously.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });

const resultCount = async (page: Page) => {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /results?/ })
      .first()
      .textContent()) ?? '';
  return Number(/^(\d+)/.exec(text.trim())?.[1] ?? NaN);
};

/** Lowest shown price of each hit, in page order. */
const lowestPrices = async (page: Page) =>
  page.locator('article.search-hit').evaluateAll((articles) =>
    articles.map((article) => {
      const prices = [...article.querySelectorAll('li')].flatMap((li) => {
        const match = /\$([\d,]+\.\d\d)/.exec(li.textContent ?? '');
        return match ? [Number(match[1]!.replace(/,/g, ''))] : [];
      });
      return prices.length ? Math.min(...prices) : Infinity;
    }),
  );

describe('catalogue search', () => {
  it('searches, narrows by a facet, sorts by price and quick-adds an item to the cart', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await poll(() => page.locator('article.search-hit').count()).toBe(10);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(10);
    await expectAccessible(page);

    const brandGroup = page.getByRole('group', { name: 'Brand' });
    const firstBrand = brandGroup.getByRole('checkbox').first();
    // Choosing a value reloads the listing with the filter in the URL (the checkbox is re-rendered).
    await firstBrand.click();
    await page.waitForURL(/vendors=/);
    await poll(() => page.getByRole('button', { name: /^Remove filter Brand: / }).count()).toBe(1);
    await poll(() => resultCount(page)).toBeLessThan(total);
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Remove filter Brand: / }).click();
    await page.waitForURL((url) => !url.search.includes('vendors='));
    await page.getByLabel('Sort by').selectOption('PRICE_ASC');
    await page.waitForURL(/sort=price_asc/);
    // The listing re-renders after the sort changes: wait for ten hits in ascending price order.
    const isAscending = (prices: number[]) =>
      prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
    await poll(async () => {
      const prices = await lowestPrices(page);
      return prices.length === 10 && isAscending(prices);
    }).toBe(true);
    const ascending = await lowestPrices(page);
    await page.getByLabel('Sort by').selectOption('PRICE_DESC');
    await page.waitForURL(/sort=price_desc/);
    await poll(async () => (await lowestPrices(page))[0] ?? 0).toBeGreaterThan(ascending[0] ?? Infinity);

    await page
      .getByRole('button', { name: /^Quick add / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.count()).toBe(1);
    await expectAccessible(page);
    await dialog.getByLabel(/^Quantity for /).fill('3');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await poll(() => page.getByText('Your cart has been updated.').count()).toBeGreaterThan(0);
    await poll(() => dialog.count()).toBe(0);
  });

  it('shows an availability icon with words on every hit item', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await poll(() => page.locator('article.search-hit').count()).toBe(10);
    const icons = page.locator('article.search-hit li [data-availability]');
    const items = await page.locator('article.search-hit li').count();
    await poll(() => icons.count()).toBe(items);
    const states = await icons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-availability')));
    expect(states.every((state) => ['refresh', 'warning', 'success', 'gray'].includes(state ?? ''))).toBe(true);
    expect(states).toContain('success');
    expect(await icons.locator('svg[aria-hidden="true"]').count()).toBe(items);
  });

  it('opens a quick view of one product with its description cut at 700 characters, and closes on a click elsewhere', async ({
    page,
  }) => {
    await page.goto('/c?q=gloves');
    const first = page.locator('article.search-hit').first();
    const heading = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('button', { name: `Quick view ${heading}` }).click();
    const dialog = page.getByRole('dialog', { name: heading });
    await poll(() => dialog.locator('.quick-view-text').count()).toBe(1);
    const text = (await dialog.locator('.quick-view-text').textContent()) ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(701);
    await poll(() => dialog.locator('[data-availability]').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.mouse.click(5, 5);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('fetches the rest of a facet group when it is expanded', async ({ page }) => {
    await page.goto('/c?q=gloves');
    const brandGroup = page.getByRole('group', { name: 'Brand' });
    await poll(() => brandGroup.getByRole('checkbox').count()).toBe(5);
    const fetched = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('FacetValues'),
    );
    await brandGroup.getByRole('button', { name: /^Show more Brand values \(\d+\)$/ }).click();
    await fetched;
    await poll(() => brandGroup.getByRole('checkbox').count()).toBeGreaterThan(10);
    await expectAccessible(page);
  });

  it('loads the next 10 results at the end of the list', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await poll(() => page.locator('article.search-hit').count()).toBe(10);
    // Scrolling to the end of the list loads the next page (the button is the fallback).
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await poll(() => page.locator('article.search-hit').count()).toBeGreaterThanOrEqual(20);
  });

  it('tells the buyer when filters match nothing', async ({ page }) => {
    await page.goto('/c?q=gloves&vendors=No%20Such%20Vendor');
    await poll(() =>
      page.getByText('No products found that match your filters, try clearing or changing them.').count(),
    ).toBe(1);
  });
});

describe('browsing', () => {
  it('opens a category from the categories page', async ({ page }) => {
    await page.goto('/categories');
    await poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(11);
    await expectAccessible(page);
    await page.getByLabel('Filter categories').fill('Hand Protection');
    await poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(1);
    await page.getByRole('link', { name: 'Hand Protection' }).click();
    await page.waitForURL(/\/c\?department=Safety&category=Hand\+Protection/);
    await poll(() => page.getByRole('heading', { level: 1, name: 'Hand Protection' }).count()).toBe(1);
    await poll(() => page.locator('article.search-hit').count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('opens a brand from the brands page as a vendor-filtered catalogue, and 404s an unknown brand', async ({
    page,
  }) => {
    await page.goto('/brands');
    await poll(() => page.locator('.brand-grid a').count()).toBeGreaterThan(300);
    await expectAccessible(page);
    const link = page.locator('.brand-grid a').first();
    const name = ((await link.textContent()) ?? '').trim();
    await link.click();
    await page.waitForURL(/\/c\?vendors=/);
    await poll(() => page.getByRole('heading', { level: 1, name }).count()).toBe(1);
    await poll(() => page.locator('article.search-hit').count()).toBeGreaterThan(0);
    expect(await page.locator('article.search-hit').first().textContent()).toContain(name);

    await page.goto('/brand/no-such-brand');
    await poll(() =>
      page.getByText("The Page you are looking for doesn't exist or another error occurred.").count(),
    ).toBe(1);
  });

  it('opens a stored search filter at /eb/{slug} as a prefiltered listing, and 404s an unknown one', async ({
    page,
  }) => {
    await page.goto('/eb/safety-gloves');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Safety Gloves' }).count()).toBe(1);
    await poll(() => page.locator('article.search-hit').count()).toBe(10);
    expect(await page.getByRole('button', { name: 'Remove filter Department: Safety' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByLabel('Sort by').selectOption('PRICE_ASC');
    await page.waitForURL(/\/c\?q=gloves&department=Safety&sort=price_asc/);

    await page.goto('/eb/no-such-filter');
    await poll(() =>
      page.getByText("The Page you are looking for doesn't exist or another error occurred.").count(),
    ).toBe(1);
  });

  it('redirects a legacy catalogue path to the listing', async ({ page }) => {
    await page.goto('/c/Safety/Hand%20Protection');
    await page.waitForURL(/\/c\?department=Safety&category=Hand\+Protection/);
    await poll(() => page.locator('article.search-hit').count()).toBeGreaterThan(0);
  });
});

describe('product page', () => {
  it('shows the options grid with every item priced, and opens a product by item number', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await page.locator('article.search-hit a[href^="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    const slugPath = new URL(page.url()).pathname;
    const grid = page.getByRole('table', { name: /^Options for / });
    await poll(() => grid.getByRole('row').count()).toBeGreaterThan(1);
    const rows = await grid.getByRole('row').count();
    await poll(() => grid.getByText(/\$[\d,]+\.\d\d|Unavailable/).count()).toBe(rows - 1);
    expect(await page.getByRole('table', { name: 'Specifications' }).count()).toBe(1);
    await expectAccessible(page);

    expect(await grid.locator('[data-availability]').count()).toBe(rows - 1);
    await page.getByRole('tab', { name: 'Description' }).click();
    await poll(() => page.getByRole('tabpanel').filter({ hasText: /\w/ }).count()).toBe(1);
    await poll(() => grid.isVisible()).toBe(false);
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Options' }).click();
    await poll(() => grid.isVisible()).toBe(true);

    const erp = ((await grid.getByRole('rowheader').first().textContent()) ?? '').trim();
    await page.goto(`/p/item/${erp}`);
    await page.waitForURL((url) => url.pathname === slugPath);
  });

  it('shows the 404 page for an unknown product and an unknown item', async ({ page }) => {
    for (const path of ['/p/no-such-product-anywhere', '/p/item/0000000']) {
      await page.goto(path);
      await poll(() =>
        page.getByText("The Page you are looking for doesn't exist or another error occurred.").count(),
      ).toBe(1);
      await expectAccessible(page);
    }
  });
});
