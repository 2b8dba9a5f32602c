// Issues 17 and 18: the super admin administers another company (Globex, with the company picker of
// Manage Users) and gives one of its users an allowed company (Northwind) in the user dialog's Multiview tab; that user then
// switches to it in the header, until it is removed. A plain admin sees neither.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ADMIN_MESSAGES } from '@mro/rules/administration';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';
import { settled, sidewaysOverflow } from './visual-checks.ts';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/superadmin/', import.meta.url));
// Globex has no approval workflow, so the user dialog saves without limit rows to fill.
const GUS = 'buyer@globex.example';

/** A screenshot at 375 and 1280 px, after checking the page does not scroll sideways. */
const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await sidewaysOverflow(page), `${name} at ${width} px`).toEqual([]);
    mkdirSync(`${SCREENSHOTS}${width}`, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}${width}/${name}.png`, fullPage: true });
  }
};

const editGus = async (page: Page) => {
  await page.getByRole('button', { name: `Edit ${GUS}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByRole('tab', { name: 'Multiview' })).toHaveCount(1);
  return dialog;
};

/** The companies the header switcher offers `page`'s user once it shows (`offered`) or is gone. */
const switcherChoices = async (page: Page, offered: boolean): Promise<string[]> => {
  const trigger = page.getByRole('button', { name: /switch customer$/ });
  await expect
    .poll(async () => {
      await page.goto('/my-account');
      await page.waitForLoadState('networkidle');
      return trigger.count();
    })
    .toBe(offered ? 1 : 0);
  if (!offered) return [];
  await trigger.click();
  const select = page.getByRole('combobox', { name: 'Customer' });
  await expect(select).toHaveCount(1);
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await page.keyboard.press('Escape');
  return values;
};

test.describe('administering across companies', () => {
  test('the super admin picks Globex, allows one of its users Northwind, then takes it away', async ({ store }) => {
    const admin = await store.loggedInPage('superadmin@vallen.example');
    await admin.goto('/administration/users');
    await admin.getByLabel('Find a company').fill('globex');
    const choose = admin.getByRole('button', { name: /^Administer 10004 / });
    await expect(choose).toHaveCount(1);
    await choose.click();
    await admin.waitForURL(/customer=10004/);
    await admin.getByLabel('Search users').fill('buyer@globex');
    await expect(admin.getByRole('rowheader', { name: GUS })).toHaveCount(1);
    await expect(admin.getByRole('rowheader', { name: 'admin@acme.example' })).toHaveCount(0);
    await expectAccessible(admin);
    await shoot(admin, 'admin-users-globex');
    // Reload keeps the company.
    await admin.reload();
    await admin.getByLabel('Search users').fill('buyer@globex');
    await expect(admin.getByRole('rowheader', { name: GUS })).toHaveCount(1);

    let dialog = await editGus(admin);
    await dialog.getByRole('tab', { name: 'Multiview' }).click();
    await dialog.getByLabel('Add company').fill('northwind');
    const add = dialog.getByRole('button', { name: /^Add 10002 / });
    await expect(add).toHaveCount(1);
    await add.click();
    await expect(admin.getByText(/^Allowed company 10002 .* added\.$/).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Remove 10002 / })).toHaveCount(1);
    await expectAccessible(admin);
    await shoot(admin, 'admin-user-multiview');
    // Switching companies needs the Multiview permission too.
    await dialog.getByRole('tab', { name: 'Permissions' }).click();
    const multiview = dialog.getByRole('checkbox', { name: 'Multiview' });
    if (!(await multiview.isChecked())) await multiview.dispatchEvent('click');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(admin.getByText('User updated.').first()).toBeVisible();

    const gus = await store.loggedInPage(GUS);
    expect(await switcherChoices(gus, true)).toEqual(['10004', '10002']);

    await admin.setViewportSize({ width: 1280, height: 900 });
    dialog = await editGus(admin);
    await dialog.getByRole('tab', { name: 'Multiview' }).click();
    await dialog.getByRole('button', { name: /^Remove 10002 / }).click();
    await expect(admin.getByText('Allowed company removed.').first()).toBeVisible();
    await expect(dialog.getByText("No allowed companies besides the user's own.")).toHaveCount(1);
    expect(await switcherChoices(gus, false)).toEqual([]);
  });

  test('a plain admin has no Multiview tab and cannot administer Northwind', async ({ store }) => {
    const page = await store.loggedInPage('admin@acme.example');
    await page.goto('/administration/users');
    await page.getByLabel('Search users').fill('buyer@acme');
    await expect(page.getByRole('rowheader', { name: 'buyer@acme.example' })).toHaveCount(1);
    await expect(page.getByLabel('Find a company')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit buyer@acme.example' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByRole('tab', { name: 'Permissions' })).toHaveCount(1);
    await expect(dialog.getByRole('tab', { name: 'Multiview' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // A forged ?customer= is refused by the gateway: no Northwind user shows.
    await page.goto('/administration/users?customer=10002');
    await expect(page.getByText(ADMIN_MESSAGES.loadFailed).first()).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'units@northwind.example' })).toHaveCount(0);
  });
});
