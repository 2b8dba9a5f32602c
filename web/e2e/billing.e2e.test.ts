// Issue 16's billing page: Tyrell's manager (can_edit_bill_to, ROLE_ADMIN) sees the saved cards masked,
// sets another as the default, adds a card as the default with the card form's rules and removes it;
// a buyer without can_edit_bill_to and a punch-out user have no entry and are refused the page.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { it, expectAccessible, logIn } from './store.ts';

const SOON = { timeout: 20_000 };
const poll = (fn: () => Promise<unknown>) => expect.poll(fn, SOON);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const cardRows = (page: Page) => page.getByRole('table', { name: 'Saved cards' }).getByRole('rowheader');

describe('billing info', () => {
  it('sets a default card, adds one as the default and removes it', async ({ store }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'manager@tyrell.example');
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'Billing Info' }).click();
    await poll(() => h1(page).textContent()).toBe('Billing Info');
    await poll(() => cardRows(page).count()).toBe(5);
    expect(await page.getByRole('table', { name: 'Saved cards' }).textContent()).not.toMatch(/\d{13}/);
    await poll(() => page.getByText('************1111').count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Set as Default: MasterCard ending in 5100' }).click();
    await poll(() => page.getByText('Default card updated.').count()).toBe(1);
    await poll(() => cardRows(page).first().textContent()).toContain('MasterCard ending in 5100');

    await page.getByRole('button', { name: 'Add Card' }).click();
    const save = page.getByRole('button', { name: 'Save Card' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /Name on card/ }).fill('Tess Tyrell');
    await page.getByRole('textbox', { name: /Card number/ }).fill('6011 1111 1111 1117');
    await poll(() =>
      page.getByText('We only accept Visa, MasterCard, or American Express. Please select a different card.').count(),
    ).toBe(1);
    await page.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration month').selectOption('6');
    await page.getByLabel('Expiration year').selectOption(String(new Date().getFullYear() + 3));
    await page.getByRole('textbox', { name: /Security code/ }).fill('321');
    await page.getByRole('textbox', { name: /Nickname/ }).fill('Shop card');
    await page.getByRole('textbox', { name: /Billing address/ }).fill('5 Replicant Way');
    await page.getByRole('textbox', { name: /Billing ZIP code/ }).fill('9021');
    await poll(() => page.getByText('Enter a ZIP code of 5 digits or 5+4 (12345 or 12345-6789).').count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: /Billing ZIP code/ }).fill('90210');
    await page.getByText('Save as my default card').click();
    await poll(() => save.isDisabled()).toBe(false);
    await expectAccessible(page);
    await save.click();
    await poll(() => page.getByText('Card saved.').count()).toBe(1);
    await poll(() => cardRows(page).count()).toBe(6);
    await poll(() => cardRows(page).first().textContent()).toContain('Visa ending in 4242');

    await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    await page.getByRole('alertdialog', { name: 'Remove Card' }).getByRole('button', { name: 'Remove' }).click();
    await poll(() => page.getByText('Card removed.').count()).toBe(1);
    await poll(() => cardRows(page).count()).toBe(5);
    await context.close();
  });

  it('shows the entry to no buyer without can_edit_bill_to nor punch-out user, and refuses them the page', async ({
    store,
  }) => {
    for (const username of ['buyer@acme.example', 'punchout@acme.example']) {
      const page = await store.loggedInPage(username);
      await page.goto('/my-account/shopping-lists');
      await poll(() => h1(page).textContent()).toBe('Shopping Lists');
      expect(await menuOf(page).getByRole('link', { name: 'Billing Info' }).count()).toBe(0);
      await page.goto('/my-account/billing-info');
      await poll(() => h1(page).textContent()).toBe('Access Denied');
      await page.context().close();
    }
  });
});
