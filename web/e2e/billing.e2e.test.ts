// Issue 16's billing page: Tyrell's manager (can_edit_bill_to, ROLE_ADMIN) sees the saved cards masked,
// sets another as the default, adds a card as the default with the card form's rules and removes it;
// a buyer without can_edit_bill_to and a punch-out user have no entry and are refused the page.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const cardRows = (page: Page) => page.getByRole('table', { name: 'Saved cards' }).getByRole('rowheader');

test.describe('billing info', () => {
  test('sets a default card, adds one as the default and removes it', async ({ store }) => {
    const page = await store.loggedInPage('manager@tyrell.example');
    await page.goto('/my-account/orders');
    await menuOf(page).getByRole('link', { name: 'Billing Info' }).click();
    await expect(h1(page)).toHaveText('Billing Info');
    await expect(cardRows(page)).toHaveCount(5);
    await expect(page.getByRole('table', { name: 'Saved cards' })).not.toContainText(/\d{13}/);
    await expect(page.getByText('************1111')).toHaveCount(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Set as Default: MasterCard ending in 5100' }).click();
    await expect(page.getByText('Default card updated.')).toHaveCount(1);
    await expect(cardRows(page).first()).toContainText('MasterCard ending in 5100');

    await page.getByRole('button', { name: 'Add Card' }).click();
    const save = page.getByRole('button', { name: 'Save Card' });
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: /Name on card/ }).fill('Tess Tyrell');
    await page.getByRole('textbox', { name: /Card number/ }).fill('6011 1111 1111 1117');
    await expect(
      page.getByText('We only accept Visa, MasterCard, or American Express. Please select a different card.'),
    ).toHaveCount(1);
    await page.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration month').selectOption('6');
    await page.getByLabel('Expiration year').selectOption(String(new Date().getFullYear() + 3));
    await page.getByRole('textbox', { name: /Security code/ }).fill('321');
    await page.getByRole('textbox', { name: /Nickname/ }).fill('Shop card');
    await page.getByRole('textbox', { name: /Billing address/ }).fill('5 Replicant Way');
    await page.getByRole('textbox', { name: /Billing ZIP code/ }).fill('9021');
    await expect(page.getByText('Enter a ZIP code of 5 digits or 5+4 (12345 or 12345-6789).')).toHaveCount(1);
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: /Billing ZIP code/ }).fill('90210');
    await page.getByText('Save as my default card').click();
    await expect(save).toBeEnabled();
    await expectAccessible(page);
    await save.click();
    await expect(page.getByText('Card saved.')).toHaveCount(1);
    await expect(cardRows(page)).toHaveCount(6);
    await expect(cardRows(page).first()).toContainText('Visa ending in 4242');

    await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    await page.getByRole('alertdialog', { name: 'Remove Card' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Card removed.')).toHaveCount(1);
    await expect(cardRows(page)).toHaveCount(5);
  });

  test('shows the entry to no buyer without can_edit_bill_to nor punch-out user, and refuses them the page', async ({
    store,
  }) => {
    for (const username of ['buyer@acme.example', 'punchout@acme.example']) {
      const page = await store.loggedInPage(username);
      await page.goto('/my-account/shopping-lists');
      await expect(h1(page)).toHaveText('Shopping Lists');
      await expect(menuOf(page).getByRole('link', { name: 'Billing Info' })).toHaveCount(0);
      await page.goto('/my-account/billing-info');
      await expect(h1(page)).toHaveText('Access Denied');
    }
  });
});
