// Issue 33 item 4 (docs/cart-shortcuts.md): quick add by part number, CSV export and import back, Copy to
// My Cart from a shared cart, and the sticky total with Check Out on a phone (stepping aside at the Order Summary's).
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures.ts';
import { apiOf, fillCartWithLines } from './carts.ts';

test('quick add, CSV export and import, copy from a shared cart, and the sticky summary on a phone', async ({
  store,
}) => {
  const page = await store.loggedInPage('approver@acme.example');
  const [first] = await fillCartWithLines(page.context(), 12);
  await page.goto('/cart');
  const quickAdd = page.getByRole('form', { name: 'Quick add' });
  await quickAdd.getByLabel('Part number').fill('NOPE-404');
  await quickAdd.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(quickAdd.getByText('Item NOPE-404 was not found.')).toHaveCount(1);
  await quickAdd.getByLabel('Part number').fill(first!);
  await quickAdd.getByLabel('Quantity').fill('2');
  await quickAdd.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('1 line was added to your cart.').first()).toBeVisible();
  await expect(quickAdd.getByLabel('Part number')).toHaveValue('');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const exported = await readFile(await download.path(), 'utf8');
  const rows = exported.trim().split('\r\n');
  expect(rows[0]).toBe('Part Number,Description,Quantity,Unit,Unit Price,Extended');
  expect(rows).toHaveLength(13);
  expect(rows.find((row) => row.startsWith(`${first},`))).toContain(',3,');

  await page.getByLabel('Import a file').setInputFiles({
    name: 'cart.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${exported}NOPE-9,Gone,1,EA,$1.00,$1.00\r\n`),
  });
  const report = page.getByRole('region', { name: 'Import of cart.csv' });
  await expect(report.getByText('12 lines were added to your cart.')).toHaveCount(1);
  await expect(report.getByRole('list', { name: 'Lines added' }).getByRole('listitem')).toHaveCount(12);
  await expect(report.getByText('Row 14 (NOPE-9): Item NOPE-9 was not found.')).toHaveCount(1);
  // Each exported line once more: 12 lines, their quantities doubled (3 of the first, 1 of each other).
  await expect(page.getByText('12 lines, 28 items').first()).toBeVisible();

  // A colleague shares a cart of one line with the approver, who copies it into their own.
  const junior = (await store.loggedInPage('junior@acme.example')).context();
  const gql = apiOf(junior);
  await gql('AddCartLines', { input: { lines: [{ erp: first, quantity: 5 }] } });
  const shared = await gql<{ data: { shareCart: { sharedCart: { id: string } } } }>('ShareCart', {
    input: { recipients: ['approver@acme.example'] },
  });
  await page.goto(`/cart/shared/${shared.data.shareCart.sharedCart.id}`);
  await page.getByRole('button', { name: 'Copy to My Cart' }).click();
  await expect(page.getByText('1 line was added to your cart.')).toHaveCount(1);

  // A phone: the total and Check Out stay on screen at the top of a long cart.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/cart');
  const sticky = page.getByRole('region', { name: 'Cart total' });
  await expect(sticky).toBeInViewport();
  const subtotal = (await page
    .getByText(/^Subtotal: /)
    .first()
    .textContent())!;
  await expect(sticky.getByText(subtotal)).toBeInViewport();
  // At the Order Summary's own Check Out (the first in the page) the sticky one steps aside: one Check Out
  // for a screen reader; back at the lines it is there again.
  const checkOut = page.getByRole('button', { name: 'Check Out' });
  await checkOut.first().scrollIntoViewIfNeeded();
  await expect(sticky).toHaveCount(0);
  await expect(checkOut).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(sticky).toBeInViewport();
  await sticky.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order$/);
  await junior.close();
});
