// Returns (issue 33): a buyer asks for a return of a shipped order's line, sees it under the order
// and on the Returns page of the account menu, on a phone.
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';
import { returnableAcmeOrder } from './seeded-orders.ts';

test('a buyer requests a return from the order and follows it under Returns', async ({ store }) => {
  const page = await store.loggedInPage('buyer@acme.example');
  const orderNumber = returnableAcmeOrder();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/my-account/order-details/${orderNumber}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.getByRole('link', { name: 'Request a Return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Return' })).toHaveCount(1);

  const form = page.getByRole('form', { name: 'Request a Return' });
  await form.getByRole('button', { name: 'Send Return Request' }).click();
  await expect(form.getByText('Choose at least one line and the quantity to return.')).toHaveCount(1);
  await expect(form.getByText('Choose a reason for the return.')).toHaveCount(1);
  await expectAccessible(page);

  const first = form.getByRole('textbox', { name: /^Quantity to return \(line \d+\)$/ }).first();
  await first.fill('1');
  await form.getByLabel('Reason').selectOption({ label: 'Damaged in shipping' });
  await form.getByLabel('Comments').fill('Box crushed in transit');
  await form.getByRole('button', { name: 'Send Return Request' }).click();
  await expect(page.getByText(`Return request sent for order ${orderNumber}.`, { exact: false })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('link', { name: 'View your returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toHaveCount(1);
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('Damaged in shipping: Box crushed in transit');
  await expect(row).toContainText('Requested');
  await expectAccessible(page);

  await row.getByRole('link', { name: orderNumber }).click();
  await expect(returns.getByRole('listitem')).toContainText('Damaged in shipping, Requested');
});
