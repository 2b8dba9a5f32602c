// Issue 18's associate tools: the staff associate reviews a freshly submitted customer application to
// Approved with a note; looks up a customer and a vendor; looks up a product for two customers and sees
// two prices; reads a customer’s punch-out log; a plain buyer reaches none of the tools.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible, webOperation } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

const submitApplication = async (page: Page, company: string) => {
  await page.goto('/customer');
  await page.getByText('New customer', { exact: true }).click();
  await page.getByLabel('Company legal name').fill(company);
  await page.getByLabel('DBA (doing business as)').fill('Quarry Works');
  await page.getByLabel('City').fill('Duluth');
  await page.getByLabel('State').selectOption('MN');
  await page.getByLabel('Company phone').fill('218-555-0100');
  await page.getByLabel('Business type').selectOption('LLC');
  await page.getByLabel('Full Name').fill('Quinn Quarry');
  await page.getByLabel('E-mail').fill('quinn@quarryworks.example');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.waitForURL(/\/customer-confirmation$/);
};

test.describe('customer applications review', () => {
  test('the associate finds a freshly submitted application and reviews it to Approved with a note', async ({
    store,
  }) => {
    const company = `Quarry Works ${Date.now()} LLC`;
    await submitApplication((await store.newPage()).page, company);

    const page = await store.loggedInPage('associate@vallen.example');
    await page.goto('/my-account');
    await menu(page).getByRole('link', { name: 'Customer Applications' }).click();
    await expect(h1(page)).toHaveText('Customer Applications');
    await expect(page.getByLabel('Status')).toHaveValue('PENDING');
    await expect(page.getByLabel('Customer type')).toHaveValue('NEW');
    await expect(page.getByText(/^Page 1 of \d+ \(\d+ applications\)$/)).toHaveCount(1);
    // The newest first: the one just submitted heads the list.
    await expect(page.getByRole('table').getByRole('rowheader').first()).toContainText(company);
    await expectAccessible(page);
    await page.getByLabel('Per page').selectOption('10');
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(10);
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Customer type').selectOption('');
    await expect(page.getByText(/^Page 1 of (\d+) \(\d+ applications\)$/)).toHaveCount(1);
    const pages = Number(/of (\d+)/.exec((await page.getByText(/^Page 1 of \d+/).textContent())!)![1]);
    expect(pages).toBeGreaterThanOrEqual(7);
    for (let n = 1; n < pages; n += 1) await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(new RegExp(`^Page ${pages} of ${pages} `))).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByLabel('Search applications').fill(company);
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(1);
    await page.getByRole('link', { name: company }).click();
    await expect(h1(page)).toHaveText(company);
    await expectAccessible(page);
    await expect(page.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await page.getByLabel('Status').selectOption('APPROVED');
    await page.getByLabel('Segment').selectOption('DIRECT');
    await page.getByLabel('Customer number').fill('20900');
    await page.getByRole('button', { name: 'Save Application' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText('Setting the status to Approved cannot be undone. Do you want to continue?'),
    ).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Yes, set to Approved' }).click();
    await expect(page.getByText('Customer Application updated successfully')).toHaveCount(1);
    await expect(
      page.getByText('This application has been Approved or Rejected and can no longer be changed.'),
    ).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Save Application' })).toBeDisabled();
    await page.getByLabel('New note').fill('Approved after a credit check; welcome call made.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Note added successfully')).toHaveCount(1);
    await expect(page.getByText('Approved after a credit check; welcome call made.')).toHaveCount(1);

    // It stays Approved when read again.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('APPROVED');
    await expect(page.getByText('Val Associate', { exact: false }).first()).toBeVisible();
    // Back to the list as it was left: all statuses, searched for the company.
    await page.getByRole('link', { name: 'Back to Customer Applications' }).click();
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(1);
    await expect(page.getByLabel('Search applications')).toHaveValue(company);
    await expect(page.getByRole('table').getByRole('cell', { name: 'Approved' })).toHaveCount(1);
  });

  test('the associate looks up customers (capped at 100, 20 a page) and a customer’s account, then a vendor', async ({
    store,
  }) => {
    const page = await store.loggedInPage('associate@vallen.example');
    await page.goto('/my-account');
    await menu(page).getByRole('link', { name: 'Customers' }).click();
    await expect(h1(page)).toHaveText('Customer Lookup');
    await page.getByRole('button', { name: 'Look Up', exact: true }).click();
    await expect(page.getByText('Please enter a search term.')).toHaveCount(1);
    await page.getByLabel('Search customers').fill('industrial');
    await page.getByRole('button', { name: 'Look Up', exact: true }).click();
    await expect(page.getByText(/^\d+ customers found\.$/)).toHaveCount(1);
    const count = Number(/^(\d+)/.exec((await page.getByText(/^\d+ customers found\.$/).textContent())!)![1]);
    expect(count).toBeGreaterThan(150);
    await expect(
      page.getByText('Only the first 100 customers are shown. Please refine your search to see the rest.'),
    ).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(20);
    const pages = page.getByRole('navigation', { name: 'Customers pages' });
    await expect(pages.getByText('Page 1 of 5 (100 customers shown)')).toHaveCount(1);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText('Page 2 of 5 (100 customers shown)')).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(20);
    await expectAccessible(page);
    await page.getByLabel('Search customers').fill('globex');
    await page.getByRole('button', { name: 'Look Up', exact: true }).click();
    await expect(page.getByText('1 customer found.')).toHaveCount(1);
    await page.getByRole('button', { name: '10004' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer 10004' });
    await expect(dialog.getByText('Globex Corporation').first()).toBeVisible();
    for (const label of [
      'Terms',
      'Average pay days',
      'Balance',
      'Sales YTD',
      'Credit limit',
      'Warehouse',
      'Price type',
      'Inside sales rep',
      'Outside sales rep',
      'Freight out',
    ])
      await expect(dialog.getByText(label, { exact: true })).toHaveCount(1);
    await expect(dialog.getByText('DHOU', { exact: true })).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The order summary: an order number that is nobody's.
    const orders = page.getByRole('search', { name: 'Order status lookup' });
    await orders.getByLabel('Order number').fill('9999999-00');
    await orders.getByRole('button', { name: 'Look Up Order' }).click();
    await expect(page.getByText('No order has that number.')).toHaveCount(1);

    await menu(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(h1(page)).toHaveText('Vendor Lookup');
    await page.getByLabel('Search vendors').fill('safety');
    await page.getByRole('button', { name: 'Look Up', exact: true }).click();
    await expect(page.getByText(/^\d+ vendors? found\.$/)).toHaveCount(1);
    const first = page.getByRole('table').getByRole('rowheader').getByRole('button').first();
    const vendorNumber = (await first.textContent())!;
    await first.click();
    const vendor = page.getByRole('dialog', { name: `Vendor ${vendorNumber}` });
    await expect(vendor.getByText('E-mail', { exact: true })).toHaveCount(1);
    await expect(vendor.getByText(/^orders@.*\.example$/)).toHaveCount(1);
    await vendor.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Search vendors').fill('no such vendor anywhere');
    await page.getByRole('button', { name: 'Look Up', exact: true }).click();
    await expect(page.getByText('No customers or vendors found.')).toHaveCount(1);

    // The group's last entry: the content site's help videos.
    await menu(page).getByRole('link', { name: 'Help Videos' }).click();
    await page.waitForURL(/\/w\/helpvideos$/);
    await expect(page.frameLocator('iframe.content-frame').getByRole('heading', { level: 1 })).toHaveText(
      'Help Videos',
    );
  });

  test('the associate looks up one product for two customers and sees two prices', async ({ store }) => {
    const page = await store.loggedInPage('associate@vallen.example');
    // A part every customer's catalogue holds: the first gloves item the associate finds.
    const answer = await page.context().request.post('/graphql', {
      data: { query: webOperation('ProductSearch'), variables: { input: { query: 'gloves' } } },
      headers: { 'content-type': 'application/json' },
    });
    const found = (await answer.json()) as { data: { productSearch: { nodes: { items: { erp: string }[] }[] } } };
    const erps = found.data.productSearch.nodes.flatMap((node) => node.items.map((item) => item.erp));
    await page.goto('/my-account');
    await menu(page).getByRole('link', { name: 'Products' }).click();
    await expect(h1(page)).toHaveText('Product Lookup');
    const priceAs = async (erp: string, customer: string): Promise<string | null> => {
      await page.getByLabel('Part number').fill(erp);
      await page.getByLabel('Customer number').fill(customer);
      await page.getByRole('button', { name: 'Look Up', exact: true }).click();
      await page.waitForURL(new RegExp(`custnum=${customer}`));
      const heading = page.getByRole('heading', { level: 2, name: /sees it$/ });
      await expect(heading).toContainText(`(${customer})`);
      const price = page.locator('dt', { hasText: /^Price$/ }).locator('xpath=following-sibling::dd[1]');
      const text = (await price.textContent())!;
      return text.startsWith('$') ? text : null;
    };
    // The first part both customers can buy (about 3% of items have no price for a given customer).
    let prices: [string | null, string | null] = [null, null];
    for (const erp of erps) {
      prices = [await priceAs(erp, '10001'), await priceAs(erp, '10004')];
      if (prices[0] && prices[1]) break;
    }
    expect(prices[0]).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(prices[1]).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(prices[0]).not.toBe(prices[1]);
    await expectAccessible(page);
    await page.getByLabel('Part number').fill('NO-SUCH-PART');
    await page.getByRole('button', { name: 'Look Up', exact: true }).click();
    await expect(page.getByText('No product with that part number is available to this customer.')).toHaveCount(1);
  });

  test('a plain buyer reaches none of the supplier tools', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await page.goto('/my-account');
    await expect(menu(page).getByRole('link', { name: 'My Orders' })).toHaveCount(1);
    await expect(menu(page).getByText('Supplier Tools')).toHaveCount(0);
    for (const path of [
      '/vallen-tools/customer-applications',
      '/vallen-tools/customer-application/1',
      '/vallen-tools/customers',
      '/vallen-tools/vendors',
      '/vallen-tools/products?erp=100001&custnum=10004',
    ]) {
      await page.goto(path);
      await page.waitForURL(/\/unauthorized$/);
      await expect(h1(page)).toHaveText('Access Denied');
    }
    const { page: guest } = await store.newPage();
    await guest.goto('/vallen-tools/customer-applications');
    await guest.waitForURL(/\/login/);
  });
});

test.describe('punch-out log', () => {
  test('the associate reads Acme’s last 250 punch-out transfers, 20 a page', async ({ store }) => {
    const page = await store.loggedInPage('associate@vallen.example');
    await page.goto('/my-account');
    await menu(page).getByRole('link', { name: 'Punch-Out Log' }).click();
    await expect(h1(page)).toHaveText('Punch-Out Log');
    await page.getByRole('button', { name: 'Show Log' }).click();
    await expect(page.getByText('Please enter a customer number.')).toHaveCount(1);
    await page.getByLabel('Customer number').fill('10001');
    await page.getByRole('button', { name: 'Show Log' }).click();
    const rows = page.getByRole('table', { name: 'Punch-out transfers of customer 10001' }).getByRole('rowheader');
    await expect(rows).toHaveCount(20);
    await expect(page.getByText('Page 1 of 13 (250 transfers)')).toHaveCount(1);
    const first = await rows.first().textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 13 (250 transfers)')).toHaveCount(1);
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).not.toHaveText(first!);
    await expectAccessible(page);
  });
});
