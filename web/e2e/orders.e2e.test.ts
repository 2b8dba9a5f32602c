import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const rows = (page: Page, table: string) => page.getByRole('grid', { name: table }).getByRole('row');

/** The number of a scenario quote, found through the free-text filter of Review Quotes. */
const findQuote = async (page: Page, po: string) => {
  await page.goto('/my-account/reviewquotes');
  await page.getByLabel('View', { exact: true }).selectOption('all');
  await page.getByLabel('Search orders').fill(po);
  await expect(rows(page, 'Review Quotes')).toHaveCount(2);
  return page.getByRole('grid', { name: 'Review Quotes' }).getByRole('link').first();
};

test.describe('the buyer record', () => {
  test('filters and pages the order history', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    await expect(page.getByText(/^Page 1 of \d+/)).toHaveCount(1);
    await expectAccessible(page);
    await page.getByLabel('View', { exact: true }).selectOption('all');
    await page.getByLabel('Orders per page').selectOption('10');
    await expect(rows(page, 'My Orders')).toHaveCount(11);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+/)).toHaveCount(1);
    await page.getByLabel('Type').selectOption('QUOTE');
    await expect(page.getByText(/^Page 1 of \d+/)).toHaveCount(1);
    // Every row of the re-rendered page is a quote.
    const typeCells = page
      .getByRole('grid', { name: 'My Orders' })
      .getByRole('row')
      .locator('[role="gridcell"]:nth-child(3)');
    await expect.poll(async () => [...new Set(await typeCells.allTextContents())].join(',')).toBe('Quote');
    await page.getByLabel('Search orders').fill('Q-CONVERT-A');
    await expect(rows(page, 'My Orders')).toHaveCount(2);
    await page.getByLabel('Date').selectOption('custom');
    await expectAccessible(page);
  });

  test('opens a shipped order with a tracking link', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    await page.getByLabel('View', { exact: true }).selectOption('all');
    await page.getByLabel('Stage').selectOption('SHIPPED');
    await page.getByLabel('Orders per page').selectOption('50');
    await expect.poll(() => rows(page, 'My Orders').count()).toBeGreaterThan(3);
    const hrefs = await page
      .getByRole('grid', { name: 'My Orders' })
      .getByRole('link', { name: /^\d+-\d{2}$/ })
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    let tracked: string | null = null;
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByText('Shipping status')).toHaveCount(1);
      // Within the page's content: the header's Careers link also opens off-site in a new tab.
      const link = page.locator('main a[href^="https://"][target="_blank"]');
      if ((await link.count()) > 0) {
        tracked = await link.first().getAttribute('href');
        break;
      }
    }
    expect(tracked).toMatch(
      /^https:\/\/(www\.ups\.com|www\.fedex\.com|www\.aaacooper|www\.daytonfreight|www\.estes|www\.peninsulatruck|www\.sefl|www\.saia|my\.yrc)/,
    );
    await expectAccessible(page);
  });

  test('converts a quote with a reduced quantity', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    // Q-CONVERT-B is within the buyer's $2,500 limit, so it converts at once.
    const link = await findQuote(page, 'Q-CONVERT-B');
    const quoteNumber = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { name: 'Convert to order' })).toHaveCount(1);
    await expectAccessible(page);
    const quantity = page.getByLabel(/^Quantity for /).first();
    const original = Number(await quantity.inputValue());
    await quantity.fill(String(original + 1));
    await expect(page.getByText('New quantity may not exceed original quantity.').first()).toBeVisible();
    await quantity.fill(String(original - 1));
    await page.getByLabel('PO number').fill('PO-E2E-QUOTE');
    await page.getByRole('button', { name: 'Convert to Order' }).click();
    await expect(page.getByText(new RegExp(`^Quote ${quoteNumber} is now order \\d+-00\\.$`))).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('link', { name: /^View order / }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order \d+-00$/ })).toHaveCount(1);
    await expect(page.getByText('PO-E2E-QUOTE')).toHaveCount(1);
    const firstLineOrdered = await page
      .getByRole('table', { name: 'Items' })
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(2)
      .textContent();
    expect(Number(firstLineOrdered)).toBe(original - 1);
  });

  test('sends a quote over the buyer limit to the approver, who converts it', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    const link = await findQuote(page, 'Q-CONVERT-C');
    const quoteNumber = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { name: 'Convert to order' })).toHaveCount(1);
    await page.getByLabel('PO number').fill('PO-E2E-LIMIT');
    await page.getByRole('button', { name: 'Convert to Order' }).click();
    await expect(
      page.getByText(
        'Your request to convert this quote has been sent to your approver. You will receive an e-mail once it is approved.',
      ),
    ).toHaveCount(1);
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Pending' })).toHaveCount(1);

    const approver = await store.loggedInPage('approver@acme.example');
    await approver.goto('/administration/order-requests');
    const inspect = approver.getByRole('button', { name: /^Inspect request / }).first();
    await expect(inspect).toHaveCount(1);
    await inspect.click();
    const dialog = approver.getByRole('dialog');
    await expect(dialog).toHaveCount(1);
    await expectAccessible(approver);
    const po = dialog.getByLabel(/^PO Number/);
    if ((await po.inputValue()) === '') await po.fill('PO-E2E-LIMIT');
    const approve = dialog.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeEnabled();
    await approve.click();
    await expect(approver.getByText(/^Request \d+ has been approved\.$/)).toHaveCount(1);

    await page.goto(`/my-account/review-quote-details/${quoteNumber}`);
    await expect(page.getByText('This quote has already been converted into an order.')).toHaveCount(1);
    await page.goto('/my-account/orders');
    await page.getByLabel('Search orders').fill('PO-E2E-LIMIT');
    await expect(rows(page, 'My Orders')).toHaveCount(2);
  });

  test('downloads an order as a PDF from its detail page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    await page.getByLabel('View', { exact: true }).selectOption('all');
    await page.getByLabel('Type').selectOption('ORDER');
    await expect(page.getByText(/^Page 1 of \d+/)).toHaveCount(1);
    const first = page
      .getByRole('grid', { name: 'My Orders' })
      .getByRole('link', { name: /^\d+-\d{2}$/ })
      .first();
    const orderNumber = (await first.textContent()) ?? '';
    await first.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Download PDF of order ${orderNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`order-${orderNumber}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title in its metadata (the pages' text is compressed).
    expect(pdf.toString('latin1')).toContain(`(Order Confirmation ${orderNumber})`);
  });

  test("downloads an order's PDF from its row in the order history", async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/orders');
    await page.getByLabel('View', { exact: true }).selectOption('all');
    await page.getByLabel('Type').selectOption('ORDER');
    await expect(page.getByText(/^Page 1 of \d+/)).toHaveCount(1);
    const grid = page.getByRole('grid', { name: 'My Orders' });
    const orderNumber =
      (await grid
        .getByRole('link', { name: /^\d+-\d{2}$/ })
        .first()
        .textContent()) ?? '';
    // The row's PDF is named "Download PDF", so the number still names exactly one link.
    await expect(page.getByRole('link', { name: orderNumber })).toHaveCount(1);
    const pdf = grid.getByRole('link', { name: 'Download PDF', exact: true }).first();
    await expect(pdf).toHaveAccessibleDescription(orderNumber);
    const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect(download.suggestedFilename()).toBe(`order-${orderNumber}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('downloads two selected open invoices as one PDF', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/invoices/open');
    const ticks = page.getByRole('checkbox', { name: /^Select invoice / });
    await expect(ticks.nth(1)).toBeAttached();
    const numbers: string[] = [];
    for (const tick of [ticks.nth(0), ticks.nth(1)]) {
      const name = await tick.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
      numbers.push(name.replace('Select invoice ', ''));
      // The box is drawn over a visually hidden input, as the radios elsewhere.
      await tick.check({ force: true });
    }
    const selection = page.getByRole('group', { name: 'Selected invoices' });
    await expect(selection.getByText('2 invoices selected')).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      selection.getByRole('link', { name: 'Download selected' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoices.pdf');
    const pdf = (await readFile(await download.path())).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // Both invoices in the one document's title (its metadata; the pages' text is compressed).
    for (const number of numbers) expect(pdf).toContain(`Invoice ${number}`);
  });

  test('e-mails an open invoice to a colleague chosen in the modal', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account/invoices/open');
    await expect(page.getByRole('button', { name: /^E-mail invoice / }).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Sort by').selectOption('aging');
    await page
      .getByRole('button', { name: /^E-mail invoice / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('strong')).toHaveText('buyer@acme.example');
    await dialog.getByRole('combobox', { name: 'Recipient' }).fill('approver@acme');
    await page.getByRole('option', { name: /\(approver@acme\.example\)/ }).click();
    await expect(dialog.locator('strong')).toHaveText('approver@acme.example');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Email successfully sent!')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('refuses summary invoices outside punch-out, and downloads their CSVs with 8 and 17 columns in it', async ({
    store,
  }) => {
    // Bill has the flag and the customer setting, in a standard session: no menu entry, no page (§6).
    const standard = await store.loggedInPage('billing@acme.example');
    await standard.goto('/my-account/invoices/summary');
    await expect(standard.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expect(standard.getByRole('link', { name: 'Summary Invoices' })).toHaveCount(0);
    const page = await store.loggedInPage('punchbilling@acme.example');
    await page.goto('/my-account/invoices/summary');
    await expect(page.getByRole('link', { name: /^Details of / }).first()).toBeVisible();
    await expectAccessible(page);
    const csvOf = async (button: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      return readFile(await download.path(), 'utf8');
    };
    const list = (await csvOf('Download CSV')).trim().split('\r\n');
    expect(list[0]!.split(',')).toEqual([
      'Requisition Id',
      'Billing #',
      'Group #',
      'Billing Date',
      'Deliver To',
      'Cost Center',
      'Sub Total',
      'Status',
    ]);
    expect(list.length).toBeGreaterThan(1);
    await page
      .getByRole('link', { name: /^Details of / })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Summary invoice lines' })).toHaveCount(1);
    await expectAccessible(page);
    const detail = (await csvOf('Download CSV')).trim().split('\r\n');
    expect(detail[0]!.split(',')).toHaveLength(17);
    expect(detail[0]!.split(',').slice(7, 10)).toEqual(['Line #', 'Item Description', 'Item Part #']);
  });

  test('sends a user without order history to the unauthorized page', async ({ store }) => {
    const page = await store.loggedInPage('nohistory@acme.example');
    await page.goto('/my-account/orders');
    await page.waitForURL(/\/unauthorized$/);
    await page.goto('/my-account/invoices/open');
    await page.waitForURL(/\/unauthorized$/);
  });
});
