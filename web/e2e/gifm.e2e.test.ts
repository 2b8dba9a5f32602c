import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

test.describe('Get it for Me', () => {
  test('submits a non-stock request with an attachment and shows the order it made', async ({ store }) => {
    const page = await store.loggedInPage('buyer@acme.example');
    // Where the login form leaves a buyer: My Account, under the header's entries.
    await page.goto('/my-account');
    await expect(page.getByRole('link', { name: 'Get it for Me' })).toHaveCount(1);
    await page.getByRole('link', { name: 'Get it for Me' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request Quote' })).toHaveCount(1);
    // From the account menu (the page's own switch to the form has the same name).
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Order Non-Stock' }).click();
    const form = page.getByRole('form', { name: 'Order Non-Stock' });
    await expect(form).toHaveCount(1);
    await expectAccessible(page);

    // The rules speak first: nothing is sent while a required field is missing.
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByText('Manufacturer is required.')).toHaveCount(1);
    await expect(form.getByText('Last price paid is required.')).toHaveCount(1);
    await expectAccessible(page);

    await form.getByLabel(/^Manufacturer \(item 1\)/).fill('Acme Valves');
    await form.getByLabel(/^Part Number \(item 1\)/).fill('AV-100');
    await form.getByLabel(/^Description \(item 1\)/).fill('Brass ball valve, 1/2 in');
    await form.getByLabel(/^Quantity \(item 1\)/).fill('4');
    await form.getByLabel(/^Unit of Measure \(item 1\)/).selectOption('BX');
    await form.getByLabel(/^Last Price Paid \(item 1\)/).fill('12.50');
    const fileName = 'valve-specification-sheet-for-the-maintenance-team.pdf';
    await form
      .getByLabel(/^Attachments \(item 1\)/)
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 spec') });
    await expect(form.getByText(`${fileName.slice(0, 40)}…`)).toHaveCount(1);
    await form.getByLabel(/^PO Number/).fill('PO-E2E-GIFM');
    await form.getByRole('button', { name: 'Place Order' }).click();

    const confirmation = page.getByText(
      /^Your non-stock order \d+-00 has been placed\. The price will be determined later; freight is added at time of shipment\.$/,
    );
    await expect(confirmation).toHaveCount(1);
    await expectAccessible(page);
    const orderNumber = /(\d+-00)/.exec((await confirmation.textContent())!)![1]!;
    await expect(page.getByRole('rowheader', { name: orderNumber })).toHaveCount(1);

    await page.getByRole('link', { name: `View ${orderNumber}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/my-account/order-details/${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toHaveCount(1);
    await expect(page.getByText('PO-E2E-GIFM')).toHaveCount(1);
    await expect(page.getByText('Non-stock order: the price will be determined later.')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('answers 404 to a customer with Get it for Me switched off', async ({ store }) => {
    const page = await store.loggedInPage('buyer@globex.example');
    await page.goto('/my-account/non-stock');
    await expect(page).toHaveURL((url) => url.pathname === '/404');
    await expect(page.getByRole('link', { name: 'Get it for Me' })).toHaveCount(0);
  });
});
