// Issue 16's user setup request: Tyrell's manager (user_setup) collects two customer requests, one with
// No limit, sends the request and gets the confirmation; a buyer without user_setup has no entry and is
// refused the page.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, expectAccessible } from './store.ts';

const SOON = { timeout: 20_000 };
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, SOON);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

describe('user setup', () => {
  it('collects customer requests and sends the request', async ({ store }) => {
    const page = await store.loggedInPage('manager@tyrell.example');
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'User Setup' }).click();
    await poll(() => h1(page).textContent()).toBe('User Setup');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await poll(() => page.getByText('Full name is required.').count()).toBe(1);
    await poll(() => page.getByText('Add at least one customer request.').count()).toBe(1);
    await page.getByRole('textbox', { name: /Full name/ }).fill('Roy Batty');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('roy@tyrell.example');
    await page.getByRole('textbox', { name: /^Customer(?! number)/ }).fill('10010');
    await page.getByRole('textbox', { name: /Customer number/ }).fill('10010');
    await page.getByRole('textbox', { name: /Supervisor/ }).fill('manager@tyrell.example');
    await page.getByRole('textbox', { name: /^Approval limit/ }).fill('750');
    await page.getByText('No maximum order limit').click();
    await page.getByRole('button', { name: 'Add Customer Request' }).click();
    await page.getByRole('textbox', { name: /Customer number/ }).fill('10001');
    await page.getByText('No approval limit').click();
    await page.getByText('No maximum order limit').click();
    await page.getByLabel('Limit type').selectOption('units');
    await page.getByRole('button', { name: 'Add Customer Request' }).click();
    await poll(() => page.getByRole('table', { name: 'Customer requests (2)' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await poll(() =>
      page.getByText('Your user setup request was sent. We will let you know when it is done.').count(),
    ).toBe(1);
    await poll(() => page.getByText('Add Roy Batty (roy@tyrell.example)').count()).toBe(1);
    await page.context().close();
  });

  it('shows the entry to no buyer without user_setup, and refuses them the page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/shopping-lists');
    await poll(() => h1(page).textContent()).toBe('Shopping Lists');
    expect(await menuOf(page).getByRole('link', { name: 'User Setup' }).count()).toBe(0);
    await page.goto('/my-account/user-setup');
    await poll(() => h1(page).textContent()).toBe('Access Denied');
  });
});
