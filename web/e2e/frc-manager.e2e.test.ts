// Issue 16's FRC manager: the units buyer with allowances (allowance@northwind.example) opens the page
// from the account menu and reads the seeded rows (erp-sandbox/src/data/allowances.ts), the over-
// allowance one included; a dollars buyer has no entry and is refused the page.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const cellsOf = async (page: Page, type: string) => {
  const row = page
    .getByRole('table', { name: 'Unit allowances by item type' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: type, exact: true }) });
  return row.getByRole('cell').allTextContents();
};

test.describe('FRC manager', () => {
  test('shows the units buyer’s allowance per item type, reached from the account menu', async ({ store }) => {
    const page = await store.loggedInPage('allowance@northwind.example');
    await page.goto('/my-account/shopping-lists');
    await expect(h1(page)).toHaveText('Shopping Lists');
    await menuOf(page).getByRole('link', { name: 'FRC Manager' }).click();
    await expect(h1(page)).toHaveText('FRC Manager');
    expect(new URL(page.url()).pathname).toBe('/my-account/frc-manager');
    await expect(page.getByRole('rowheader')).toHaveText(['Consumables', 'PPE', 'Tooling', 'Tools']);
    // Seeded: Consumables 500 allowed, 180 ordered, resetting next 1 January.
    const nextJanuary = `01/01/${new Date().getUTCFullYear() + 1}`;
    expect(await cellsOf(page, 'Consumables')).toEqual(['500 units', '180 units', '320 units', nextJanuary]);
    expect(await cellsOf(page, 'PPE')).toEqual(['No limit', '42 units', 'No limit', '—']);
    // Tools: 75 ordered of 60 allowed; remaining reads 0, never a negative, and says by how much.
    const tools = await cellsOf(page, 'Tools');
    expect(tools.slice(0, 3)).toEqual(['60 units', '75 units', '0 unitsOver by 15 units']);
    await expect(page.getByText('$')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'How allowances work' })).toHaveAttribute('href', '/w/frc-help');
    await expectAccessible(page);
    await page.context().close();
  });

  test('shows no entry to a dollars buyer and refuses them the page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/shopping-lists');
    await expect(h1(page)).toHaveText('Shopping Lists');
    await expect(menuOf(page).getByRole('link', { name: 'FRC Manager' })).toHaveCount(0);
    await page.goto('/my-account/frc-manager');
    await expect(h1(page)).toHaveText('Access Denied');
    await page.context().close();
  });
});
