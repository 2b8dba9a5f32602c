// Issue 16's Shared Carts page: the approver pages the 12 carts Acme's colleagues shared with them and
// opens one; a colleague nobody shared with has no entry until a cart is shared with them; punch-out
// users never see it and are refused the page.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible, webOperation } from './store.ts';

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

test.describe('shared carts', () => {
  test('pages the carts shared with the approver and opens one', async ({ store }) => {
    const page = await store.loggedInPage('approver@acme.example');
    await page.goto('/my-account/shopping-lists');
    await menuOf(page).getByRole('link', { name: 'Shared Carts' }).click();
    await expect(h1(page)).toHaveText('Shared Carts');
    await expect(page.getByText(/^Page 1 of 2 \(1[23] shared carts\)$/)).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of 2/)).toHaveCount(1);
    const link = cartLinks(page).last();
    const owner = /shared by (.+) on/.exec((await link.textContent())!)![1]!;
    await link.click();
    await page.waitForURL(/\/cart\/shared\//);
    await expect(h1(page)).toHaveText('Shared Cart');
    await expect(page.getByText(owner).first()).toBeVisible();
    await page.context().close();
  });

  test('shows the entry to a colleague once a cart is shared with them, never in punch-out', async ({ store }) => {
    const lead = await store.loggedInPage('lead@acme.example');
    await lead.goto('/my-account/shopping-lists');
    await expect(h1(lead)).toHaveText('Shopping Lists');
    await expect(menuOf(lead).getByRole('link', { name: 'Shared Carts' })).toHaveCount(0);
    await lead.goto('/my-account/shared-carts');
    await expect(h1(lead)).toHaveText('Access Denied');

    const context = (await store.loggedInPage('junior@acme.example')).context();
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
    await expect(h1(lead)).toHaveText('Shared Carts');
    await expect(cartLinks(lead)).toHaveCount(1);
    await expect(cartLinks(lead).first()).toContainText('Jo Junior');

    const punchOut = await store.loggedInPage('punchout@acme.example');
    await punchOut.goto('/my-account/shopping-lists');
    await expect(h1(punchOut)).toHaveText('Shopping Lists');
    await expect(menuOf(punchOut).getByRole('link', { name: 'Shared Carts' })).toHaveCount(0);
    await punchOut.goto('/my-account/shared-carts');
    await expect(h1(punchOut)).toHaveText('Access Denied');
  });
});
