import { describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { utils, write } from '@e965/xlsx';
import { it, logIn, expectAccessible, webOperation } from './store.ts';

const poll = expect.poll;

/** Item numbers of purchasable gloves, through the web's own search in the page's session. */
const purchasable = async (context: BrowserContext, count: number): Promise<string[]> => {
  const response = await context.request.post('/graphql', {
    data: { query: webOperation('ProductSearch'), variables: { input: { query: 'gloves' } } },
    headers: { 'content-type': 'application/json' },
  });
  const found = (await response.json()) as {
    data: { productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] } };
  };
  return found.data.productSearch.nodes
    .flatMap((node) => node.items)
    .filter((item) => item.price?.purchasable)
    .slice(0, count)
    .map((item) => item.erp);
};

const openOrderPad = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order Pad' }).click();
  await page.waitForURL(/\/order-pad\/single-entry$/);
  await poll(() => page.getByRole('heading', { name: 'Order Pad', level: 1 }).count()).toBe(1);
};

describe('order pad', () => {
  it('pastes two part numbers, adds the pad to the cart and finds both there', async ({ store }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'buyer@acme.example');
    const [first, second] = await purchasable(context, 2);
    await openOrderPad(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Copy & Paste' }).click();
    await page.waitForURL(/\/order-pad\/paste$/);
    await page.getByLabel('Part numbers and quantities').fill(`${first}, 3\n${second}\nNOPE-404, 1`);
    await page.getByRole('button', { name: 'Add to Order Pad' }).click();
    await poll(() => page.getByText('Please review the following errors:').count()).toBe(1);
    await poll(() => page.getByText('Line 3 (NOPE-404): Item NOPE-404 was not found.').count()).toBe(1);
    await poll(() => page.getByText(/3 lines: 2 ready for the cart, 1 with errors/).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await poll(() => page.getByText('Please review the following errors:').count()).toBe(0);
    // Remove clicks are sent together after a second.
    await page.getByRole('button', { name: 'Remove line 3 (NOPE-404)' }).click();
    await poll(() => page.getByText('Removing…').count()).toBe(1);
    await poll(() => page.getByText(/2 lines: 2 ready for the cart/).count()).toBe(1);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await poll(() => page.getByText(`Item #${first}`).count()).toBeGreaterThan(0);
    await poll(() => page.getByText(`Item #${second}`).count()).toBeGreaterThan(0);
    await page.goto('/order-pad/single-entry');
    await poll(() => page.getByText('Your order pad is empty.').count()).toBe(1);
    await context.close();
  });

  it('imports an xlsx and a csv file, each with one bad row listed, and enters one line by hand', async ({ store }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'approver@acme.example');
    const [first, second] = await purchasable(context, 2);
    await openOrderPad(page);
    await page.getByLabel('Part number, row 1').fill(first!);
    await page.getByLabel('Quantity, row 1').fill('2');
    await page.getByRole('button', { name: 'Add row 1' }).click();
    await poll(() => page.getByText(/1 line: 1 ready for the cart/).count()).toBe(1);
    // Autocomplete: the customer's own part numbers are offered as the buyer types (after 750 ms).
    await page.getByLabel('Part number, row 1').fill('acme-0000');
    await poll(() => page.locator('datalist option[value^="ACME-0000"]').count()).toBe(5);
    await page.getByLabel('Part number, row 1').fill('');

    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL(/\/order-pad\/import$/);
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        [second, 4],
        ['NOPE-X1', 1],
      ]),
      'Order',
    );
    const xlsx = Buffer.from(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    await page
      .getByLabel('Order file')
      .setInputFiles({ name: 'order.xlsx', mimeType: 'application/octet-stream', buffer: xlsx });
    await poll(() => page.getByText('Line 3 (NOPE-X1): Item NOPE-X1 was not found.').count()).toBe(1);
    await poll(() => page.getByText(/3 lines: 2 ready for the cart, 1 with errors/).count()).toBe(1);

    const csv = Buffer.from(`${first},1\n${second},many\n`);
    await page.getByLabel('Order file').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: csv });
    await poll(() => page.getByText(/^Row 2 \(.+\): Quantity must be a whole number/).count()).toBe(1);
    await poll(() => page.getByText(/4 lines: 3 ready for the cart, 1 with errors/).count()).toBe(1);

    await page
      .getByLabel('Order file')
      .setInputFiles({ name: 'order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await poll(() =>
      page.getByText('Invalid file format. Make sure file contains columns for item number and item quantity.').count(),
    ).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Order Pad' }).click();
    await poll(() => page.getByText('Your order pad is empty.').count()).toBe(1);
    await context.close();
  });

  it('is where a user without catalogue search is sent: the categories page links to it', async ({ store }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'nullcatalog@initech.example');
    await page.goto('/categories');
    await poll(() =>
      page
        .getByText('Catalog search is not available for your account. Order using part numbers in Order Pad.')
        .count(),
    ).toBe(1);
    await page.getByRole('link', { name: 'Open the Order Pad' }).click();
    await page.waitForURL(/\/order-pad\/single-entry$/);
    await poll(() => page.getByLabel('Part number, row 1').count()).toBe(1);
    await context.close();
  });

  it('is not there for an express user: no menu entry, and the page answers 404', async ({ store }) => {
    const { page, context } = await store.newPage();
    await logIn(page, 'express@acme.example');
    await page.goto('/');
    await poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' }).count()).toBe(
      1,
    );
    expect(await page.getByRole('link', { name: 'Order Pad' }).count()).toBe(0);
    await page.goto('/order-pad/paste');
    await page.waitForURL(/\/404$/);
    await context.close();
  });
});
