import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { dollars, erpOrder, expectAccessible } from './store.ts';
import { sendOverLimitOrder } from './carts.ts';

/** '$1,234.50' as a number. */
const money = (text: string | null): number => Number((text ?? '').replace(/[^0-9.]/g, ''));
/** The amount a paragraph gives after `label` ('subtotal $2,624.40'). */
const amountAfter = async (page: Page, label: RegExp): Promise<string> =>
  (await page.getByRole('dialog').getByText(label).first().textContent())?.match(/\$[\d,]+\.\d\d/)?.[0] ?? '';

const openRequest = async (page: Page, id: string) => {
  await page.goto('/administration/order-requests');
  const inspect = page.getByRole('button', { name: `Inspect request ${id}` });
  await expect(inspect).toHaveCount(1);
  await expectAccessible(page);
  await inspect.click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectAccessible(page);
};

test.describe('an over-limit order and its approver', () => {
  test('is approved with a reduced quantity in another session and the buyer sees it as an order', async ({
    store,
  }) => {
    const buyer = await store.loggedInPage('buyer@acme.example');
    const id = await sendOverLimitOrder(buyer);
    await expectAccessible(buyer);

    const approver = await store.loggedInPage('approver@acme.example');
    await openRequest(approver, id);
    const quantity = approver
      .getByRole('dialog')
      .getByLabel(/^Quantity for /)
      .first();
    const original = Number(await quantity.inputValue());
    const line = approver.getByRole('table', { name: `Lines of request ${id}` }).locator('tbody tr');
    await expect(line).toHaveCount(1);
    const price = money(await line.locator('td[data-label="Price"]').textContent());
    const lineTotal = line.locator('td[data-label="Line total"]');
    await expect(lineTotal).toHaveText(dollars(Math.round(price * original * 100) / 100));
    await quantity.fill(String(original + 1));
    await expect(approver.getByText('New quantity may not exceed original quantity.').first()).toBeVisible();
    // The approver lowers the quantity (12 to 5 in the issue): the line total and the subtotal follow as typed.
    const lowered = Math.max(1, Math.floor(original / 2));
    const loweredTotal = dollars(Math.round(price * lowered * 100) / 100);
    await quantity.fill(String(lowered));
    await expect(approver.getByText('New quantity may not exceed original quantity.')).toHaveCount(0);
    await expect(lineTotal).toHaveText(loweredTotal);
    expect(await amountAfter(approver, /subtotal \$/)).toBe(loweredTotal);
    await approver.getByLabel(/^PO Number/).fill('PO-APPROVED');
    const approve = approver.getByRole('button', { name: 'Approve', exact: true });
    await expect(approve).toBeEnabled();
    await approve.click();
    await expect(approver.getByText(`Request ${id} has been approved.`)).toHaveCount(1);
    await expectAccessible(approver);

    await buyer.goto('/my-account/requests');
    const row = buyer.getByRole('row').filter({ has: buyer.getByRole('rowheader', { name: id, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Approved');
    const orderNumber = ((await row.textContent()) ?? '').match(/\d{7}-\d{2}/)?.[0] ?? '';
    expect(orderNumber).toMatch(/^\d+-00$/);
    await expectAccessible(buyer);
    await buyer.getByRole('button', { name: `Inspect request ${id}` }).click();
    await expect(buyer.getByRole('dialog').getByText('Approved').first()).toBeVisible();
    // The buyer's view of the request: the approved quantity, its line total, and a subtotal that is their sum.
    const buyerLine = buyer.getByRole('table', { name: `Lines of request ${id}` }).locator('tbody tr');
    await expect(buyerLine).toHaveCount(1);
    await expect(buyerLine.locator('td[data-label="Quantity"]')).toContainText(String(lowered));
    await expect(buyerLine.locator('td[data-label="Subtotal"]')).toHaveText(loweredTotal);
    expect(await amountAfter(buyer, /Subtotal \$/)).toBe(loweredTotal);
    await expectAccessible(buyer);

    // The order the ERP recorded: the approved quantity, priced, and lines that add up to its subtotal.
    const { header, lines } = await erpOrder(store.sandboxUrl, 'buyer@acme.example', orderNumber);
    expect(lines.map((l) => l.quantityOrdered)).toEqual([lowered]);
    expect(dollars(lines.reduce((sum, l) => sum + l.totalLineAmount, 0))).toBe(dollars(header.itemSalesAmount));
    expect(dollars(header.totalOrderValue)).toBe(
      dollars(header.itemSalesAmount + header.totalSpecialCharges + header.salesTaxAmount),
    );
    await buyer.goto('/my-account/orders');
    await expect(buyer.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(1);
  });

  test("is rejected after a confirmation and the buyer sees Rejected, by whom and the approver's comment", async ({
    store,
  }) => {
    const buyer = await store.loggedInPage('buyer@acme.example');
    const id = await sendOverLimitOrder(buyer);
    const approver = await store.loggedInPage('approver@acme.example');
    await openRequest(approver, id);
    const comment = 'Over budget this quarter: split it in two.';
    await approver.getByLabel('Comment to the buyer').fill(comment);
    await approver.getByRole('button', { name: 'Reject' }).click();
    await expect(approver.getByText('Are you sure you want to reject this request?')).toHaveCount(1);
    await approver.getByRole('button', { name: 'Yes, Reject' }).click();
    await expect(approver.getByText(`Request ${id} has been rejected.`)).toHaveCount(1);
    await expect(approver.getByRole('button', { name: `Inspect request ${id}` })).toHaveCount(0);

    await buyer.goto('/my-account/requests');
    const row = buyer.getByRole('row').filter({ has: buyer.getByRole('rowheader', { name: id, exact: true }) });
    await expect(row).toContainText('Rejected by Alan Approver on');
    await expect(row).toContainText(comment);
    await expectAccessible(buyer);
    // The page the buyer opened says so above it too, until dismissed.
    const notice = buyer.locator('.approval-alert').filter({ hasText: `Your order request ${id}` });
    await expect(notice).toContainText(comment);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    // The e-mail the approval page promised, through the store's mail path (the sandbox's outbox).
    const outbox = (await (await fetch(`${store.sandboxUrl}/__sandbox/mail`)).json()) as {
      kind: string;
      to: string;
      body: { request_id: string; comment: string | null };
    }[];
    expect(outbox.find((mail) => mail.kind === 'approval-decision' && mail.body.request_id === id)).toMatchObject({
      to: 'buyer@acme.example',
      body: { comment },
    });
  });
});
