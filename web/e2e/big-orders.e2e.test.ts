import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiOf, fillCartWithLines, valueOf, type Found } from './carts.ts';
import { it, logIn, expectAccessible } from './store.ts';

const quantityFields = (page: Page) => page.getByLabel(/^Quantity for /);

const loadEveryLine = async (page: Page, count: number) => {
  for (let shown = 20; shown < count; shown += 20) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => quantityFields(page).count()).toBe(Math.min(count, shown + 20));
  }
  expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
};

describe('big orders', () => {
  it('shows every line of a 60-line cart after Load More; one on the last page is changed and removed', async ({
    store,
  }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'buyer@acme.example');
    const erps = await fillCartWithLines(context, 60);
    await page.goto('/cart');
    await expect.poll(() => quantityFields(page).count()).toBe(20);
    await loadEveryLine(page, 60);
    for (const erp of erps) expect(await page.getByLabel(`Quantity for ${erp}`, { exact: true }).count()).toBe(1);
    const last = erps[55]!;
    await page.getByLabel(`Quantity for ${last}`, { exact: true }).fill('3');
    await page.getByRole('button', { name: `Update quantity for ${last}`, exact: true }).click();
    await expect.poll(() => page.getByText('Your cart has been updated.').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('60 lines, 62 items').count()).toBe(1);
    expect(await page.getByLabel(`Quantity for ${last}`, { exact: true }).inputValue()).toBe('3');
    const removed = erps[58]!;
    await page.getByRole('button', { name: `Remove ${removed}`, exact: true }).click();
    await expect.poll(() => page.getByLabel(`Quantity for ${removed}`, { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByText('59 lines, 61 items').count()).toBe(1);
    expect(await quantityFields(page).count()).toBe(59);
    await expectAccessible(page);
    await context.close();
  });

  it('places a 60-line order, every line seen on review, and finds it complete in its order detail', async ({
    store,
  }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'buyer@acme.example');
    const erps = await fillCartWithLines(context, 60);
    await page.goto('/cart');
    await expect.poll(() => page.getByRole('button', { name: 'Check Out' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect.poll(() => page.getByLabel('Ship-to address').count()).toBeGreaterThan(0);
    await page.getByLabel('Ship-to address').selectOption({ index: 1 });
    await page.getByLabel('Contact name').fill('Bianca Buyer');
    await page.getByLabel('E-mail').fill('buyer@acme.example');
    await page.getByLabel('PO number').fill('PO-SIXTY');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/cart\/payment/);
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.waitForURL(/\/cart\/review/);
    const rows = page.getByRole('table', { name: 'Order lines' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(20);
    for (let shown = 20; shown < 60; shown += 20) {
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => rows.count()).toBe(shown + 20);
    }
    for (const erp of erps) expect(await rows.filter({ hasText: erp }).count()).toBeGreaterThan(0);
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
    await expect.poll(() => items.count()).toBe(60);
    for (const erp of erps)
      expect(await page.getByRole('table', { name: 'Items' }).getByText(erp).count()).toBeGreaterThan(0);
    expect(await page.getByText('PO-SIXTY').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('sends an over-limit order whose PO and comments the approver sees and the final order keeps', async ({
    store,
  }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'buyer@acme.example');
    const gql = apiOf(context);
    const found = await gql<Found>('ProductSearch', { input: { query: 'gloves' } });
    const item = found.data.productSearch.nodes.flatMap((node) => node.items).find((each) => valueOf(each) > 20)!;
    await gql('AddCartLines', { input: { lines: [{ erp: item.erp, quantity: Math.ceil(2700 / valueOf(item)) }] } });
    await page.goto('/cart');
    await expect.poll(() => page.getByRole('button', { name: 'Check Out' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect.poll(() => page.getByLabel('Ship-to address').locator('option').count()).toBeGreaterThan(1);
    // The profile's contact is already there.
    expect(await page.getByLabel('E-mail').inputValue()).toBe('buyer@acme.example');
    await page.getByLabel('Ship-to address').selectOption({ index: 1 });
    await page.getByLabel('Contact name').fill('Bianca Buyer');
    await page.getByLabel('PO number').fill('PO-OVER-LIMIT');
    await page.getByLabel('Shipping instructions').fill('Dock 4, before noon');
    await page.getByLabel('Comments').fill('Needed for the line-3 changeover');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/cart\/payment/);
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.waitForURL(/\/cart\/review/);
    await expect.poll(() => page.getByRole('button', { name: 'Place Order' }).count()).toBe(1);
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
    await expect.poll(() => dialog.getByLabel(/^PO Number/).inputValue()).toBe('PO-OVER-LIMIT');
    expect(await dialog.getByText('Dock 4, before noon').count()).toBe(1);
    expect(await dialog.getByText('Needed for the line-3 changeover').count()).toBe(1);
    await expect.poll(() => dialog.getByRole('table', { name: 'Approval log' }).count()).toBe(1);
    await expectAccessible(approver);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => approver.getByRole('button', { name: `Inspect request ${id}` }).count()).toBe(0);

    await page.goto('/my-account/orders');
    await expect.poll(() => page.getByText('PO-OVER-LIMIT').count()).toBeGreaterThan(0);
    await page
      .getByRole('row')
      .filter({ hasText: 'PO-OVER-LIMIT' })
      .getByRole('link', { name: /^\d+-\d\d$/ })
      .click();
    await page.waitForURL(/order-details/);
    // The detail page's chunk may still be loading: wait for its own content, not the list's PO.
    await expect.poll(() => page.getByText('Dock 4, before noon').count()).toBe(1);
    expect(await page.getByText('PO-OVER-LIMIT').count()).toBeGreaterThan(0);
    expect(await page.getByText('Needed for the line-3 changeover').count()).toBe(1);
    await context.close();
  });

  it("buys again from an order: every line goes to the cart at today's prices", async ({ store }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'buyer@acme.example');
    await page.goto('/my-account/orders');
    // The first row that is an order (quotes have no buy again).
    const first = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Add all to cart/ }) })
      .first()
      .getByRole('link', { name: /^\d+-\d\d$/ });
    await expect.poll(() => first.count()).toBe(1);
    await first.click();
    await page.waitForURL(/order-details/);
    const items = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    const erps = await page.getByRole('table', { name: 'Items' }).locator('tbody tr th').allTextContents();
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const toast = page.getByText(/added to your cart at today's prices/).first();
    await expect.poll(() => toast.count()).toBe(1);
    // The toast names the items left out (unavailable today); every other line is in the cart.
    const said = (await toast.textContent()) ?? '';
    await expectAccessible(page);
    await page.goto('/cart');
    await expect.poll(() => quantityFields(page).count()).toBeGreaterThan(0);
    const bought = erps.map((erp) => erp.trim()).filter((erp) => !said.includes(`#${erp}`));
    expect(bought.length).toBeGreaterThan(0);
    for (const erp of bought.slice(0, 20))
      expect(await page.getByText(`Item #${erp}`, { exact: true }).count()).toBe(1);
    await context.close();
  });
});
