// Issue 19's scan-to-web journeys: a buyer pages the scans, releases one as an order and finds it in
// My Orders, merges one into a cart that has items, archives and reactivates; a user of a customer
// without scans has no menu entry and no list; a multiview associate switches to a scan's customer.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const scanLinks = (page: Page) => page.getByRole('table').getByRole('rowheader').getByRole('link');
const scanLink = (page: Page, id: string) => scanLinks(page).and(page.getByRole('link', { name: id, exact: true }));

const openScans = async (page: Page) => {
  await page.goto('/my-account/orders');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Scan To Web' }).click();
  await expect(h1(page)).toHaveText('Scan To Web');
  await expect(scanLinks(page)).toHaveCount(10);
};

/** Opens the first scan of the current list that the buyer can release as it is. */
const openReleasable = async (page: Page): Promise<string> => {
  for (let row = 0; row < 10; row += 1) {
    const link = scanLinks(page).nth(row);
    const id = (await link.textContent())!;
    await link.click();
    await expect(h1(page)).toHaveText(`Scan ${id}`);
    const needsSomething =
      (await page.getByText('Required for this scan.').count()) > 0 ||
      (await page
        .locator('input[required]')
        .evaluateAll((inputs) => inputs.some((input) => (input as HTMLInputElement).value.trim() === ''))) ||
      (await page.getByText('Unavailable').count()) > 0;
    if (!needsSomething) return id;
    await page.goBack();
    await expect(scanLinks(page)).toHaveCount(10);
  }
  throw new Error('no scan on the first page can be released as it is');
};

