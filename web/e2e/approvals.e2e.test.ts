import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, expectAccessible, webOperation, type Store } from './store.ts';

/** The machine is shared and slow; pages may take a while to answer. */
const SOON = { timeout: 20_000 };

const logIn = async (store: Store, username: string) => {
  const { page, context } = await store.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect.poll(() => page.getByText('Log In successful').count(), SOON).toBeGreaterThan(0);
  return { page, context };
};

/** Fills the buyer's cart over the 2500 limit (through the store's own API) and checks out in the browser. */
const sendOverLimitOrder = async (page: Page): Promise<string> => {
  const operations = { search: webOperation('ProductSearch'), add: webOperation('AddCartLines') };
  const added = await page.evaluate(async ({ search, add }) => {
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data: Record<string, unknown> };
    };
    type Found = {
      productSearch: { nodes: { items: { erp: string; price: { amount: { display: string } | null } | null }[] }[] };
    };
    const found = (await gql(search, { input: { query: 'gloves' } })).data as Found;
    // The web's search shows amounts as text ('$1,234.56').
    const valueOf = (item: Found['productSearch']['nodes'][number]['items'][number]) =>
      Number(item.price?.amount?.display.replace(/[^0-9.]/g, '') ?? 0);
    const item = found.productSearch.nodes.flatMap((n) => n.items).find((i) => valueOf(i) > 20);
    if (!item) return 0;
    const quantity = Math.ceil(2600 / valueOf(item));
    await gql(add, { input: { lines: [{ erp: item.erp, quantity }] } });
    return quantity;
  }, operations);
  expect(added).toBeGreaterThan(1);
  await page.goto('/cart');
  await expect.poll(() => page.getByRole('button', { name: 'Check Out' }).count(), SOON).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order/);
  await expect.poll(() => page.getByLabel('Ship-to address').locator('option').count(), SOON).toBeGreaterThan(1);
  await page.getByLabel('Ship-to address').selectOption({ index: 1 });
  await page.getByLabel('Contact name').fill('Bianca Buyer');
  await page.getByLabel('E-mail').fill('buyer@acme.example');
  await page.getByLabel('PO number').fill('PO-APPROVAL');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/cart\/payment/);
  await expect.poll(() => page.getByRole('button', { name: 'Continue to Review' }).count(), SOON).toBe(1);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.waitForURL(/\/cart\/review/);
  await expect.poll(() => page.getByRole('button', { name: 'Place Order' }).count(), SOON).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/cart\/approval/);
  const id =
    (
      await page
        .getByText(/Request number:/)
        .locator('strong')
        .textContent()
    )?.trim() ?? '';
  expect(id).toMatch(/^\d+$/);
  return id;
};

const openRequest = async (page: Page, id: string) => {
  await page.goto('/administration/order-requests');
  const inspect = page.getByRole('button', { name: `Inspect request ${id}` });
  await expect.poll(() => inspect.count(), SOON).toBe(1);
  await expectAccessible(page);
  await inspect.click();
  await expect.poll(() => page.getByRole('dialog').count(), SOON).toBe(1);
  await expectAccessible(page);
};

describe('an over-limit order and its approver', () => {
  it('is approved with a reduced quantity in another session and the buyer sees it as an order', async ({ store }) => {
    const buyer = await logIn(store, 'buyer@acme.example');
    const id = await sendOverLimitOrder(buyer.page);
    await expectAccessible(buyer.page);

    const approver = await logIn(store, 'approver@acme.example');
    await openRequest(approver.page, id);
    const quantity = approver.page
      .getByRole('dialog')
      .getByLabel(/^Quantity for /)
      .first();
    const original = Number(await quantity.inputValue());
    await quantity.fill(String(original + 1));
    await expect
      .poll(() => approver.page.getByText('New quantity may not exceed original quantity.').count(), SOON)
      .toBeGreaterThan(0);
    await quantity.fill(String(original - 1));
    await expect
      .poll(() => approver.page.getByText('New quantity may not exceed original quantity.').count(), SOON)
      .toBe(0);
    await approver.page.getByLabel(/^PO Number/).fill('PO-APPROVED');
    const approve = approver.page.getByRole('button', { name: 'Approve', exact: true });
    await expect.poll(() => approve.isEnabled(), SOON).toBe(true);
    await approve.click();
    await expect.poll(() => approver.page.getByText(`Request ${id} has been approved.`).count(), SOON).toBe(1);
    await expectAccessible(approver.page);

    await buyer.page.goto('/my-account/requests');
    const row = buyer.page
      .getByRole('row')
      .filter({ has: buyer.page.getByRole('rowheader', { name: id, exact: true }) });
    await expect.poll(() => row.count(), SOON).toBe(1);
    await expect.poll(() => row.textContent(), SOON).toContain('Approved');
    const orderNumber = ((await row.textContent()) ?? '').match(/\d{7}-\d{2}/)?.[0] ?? '';
    expect(orderNumber).toMatch(/^\d+-00$/);
    await expectAccessible(buyer.page);
    await buyer.page.getByRole('button', { name: `Inspect request ${id}` }).click();
    await expect.poll(() => buyer.page.getByRole('dialog').getByText('Approved').count(), SOON).toBeGreaterThan(0);
    await expectAccessible(buyer.page);

    await buyer.page.goto('/my-account/orders');
    await expect.poll(() => buyer.page.getByRole('row').filter({ hasText: orderNumber }).count(), SOON).toBe(1);
    await buyer.context.close();
    await approver.context.close();
  });

  it('is rejected after a confirmation and the buyer sees Rejected', async ({ store }) => {
    const buyer = await logIn(store, 'buyer@acme.example');
    const id = await sendOverLimitOrder(buyer.page);
    const approver = await logIn(store, 'approver@acme.example');
    await openRequest(approver.page, id);
    await approver.page.getByRole('button', { name: 'Reject' }).click();
    await expect
      .poll(() => approver.page.getByText('Are you sure you want to reject this request?').count(), SOON)
      .toBe(1);
    await approver.page.getByRole('button', { name: 'Yes, Reject' }).click();
    await expect.poll(() => approver.page.getByText(`Request ${id} has been rejected.`).count(), SOON).toBe(1);
    await expect.poll(() => approver.page.getByRole('button', { name: `Inspect request ${id}` }).count(), SOON).toBe(0);

    await buyer.page.goto('/my-account/requests');
    const row = buyer.page
      .getByRole('row')
      .filter({ has: buyer.page.getByRole('rowheader', { name: id, exact: true }) });
    await expect.poll(() => row.textContent(), SOON).toContain('Rejected');
    await expectAccessible(buyer.page);
    await buyer.context.close();
    await approver.context.close();
  });
});
