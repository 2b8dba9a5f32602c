import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { dollars, erpOrder, expectAccessible, webOperation } from './store.ts';
import { fillCartToValue as fillCart } from './carts.ts';

const orderDetails = async (page: Page) => {
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order/);
  await expect(page.getByLabel('Ship-to address').first()).toBeVisible();
  await page.getByLabel('Ship-to address').selectOption({ index: 1 });
  await page.getByLabel('Contact name').fill('Bianca Buyer');
  await page.getByLabel('E-mail').fill('buyer@acme.example');
  await page.getByLabel('PO number').fill(`PO-E2E-${Date.now() % 100000}`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/cart\/payment/);
  await expect(page.getByRole('button', { name: 'Continue to Review' })).toHaveCount(1);
};

const toReview = async (page: Page) => {
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.waitForURL(/\/cart\/review/);
  await expect(page.getByRole('button', { name: 'Place Order' }).first()).toBeVisible();
};

test.describe('checkout paths', () => {
  test('applies a promo code on the cart and the ERP discounts the placed order', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    const context = page.context();
    await fillCart(context, 300);
    await page.goto('/cart');
    await expect(page.getByLabel('Promo code')).toHaveCount(1);
    await page.getByLabel('Promo code').fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid promo code').first()).toBeVisible();
    await page.getByLabel('Promo code').fill(' save10 ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/^Discount: -\$/)).toHaveCount(1);
    await expectAccessible(page);
    await orderDetails(page);
    await toReview(page);
    await expect(page.getByText(/Discount \(SAVE10\)/)).toHaveCount(1);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/confirm/);
    const discount = (await page.locator('dt:text-is("Discount") + dd').textContent())?.trim() ?? '';
    expect(discount).toMatch(/^-\$[\d,]+\.\d\d$/);
    await expectAccessible(page);
    await context.close();
  });

  test('sends an order over the buyer limit to the approver and ends on the approval page', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    const context = page.context();
    await fillCart(context, 2700);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Check Out' })).toHaveCount(1);
    await orderDetails(page);
    await toReview(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/approval/);
    await expect(page.getByRole('heading', { name: 'Sent for Approval' })).toHaveCount(1);
    await expect(page.getByText('Alan Approver (approver@acme.example)')).toHaveCount(1);
    await expectAccessible(page);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toHaveCount(1);
    await context.close();
  });

  test('pays with a saved card: the review shows it with the shipping and tax estimate, and so does the confirmation', async ({
    store,
  }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    const context = page.context();
    await fillCart(context, 60);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Check Out' })).toHaveCount(1);
    await orderDetails(page);
    await expect(page.getByRole('radio', { name: /^MasterCard ending in 4444/ })).toHaveCount(1);
    await page.getByRole('radio', { name: /^MasterCard ending in 4444/ }).check({ force: true });
    await expect(page.getByRole('radio', { name: 'New card' })).toHaveCount(1);
    expect(await page.getByLabel('Address 1').getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page);
    await toReview(page);
    const card = page.getByText(/^MasterCard ending in 4444 \(exp 12\/\d{4}\)$/);
    await expect(card).toHaveCount(1);
    await expect(page.locator('dt:text-is("Estimated shipping") + dd')).toHaveCount(1);
    expect((await page.locator('dt:text-is("Estimated tax") + dd').textContent())?.trim()).toMatch(/^\$[\d,]+\.\d\d$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/confirm/);
    await expect(page.getByText(/^Payment: MasterCard ending in 4444/)).toHaveCount(1);
    await context.close();
  });

  test('checks out in one step with express checkout, charged the total it showed before Place Order', async ({
    store,
  }) => {
    const page = await store.loggedInPage('express@acme.example');
    const context = page.context();
    await fillCart(context, 40);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Express Checkout' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Express Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Checkout' });
    await expect(dialog.getByText(/^Payment: Visa ending in 1881/)).toHaveCount(1);
    // Subtotal, freight, tax and total before the button that places and charges the order.
    const figure = (term: string) => dialog.locator(`dt:text-is("${term}") + dd`);
    await expect(figure('Total')).toHaveText(/^\$[\d,]+\.\d\d$/);
    const shown = Object.fromEntries(
      await Promise.all(
        ['Subtotal', 'Estimated freight', 'Tax', 'Total'].map(async (term) => [
          term,
          (await figure(term).textContent())!,
        ]),
      ),
    ) as Record<string, string>;
    await expectAccessible(page);
    // Eli's default ship-to flags a PO: without one nothing is placed.
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect(dialog.getByText('A PO number is required for this ship-to address.')).toHaveCount(1);
    await dialog.getByLabel('PO number').fill('PO-EXPRESS');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/confirm/);
    await expect(page.getByRole('heading', { name: 'Order Submitted' })).toHaveCount(1);
    await expect(page.getByText(/^Payment: Visa ending in 1881/)).toHaveCount(1);
    const orderNumber = (await page
      .getByText(/Your order number is/)
      .locator('strong')
      .textContent())!.trim();
    // What the ERP recorded and charged, read from the sandbox.
    const { header } = await erpOrder(store.sandboxUrl, 'express@acme.example', orderNumber);
    expect({
      Subtotal: dollars(header.itemSalesAmount),
      'Estimated freight': dollars(header.totalSpecialCharges),
      Tax: dollars(header.salesTaxAmount),
      Total: dollars(header.totalOrderValue),
    }).toEqual(shown);
    await expectAccessible(page);
    await context.close();
  });

  test('asks for a quote from a quote cart: Get Quote, no payment step, Quote Submitted', async ({ store }) => {
    const page = await store.loggedInPage('quoter@acme.example');
    const context = page.context();
    await fillCart(context, 80);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Get Quote' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Check Out' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Continue', exact: true })).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect.poll(() => page.getByLabel('Ship-to address').locator('option').count()).toBeGreaterThan(1);
    await page.getByLabel('Ship-to address').selectOption({ index: 1 });
    await page.getByLabel('Contact name').fill('Quinn Quoter');
    await page.getByLabel('E-mail').fill('quoter@acme.example');
    await page.getByLabel('PO number').fill('PO-QUOTE-1');
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.waitForURL(/\/cart\/review/);
    await expect(page.getByRole('button', { name: 'Submit Quote Request' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await page.waitForURL(/\/cart\/confirm/);
    await expect(page.getByRole('heading', { name: 'Quote Submitted' })).toHaveCount(1);
    await context.close();
  });
});

test.describe('one order, one set of order data', () => {
  type Scan = {
    id: string;
    purchaseOrderRequired: boolean;
    items: { error: string | null }[];
    headerProperties: { required: boolean; value: string }[];
  };
  /** A current scan the buyer can release as it is, within the buyer's limit (over it, it goes to the approver). */
  const releasableScan = async (context: BrowserContext): Promise<string> => {
    const gql = async <T>(operation: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await context.request.post('/graphql', {
        data: { query: webOperation(operation), variables },
        headers: { 'content-type': 'application/json' },
      });
      return ((await response.json()) as { data: T }).data;
    };
    const list = await gql<{ scans: { nodes: { id: string; total: { value: number } }[] } }>('Scans', {
      input: { status: 'ACTIVE', page: 1 },
    });
    for (const { id } of list.scans.nodes.filter((s) => s.total.value < 2000)) {
      const { scan } = await gql<{ scan: Scan }>('Scan', { id, status: 'ACTIVE' });
      const ready =
        !scan.purchaseOrderRequired &&
        scan.items.every((i) => !i.error) &&
        scan.headerProperties.every((p) => !p.required || p.value);
      if (ready) return id;
    }
    throw new Error('no scan on the first page can be released as it is');
  };
  /** Order details with this order's own PO and notes; the form must start without any earlier order's. */
  const detailsOf = async (page: Page, po: string, instructions: string, comments: string) => {
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL(/\/cart\/order/);
    await expect.poll(() => page.getByLabel('Ship-to address').locator('option').count()).toBeGreaterThan(1);
    await expect(page.getByLabel('PO number')).toHaveValue('');
    await expect(page.getByLabel('Shipping instructions')).toHaveValue('');
    await expect(page.getByLabel('Comments')).toHaveValue('');
    await page.getByLabel('Ship-to address').selectOption({ index: 1 });
    await page.getByLabel('PO number').fill(po);
    await page.getByLabel('Shipping instructions').fill(instructions);
    await page.getByLabel('Comments').fill(comments);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/cart\/payment/);
    await toReview(page);
    await expect(page.getByRole('region', { name: 'Ship To' })).toContainText(
      `PO number${po}Shipping instructions${instructions}Comments${comments}`,
    );
  };
  /** Places the reviewed order; answers its number once the confirmation shows exactly this order's data. */
  const placeWith = async (page: Page, po: string, instructions: string, comments: string): Promise<string> => {
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/confirm/);
    await expect(page.getByRole('region', { name: 'Order Details' })).toHaveText(
      `Order DetailsPO number${po}Shipping instructions${instructions}Comments${comments}`,
    );
    return /\d+-\d\d/.exec((await page.getByText(/Your order number is/).textContent()) ?? '')![0];
  };

  test('places three orders in a row, typed, from a released scan and from a merged request, each with only its own PO and notes', async ({
    store,
  }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    const context = page.context();
    const po = `PO-SEQ-${Date.now() % 100000}`;
    await fillCart(context, 60);
    await detailsOf(page, `${po}-1`, 'Dock 4, order one', 'Order one only');
    const first = await placeWith(page, `${po}-1`, 'Dock 4, order one', 'Order one only');

    // The released scan's order carries the scan's own PO and no notes of order one.
    const scan = await releasableScan(context);
    await page.goto(`/my-account/scan-to-web/${scan}`);
    const scanPo = (await page.getByLabel('Customer PO').inputValue()) || '—';
    await page.getByRole('button', { name: 'Release as Order' }).click();
    await expect(page.getByText(/^Scan released as order \d+-\d+\.$/)).toHaveCount(1);
    const second = /(\d+-\d\d)/.exec((await page.getByText(/^Scan released as order/).textContent())!)![1]!;
    await page.goto(`/my-account/order-details/${second}`);
    await expect(page.locator('dt:text-is("PO #") + dd')).toHaveText(scanPo);
    await expect(page.getByRole('heading', { name: 'Notes' })).toHaveCount(0);

    // A request sent with its own notes, rejected and merged back: only its lines come into order three.
    await fillCart(context, 2700);
    await detailsOf(page, `${po}-B`, 'Dock 9', 'Request B: to be rejected');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/cart\/approval/);
    const request = (await page
      .getByText(/Request number:/)
      .locator('strong')
      .textContent())!.trim();
    const approver = await store.loggedInPage('approver@acme.example');
    await approver.context().request.post('/graphql', {
      data: { query: webOperation('RejectCartRequest'), variables: { input: { id: request } } },
      headers: { 'content-type': 'application/json' },
    });
    await page.goto('/my-account/requests');
    await page.getByRole('button', { name: `Merge into Cart: request ${request}` }).click();
    await expect(page.getByText('Your cart has been updated.')).toHaveCount(1);
    await page.goto('/cart');
    const quantity = page.getByRole('textbox', { name: /^Quantity for / }).first();
    await quantity.fill('1');
    await page
      .getByRole('button', { name: /^Update quantity for / })
      .first()
      .click();
    await expect(page.getByText('Your cart has been updated.').first()).toBeVisible();
    await detailsOf(page, `${po}-3`, 'Dock 2, order three', 'Order three only');
    const third = await placeWith(page, `${po}-3`, 'Dock 2, order three', 'Order three only');

    await page.goto('/my-account/orders');
    for (const [order, own] of [
      [first, `${po}-1`],
      [second, scanPo === '—' ? '' : scanPo],
      [third, `${po}-3`],
    ] as const) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order, exact: true }) });
      await expect(row).toContainText(`${order}${own}Order`);
      await expect(row).not.toContainText('On Hold');
    }
    await context.close();
  });
});
