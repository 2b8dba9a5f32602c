import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { it, expectAccessible, type Store } from './store.ts';
import { fillCart } from './visual-routes.ts';

/** The machine is shared and slow; pages may take a while to answer. */
const SOON = { timeout: 20_000 };
const NEW_USER = 'e2e.hire@acme.example';
const NEW_PASSWORD = 'hire2go';

const logIn = async (store: Store, username: string, password = 'Demo1234!') => {
  const { page, context } = await store.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  return { page, context };
};
const loggedIn = async (store: Store, username: string, password?: string) => {
  const session = await logIn(store, username, password);
  await expect.poll(() => session.page.getByText('Log In successful').count(), SOON).toBeGreaterThan(0);
  return session;
};

const openUsers = async (page: Page) => {
  await page.goto('/my-account');
  await page.getByRole('link', { name: 'Manage Users' }).first().click();
  await page.waitForURL(/\/administration\/users/);
  await expect.poll(() => page.getByRole('table', { name: 'Company users' }).count(), SOON).toBe(1);
};

const search = async (page: Page, text: string, expected: string) => {
  await page.getByLabel('Search users').fill(text);
  await expect.poll(() => page.getByRole('rowheader', { name: expected }).count(), SOON).toBe(1);
};

/** Opens the user's dialog, sets every item type's spend limit (null: No limit), and saves. */
const setSpendLimits = async (page: Page, limit: string | null) => {
  await page.getByRole('button', { name: `Edit ${NEW_USER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect.poll(() => dialog.getByRole('tab', { name: 'Limits' }).count(), SOON).toBe(1);
  await dialog.getByRole('tab', { name: 'Limits' }).click();
  const boxes = dialog.getByRole('checkbox', { name: /^No .* spend limit$/ });
  const count = await boxes.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    const box = boxes.nth(i);
    if ((await box.isChecked()) !== (limit === null)) await box.dispatchEvent('click');
  }
  if (limit !== null) {
    const inputs = dialog.getByRole('textbox', { name: /spend limit$/ });
    for (let i = 0; i < count; i += 1) await inputs.nth(i).fill(limit);
  }
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Update' }).click();
  // A limit without a supervisor asks for confirmation first (account-admin-calls §5).
  if (limit !== null)
    await page
      .getByRole('alertdialog', { name: 'No supervisor' })
      .getByRole('button', { name: 'Save without a supervisor' })
      .click();
  await expect.poll(() => page.getByText('User updated.').count(), SOON).toBeGreaterThan(0);
};

let orders = 0;
/** Fills the cart and checks out (a new PO each time: a repeated PO puts the order on hold); answers where it went. */
const placeOrder = async (page: Page, context: BrowserContext): Promise<'approval' | 'confirm'> => {
  orders += 1;
  await fillCart(context, 3);
  await page.goto('/cart');
  await expect.poll(() => page.getByRole('button', { name: 'Check Out' }).count(), SOON).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order/);
  await expect.poll(() => page.getByLabel('Ship-to address').locator('option').count(), SOON).toBeGreaterThan(1);
  await page.getByLabel('Ship-to address').selectOption({ index: 1 });
  await page.getByLabel('Contact name').fill('Hal Hire');
  await page.getByLabel('E-mail').fill(NEW_USER);
  await page.getByLabel('PO number').fill(`PO-ADMIN-${orders}`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/cart\/payment/);
  await expect.poll(() => page.getByRole('button', { name: 'Continue to Review' }).count(), SOON).toBe(1);
  // A new user has no saved card: bill the account.
  await page.getByRole('radio', { name: 'Bill my account (terms net 30)' }).check({ force: true });
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.waitForURL(/\/cart\/review/);
  await expect.poll(() => page.getByRole('button', { name: 'Place Order' }).count(), SOON).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/cart\/(approval|confirm)/, SOON);
  return page.url().includes('/cart/approval') ? 'approval' : 'confirm';
};

describe('company administration: users and departments', () => {
  it('an admin creates a user who logs in; the limits the admin sets are the ones the approval flow applies; deactivated users cannot log in', async ({
    store,
  }) => {
    const admin = await loggedIn(store, 'admin@acme.example');
    await openUsers(admin.page);
    await expectAccessible(admin.page);
    // The roster pages to its last page.
    await admin.page.getByLabel('Users per page').selectOption('100');
    await expect.poll(() => admin.page.getByText(/^Page 1 of 4 \(\d+ users\)$/).count(), SOON).toBe(1);
    await admin.page.getByRole('button', { name: 'Page 4' }).click();
    await expect.poll(() => admin.page.getByText(/^Page 4 of 4 /).count(), SOON).toBe(1);
    expect(await admin.page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await admin.page.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Add User' });
    await expect.poll(() => dialog.getByLabel('Name', { exact: true }).count(), SOON).toBe(1);
    await dialog.getByLabel('Name', { exact: true }).fill('Hal Hire');
    await dialog.getByLabel('E-mail', { exact: true }).fill(NEW_USER);
    await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await expectAccessible(admin.page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => admin.page.getByText('User created.').count(), SOON).toBeGreaterThan(0);

    const hire = await loggedIn(store, NEW_USER, NEW_PASSWORD);
    // The new user has no limit: the order goes straight through.
    expect(await placeOrder(hire.page, hire.context)).toBe('confirm');

    await search(admin.page, 'e2e.hire', NEW_USER);
    await setSpendLimits(admin.page, '1');
    expect(await placeOrder(hire.page, hire.context)).toBe('approval');
    await expect.poll(() => hire.page.getByRole('heading', { name: 'Sent for Approval' }).count(), SOON).toBe(1);

    await setSpendLimits(admin.page, null);
    expect(await placeOrder(hire.page, hire.context)).toBe('confirm');

    await admin.page.getByRole('button', { name: `Deactivate ${NEW_USER}` }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Deactivate User' });
    await expect.poll(() => confirm.count(), SOON).toBe(1);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => admin.page.getByText('User deactivated.').count(), SOON).toBeGreaterThan(0);
    const refused = await logIn(store, NEW_USER, NEW_PASSWORD);
    await expect.poll(() => refused.page.getByText(/has been disabled/).count(), SOON).toBeGreaterThan(0);
    await refused.context.close();

    await admin.page.getByRole('button', { name: `Reactivate ${NEW_USER}` }).click();
    await admin.page
      .getByRole('alertdialog', { name: 'Reactivate User' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expect.poll(() => admin.page.getByText('User reactivated.').count(), SOON).toBeGreaterThan(0);
    const back = await loggedIn(store, NEW_USER, NEW_PASSWORD);
    await back.context.close();
    await hire.context.close();
    await admin.context.close();
  });

  it('an admin pages the departments, adds one with a user, cannot delete it while it has users, then deletes it', async ({
    store,
  }) => {
    const { page, context } = await loggedIn(store, 'admin@acme.example');
    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Manage Departments' }).first().click();
    await page.waitForURL(/\/administration\/departments/);
    await expect.poll(() => page.getByText(/^Page 1 of 2 \(40 departments\)$/).count(), SOON).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => page.getByText(/^Page 2 of 2 /).count(), SOON).toBe(1);

    await page.getByRole('button', { name: 'Add Department' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Department' });
    await expect.poll(() => dialog.getByLabel('Code', { exact: true }).count(), SOON).toBe(1);
    await dialog.getByLabel('Code', { exact: true }).fill('E2E');
    await dialog.getByLabel('Description', { exact: true }).fill('End to end');
    await dialog.getByLabel('Spend limit', { exact: true }).fill('500');
    await dialog.getByRole('tab', { name: 'Users' }).click();
    await dialog.getByLabel('Search users').fill('bianca');
    await dialog.getByRole('button', { name: 'Add Bianca Buyer' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByText('Department created.').count(), SOON).toBeGreaterThan(0);

    await page.getByLabel('Search departments').fill('E2E');
    const remove = page.getByRole('button', { name: 'Delete E2E' });
    await expect.poll(() => remove.count(), SOON).toBe(1);
    expect(await remove.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit E2E' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Department' });
    await expect.poll(() => edit.getByRole('tab', { name: 'Users' }).count(), SOON).toBe(1);
    await edit.getByRole('tab', { name: 'Users' }).click();
    await edit.getByRole('button', { name: 'Remove Bianca Buyer' }).click();
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('Department updated.').count(), SOON).toBeGreaterThan(0);
    await expect.poll(() => remove.isDisabled(), SOON).toBe(false);
    await remove.click();
    await page.getByRole('alertdialog', { name: 'Delete Department' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Department deleted.').count(), SOON).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('No departments were found.').count(), SOON).toBe(1);
    await context.close();
  });

  it('refuses a buyer and a supervisor', async ({ store }) => {
    for (const username of ['buyer@acme.example', 'approver@acme.example']) {
      const { page, context } = await loggedIn(store, username);
      await page.goto('/my-account');
      await expect.poll(() => page.getByRole('link', { name: 'My Orders' }).count(), SOON).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Manage Users' }).count()).toBe(0);
      for (const path of ['/administration/users', '/administration/departments']) {
        await page.goto(path);
        await expect.poll(() => page.getByRole('heading', { name: 'Access Denied' }).count(), SOON).toBe(1);
      }
      await context.close();
    }
  });
});
