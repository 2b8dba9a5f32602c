import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, it, logIn, type Store } from './store.ts';

// Pages load over a real gateway and sandbox on a shared machine: poll generously.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });

const pageAt = async (store: Store, width: number, username?: string) => {
  const context = await store.browser.newContext({ baseURL: store.url, viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (username) await logIn(page, username);
  return { context, page };
};

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Opens Categories and follows a category of the Safety department; the listing is filtered by it. */
const reachCategory = async (page: Page) => {
  await mainNavigation(page).getByRole('button', { name: 'Categories' }).click();
  const panel = page.getByRole('dialog', { name: 'Shop by category' });
  await poll(() => panel.getByRole('link', { name: 'Safety', exact: true }).count()).toBe(1);
  // Eleven departments, each a link to its listing.
  expect(await panel.locator('.categories-menu-department').count()).toBe(11);
  await panel.getByRole('link', { name: 'Hand Protection' }).click();
  await page.waitForURL(/\/c\?department=Safety&category=Hand\+Protection/);
  await poll(() => panel.count()).toBe(0);
  await poll(() => page.locator('article.search-hit').count()).toBeGreaterThan(0);
};

describe('main navigation (storefront §2.3)', () => {
  it('takes a guest to a category and to the brands; Shopping Lists is for logged-in users', async ({ store }) => {
    const { context, page } = await pageAt(store, 1280);
    await page.goto('/');
    await reachCategory(page);
    await mainNavigation(page).getByRole('link', { name: 'Brands' }).click();
    await page.waitForURL(/\/brands$/);
    await poll(() => page.getByRole('heading', { name: 'Brands', level: 1 }).count()).toBe(1);
    expect(await mainNavigation(page).getByRole('link', { name: 'Shopping Lists' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Log In' }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await context.close();
  });

  it('takes a buyer to a category, the brands and their shopping lists; the header is one row', async ({ store }) => {
    const { context, page } = await pageAt(store, 1280, 'buyer@acme.example');
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
    await poll(() => page.getByRole('heading', { name: 'Shopping Lists', level: 1 }).count()).toBe(1);
    await page.getByRole('button', { name: /My Account/ }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL(/\/my-account$/);
    await expectAccessible(page);
    await context.close();
  });

  it('fixes the navigation to the top after a 130 px scroll', async ({ store }) => {
    const { context, page } = await pageAt(store, 1280, 'buyer@acme.example');
    await page.goto('/');
    await poll(() => page.getByRole('region', { name: 'Customer Quick Reference Links' }).count()).toBe(1);
    const top = () => mainNavigation(page).evaluate((nav) => Math.round(nav.getBoundingClientRect().top));
    const before = await top();
    expect(before).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 100));
    await poll(top).toBe(before - 100);
    await page.evaluate(() => window.scrollTo(0, 600));
    await poll(top).toBe(0);
    await context.close();
  });
});

describe('phone header (below 760 px)', () => {
  for (const who of ['guest', 'buyer@acme.example']) {
    it(`as ${who}: at most 120 px tall, cart visible, nothing sideways; Menu opens the navigation`, async ({
      store,
    }) => {
      const { context, page } = await pageAt(store, 375, who === 'guest' ? undefined : who);
      await page.goto('/');
      await poll(() => page.getByRole('link', { name: /^Cart/ }).isVisible()).toBe(true);
      const header = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
      expect(header).toBeLessThanOrEqual(120);
      expect(await scrollsSideways(page)).toBe(false);
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await mainNavigation(page).isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await poll(() => mainNavigation(page).getByRole('link', { name: 'Brands' }).isVisible()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page);
      await mainNavigation(page).getByRole('link', { name: 'Brands' }).click();
      await page.waitForURL(/\/brands$/);
      await poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    });
  }

  it('fits the header row at 320 px', async ({ store }) => {
    const { context, page } = await pageAt(store, 320, 'buyer@acme.example');
    await page.goto('/contact-us');
    await poll(() => page.getByRole('button', { name: 'Account' }).isVisible()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    const header = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
    expect(header).toBeLessThanOrEqual(120);
    await context.close();
  });
});

describe('header overlays (992-1920 px)', () => {
  it('draws search suggestions legibly and within the viewport at 1366 px', async ({ store }) => {
    const { context, page } = await pageAt(store, 1366, 'buyer@acme.example');
    await page.goto('/contact-us');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('glove');
    const panel = page.getByRole('region', { name: 'Search suggestions' });
    await poll(() => panel.getByRole('link').count()).toBeGreaterThan(0);
    const { link, background } = await panel.evaluate((element) => ({
      link: getComputedStyle(element.querySelector('a')!).color,
      background: getComputedStyle(element).backgroundColor,
    }));
    expect(link).not.toBe(background);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    await poll(() => panel.getByRole('list', { name: 'Suggested categories' }).isVisible()).toBe(true);
    const categories = (await panel.getByRole('list', { name: 'Suggested categories' }).boundingBox())!;
    expect(categories.x + categories.width).toBeLessThanOrEqual(1366);
    await context.close();
  });

  it('shows the cart preview with a readable View Cart button at 1280 px', async ({ store }) => {
    const { context, page } = await pageAt(store, 1280, 'admin@acme.example');
    await page.goto('/c?q=gloves');
    await poll(() => page.locator('a[href^="/p/"]').count()).toBeGreaterThan(0);
    await page.locator('a[href^="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    const quantity = page
      .getByLabel(/^Quantity for /)
      .and(page.locator(':enabled'))
      .first();
    await poll(() => quantity.count()).toBe(1);
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).and(page.locator(':enabled')).first().click();
    await poll(() => page.getByText('Your cart has been updated.').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cart preview' }).click();
    const viewCart = page.getByRole('link', { name: 'View Cart' });
    await poll(() => viewCart.count()).toBe(1);
    const { color, background } = await viewCart.evaluate((link) => ({
      color: getComputedStyle(link).color,
      background: getComputedStyle(link).backgroundColor,
    }));
    expect(color).toBe('rgb(255, 255, 255)');
    expect(background).not.toBe(color);
    const box = (await page.locator('.popover').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await context.close();
  });
});
