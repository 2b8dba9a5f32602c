import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

test.describe('shopping lists', () => {
  test('adds a product from quick add to a new list, adds it to the cart, tags it and deletes the list', async ({
    store,
  }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/c?q=gloves');
    await expect(page.locator('article.search-hit')).toHaveCount(10);
    await page
      .getByRole('button', { name: /^Quick add / })
      .first()
      .click();
    const quickAdd = page.getByRole('dialog');
    await expect(quickAdd).toHaveCount(1);
    const erp = await quickAdd.getByLabel('Item').inputValue();
    expect(erp).not.toBe('');
    await quickAdd.getByLabel(`Quantity for ${erp}`).fill('2');
    await quickAdd.getByRole('button', { name: 'Add to Shopping List' }).click();

    const prompt = page.getByRole('dialog', { name: 'Add to Shopping List' });
    await expect(prompt.getByRole('button', { name: 'Create a New Shopping List' })).toHaveCount(1);
    await expectAccessible(page);
    await prompt.getByRole('button', { name: 'Create a New Shopping List' }).click();
    const create = page.getByRole('dialog', { name: 'Create a New Shopping List' });
    await create.getByLabel('List Name').fill('E2E Gloves');
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Create List' }).click();
    await expect(page.getByText('Item added to E2E Gloves').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link', { name: 'Shopping Lists' }).click();
    await page.waitForURL(/\/my-account\/shopping-lists$/);
    const view = page.getByRole('link', { name: 'View/Edit E2E Gloves' });
    await expect(view).toHaveCount(1);
    await expectAccessible(page);
    await view.click();
    await page.waitForURL(/\/my-account\/shopping-list\/\d+$/);
    await expect(page.getByRole('heading', { name: 'E2E Gloves' })).toHaveCount(1);
    const row = page.locator('tr', { hasText: `Item #${erp}` });
    await expect(row.getByLabel(`Quantity for ${erp}`)).toHaveValue('2');
    await expectAccessible(page);

    await row.getByRole('button', { name: `Add To Cart ${erp}` }).click();
    await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();
    // The whole list at once: its one item again (2 more).
    const cartCount = async () =>
      Number((await page.locator('a.cart-link').first().textContent())?.match(/\((\d+)\)/)?.[1] ?? -1);
    const before = await cartCount();
    await page.getByRole('button', { name: 'Add All to Cart' }).click();
    await expect.poll(cartCount).toBe(before + 2);

    await row.getByRole('button', { name: `Add tag to ${erp}` }).click();
    const tagDialog = page.getByRole('dialog', { name: 'Add Item Tag' });
    await tagDialog.getByLabel('Tag').fill('  spare ');
    await expectAccessible(page);
    await tagDialog.getByRole('button', { name: 'Add Tag' }).click();
    await expect(tagDialog).toHaveCount(0);
    await expect(row.getByRole('list', { name: `Tags of ${erp}` })).toContainText('spare');

    await page.getByRole('button', { name: 'Delete List' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Shopping List' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/my-account\/shopping-lists$/);
    await expect(page.getByText('E2E Gloves was deleted.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View/Edit E2E Gloves' })).toHaveCount(0);

    await page.goto('/cart');
    await expect(page.getByText(`Item #${erp}`).first()).toBeVisible();
  });
});
