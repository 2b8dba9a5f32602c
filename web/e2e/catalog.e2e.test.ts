import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { testOnOnePage } from './file-page.ts';
import { expectAccessible } from './store.ts';

// One page for the whole file, logged in as the buyer.
const test = testOnOnePage('buyer@acme.example');

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

test.describe('catalogue search', () => {
  test('searches, narrows by a facet, sorts by price and quick-adds an item to the cart', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await expect(page.locator('article.search-hit')).toHaveCount(10);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(10);
    await expectAccessible(page);

    const brandGroup = page.getByRole('group', { name: 'Brand' });
    const firstBrand = brandGroup.getByRole('checkbox').first();
    // Choosing a value reloads the listing with the filter in the URL (the checkbox is re-rendered).
    await firstBrand.click();
    await page.waitForURL(/vendors=/);
    await expect(page.getByRole('button', { name: /^Remove filter Brand: / })).toHaveCount(1);
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Remove filter Brand: / }).click();
    await page.waitForURL((url) => !url.search.includes('vendors='));
    await page.getByLabel('Sort by').selectOption('PRICE_ASC');
    await page.waitForURL(/sort=price_asc/);
    // The listing re-renders after the sort changes: wait for ten hits in ascending price order.
    const isAscending = (prices: number[]) =>
      prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
    await expect
      .poll(async () => {
        const prices = await lowestPrices(page);
        return prices.length === 10 && isAscending(prices);
      })
      .toBe(true);
    const ascending = await lowestPrices(page);
    await page.getByLabel('Sort by').selectOption('PRICE_DESC');
    await page.waitForURL(/sort=price_desc/);
    await expect.poll(async () => (await lowestPrices(page))[0] ?? 0).toBeGreaterThan(ascending[0] ?? Infinity);

    await page
      .getByRole('button', { name: /^Quick add / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByLabel(/^Quantity for /).fill('3');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('shows an availability icon with words on every hit item', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await expect(page.locator('article.search-hit')).toHaveCount(10);
    const icons = page.locator('article.search-hit li [data-availability]');
    const items = await page.locator('article.search-hit li').count();
    await expect(icons).toHaveCount(items);
    const states = await icons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-availability')));
    expect(states.every((state) => ['refresh', 'warning', 'success', 'gray'].includes(state ?? ''))).toBe(true);
    expect(states).toContain('success');
    await expect(icons.locator('svg[aria-hidden="true"]')).toHaveCount(items);
  });

  test('opens a quick view of one product with its description cut at 700 characters, and closes on a click elsewhere', async ({
    page,
  }) => {
    await page.goto('/c?q=gloves');
    const first = page.locator('article.search-hit').first();
    const heading = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('button', { name: `Quick view ${heading}` }).click();
    const dialog = page.getByRole('dialog', { name: heading });
    await expect(dialog.locator('.quick-view-text')).toHaveCount(1);
    const text = (await dialog.locator('.quick-view-text').textContent()) ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(701);
    await expect(dialog.locator('[data-availability]').first()).toBeVisible();
    await expectAccessible(page);
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('fetches the rest of a facet group when it is expanded', async ({ page }) => {
    await page.goto('/c?q=gloves');
    const brandGroup = page.getByRole('group', { name: 'Brand' });
    await expect(brandGroup.getByRole('checkbox')).toHaveCount(5);
    // A query: a GET with the operation in the URL.
    const fetched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/graphql' && request.url().includes('operationName=FacetValues'),
    );
    await brandGroup.getByRole('button', { name: /^Show more Brand values \(\d+\)$/ }).click();
    await fetched;
    await expect.poll(() => brandGroup.getByRole('checkbox').count()).toBeGreaterThan(10);
    await expectAccessible(page);
  });

  test('loads the next 10 results at the end of the list', async ({ page }) => {
    await page.goto('/c?q=gloves');
    await expect(page.locator('article.search-hit')).toHaveCount(10);
    // Scrolling to the end of the list loads the next page (the button is the fallback).
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('article.search-hit').count()).toBeGreaterThanOrEqual(20);
  });

  test('tells the buyer when filters match nothing', async ({ page }) => {
    await page.goto('/c?q=gloves&vendors=No%20Such%20Vendor');
    await expect(
      page.getByText('No products found that match your filters, try clearing or changing them.'),
    ).toHaveCount(1);
  });
});

