import { test, expect, logInThrough } from './fixtures.ts';
import { expectAccessible } from './store.ts';

test.describe('share cart', () => {
  test('shares the cart with a colleague, who opens it from the mailed link', async ({ store }) => {
    const buyer = await store.newPage();
    await logInThrough(buyer.context, 'buyer@acme.example', 'Demo1234!');
    await buyer.page.goto('/c?q=gloves');
    await buyer.page.locator('a[href^="/p/"]').first().click();
    await buyer.page.waitForURL(/\/p\//);
    const field = buyer.page
      .getByLabel(/^Quantity for /)
      .and(buyer.page.locator(':enabled'))
      .first();
    await field.fill('2');
    const erp = ((await field.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')) || '')
      .replace('Quantity for ', '')
      .trim();
    await buyer.page.getByRole('button', { name: 'Add to Cart' }).and(buyer.page.locator(':enabled')).first().click();
    await expect(buyer.page.getByText('Your cart has been updated.').first()).toBeVisible();

    await buyer.page.goto('/cart');
    await buyer.page.getByRole('button', { name: 'Share Cart' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Share Cart' });
    await dialog.getByLabel("Colleagues' e-mail addresses").fill('nobody@nowhere.example');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(dialog.getByText('No other users were found within your company to share your cart.')).toHaveCount(1);
    await expectAccessible(buyer.page);
    await dialog.getByLabel("Colleagues' e-mail addresses").fill('approver@acme.example');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(
      buyer.page.getByText('Shared cart has been updated. Shared with Alan Approver.').first(),
    ).toBeVisible();
    await buyer.context.close();

    const mail = (await (await fetch(`${store.sandboxUrl}/__sandbox/mail`)).json()) as {
      kind: string;
      to: string;
      link: string;
    }[];
    const link = mail.find((m) => m.kind === 'shared-cart' && m.to === 'approver@acme.example')?.link ?? '';
    expect(link).toMatch(/\/cart\/shared\/[a-f0-9]+$/);

    const approver = await store.newPage();
    await logInThrough(approver.context, 'approver@acme.example', 'Demo1234!');
    await approver.page.goto(new URL(link).pathname);
    await expect(approver.page.getByRole('heading', { name: 'Shared Cart' })).toHaveCount(1);
    await expect(approver.page.getByText('Bianca Buyer')).toHaveCount(1);
    await expect(approver.page.getByRole('cell', { name: erp, exact: true })).toHaveCount(1);
    await expectAccessible(approver.page);
    await approver.context.close();
  });
});
