// Issue 16's shipping addresses: Tyrell's manager (can_edit_ship_to) adds an address, changes it into
// the default, deletes a seeded one, and checkout preselects the new address and ships to it; a buyer
// without can_edit_ship_to and a punch-out user have no menu entry and are refused the page.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible, webOperation } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const rows = (page: Page) => page.getByRole('table').getByRole('rowheader');

/** One line of gloves in the cart, through the store's own API (same session cookie). */
const fillCart = async (context: BrowserContext) => {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await context.request.post('/graphql', {
      data: { query, variables },
      headers: { 'content-type': 'application/json' },
    });
    return (await response.json()) as T;
  };
  type Found = {
    data: { productSearch: { nodes: { items: { erp: string; price: { amount: unknown } | null }[] }[] } };
  };
  const found = await gql<Found>(webOperation('ProductSearch'), { input: { query: 'gloves' } });
  const item = found.data.productSearch.nodes.flatMap((n) => n.items).find((i) => i.price?.amount)!;
  await gql(webOperation('AddCartLines'), { input: { lines: [{ erp: item.erp, quantity: 2 }] } });
};

test.describe('shipping addresses', () => {
  test('adds, changes and deletes addresses, and checkout ships to the new default', async ({ store }) => {
    const page = await store.loggedInPage('manager@tyrell.example');
    const context = page.context();
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'Shipping Addresses' }).click();
    await expect(h1(page)).toHaveText('Shipping Addresses');
    await expect(rows(page)).toHaveCount(20);
    await expectAccessible(page);

    // Add: the rules first, then a Canadian address.
    await page.getByRole('button', { name: 'Add Address' }).click();
    await page.getByRole('textbox', { name: /ZIP code/ }).fill('1234');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Address 1 is required.')).toHaveCount(1);
    await expect(page.getByText(/^Enter a ZIP code/)).toHaveCount(1);
    await page.getByRole('textbox', { name: /Company name/ }).fill('Tyrell Annex');
    await page.getByRole('textbox', { name: /Address 1/ }).fill('77 King St W');
    await page.getByRole('textbox', { name: /City/ }).fill('Toronto');
    await page.getByLabel('State').selectOption('ON');
    await page.getByRole('textbox', { name: /ZIP code/ }).fill('M5K 1A2');
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText('Shipping address saved.')).toHaveCount(1);
    await expect(rows(page)).toHaveCount(21);

    // Change: a new street, and the default.
    await page.getByRole('button', { name: 'Edit 77 King St W' }).click();
    await page.getByRole('textbox', { name: /Address 1/ }).fill('100 King St W');
    await page.getByText('Make this my default shipping address').click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('row', { name: /100 King St W/ }).getByText('Default', { exact: true })).toHaveCount(1);

    // Delete a seeded one after the confirmation.
    const first = (await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first().textContent())!;
    await page.getByRole('button', { name: `Delete ${first}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Shipping Address' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Shipping address deleted.')).toHaveCount(1);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: `Delete ${first}` })).toHaveCount(0);

    // Checkout preselects the new default and ships there.
    await fillCart(context);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect(page.getByRole('combobox', { name: /Ship-to address/ })).toHaveValue(/100 King St W/);
    await page.getByLabel('Contact name').fill('Tess Tyrell');
    await page.getByLabel('PO number').fill('PO-SHIP-1');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/cart\/payment/);
    await page.getByText('Bill my account (terms net 30)').click();
    if (!(await page.getByRole('checkbox', { name: 'Same as shipping address' }).isChecked()))
      await page.getByText('Same as shipping address').click();
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.waitForURL(/\/cart\/review/);
    await expect(page.getByText('100 King St W').first()).toBeVisible();
    await expect(page.getByText(/Toronto/).first()).toBeVisible();
    await context.close();
  });

  test('shows the entry to no buyer without can_edit_ship_to nor punch-out user, and refuses them the page', async ({
    store,
  }) => {
    for (const username of ['buyer@acme.example', 'punchout@acme.example']) {
      const page = await store.loggedInPage(username);
      await page.goto('/my-account/shopping-lists');
      await expect(h1(page)).toHaveText('Shopping Lists');
      await expect(menuOf(page).getByRole('link', { name: 'Shipping Addresses' })).toHaveCount(0);
      await page.goto('/my-account/shipping-addresses');
      await expect(h1(page)).toHaveText('Access Denied');
      await page.context().close();
    }
  });
});
