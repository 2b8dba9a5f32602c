import { describe, expect } from 'vitest';
import { it, logIn, expectAccessible } from './store.ts';

describe('share cart', () => {
  it('shares the cart with a colleague, who opens it from the mailed link', async ({ store }) => {
    const buyer = await store.newPage();
    await logIn(buyer.page, 'buyer@acme.example');
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
    await expect.poll(() => buyer.page.getByText('Your cart has been updated.').count()).toBeGreaterThan(0);

    await buyer.page.goto('/cart');
    await buyer.page.getByRole('button', { name: 'Share Cart' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Share Cart' });
    await dialog.getByLabel("Colleagues' e-mail addresses").fill('nobody@nowhere.example');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => dialog.getByText('No other users were found within your company to share your cart.').count())
      .toBe(1);
    await expectAccessible(buyer.page);
    await dialog.getByLabel("Colleagues' e-mail addresses").fill('approver@acme.example');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => buyer.page.getByText('Shared cart has been updated. Shared with Alan Approver.').count())
      .toBeGreaterThan(0);
    await buyer.context.close();

    const mail = (await (await fetch(`${store.sandboxUrl}/__sandbox/mail`)).json()) as {
      kind: string;
      to: string;
      link: string;
    }[];
    const link = mail.find((m) => m.kind === 'shared-cart' && m.to === 'approver@acme.example')?.link ?? '';
    expect(link).toMatch(/\/cart\/shared\/[a-f0-9]+$/);

    const approver = await store.newPage();
    await logIn(approver.page, 'approver@acme.example');
    await approver.page.goto(new URL(link).pathname);
    await expect.poll(() => approver.page.getByRole('heading', { name: 'Shared Cart' }).count()).toBe(1);
    expect(await approver.page.getByText('Bianca Buyer').count()).toBe(1);
    expect(await approver.page.getByRole('cell', { name: erp, exact: true }).count()).toBe(1);
    await expectAccessible(approver.page);
    await approver.context.close();
  });
});
