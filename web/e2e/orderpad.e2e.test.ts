import type { BrowserContext, Page } from '@playwright/test';
import { utils, write } from '@e965/xlsx';
import { test, expect } from './fixtures.ts';
import { expectAccessible, webOperation } from './store.ts';

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
  await expect(page.getByRole('heading', { name: 'Order Pad', level: 1 })).toHaveCount(1);
};

test.describe('order pad', () => {
  test('pastes two part numbers, adds the pad to the cart and finds both there', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    const context = page.context();
    const [first, second] = await purchasable(context, 2);
    await openOrderPad(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Copy & Paste' }).click();
    await page.waitForURL(/\/order-pad\/paste$/);
    await page.getByLabel('Part numbers and quantities').fill(`${first}, 3\n${second}\nNOPE-404, 1`);
    await page.getByRole('button', { name: 'Add to Order Pad' }).click();
    await expect(page.getByText('Please review the following errors:')).toHaveCount(1);
    await expect(page.getByText('Line 3 (NOPE-404): Item NOPE-404 was not found.')).toHaveCount(1);
    await expect(page.getByText(/3 lines: 2 ready for the cart, 1 with errors/)).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('Please review the following errors:')).toHaveCount(0);
    // Remove clicks are sent together after a second.
    await page.getByRole('button', { name: 'Remove line 3 (NOPE-404)' }).click();
    await expect(page.getByText('Removing…')).toHaveCount(1);
    await expect(page.getByText(/2 lines: 2 ready for the cart/)).toHaveCount(1);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await expect(page.getByText(`Item #${first}`).first()).toBeVisible();
    await expect(page.getByText(`Item #${second}`).first()).toBeVisible();
    await page.goto('/order-pad/single-entry');
    await expect(page.getByText('Your order pad is empty.')).toHaveCount(1);
    await context.close();
  });

  test('imports an xlsx and a csv file, each with one bad row listed, and enters one line by hand', async ({
    store,
  }) => {
    const page = await store.loggedInPage('approver@acme.example');
    const context = page.context();
    const [first, second] = await purchasable(context, 2);
    await openOrderPad(page);
    await page.getByLabel('Part number, row 1').fill(first!);
    await page.getByLabel('Quantity, row 1').fill('2');
    await page.getByRole('button', { name: 'Add row 1' }).click();
    await expect(page.getByText(/1 line: 1 ready for the cart/)).toHaveCount(1);
    // Autocomplete: the customer's own part numbers are offered as the buyer types (after 750 ms).
    await page.getByLabel('Part number, row 1').fill('acme-0000');
    await expect(page.locator('datalist option[value^="ACME-0000"]')).toHaveCount(5);
    await page.getByLabel('Part number, row 1').fill('');

    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL(/\/order-pad\/import$/);
    // Files are read in a worker of the build, off the page's thread (issue 31, finding 9).
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
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
    await expect(page.getByText('Line 3 (NOPE-X1): Item NOPE-X1 was not found.')).toHaveCount(1);
    await expect(page.getByText(/3 lines: 2 ready for the cart, 1 with errors/)).toHaveCount(1);
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/orderFile\.worker-[\w-]+\.js$/)]);

    const csv = Buffer.from(`${first},1\n${second},many\n`);
    await page.getByLabel('Order file').setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: csv });
    await expect(page.getByText(/^Row 2 \(.+\): Quantity must be a whole number/)).toHaveCount(1);
    await expect(page.getByText(/4 lines: 3 ready for the cart, 1 with errors/)).toHaveCount(1);

    await page
      .getByLabel('Order file')
      .setInputFiles({ name: 'order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await expect(
      page.getByText('Invalid file format. Make sure file contains columns for item number and item quantity.'),
    ).toHaveCount(1);
    await page.getByLabel('Order file').setInputFiles({
      name: 'order.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await expect(page.getByText(/^This file is over 5 MB, too large for the order pad\./)).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Order Pad' }).click();
    await expect(page.getByText('Your order pad is empty.')).toHaveCount(1);
    await context.close();
  });

  test('is where a user without catalogue search is sent: the categories page links to it', async ({ store }) => {
    const page = await store.loggedInPage('nullcatalog@initech.example');
    const context = page.context();
    await page.goto('/categories');
    await expect(
      page.getByText('Catalog search is not available for your account. Order using part numbers in Order Pad.'),
    ).toHaveCount(1);
    await page.getByRole('link', { name: 'Open the Order Pad' }).click();
    await page.waitForURL(/\/order-pad\/single-entry$/);
    await expect(page.getByLabel('Part number, row 1')).toHaveCount(1);
    await context.close();
  });

  test('is not there for an express user: no menu entry, and the page answers 404', async ({ store }) => {
    const page = await store.loggedInPage('express@acme.example');
    const context = page.context();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Order Pad' })).toHaveCount(0);
    await page.goto('/order-pad/paste');
    await page.waitForURL(/\/404$/);
    await context.close();
  });
});
