import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations, startStore, type Store } from './store.ts';

let store: Store;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store?.close());

const expectAccessible = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `axe on ${page.url()}`).toEqual([]);
};

const logIn = async (page: Page, username: string) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect.poll(() => page.getByText('Log In successful').count()).toBeGreaterThan(0);
};

type Found = { data: { productSearch: { nodes: { items: { erp: string; price: { amount: { value: number } | null } | null }[] }[] } } };

/** Fills the cart through the store's own API (same session cookie) with about `target` dollars of one item. */
const fillCart = async (context: BrowserContext, target: number) => {
  const gql = async <T,>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await context.request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
    return (await response.json()) as T;
  };
  const found = await gql<Found>('{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { amount { value } } } } } }');
  const item = found.data.productSearch.nodes.flatMap((node) => node.items).find((candidate) => (candidate.price?.amount?.value ?? 0) > 5)!;
  const quantity = Math.ceil(target / item.price!.amount!.value);
  await gql('mutation A($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { message } } }', { input: { lines: [{ erp: item.erp, quantity }] } });
};

const orderDetails = async (page: Page) => {
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order/);
  await expect.poll(() => page.getByLabel('Ship-to address').count()).toBeGreaterThan(0);
  await page.getByLabel('Ship-to address').selectOption({ index: 1 });
  await page.getByLabel('Contact name').fill('Bianca Buyer');
  await page.getByLabel('E-mail').fill('buyer@acme.example');
  await page.getByLabel('PO number').fill('PO-E2E-5');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.waitForURL(/\/cart\/review/);
  await expect.poll(() => page.getByRole('button', { name: 'Place Order' }).count()).toBeGreaterThan(0);
};

describe('checkout paths', () => {
  it('applies a promo code on the cart and the ERP discounts the placed order', async () => {
    const { page, context } = await store.newPage();
    await logIn(page, 'buyer@acme.example');
    await fillCart(context, 300);
    await page.goto('/cart');
    await expect.poll(() => page.getByLabel('Promo code').count()).toBe(1);
    await page.getByLabel('Promo code').fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Invalid promo code').count()).toBeGreaterThan(0);
    await page.getByLabel('Promo code').fill(' save10 ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText(/^Discount: -\$/).count()).toBe(1);
    await expectAccessible(page);
    await orderDetails(page);
    await expect.poll(() => page.getByText(/Discount \(SAVE10\)/).count()).toBe(1);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/confirm/);
    const discount = (await page.locator('dt:text-is("Discount") + dd').textContent())?.trim() ?? '';
    expect(discount).toMatch(/^-\$[\d,]+\.\d\d$/);
    await expectAccessible(page);
    await context.close();
  });

  it('sends an order over the buyer limit to the approver and ends on the approval page', async () => {
    const { page, context } = await store.newPage();
    await logIn(page, 'buyer@acme.example');
    await fillCart(context, 2700);
    await page.goto('/cart');
    await expect.poll(() => page.getByRole('button', { name: 'Check Out' }).count()).toBe(1);
    await orderDetails(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/approval/);
    await expect.poll(() => page.getByRole('heading', { name: 'Sent for Approval' }).count()).toBe(1);
    expect(await page.getByText('Alan Approver (approver@acme.example)').count()).toBe(1);
    await expectAccessible(page);
    await page.goto('/cart');
    await expect.poll(() => page.getByText('Your cart is empty.').count()).toBe(1);
    await context.close();
  });
});
