// Issue 16's user setup request: Tyrell's manager (user_setup) collects two customer requests, one with
// No limit and a supervisor picked from the search, sends the request and gets the confirmation; a buyer
// without user_setup has no entry and is refused the page.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

test.describe('user setup', () => {
  test('collects customer requests and sends the request', async ({ store }) => {
    const page = await store.loggedInPage('manager@tyrell.example');
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'User Setup' }).click();
    await expect(h1(page)).toHaveText('User Setup');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Full name is required.')).toHaveCount(1);
    await expect(page.getByText('Add at least one customer request.')).toHaveCount(1);
    await page.getByRole('textbox', { name: /Full name/ }).fill('Roy Batty');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('roy@tyrell.example');
    await page.getByRole('textbox', { name: /^Customer(?! number)/ }).fill('10010');
    await page.getByRole('textbox', { name: /Customer number/ }).fill('10010');
    // The supervisor is searched among Tyrell's supervisors and picked, not typed.
    const supervisor = page.getByRole('combobox', { name: 'Supervisor' });
    await supervisor.fill('zz');
    await expect(page.getByText('No supervisors matched your search.')).toHaveCount(1);
    await supervisor.fill('rach');
    await page.getByRole('option', { name: /Rachael Rosen/ }).click();
    await expect(supervisor).toHaveValue('Rachael Rosen');
    await page.getByRole('textbox', { name: /^Approval limit/ }).fill('750');
    await page.getByText('No maximum order limit').click();
    await page.getByRole('button', { name: 'Add Customer Request' }).click();
    await page.getByRole('textbox', { name: /Customer number/ }).fill('10001');
    await page.getByText('No approval limit').click();
    await page.getByText('No maximum order limit').click();
    await page.getByLabel('Limit type').selectOption('units');
    await page.getByRole('button', { name: 'Add Customer Request' }).click();
    await expect(page.getByRole('table', { name: 'Customer requests (2)' })).toHaveCount(1);
    await expect(page.getByRole('cell', { name: 'rachael@tyrell.example' })).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Your user setup request was sent. We will let you know when it is done.')).toHaveCount(
      1,
    );
    await expect(page.getByText('Add Roy Batty (roy@tyrell.example)')).toHaveCount(1);
    await page.context().close();
  });

  test('shows the entry to no buyer without user_setup, and refuses them the page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/shopping-lists');
    await expect(h1(page)).toHaveText('Shopping Lists');
    await expect(menuOf(page).getByRole('link', { name: 'User Setup' })).toHaveCount(0);
    await page.goto('/my-account/user-setup');
    await expect(h1(page)).toHaveText('Access Denied');
  });
});
