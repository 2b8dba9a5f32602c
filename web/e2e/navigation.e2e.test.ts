import type { Page } from '@playwright/test';
import { test, expect, type Store } from './fixtures.ts';
import { expectAccessible } from './store.ts';

/** A page of its own session at this width (closed after the test), logged in as `username` if given. */
const pageAt = async (store: Store, width: number, username?: string) => {
  const page = username ? await store.loggedInPage(username) : (await store.newPage()).page;
  await page.setViewportSize({ width, height: 800 });
  return page;
};

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Opens Categories and follows a category of the Safety department; the listing is filtered by it. */
const reachCategory = async (page: Page) => {
  await mainNavigation(page).getByRole('button', { name: 'Categories' }).click();
  const panel = page.getByRole('dialog', { name: 'Shop by category' });
  await expect(panel.getByRole('link', { name: 'Safety', exact: true })).toHaveCount(1);
  // Eleven departments, each a link to its listing.
  await expect(panel.locator('.categories-menu-department')).toHaveCount(11);
  await panel.getByRole('link', { name: 'Hand Protection' }).click();
  await page.waitForURL(/\/c\?department=Safety&category=Hand\+Protection/);
  await expect(panel).toHaveCount(0);
  await expect(page.locator('article.search-hit').first()).toBeVisible();
};

test.describe('main navigation (storefront §2.3)', () => {
  test('takes a guest to a category and to the brands; Shopping Lists is for logged-in users', async ({ store }) => {
    const page = await pageAt(store, 1280);
    await page.goto('/');
    await reachCategory(page);
    await mainNavigation(page).getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL(/\/brands$/);
    await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toHaveCount(1);
    await expect(mainNavigation(page).getByRole('link', { name: 'Shopping Lists' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('takes a buyer to a category, the brands and their shopping lists; the header is one row', async ({ store }) => {
    const page = await pageAt(store, 1280, 'buyer@acme.example');
    await page.goto('/');
    await reachCategory(page);
    // Brand, search, account menu and cart share one row at 1280 px.
    const tops = await page
      .locator('.header-main > .brand, .header-search, .header-account, .header-cart')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(24);
    await mainNavigation(page).getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL(/\/brands$/);
    await mainNavigation(page).getByRole('link', { name: 'Shopping Lists' }).click();
    await page.waitForURL(/\/my-account\/shopping-lists$/);
    await expect(page.getByRole('heading', { name: 'Shopping Lists', level: 1 })).toHaveCount(1);
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL(/\/my-account$/);
    await expectAccessible(page);
  });

  test('fixes the navigation to the top after a 130 px scroll', async ({ store }) => {
    const page = await pageAt(store, 1280, 'buyer@acme.example');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Customer Quick Reference Links' })).toHaveCount(1);
    const top = () => mainNavigation(page).evaluate((nav) => Math.round(nav.getBoundingClientRect().top));
    const before = await top();
    expect(before).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(top).toBe(before - 100);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(top).toBe(0);
    // Back at the top, the page under the header stays where it is in every frame: the bar returns to
    // the flow as the header drops the height it kept (a frame between the two made the page jump, and
    // a press in that frame missed its button).
    const offsets = await page.evaluate(async () => {
      const main = document.querySelector('main')!;
      const seen = new Set<number>();
      window.scrollTo(0, 0);
      for (let frame = 0; frame < 20; frame += 1) {
        await new Promise(requestAnimationFrame);
        seen.add(Math.round(main.getBoundingClientRect().top + window.scrollY));
      }
      return [...seen];
    });
    expect(offsets).toHaveLength(1);
    await expect.poll(top).toBe(before);
  });
});

test.describe('phone header (below 760 px)', () => {
  for (const who of ['guest', 'buyer@acme.example']) {
    test(`as ${who}: at most 120 px tall, cart visible, nothing sideways; Menu opens the navigation`, async ({
      store,
    }) => {
      const page = await pageAt(store, 375, who === 'guest' ? undefined : who);
      await page.goto('/');
      await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
      const header = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
      expect(header).toBeLessThanOrEqual(120);
      expect(await scrollsSideways(page)).toBe(false);
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(await mainNavigation(page).isVisible()).toBe(false);
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(mainNavigation(page).getByRole('link', { name: 'Brands' })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page);
      await mainNavigation(page).getByRole('link', { name: 'Brands' }).click();
      await page.waitForURL(/\/brands$/);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('fits the header row at 320 px', async ({ store }) => {
    const page = await pageAt(store, 320, 'buyer@acme.example');
    await page.goto('/contact-us');
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    const header = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
    expect(header).toBeLessThanOrEqual(120);
  });
});

test.describe('header overlays (992-1920 px)', () => {
  test('draws search suggestions legibly and within the viewport at 1366 px', async ({ store }) => {
    const page = await pageAt(store, 1366, 'buyer@acme.example');
    await page.goto('/contact-us');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('glove');
    const panel = page.getByRole('region', { name: 'Search suggestions' });
    await expect(panel.getByRole('link').first()).toBeVisible();
    const { link, background } = await panel.evaluate((element) => ({
      link: getComputedStyle(element.querySelector('a')!).color,
      background: getComputedStyle(element).backgroundColor,
    }));
    expect(link).not.toBe(background);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    await expect(panel.getByRole('list', { name: 'Suggested categories' })).toBeVisible();
    const categories = (await panel.getByRole('list', { name: 'Suggested categories' }).boundingBox())!;
    expect(categories.x + categories.width).toBeLessThanOrEqual(1366);
  });

  test('shows the cart preview with a readable View Cart button at 1280 px', async ({ store }) => {
    const page = await pageAt(store, 1280, 'admin@acme.example');
    await page.goto('/c?q=gloves');
    await expect(page.locator('a[href^="/p/"]').first()).toBeVisible();
    await page.locator('a[href^="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    const quantity = page
      .getByLabel(/^Quantity for /)
      .and(page.locator(':enabled'))
      .first();
    await expect(quantity).toHaveCount(1);
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).and(page.locator(':enabled')).first().click();
    await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Cart preview' }).click();
    const viewCart = page.getByRole('link', { name: 'View Cart' });
    await expect(viewCart).toHaveCount(1);
    const { color, background } = await viewCart.evaluate((link) => ({
      color: getComputedStyle(link).color,
      background: getComputedStyle(link).backgroundColor,
    }));
    expect(color).toBe('rgb(255, 255, 255)');
    expect(background).not.toBe(color);
    const box = (await page.locator('.popover').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  });
});
