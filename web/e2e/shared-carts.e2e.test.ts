// Issue 16's Shared Carts page: the approver pages the 12 carts Acme's colleagues shared with them and
// opens one; a colleague nobody shared with has no entry until a cart is shared with them; punch-out
// users never see it and are refused the page.
import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { it, expectAccessible, logIn, webOperation } from './store.ts';

const SOON = { timeout: 20_000 };
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, SOON);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const cartLinks = (page: Page) => page.getByRole('table', { name: 'Carts shared with you' }).getByRole('link');

const gql = async <T>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
  const response = await context.request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json' },
  });
  return (await response.json()) as T;
};

describe('shared carts', () => {
  it('pages the carts shared with the approver and opens one', async ({ store }) => {
    const page = await store.loggedInPage('approver@acme.example');
    await page.goto('/my-account/shopping-lists');
    await menuOf(page).getByRole('link', { name: 'Shared Carts' }).click();
    await poll(() => h1(page).textContent()).toBe('Shared Carts');
    await poll(() => page.getByText(/^Page 1 of 2 \(1[23] shared carts\)$/).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.getByText(/^Page 2 of 2/).count()).toBe(1);
    const link = cartLinks(page).last();
    const owner = /shared by (.+) on/.exec((await link.textContent())!)![1]!;
    await link.click();
    await page.waitForURL(/\/cart\/shared\//);
    await poll(() => h1(page).textContent()).toBe('Shared Cart');
    await poll(() => page.getByText(owner).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the entry to a colleague once a cart is shared with them, never in punch-out', async ({ store }) => {
    const lead = await store.loggedInPage('lead@acme.example');
    await lead.goto('/my-account/shopping-lists');
    await poll(() => h1(lead).textContent()).toBe('Shopping Lists');
    expect(await menuOf(lead).getByRole('link', { name: 'Shared Carts' }).count()).toBe(0);
    await lead.goto('/my-account/shared-carts');
    await poll(() => h1(lead).textContent()).toBe('Access Denied');

    const { page: junior, context } = await store.newPage();
    await logIn(junior, 'junior@acme.example');
    type Found = {
      data: { productSearch: { nodes: { items: { erp: string; price: { amount: unknown } | null }[] }[] } };
    };
    const found = await gql<Found>(context, webOperation('ProductSearch'), { input: { query: 'gloves' } });
    const item = found.data.productSearch.nodes.flatMap((n) => n.items).find((i) => i.price?.amount)!;
    await gql(context, webOperation('AddCartLines'), { input: { lines: [{ erp: item.erp, quantity: 3 }] } });
    const shared = await gql<{ data: { shareCart: { userErrors: unknown[] } } }>(context, webOperation('ShareCart'), {
      input: { recipients: ['lead@acme.example'] },
    });
    expect(shared.data.shareCart.userErrors).toEqual([]);

    await lead.goto('/my-account/shopping-lists');
    await menuOf(lead).getByRole('link', { name: 'Shared Carts' }).click();
    await poll(() => h1(lead).textContent()).toBe('Shared Carts');
    await poll(() => cartLinks(lead).count()).toBe(1);
    await poll(() => cartLinks(lead).first().textContent()).toContain('Jo Junior');

    const punchOut = await store.loggedInPage('punchout@acme.example');
    await punchOut.goto('/my-account/shopping-lists');
    await poll(() => h1(punchOut).textContent()).toBe('Shopping Lists');
    expect(await menuOf(punchOut).getByRole('link', { name: 'Shared Carts' }).count()).toBe(0);
    await punchOut.goto('/my-account/shared-carts');
    await poll(() => h1(punchOut).textContent()).toBe('Access Denied');
  });
});
