import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

// The user dialog's Departments, Custom Fields (on Edit and Add) and Catalogs tabs and the missing-supervisor
// confirmation (account-admin-calls §2.4, §3, §4, §5), through the real gateway and sandbox.

const openUsers = async (page: Page) => {
  await page.goto('/my-account');
  await page.getByRole('link', { name: 'Manage Users' }).first().click();
  await page.waitForURL(/\/administration\/users/);
  await expect(page.getByRole('table', { name: 'Company users' })).toHaveCount(1);
};

const editUser = async (page: Page, search: string, username: string) => {
  await page.getByLabel('Search users').fill(search);
  await expect(page.getByRole('button', { name: `Edit ${username}` })).toHaveCount(1);
  await page.getByRole('button', { name: `Edit ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByRole('tab', { name: 'Permissions' })).toHaveCount(1);
  return dialog;
};

test.describe('the user dialog', () => {
  test('an admin makes a department a user’s default and sets their custom field, the user sees both; a limit without a supervisor asks first', async ({
    store,
  }) => {
    const admin = await store.loggedInPage('admin@acme.example');
    await openUsers(admin);
    const dialog = await editUser(admin, 'quinn', 'quoter@acme.example');
    await expect(dialog.getByRole('tab', { name: 'Departments' })).toHaveCount(1);
    await dialog.getByRole('tab', { name: 'Departments' }).click();
    await dialog.getByRole('button', { name: 'Add SAFETY department' }).click();
    await dialog.getByRole('radio', { name: 'SAFETY Safety' }).check({ force: true });
    await expectAccessible(admin);

    // Acme uses custom fields: the administrator sets Quinn's Employee ID.
    await dialog.getByRole('tab', { name: 'Custom Fields' }).click();
    await dialog.getByRole('textbox', { name: 'Employee ID' }).fill('E-4711');
    await expectAccessible(admin);

    // A spend limit without a supervisor: Cancel keeps the form, Save without a supervisor saves.
    await dialog.getByRole('tab', { name: 'Limits' }).click();
    const noLimit = dialog.getByRole('checkbox', { name: /^No .* spend limit$/ }).first();
    if (await noLimit.isChecked()) await noLimit.dispatchEvent('click');
    const limit = dialog.getByRole('textbox', { name: /spend limit$/ }).first();
    await limit.fill('250');
    await dialog.getByRole('button', { name: 'Update' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'No supervisor' });
    await expect(confirm).toHaveCount(1);
    await expect(confirm.getByText(/Save anyway\?$/)).toHaveCount(1);
    await expectAccessible(admin);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(limit).toHaveValue('250');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await confirm.getByRole('button', { name: 'Save without a supervisor' }).click();
    await expect(admin.getByText('User updated.').first()).toBeVisible();

    // The user's own profile has the department as the default.
    const quinn = await store.loggedInPage('quoter@acme.example');
    await quinn.goto('/my-account');
    await expect(quinn.getByRole('button', { name: 'Edit Profile' })).toHaveCount(1);
    await quinn.getByRole('button', { name: 'Edit Profile' }).click();
    const department = quinn.getByLabel('Default department');
    await expect(department).toHaveCount(1);
    await expect(department).toHaveValue('SAFETY');
    await expect(quinn.getByRole('textbox', { name: 'Employee ID' })).toHaveValue('E-4711');
  });

  test('Add User offers the company’s custom fields, and the new user has the value given', async ({ store }) => {
    const admin = await store.loggedInPage('admin@acme.example');
    await openUsers(admin);
    await admin.getByRole('button', { name: 'Add User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Name', { exact: true }).fill('Cora Custom');
    await dialog.getByLabel('E-mail', { exact: true }).fill('e2e.custom@acme.example');
    await dialog.getByLabel('Password', { exact: true }).fill('secret1x');
    await dialog.getByRole('tab', { name: 'Custom Fields' }).click();
    await dialog.getByRole('textbox', { name: 'Employee ID' }).fill('E-9001');
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(admin.getByText('User created.').first()).toBeVisible();
    const edit = await editUser(admin, 'e2e.custom', 'e2e.custom@acme.example');
    await edit.getByRole('tab', { name: 'Custom Fields' }).click();
    await expect(edit.getByRole('textbox', { name: 'Employee ID' })).toHaveValue('E-9001');
  });

  test('the super administrator gives a user a catalog found by a search; a plain admin has no Catalogs tab', async ({
    store,
  }) => {
    const admin = await store.loggedInPage('admin@acme.example');
    await openUsers(admin);
    const plain = await editUser(admin, 'bianca', 'buyer@acme.example');
    await expect(plain.getByRole('tab', { name: 'Limits' })).toHaveCount(1);
    await expect(plain.getByRole('tab', { name: 'Catalogs' })).toHaveCount(0);

    const page = await store.loggedInPage('superadmin@vallen.example');
    await openUsers(page);
    let dialog = await editUser(page, 'associate', 'associate@vallen.example');
    await expect(dialog.getByRole('tab', { name: 'Catalogs' })).toHaveCount(1);
    await dialog.getByRole('tab', { name: 'Catalogs' }).click();
    await dialog.getByRole('button', { name: 'Remove catalog Safety Catalog' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('User updated.').first()).toBeVisible();

    dialog = await editUser(page, 'associate', 'associate@vallen.example');
    await dialog.getByRole('tab', { name: 'Catalogs' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove catalog Safety Catalog' })).toHaveCount(0);
    await dialog.getByLabel('Search catalogs').fill('safety');
    await dialog.getByRole('button', { name: 'Add catalog Safety Catalog' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('User updated.').first()).toBeVisible();

    dialog = await editUser(page, 'associate', 'associate@vallen.example');
    await dialog.getByRole('tab', { name: 'Catalogs' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove catalog Safety Catalog' })).toHaveCount(1);
    const own = dialog.getByRole('group', { name: 'The user’s catalogs' });
    await expect(own.getByText(/^\d[\d,]* products$/)).toHaveCount(2);
  });
});
