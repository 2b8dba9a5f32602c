import { describe, expect } from 'vitest';
import { expectAccessible, it, logIn } from './store.ts';

const poll = <T>(read: () => Promise<T>) => expect.poll(read);

describe('shopping lists', () => {
  it('adds a product from quick add to a new list, adds it to the cart, tags it and deletes the list', async ({
    store,
  }) => {
    const { page } = await store.newPage();
    await logIn(page, 'buyer@acme.example');
    await page.goto('/c?q=gloves');
    await poll(() => page.locator('article.search-hit').count()).toBe(10);
    await page
      .getByRole('button', { name: /^Quick add / })
      .first()
      .click();
    const quickAdd = page.getByRole('dialog');
    await poll(() => quickAdd.count()).toBe(1);
    const erp = await quickAdd.getByLabel('Item').inputValue();
    expect(erp).not.toBe('');
    await quickAdd.getByLabel(`Quantity for ${erp}`).fill('2');
    await quickAdd.getByRole('button', { name: 'Add to Shopping List' }).click();

    const prompt = page.getByRole('dialog', { name: 'Add to Shopping List' });
    await poll(() => prompt.getByRole('button', { name: 'Create a New Shopping List' }).count()).toBe(1);
    await expectAccessible(page);
    await prompt.getByRole('button', { name: 'Create a New Shopping List' }).click();
    const create = page.getByRole('dialog', { name: 'Create a New Shopping List' });
    await create.getByLabel('List Name').fill('E2E Gloves');
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Create List' }).click();
    await poll(() => page.getByText('Item added to E2E Gloves').count()).toBeGreaterThan(0);
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('link', { name: 'Shopping Lists' }).click();
    await page.waitForURL(/\/my-account\/shopping-lists$/);
    const view = page.getByRole('link', { name: 'View/Edit E2E Gloves' });
    await poll(() => view.count()).toBe(1);
    await expectAccessible(page);
    await view.click();
    await page.waitForURL(/\/my-account\/shopping-list\/\d+$/);
    await poll(() => page.getByRole('heading', { name: 'E2E Gloves' }).count()).toBe(1);
    const row = page.locator('tr', { hasText: `Item #${erp}` });
    await poll(() => row.getByLabel(`Quantity for ${erp}`).inputValue()).toBe('2');
    await expectAccessible(page);

    await row.getByRole('button', { name: `Add To Cart ${erp}` }).click();
    await poll(() => page.getByText('Your cart has been updated.').count()).toBeGreaterThan(0);
    // The whole list at once: its one item again (2 more).
    const cartCount = async () =>
      Number((await page.locator('a.cart-link').first().textContent())?.match(/\((\d+)\)/)?.[1] ?? -1);
    const before = await cartCount();
    await page.getByRole('button', { name: 'Add All to Cart' }).click();
    await poll(cartCount).toBe(before + 2);

    await row.getByRole('button', { name: `Add tag to ${erp}` }).click();
    const tagDialog = page.getByRole('dialog', { name: 'Add Item Tag' });
    await tagDialog.getByLabel('Tag').fill('  spare ');
    await expectAccessible(page);
    await tagDialog.getByRole('button', { name: 'Add Tag' }).click();
    await poll(() => tagDialog.count()).toBe(0);
    await poll(() => row.getByRole('list', { name: `Tags of ${erp}` }).textContent()).toContain('spare');

    await page.getByRole('button', { name: 'Delete List' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Shopping List' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/my-account\/shopping-lists$/);
    await poll(() => page.getByText('E2E Gloves was deleted.').count()).toBeGreaterThan(0);
    await poll(() => page.getByRole('link', { name: 'View/Edit E2E Gloves' }).count()).toBe(0);

    await page.goto('/cart');
    await poll(() => page.getByText(`Item #${erp}`).count()).toBeGreaterThan(0);
  });
});
