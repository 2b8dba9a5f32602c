import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, expectAccessible } from './store.ts';

// The user dialog's Departments and Catalogs tabs and the missing-supervisor confirmation
// (account-admin-calls §2.4, §3, §4, §5), through the real gateway and sandbox.

/** The machine is shared and slow; pages may take a while to answer. */
const SOON = { timeout: 20_000 };

const openUsers = async (page: Page) => {
  await page.goto('/my-account');
  await page.getByRole('link', { name: 'Manage Users' }).first().click();
  await page.waitForURL(/\/administration\/users/);
  await expect.poll(() => page.getByRole('table', { name: 'Company users' }).count(), SOON).toBe(1);
};

const editUser = async (page: Page, search: string, username: string) => {
  await page.getByLabel('Search users').fill(search);
  await expect.poll(() => page.getByRole('button', { name: `Edit ${username}` }).count(), SOON).toBe(1);
  await page.getByRole('button', { name: `Edit ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect.poll(() => dialog.getByRole('tab', { name: 'Permissions' }).count(), SOON).toBe(1);
  return dialog;
};

describe('the user dialog', () => {
  it('an admin makes a department a user’s default, the user sees it; a limit without a supervisor asks first', async ({
    store,
  }) => {
    const admin = await store.loggedInPage('admin@acme.example');
    await openUsers(admin);
    const dialog = await editUser(admin, 'quinn', 'quoter@acme.example');
    await expect.poll(() => dialog.getByRole('tab', { name: 'Departments' }).count(), SOON).toBe(1);
    await dialog.getByRole('tab', { name: 'Departments' }).click();
    await dialog.getByRole('button', { name: 'Add SAFETY department' }).click();
    await dialog.getByRole('radio', { name: 'SAFETY Safety' }).check({ force: true });
    await expectAccessible(admin);

    // A spend limit without a supervisor: Cancel keeps the form, Save without a supervisor saves.
    await dialog.getByRole('tab', { name: 'Limits' }).click();
    const noLimit = dialog.getByRole('checkbox', { name: /^No .* spend limit$/ }).first();
    if (await noLimit.isChecked()) await noLimit.dispatchEvent('click');
    const limit = dialog.getByRole('textbox', { name: /spend limit$/ }).first();
    await limit.fill('250');
    await dialog.getByRole('button', { name: 'Update' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'No supervisor' });
    await expect.poll(() => confirm.count(), SOON).toBe(1);
    await expect.poll(() => confirm.getByText(/Save anyway\?$/).count(), SOON).toBe(1);
    await expectAccessible(admin);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count(), SOON).toBe(0);
    expect(await limit.inputValue()).toBe('250');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await confirm.getByRole('button', { name: 'Save without a supervisor' }).click();
    await expect.poll(() => admin.getByText('User updated.').count(), SOON).toBeGreaterThan(0);

    // The user's own profile has the department as the default.
    const quinn = await store.loggedInPage('quoter@acme.example');
    await quinn.goto('/my-account');
    await expect.poll(() => quinn.getByRole('button', { name: 'Edit Profile' }).count(), SOON).toBe(1);
    await quinn.getByRole('button', { name: 'Edit Profile' }).click();
    const department = quinn.getByLabel('Default department');
    await expect.poll(() => department.count(), SOON).toBe(1);
    await expect.poll(() => department.inputValue(), SOON).toBe('SAFETY');
  });

  it('the super administrator gives a user a catalog found by a search; a plain admin has no Catalogs tab', async ({
    store,
  }) => {
    const admin = await store.loggedInPage('admin@acme.example');
    await openUsers(admin);
    const plain = await editUser(admin, 'bianca', 'buyer@acme.example');
    await expect.poll(() => plain.getByRole('tab', { name: 'Limits' }).count(), SOON).toBe(1);
    expect(await plain.getByRole('tab', { name: 'Catalogs' }).count()).toBe(0);

    const page = await store.loggedInPage('superadmin@vallen.example');
    await openUsers(page);
    let dialog = await editUser(page, 'associate', 'associate@vallen.example');
    await expect.poll(() => dialog.getByRole('tab', { name: 'Catalogs' }).count(), SOON).toBe(1);
    await dialog.getByRole('tab', { name: 'Catalogs' }).click();
    await dialog.getByRole('button', { name: 'Remove catalog Safety Catalog' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('User updated.').count(), SOON).toBeGreaterThan(0);

    dialog = await editUser(page, 'associate', 'associate@vallen.example');
    await dialog.getByRole('tab', { name: 'Catalogs' }).click();
    expect(await dialog.getByRole('button', { name: 'Remove catalog Safety Catalog' }).count()).toBe(0);
    await dialog.getByLabel('Search catalogs').fill('safety');
    await dialog.getByRole('button', { name: 'Add catalog Safety Catalog' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('User updated.').count(), SOON).toBeGreaterThan(0);

    dialog = await editUser(page, 'associate', 'associate@vallen.example');
    await dialog.getByRole('tab', { name: 'Catalogs' }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Remove catalog Safety Catalog' }).count(), SOON)
      .toBe(1);
    const own = dialog.getByRole('group', { name: 'The user’s catalogs' });
    await expect.poll(() => own.getByText(/^\d[\d,]* products$/).count(), SOON).toBe(2);
  });
});
