// Issues 16 and 17's profile journeys: a buyer edits the profile; a user changes the password and logs
// in with the new one; a units user's custom-field change waits for approval, Northwind's admin approves
// it from Profile Approvals and the user then sees the new value.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const shown = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();

const openProfile = async (page: Page) => {
  await page.goto('/my-account');
  await expect(h1(page)).toHaveText('My Account');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(1);
};

test.describe('the profile', () => {
  test('lets a buyer edit the name, phone and a custom field', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await openProfile(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone', { exact: true }).fill('(412) 555-0199');
    await page.getByLabel('Extension').fill('42');
    await page.getByLabel('Employee ID').fill('E-4242');
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await shown(page, 'Name is required.');
    await page.getByLabel('Name', { exact: true }).fill('Bianca Buyer');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await shown(page, 'Profile successfully updated.');
    await shown(page, '(412) 555-0199 ext. 42');
    await shown(page, 'E-4242');
    await page.reload();
    await shown(page, 'E-4242');
  });

  test('changes the password with rule (c), after which only the new one logs in', async ({ store }) => {
    const page = await store.loggedInPage('express@acme.example');
    await openProfile(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current password').fill('Demo1234!');
    await page.getByLabel('New password', { exact: true }).fill('weakpass1');
    await shown(page, 'Password strength:');
    await page.getByLabel('Confirm new password').fill('weakpass1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page, /must be 8 to 50 characters long/);
    await page.getByLabel('New password', { exact: true }).fill('Better#2026');
    await expect(page.locator('.field-description strong')).toHaveText('Strong');
    await page.getByLabel('Confirm new password').fill('Better#2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page, 'Password successfully updated.');
    const { page: fresh } = await store.newPage();
    await fresh.goto('/login');
    await fresh.getByLabel('E-mail').fill('express@acme.example');
    await fresh.getByLabel('Password').fill('Demo1234!');
    await fresh.getByRole('button', { name: 'Log In' }).click();
    await shown(fresh, /Invalid credentials/);
    const renewed = await store.loggedInPage('express@acme.example', 'Better#2026');
    await openProfile(renewed);
  });

  test('holds a custom-field change for approval until the approver approves it', async ({ store }) => {
    const user = await store.loggedInPage('units@northwind.example');
    await openProfile(user);
    await user.getByRole('button', { name: 'Edit Profile' }).click();
    await shown(user, 'Changes to this field require approval');
    await user.getByLabel('Cost Center').fill('CC-777');
    await user.getByRole('button', { name: 'Save Profile' }).click();
    await shown(user, 'Profile successfully updated.');
    await shown(user, 'The following fields require approval: Cost Center');
    await shown(user, 'CC-100 (pending approval: CC-777)');

    const approver = await store.loggedInPage('admin@northwind.example');
    await approver.goto('/my-account');
    await menuOf(approver).getByRole('link', { name: 'Profile Approvals' }).click();
    await expect(h1(approver)).toHaveText('Profile Approvals');
    const table = approver.getByRole('table', { name: 'Profile update requests' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expectAccessible(approver);
    await approver.getByRole('button', { name: 'Approve Cost Center CC-777 for Uma Units' }).click();
    await shown(approver, /The change was approved/);
    await expect(approver.getByRole('button', { name: 'Approve Cost Center CC-777 for Uma Units' })).toHaveCount(0);
    // The last page of the seeded history: resolved requests only, no buttons.
    await approver.getByLabel('Requests per page').selectOption('50');
    await shown(approver, 'Page 1 of 3 (141 requests)');
    await approver.getByRole('button', { name: 'Next' }).click();
    await approver.getByRole('button', { name: 'Next' }).click();
    await shown(approver, 'Page 3 of 3 (141 requests)');
    await expect(table.getByRole('row')).toHaveCount(42);
    await expect(table.getByRole('button')).toHaveCount(0);

    await user.reload();
    await shown(user, 'CC-777');
    await expect(user.getByText(/pending approval/)).toHaveCount(0);
  });

  test('offers Profile Approvals to no one outside units currency, and refuses it', async ({ store }) => {
    const page = await store.loggedInPage('admin@acme.example');
    await page.goto('/my-account/orders');
    await expect(menuOf(page).getByRole('link', { name: 'Order Approvals' })).toHaveCount(1);
    await expect(menuOf(page).getByRole('link', { name: 'Profile Approvals' })).toHaveCount(0);
    await page.goto('/administration/profile-requests');
    await expect(h1(page)).toHaveText('Access Denied');
  });
});
