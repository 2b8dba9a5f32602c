import { test, expect } from './fixtures.ts';
import { logIn, expectAccessible } from './store.ts';

test.describe('a buyer orders gloves', () => {
  test('logs in, searches, adds 2 to the cart, checks out and finds the order with its line total', async ({
    store,
  }) => {
    const { page } = await store.newPage();
    await page.goto('/');
    await expectAccessible(page);

    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill('buyer@acme.example');
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Log In successful').first()).toBeVisible();

    await page.getByLabel('Search products').fill('gloves');
    await page.getByLabel('Search products').press('Enter');
    await page.waitForURL(/\/c\?q=gloves/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page);

    await page.locator('a[href^="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    await expectAccessible(page);

    const quantity = page
      .getByLabel(/^Quantity for /)
      .and(page.locator(':enabled'))
      .first();
    await quantity.fill('2');
    const label = await quantity.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const erp = label.replace('Quantity for ', '').trim();
    expect(erp).toMatch(/^\d+$/);
    await page.getByRole('button', { name: 'Add to Cart' }).and(page.locator(':enabled')).first().click();
    await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Check Out' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Check Out' }).click();

    await page.waitForURL(/\/cart\/order/);
    await expect(page.getByLabel('Ship-to address').first()).toBeVisible();
    await expectAccessible(page);
    const options = await page.getByLabel('Ship-to address').locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await page.getByLabel('Ship-to address').selectOption({ index: 1 });
    await page.getByLabel('Contact name').fill('Bianca Buyer');
    await page.getByLabel('E-mail').fill('buyer@acme.example');
    await page.getByLabel('PO number').fill('PO-E2E-1');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.waitForURL(/\/cart\/payment/);
    await expect(page.getByRole('radio', { name: /^Purchasing card: Visa ending in 1111/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to Review' }).click();

    await page.waitForURL(/\/cart\/review/);
    await expect(page.getByRole('button', { name: 'Place Order' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/cart\/confirm/);
    await expectAccessible(page);
    const confirmation = page.getByText(/Your order number is/);
    const orderNumber = (await confirmation.locator('strong').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^\d+-00$/);
    const total = (await page.locator('dt:text-is("Total") + dd').textContent())?.trim() ?? '';
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    const subtotal = (await page.locator('dt:text-is("Subtotal") + dd').textContent())?.trim() ?? '';
    expect(subtotal).toMatch(/^\$[\d,]+\.\d\d$/);
    await expect(page.getByText(`Item #${erp}`).first()).toBeVisible();

    await page.goto('/my-account/orders');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    // My Orders first checks the viewer's access, then loads the history.
    await expect(row).toHaveCount(1);
    // Until it is invoiced, My Orders shows the order's line total (schema: OrderSummary.total).
    await expect(row).toContainText(subtotal);
    await expectAccessible(page);
  });
});

test.describe('bad input on the path', () => {
  test('shows the spec message for a wrong password and the 404 page for an unknown product', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('buyer@acme.example');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid credentials').first()).toBeVisible();

    await logIn(page, 'buyer@acme.example');
    await page.goto('/p/no-such-product-anywhere');
    await expect(
      page.getByText("The Page you are looking for doesn't exist or another error occurred.").first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('refuses quantity 0 and "abc" on the product page with a clear message', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/c?q=gloves');
    await page.locator('a[href^="/p/"]').first().click();
    await page.waitForURL(/\/p\//);
    const quantity = page
      .getByLabel(/^Quantity for /)
      .and(page.locator(':enabled'))
      .first();
    for (const bad of ['0', 'abc']) {
      await quantity.fill(bad);
      await quantity.press('Tab');
      await expect(page.getByText('Quantity must be a whole number of at least 1.').first()).toBeVisible();
    }
  });

  test('lets a guest browse the catalogue (open browse), sends them to login for their orders and back after login', async ({
    store,
  }) => {
    const { page } = await store.newPage();
    await page.goto('/c?q=gloves');
    await expect(page.locator('a[href^="/p/"]').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/c');
    await page.goto('/my-account/orders');
    await page.waitForURL(/\/login/);
    await page.getByLabel('E-mail').fill('buyer@acme.example');
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/my-account\/orders/);
  });
});