test.describe('scan-to-web', () => {
  test('pages to the last page of current scans and filters, then shows the archived ones', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    await openScans(page);
    await expect(page.getByText('Page 1 of 3 (23 scans)')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 3 of 3 (23 scans)')).toHaveCount(1);
    await expect(scanLinks(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    const last = (await scanLinks(page).first().textContent())!;
    await page.getByLabel('Filter scans').fill(last);
    await expect(page.getByText(/Page 1 of 1 \(\d+ scans?\)/)).toHaveCount(1);
    await expect(scanLink(page, last)).toHaveCount(1);
    await page.getByLabel('Filter scans').fill('NO-SUCH-SCAN');
    await expect(page.getByText('You do not have any scans that meet your criteria.')).toHaveCount(1);
    await page.getByRole('link', { name: 'Archived' }).click();
    await page.getByLabel('Filter scans').fill('');
    await expect(page.getByText('Page 1 of 1 (9 scans)')).toHaveCount(1);
    await expect(page.getByRole('cell', { name: /^Ordered/ })).toHaveCount(2);
  });

  test('resets a quantity under 1 with the spec’s message, releases a scan as an order and finds it in My Orders', async ({
    store,
  }) => {
    const page = await store.loggedInPage('admin@acme.example');
    await openScans(page);
    const id = await openReleasable(page);
    await expectAccessible(page);
    const quantity = page.getByRole('textbox', { name: /^Quantity for / }).first();
    await quantity.fill('0');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Quantity required. If no quantity, please remove item.')).toHaveCount(1);
    await expect(quantity).toHaveValue('1');
    await quantity.fill('4');
    await page.getByRole('button', { name: 'Release as Order' }).click();
    await page.waitForURL(/\/my-account\/scan-to-web$/);
    await expect(page.getByText(/^Scan released as order \d+-\d+\.$/)).toHaveCount(1);
    const order = /order (\d+-\d+)/.exec((await page.getByText(/^Scan released as order/).textContent())!)![1]!;
    await page.goto('/my-account/orders');
    await expect(page.getByRole('link', { name: order })).toHaveCount(1);
    await page.goto(`/my-account/scan-to-web/${id}?status=0`);
    await expect(page.getByText(`Ordered`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate Scan' })).toHaveCount(1);
  });

  test('refuses a release while the cart has items, merges into that cart after the confirmation', async ({
    store,
  }) => {
    const page = await store.loggedInPage('lead@acme.example');
    await openScans(page);
    await page.getByRole('button', { name: 'Next' }).click();
    // The journey before released one of the 23.
    await expect(page.getByText(/^Page 2 of 3 \(2\d scans\)$/)).toHaveCount(1);
    const id = await openReleasable(page);
    // Something in the cart first: the scan's own merge puts it there.
    await page.getByRole('button', { name: 'Merge into Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await expect(page.getByText(/items? (was|were) added to your cart/)).toHaveCount(1);
    await page.goto(`/my-account/scan-to-web/${id}?status=1`);
    await page.getByRole('button', { name: 'Release as Order' }).click();
    await expect(
      page.getByText('There are current items in your cart. Please complete your cart order before releasing Scan.'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Merge into Cart' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Merge into Cart' });
    await expect(dialog.getByText(/turns the cart into a scan-to-web order/)).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Merge into Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await expect(page.getByText('This cart is a scan-to-web order: a scan was merged into it.')).toHaveCount(1);
  });

  test('archives a scan, which moves to Archived, and reactivates it', async ({ store }) => {
    const page = await store.loggedInPage('approver@acme.example');
    await openScans(page);
    const id = (await scanLinks(page).first().textContent())!;
    await scanLinks(page).first().click();
    await expect(h1(page)).toHaveText(`Scan ${id}`);
    await page.getByRole('button', { name: 'Archive Scan' }).click();
    await page.waitForURL(/\/my-account\/scan-to-web$/);
    await expect(page.getByText('Scan archived')).toHaveCount(1);
    await expect(scanLink(page, id)).toHaveCount(0);
    await page.getByRole('link', { name: 'Archived' }).click();
    await expect(scanLink(page, id)).toHaveCount(1);
    await page.getByRole('link', { name: id, exact: true }).click();
    await page.getByRole('button', { name: 'Reactivate Scan' }).click();
    await expect(page.getByText('Scan reactivated')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Release as Order' })).toHaveCount(1);
  });

  test('shows no entry and no page to a user whose customer has no scans, and refuses another customer’s scan', async ({
    store,
  }) => {
    const units = await store.loggedInPage('units@northwind.example');
    await units.goto('/my-account/orders');
    await expect(units.getByRole('navigation', { name: 'Account menu' }).getByRole('link').first()).toBeVisible();
    await expect(
      units.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Scan To Web' }),
    ).toHaveCount(0);
    await units.goto('/my-account/scan-to-web');
    await expect(h1(units)).toHaveText('Access Denied');
    const globex = await store.loggedInPage('buyer@globex.example');
    await openScansOf(globex);
    const theirs = (await scanLinks(globex).first().textContent())!;
    const buyer = await store.loggedInPage('buyer@acme.example');
    await buyer.goto(`/my-account/scan-to-web/${theirs}?status=1`);
    await expect(
      buyer.getByText(
        'Unable to view Scan: your customer number does not match the customer scanned. Please contact support.',
      ),
    ).toHaveCount(1);
  });

  test('lets a multiview associate switch to a scan’s customer from the scan, and back from the header', async ({
    store,
  }) => {
    const globex = await store.loggedInPage('buyer@globex.example');
    await openScansOf(globex);
    const theirs = (await scanLinks(globex).first().textContent())!;
    const page = await store.loggedInPage('associate@vallen.example');
    await page.goto(`/my-account/scan-to-web/${theirs}?status=1`);
    await expect(
      page.getByText('This scan was made for customer 10004. Switch to that customer to release or merge it.'),
    ).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Release as Order' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to customer 10004' }).click();
    await expect(page.getByRole('button', { name: 'Release as Order' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Customer 10004, / })).toHaveCount(1);
    // Back to the associate's own customer with the header's dropdown (a search for staff).
    await page.getByRole('button', { name: /^Customer 10004, / }).click();
    await page.getByLabel('Find a customer').fill('10000');
    await expect(page.getByText('1 customer found.')).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: /^10000 / }).click();
    await expect(page.getByRole('button', { name: /^Customer 10000, / })).toHaveCount(1);
    await expect(page.getByText('This scan was made for customer 10004.', { exact: false })).toHaveCount(1);
  });
});

/** Globex has two scans: the list shows them without paging. */
const openScansOf = async (page: Page) => {
  await page.goto('/my-account/scan-to-web');
  await expect(h1(page)).toHaveText('Scan To Web');
  await expect(scanLinks(page)).toHaveCount(2);
};