test.describe('browsing', () => {
  test('opens a category from the categories page', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(11);
    await expectAccessible(page);
    await page.getByLabel('Filter categories').fill('Hand Protection');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
    await page.getByRole('link', { name: 'Hand Protection' }).click();
    await page.waitForURL(/\/c\?department=Safety&category=Hand\+Protection/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hand Protection' })).toHaveCount(1);
    await expect(page.locator('article.search-hit').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('opens a brand from the brands page as a vendor-filtered catalogue, and 404s an unknown brand', async ({
    page,
  }) => {
    await page.goto('/brands');
    await expect.poll(() => page.locator('.brand-grid a').count()).toBeGreaterThan(300);
    await expectAccessible(page);
    const link = page.locator('.brand-grid a').first();
    const name = ((await link.textContent()) ?? '').trim();
    await link.click();
    await page.waitForURL(/\/c\?vendors=/);
    await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(1);
    await expect(page.locator('article.search-hit').first()).toBeVisible();
    expect(await page.locator('article.search-hit').first().textContent()).toContain(name);

    await page.goto('/brand/no-such-brand');
    await expect(page.getByText("The Page you are looking for doesn't exist or another error occurred.")).toHaveCount(
      1,
    );
  });

  test('opens a stored search filter at /eb/{slug} as a prefiltered listing, and 404s an unknown one', async ({
    page,
  }) => {
    await page.goto('/eb/safety-gloves');
    await expect(page.getByRole('heading', { level: 1, name: 'Safety Gloves' })).toHaveCount(1);
    await expect(page.locator('article.search-hit')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Remove filter Department: Safety' })).toHaveCount(1);
    await expectAccessible(page);
    await page.getByLabel('Sort by').selectOption('PRICE_ASC');
    await page.waitForURL(/\/c\?q=gloves&department=Safety&sort=price_asc/);

    await page.goto('/eb/no-such-filter');
    await expect(page.getByText("The Page you are looking for doesn't exist or another error occurred.")).toHaveCount(
      1,
    );
  });

  test('redirects a legacy catalogue path to the listing', async ({ page }) => {
    await page.goto('/c/Safety/Hand%20Protection');
    await page.waitForURL(/\/c\?department=Safety&category=Hand\+Protection/);
    await expect(page.locator('article.search-hit').first()).toBeVisible();
  });
});

test.describe('product page', () => {
  test('shows the options grid with every item priced and the store’s reviews, and opens a product by item number', async ({
    page,
  }) => {
    await page.goto('/c?q=gloves');
    await page.locator('article.search-hit a[href^="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    const slugPath = new URL(page.url()).pathname;
    const grid = page.getByRole('table', { name: /^Options for / });
    await expect.poll(() => grid.getByRole('row').count()).toBeGreaterThan(1);
    const rows = await grid.getByRole('row').count();
    await expect(grid.getByText(/\$[\d,]+\.\d\d|Unavailable/)).toHaveCount(rows - 1);
    await expect(page.getByRole('table', { name: 'Specifications' })).toHaveCount(1);
    // The store's shopper-approved reviews end the page (account-admin-calls §7.9).
    const reviews = page.getByRole('region', { name: 'What our customers say' });
    await expect(reviews).toContainText(/[1-5]\.\d out of 5 · [\d,]+ reviews/);
    await expect(reviews.getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page);

    await expect(grid.locator('[data-availability]')).toHaveCount(rows - 1);
    await page.getByRole('tab', { name: 'Description' }).click();
    await expect(page.getByRole('tabpanel').filter({ hasText: /\w/ })).toHaveCount(1);
    await expect(grid).toBeHidden();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Options' }).click();
    await expect(grid).toBeVisible();

    const erp = ((await grid.getByRole('rowheader').first().textContent()) ?? '').trim();
    await page.goto(`/p/item/${erp}`);
    await page.waitForURL((url) => url.pathname === slugPath);
  });

  test('shows the 404 page for an unknown product and an unknown item', async ({ page }) => {
    for (const path of ['/p/no-such-product-anywhere', '/p/item/0000000']) {
      await page.goto(path);
      await expect(page.getByText("The Page you are looking for doesn't exist or another error occurred.")).toHaveCount(
        1,
      );
      await expectAccessible(page);
    }
  });
});
