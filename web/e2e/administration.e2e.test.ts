import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, type Store } from './fixtures.ts';
import { expectAccessible } from './store.ts';
import { fillCart } from './visual-walks.ts';

const NEW_USER = 'e2e.hire@acme.example';
const NEW_PASSWORD = 'hire2go';

/** Logs in through the login form (the new user's first log-in and the refusals are part of the journey). */
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
  await expect(session.page.getByText('Log In successful').first()).toBeVisible();
  return session;
};

const openUsers = async (page: Page) => {
  await page.goto('/my-account');
  await page.getByRole('link', { name: 'Manage Users' }).first().click();
  await page.waitForURL(/\/administration\/users/);
  await expect(page.getByRole('table', { name: 'Company users' })).toHaveCount(1);
};

const search = async (page: Page, text: string, expected: string) => {
  await page.getByLabel('Search users').fill(text);
  await expect(page.getByRole('rowheader', { name: expected })).toHaveCount(1);
};

/** Opens the user's dialog, sets every item type's spend limit (null: No limit), and saves. */
const setSpendLimits = async (page: Page, limit: string | null) => {
  await page.getByRole('button', { name: `Edit ${NEW_USER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByRole('tab', { name: 'Limits' })).toHaveCount(1);
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
  await expect(page.getByText('User updated.').first()).toBeVisible();
};

let orders = 0;
/** Fills the cart and checks out (a new PO each time: a repeated PO puts the order on hold); answers where it went. */
const placeOrder = async (page: Page, context: BrowserContext): Promise<'approval' | 'confirm'> => {
  orders += 1;
  await fillCart(context, 3);
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Check Out' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order/);
  await expect.poll(() => page.getByLabel('Ship-to address').locator('option').count()).toBeGreaterThan(1);
  await page.getByLabel('Ship-to address').selectOption({ index: 1 });
  await page.getByLabel('Contact name').fill('Hal Hire');
  await page.getByLabel('E-mail').fill(NEW_USER);
  await page.getByLabel('PO number').fill(`PO-ADMIN-${orders}`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/cart\/payment/);
  await expect(page.getByRole('button', { name: 'Continue to Review' })).toHaveCount(1);
  // A new user has no saved card: bill the account.
  await page.getByRole('radio', { name: 'Bill my account (terms net 30)' }).check({ force: true });
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.waitForURL(/\/cart\/review/);
  await expect(page.getByRole('button', { name: 'Place Order' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/cart\/(approval|confirm)/);
  return page.url().includes('/cart/approval') ? 'approval' : 'confirm';
};

test.describe('company administration: users and departments', () => {
  test('an admin creates a user who logs in; the limits the admin sets are the ones the approval flow applies; deactivated users cannot log in', async ({
    store,
  }) => {
    const admin = await store.loggedInPage('admin@acme.example');
    await openUsers(admin);
    await expectAccessible(admin);
    // The roster pages to its last page.
    await admin.getByLabel('Users per page').selectOption('100');
    await expect(admin.getByText(/^Page 1 of 4 \(\d+ users\)$/)).toHaveCount(1);
    await admin.getByRole('button', { name: 'Page 4' }).click();
    await expect(admin.getByText(/^Page 4 of 4 /)).toHaveCount(1);
    await expect(admin.getByRole('button', { name: 'Next' })).toBeDisabled();

    await admin.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add User' });
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveCount(1);
    await dialog.getByLabel('Name', { exact: true }).fill('Hal Hire');
    await dialog.getByLabel('E-mail', { exact: true }).fill(NEW_USER);
    await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(admin.getByText('User created.').first()).toBeVisible();

    const hire = await loggedIn(store, NEW_USER, NEW_PASSWORD);
    // The new user has no limit: the order goes straight through.
    expect(await placeOrder(hire.page, hire.context)).toBe('confirm');

    await search(admin, 'e2e.hire', NEW_USER);
    await setSpendLimits(admin, '1');
    expect(await placeOrder(hire.page, hire.context)).toBe('approval');
    await expect(hire.page.getByRole('heading', { name: 'Sent for Approval' })).toHaveCount(1);

    await setSpendLimits(admin, null);
    expect(await placeOrder(hire.page, hire.context)).toBe('confirm');

    await admin.getByRole('button', { name: `Deactivate ${NEW_USER}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Deactivate User' });
    await expect(confirm).toHaveCount(1);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(admin.getByText('User deactivated.').first()).toBeVisible();
    const refused = await logIn(store, NEW_USER, NEW_PASSWORD);
    await expect(refused.page.getByText(/has been disabled/).first()).toBeVisible();

    await admin.getByRole('button', { name: `Reactivate ${NEW_USER}` }).click();
    await admin
      .getByRole('alertdialog', { name: 'Reactivate User' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expect(admin.getByText('User reactivated.').first()).toBeVisible();
    await loggedIn(store, NEW_USER, NEW_PASSWORD);
  });

  test('an admin sees the active departments, pages all of them, adds one with a user, retires and revives it, cannot delete it while it has users, then deletes it', async ({
    store,
  }) => {
    const page = await store.loggedInPage('admin@acme.example');
    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Manage Departments' }).first().click();
    await page.waitForURL(/\/administration\/departments/);
    // Acme's two live departments first; its 38 retired cost centres only with "Active departments only" cleared.
    const rows = page.getByRole('table', { name: 'Company departments' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Deactivate MAINT' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Deactivate SAFETY' })).toHaveCount(1);
    const activeOnly = page.getByRole('checkbox', { name: 'Active departments only' });
    await expect(activeOnly).toBeChecked();
    await page.getByText('Active departments only').click();
    await expect(activeOnly).not.toBeChecked();
    await expect(page.getByText(/^Page 1 of 2 \(40 departments\)$/)).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText(/^Page 2 of 2 /)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Reactivate CC038' })).toHaveCount(1);
    await page.getByLabel('Departments per page').selectOption('50');
    await expect(rows).toHaveCount(41);
    await expect(page.getByText(/^Page \d+ of /)).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Department' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Department' });
    await expect(dialog.getByLabel('Code', { exact: true })).toHaveCount(1);
    await dialog.getByLabel('Code', { exact: true }).fill('E2E');
    await dialog.getByLabel('Description', { exact: true }).fill('End to end');
    await dialog.getByLabel('Spend limit', { exact: true }).fill('500');
    await dialog.getByRole('tab', { name: 'Users' }).click();
    await dialog.getByLabel('Search users').fill('bianca');
    await dialog.getByRole('button', { name: 'Add Bianca Buyer' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Department created.').first()).toBeVisible();

    await page.getByLabel('Search departments').fill('E2E');
    // The search has applied (the list redrawn under a press loses it): E2E is the one row left.
    await expect(page.getByRole('button', { name: /^Deactivate / })).toHaveCount(1);
    const remove = page.getByRole('button', { name: 'Delete E2E' });
    await expect(remove).toHaveCount(1);
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('This department has users: move them first.');
    await page.getByRole('button', { name: 'Deactivate E2E' }).click();
    await page
      .getByRole('alertdialog', { name: 'Deactivate Department' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText('Department deactivated.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Reactivate E2E' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reactivate Department' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expect(page.getByText('Department reactivated.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate E2E' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Edit E2E' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Department' });
    await expect(edit.getByRole('tab', { name: 'Users' })).toHaveCount(1);
    await edit.getByRole('tab', { name: 'Users' }).click();
    await edit.getByRole('button', { name: 'Remove Bianca Buyer' }).click();
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Department updated.').first()).toBeVisible();
    await expect(remove).toBeEnabled();
    await remove.click();
    await page.getByRole('alertdialog', { name: 'Delete Department' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Department deleted.').first()).toBeVisible();
    await expect(page.getByText('No departments were found.')).toHaveCount(1);
  });

  test('refuses a buyer and a supervisor', async ({ store }) => {
    for (const username of ['buyer@acme.example', 'approver@acme.example']) {
      const page = await store.loggedInPage(username);
      await page.goto('/my-account');
      await expect(page.getByRole('link', { name: 'My Orders' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
      for (const path of ['/administration/users', '/administration/departments']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(1);
      }
    }
  });
});
