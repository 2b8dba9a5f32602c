import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, expectAccessible } from './store.ts';

/** As a guest: search, open the first product, add `quantity` of its first buyable item; returns the item number. */
const addFromSearch = async (page: Page, query: string, quantity: number): Promise<string> => {
  await page.goto(`/c?q=${encodeURIComponent(query)}`);
  await expect.poll(() => page.getByText(/\$\d[\d,]*\.\d\d/).count()).toBeGreaterThan(0);
  await page.locator('a[href^="/p/"]').first().click();
  await page.waitForURL(/\/p\//);
  const field = page
    .getByLabel(/^Quantity for /)
    .and(page.locator(':enabled'))
    .first();
  await expect.poll(() => field.count()).toBe(1);
  await field.fill(String(quantity));
  const label = await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  await page.getByRole('button', { name: 'Add to Cart' }).and(page.locator(':enabled')).first().click();
  await expect.poll(() => page.getByText('Your cart has been updated.').count()).toBeGreaterThan(0);
  return label.replace('Quantity for ', '').trim();
};

const startCheckout = async (page: Page) => {
  await page.goto('/cart');
  await expect.poll(() => page.getByRole('button', { name: 'Check Out' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/log-in/);
  await expect.poll(() => page.getByRole('button', { name: 'Proceed as Guest' }).count()).toBe(1);
};

describe('an open-browse guest', () => {
  it('browses with prices, adds to the cart and checks out as a guest', async ({ store }) => {
    const { page, context } = await store.newPage();
    await page.goto('/categories');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/categories$/);
    await expectAccessible(page);

    const erp = await addFromSearch(page, 'gloves', 2);
    await expectAccessible(page);
    await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).textContent()).toContain('(2)');
    // The header's cart preview overlay (large screen, at most 20 lines).
    await page.getByRole('button', { name: 'Cart preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Your Cart' });
    await expect.poll(() => preview.getByText(`Item #${erp}, 2`).count()).toBe(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await startCheckout(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Proceed as Guest' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect.poll(() => page.getByRole('button', { name: 'Place Order' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(() => page.getByText('Name is required.').count()).toBe(1);
    await expectAccessible(page);

    await page.getByLabel('Name', { exact: true }).fill('Gail Guest');
    await page.getByLabel('E-mail').fill('gail@example.com');
    await page.getByLabel('Address 1').fill('1 Main St');
    await page.getByLabel('City').fill('Tulsa');
    await page.getByLabel('State').fill('ok');
    await page.getByLabel('Zip').fill('74103');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/cart\/confirm/);
    const orderNumber =
      (
        await page
          .getByText(/Your order number is/)
          .locator('strong')
          .textContent()
      )?.trim() ?? '';
    expect(orderNumber).toMatch(/^\d+-00$/);
    expect(await page.getByRole('cell', { name: erp, exact: true }).count()).toBe(1);
    expect(await page.getByText('Tulsa, OK 74103').count()).toBe(1);
    await expectAccessible(page);
    // The cart is empty after the order, and the guest still has no account pages.
    await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).textContent()).toContain('(0)');
    await page.goto('/my-account/orders');
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('adds to the cart, logs in at checkout and finds the line merged into the account cart', async ({ store }) => {
    const { page, context } = await store.newPage();
    const erp = await addFromSearch(page, 'safety glasses', 3);
    await startCheckout(page);
    await page.getByLabel('E-mail').fill('buyer@acme.example');
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/cart\/order/);

    await page.goto('/cart');
    const quantity = page.getByLabel(`Quantity for ${erp}`, { exact: true });
    await expect.poll(() => quantity.count()).toBe(1);
    expect(await quantity.inputValue()).toBe('3');
    expect(await page.getByText('Hello, Bianca Buyer').count()).toBe(1);
    await expectAccessible(page);
    await context.close();
  });
});
