import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { dollars, erpOrder, expectAccessible } from './store.ts';

/** As a guest: search, open the first product, add `quantity` of its first buyable item; returns the item number. */
const addFromSearch = async (page: Page, query: string, quantity: number): Promise<string> => {
  await page.goto(`/c?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(/\$\d[\d,]*\.\d\d/).first()).toBeVisible();
  await page.locator('a[href^="/p/"]').first().click();
  await page.waitForURL(/\/p\//);
  const field = page
    .getByLabel(/^Quantity for /)
    .and(page.locator(':enabled'))
    .first();
  await expect(field).toHaveCount(1);
  await field.fill(String(quantity));
  const label = await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  await page.getByRole('button', { name: 'Add to Cart' }).and(page.locator(':enabled')).first().click();
  await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();
  return label.replace('Quantity for ', '').trim();
};

const startCheckout = async (page: Page) => {
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Check Out' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/log-in/);
  await expect(page.getByRole('button', { name: 'Proceed as Guest' })).toHaveCount(1);
};

test.describe('an open-browse guest', () => {
  test('browses with prices, adds to the cart and checks out as a guest', async ({ store }) => {
    const { page, context } = await store.newPage();
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(page.url()).toMatch(/\/categories$/);
    await expectAccessible(page);

    const erp = await addFromSearch(page, 'gloves', 2);
    await expectAccessible(page);
    await expect(page.getByRole('link', { name: /^Cart/ })).toContainText('(2)');
    // The header's cart preview overlay (large screen, at most 20 lines).
    await page.getByRole('button', { name: 'Cart preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(preview.getByText(`Item #${erp}, 2`)).toHaveCount(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await startCheckout(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Proceed as Guest' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Name is required.')).toHaveCount(1);
    await expectAccessible(page);

    await page.getByLabel('Name', { exact: true }).fill('Gail Guest');
    await page.getByLabel('E-mail').fill('gail@example.com');
    await page.getByLabel('Address 1').fill('1 Main St');
    await page.getByLabel('City').fill('Tulsa');
    await page.getByLabel('State').fill('ok');
    await page.getByLabel('Zip').fill('74103');
    // Freight, tax and the total of the typed address, before the button that places the order.
    const summary = page.getByRole('region', { name: 'Order total' });
    const figure = (term: string) => summary.locator(`dt:text-is("${term}") + dd`);
    await expect(figure('Total')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(page.getByText(/Freight is added at time of shipment/)).toHaveCount(0);
    const shownFreight = (await figure('Estimated freight').textContent())!;
    const shownTax = (await figure('Tax').textContent())!;
    const shownTotal = (await figure('Total').textContent())!;
    await expectAccessible(page);
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
    // The ERP charged what the page showed (the sandbox's record of the order).
    const { header } = await erpOrder(store.sandboxUrl, 'guest@openbrowse.example', orderNumber);
    expect([
      dollars(header.totalSpecialCharges),
      dollars(header.salesTaxAmount),
      dollars(header.totalOrderValue),
    ]).toEqual([shownFreight, shownTax, shownTotal]);
    await expect(page.getByRole('cell', { name: erp, exact: true })).toHaveCount(1);
    await expect(page.getByText('Tulsa, OK 74103')).toHaveCount(1);
    await expectAccessible(page);
    // The cart is empty after the order, and the guest still has no account pages.
    await expect(page.getByRole('link', { name: /^Cart/ })).toContainText('(0)');
    await page.goto('/my-account/orders');
    await page.waitForURL(/\/login/);
    await context.close();
  });

  test('adds to the cart, logs in at checkout and finds the line merged into the account cart', async ({ store }) => {
    const { page, context } = await store.newPage();
    const erp = await addFromSearch(page, 'safety glasses', 3);
    await startCheckout(page);
    await page.getByLabel('E-mail').fill('buyer@acme.example');
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/cart\/order/);

    await page.goto('/cart');
    const quantity = page.getByLabel(`Quantity for ${erp}`, { exact: true });
    await expect(quantity).toHaveCount(1);
    await expect(quantity).toHaveValue('3');
    await expect(page.getByText('Hello, Bianca Buyer')).toHaveCount(1);
    await expectAccessible(page);
    await context.close();
  });
});
