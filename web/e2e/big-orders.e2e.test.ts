import type { Page } from '@playwright/test';
import { fillCartToValue, fillCartWithLines } from './carts.ts';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const quantityFields = (page: Page) => page.getByLabel(/^Quantity for /);

const loadEveryLine = async (page: Page, count: number) => {
  for (let shown = 20; shown < count; shown += 20) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(quantityFields(page)).toHaveCount(Math.min(count, shown + 20));
  }
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
};

test.describe('big orders', () => {
  test('shows every line of a 60-line cart after Load More; one on the last page is changed and removed', async ({
    store,
  }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    const erps = await fillCartWithLines(page.context(), 60);
    await page.goto('/cart');
    await expect(quantityFields(page)).toHaveCount(20);
    await loadEveryLine(page, 60);
    for (const erp of erps) await expect(page.getByLabel(`Quantity for ${erp}`, { exact: true })).toHaveCount(1);
    const last = erps[55]!;
    await page.getByLabel(`Quantity for ${last}`, { exact: true }).fill('3');
    await page.getByRole('button', { name: `Update quantity for ${last}`, exact: true }).click();
    await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();
    await expect(page.getByText('60 lines, 62 items')).toHaveCount(1);
    await expect(page.getByLabel(`Quantity for ${last}`, { exact: true })).toHaveValue('3');
    const removed = erps[58]!;
    await page.getByRole('button', { name: `Remove ${removed}`, exact: true }).click();
    await expect(page.getByLabel(`Quantity for ${removed}`, { exact: true })).toHaveCount(0);
    await expect(page.getByText('59 lines, 61 items')).toHaveCount(1);
    await expect(quantityFields(page)).toHaveCount(59);
    await expectAccessible(page);
  });

  test('places a 60-line order, every line seen on review, and finds it complete in its order detail', async ({
    store,
  }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    const erps = await fillCartWithLines(page.context(), 60);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Check Out' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect(page.getByLabel('Ship-to address').first()).toBeVisible();
    await page.getByLabel('Ship-to address').selectOption({ index: 1 });
    await page.getByLabel('Contact name').fill('Bianca Buyer');
    await page.getByLabel('E-mail').fill('buyer@acme.example');
    await page.getByLabel('PO number').fill('PO-SIXTY');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/cart\/payment/);
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.waitForURL(/\/cart\/review/);
    const rows = page.getByRole('table', { name: 'Order lines' }).locator('tbody tr');
    await expect(rows).toHaveCount(20);
    for (let shown = 20; shown < 60; shown += 20) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect(rows).toHaveCount(shown + 20);
    }
    for (const erp of erps) await expect(rows.filter({ hasText: erp }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/confirm/);
    const number =
      (await page
        .locator('strong')
        .filter({ hasText: /^\d+-\d\d$/ })
        .first()
        .textContent()) ?? '';
    expect(number).toMatch(/^\d+-\d\d$/);
    await page.goto(`/my-account/order-details/${number}`);
    const items = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
    await expect(items).toHaveCount(60);
    for (const erp of erps)
      await expect(page.getByRole('table', { name: 'Items' }).getByText(erp).first()).toBeVisible();
    await expect(page.getByText('PO-SIXTY').first()).toBeVisible();
  });

  test('sends an over-limit order whose PO and comments the approver sees and the final order keeps', async ({
    store,
  }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await fillCartToValue(page.context(), 2700, 20);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Check Out' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect.poll(() => page.getByLabel('Ship-to address').locator('option').count()).toBeGreaterThan(1);
    // The profile's contact is already there.
    await expect(page.getByLabel('E-mail')).toHaveValue('buyer@acme.example');
    await page.getByLabel('Ship-to address').selectOption({ index: 1 });
    await page.getByLabel('Contact name').fill('Bianca Buyer');
    await page.getByLabel('PO number').fill('PO-OVER-LIMIT');
    await page.getByLabel('Shipping instructions').fill('Dock 4, before noon');
    await page.getByLabel('Comments').fill('Needed for the line-3 changeover');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/cart\/payment/);
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.waitForURL(/\/cart\/review/);
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/approval/);
    const id = (
      (await page
        .getByText(/Request number:/)
        .locator('strong')
        .textContent()) ?? ''
    ).trim();
    expect(id).toMatch(/^\d+$/);

    const approver = await store.loggedInPage('approver@acme.example');
    await approver.goto('/administration/order-requests');
    await approver.getByRole('button', { name: `Inspect request ${id}` }).click();
    const dialog = approver.getByRole('dialog');
    await expect(dialog.getByLabel(/^PO Number/)).toHaveValue('PO-OVER-LIMIT');
    await expect(dialog.getByText('Dock 4, before noon')).toHaveCount(1);
    await expect(dialog.getByText('Needed for the line-3 changeover')).toHaveCount(1);
    await expect(dialog.getByRole('table', { name: 'Approval log' })).toHaveCount(1);
    await expectAccessible(approver);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(approver.getByRole('button', { name: `Inspect request ${id}` })).toHaveCount(0);

    await page.goto('/my-account/orders');
    await expect(page.getByText('PO-OVER-LIMIT').first()).toBeVisible();
    await page
      .getByRole('row')
      .filter({ hasText: 'PO-OVER-LIMIT' })
      .getByRole('link', { name: /^\d+-\d\d$/ })
      .click();
    await page.waitForURL(/order-details/);
    // The detail page's chunk may still be loading: wait for its own content, not the list's PO.
    await expect(page.getByText('Dock 4, before noon')).toHaveCount(1);
    await expect(page.getByText('PO-OVER-LIMIT').first()).toBeVisible();
    await expect(page.getByText('Needed for the line-3 changeover')).toHaveCount(1);
  });

  test("buys again from an order: every line goes to the cart at today's prices", async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    // The first row that is an order (quotes have no buy again).
    const first = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Add all to cart/ }) })
      .first()
      .getByRole('link', { name: /^\d+-\d\d$/ });
    await expect(first).toHaveCount(1);
    await first.click();
    await page.waitForURL(/order-details/);
    const items = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
    await expect(items.first()).toBeVisible();
    const erps = await page.getByRole('table', { name: 'Items' }).locator('tbody tr th').allTextContents();
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const toast = page.getByText(/added to your cart at today's prices/).first();
    await expect(toast).toHaveCount(1);
    // The toast names the items left out (unavailable today); every other line is in the cart.
    const said = (await toast.textContent()) ?? '';
    await expectAccessible(page);
    await page.goto('/cart');
    await expect(quantityFields(page).first()).toBeVisible();
    const bought = erps.map((erp) => erp.trim()).filter((erp) => !said.includes(`#${erp}`));
    expect(bought.length).toBeGreaterThan(0);
    for (const erp of bought.slice(0, 20)) await expect(page.getByText(`Item #${erp}`, { exact: true })).toHaveCount(1);
  });
});
