// Notifications in one place (issue 33 item 5): the bell in the header and the Notifications page.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';
import { sendOverLimitOrder } from './carts.ts';

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
/** The unread count the bell's accessible name states ('Notifications, 3 unread'; 0 for 'Notifications'). */
const unreadOf = async (page: Page): Promise<number> =>
  Number((await bellOf(page).textContent())?.match(/(\d+) unread/)?.[1] ?? 0);

test.describe('notifications', () => {
  test("tell the approver a request waits and the buyer it was rejected, with the approver's comment", async ({
    store,
  }) => {
    const buyer = await store.loggedInPage('buyer@acme.example');
    const id = await sendOverLimitOrder(buyer);

    // The approver's bell: the request waiting, leading to it on the approvals page.
    const approver = await store.loggedInPage('approver@acme.example');
    await approver.goto('/');
    await expect(bellOf(approver)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bellOf(approver).click();
    const waiting = approver
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: `Order request ${id} from Bianca Buyer is waiting for your approval.` });
    await expect(waiting).toHaveCount(1);
    await expectAccessible(approver);
    await waiting.click();
    // The one request, its Inspect dialog open on Order Approvals.
    await expect(approver).toHaveURL(
      (url) => url.pathname === '/administration/order-requests' && url.search === `?s=${id}`,
    );
    await expect(approver.getByRole('dialog', { name: `Order Request ${id}` })).toHaveCount(1);
    const comment = 'Over budget this quarter: split it in two.';
    await approver.getByLabel('Comment to the buyer').fill(comment);
    await approver.getByRole('button', { name: 'Reject' }).click();
    await approver.getByRole('button', { name: 'Yes, Reject' }).click();
    await expect(approver.getByText(`Request ${id} has been rejected.`)).toHaveCount(1);

    // The buyer's bell counts it; the panel has the comment; following the link reads it.
    await buyer.goto('/');
    await expect(bellOf(buyer)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    const before = await unreadOf(buyer);
    expect(before).toBeGreaterThan(0);
    await bellOf(buyer).click();
    const panel = buyer.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(`“${comment}”`)).toHaveCount(1);
    await expectAccessible(buyer);
    await panel.getByRole('link', { name: `Your order request ${id} was rejected by Alan Approver.` }).click();
    // The one request, opened on Pending Orders.
    await expect(buyer).toHaveURL((url) => url.pathname === '/my-account/requests' && url.search === `?s=${id}`);
    const details = buyer.getByRole('dialog', { name: `Request ${id}` });
    await expect(details.getByText(comment).first()).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Pending Orders');
    await expect(bellOf(buyer)).toHaveAccessibleName(
      before - 1 > 0 ? `Notifications, ${before - 1} unread` : 'Notifications',
    );
  });

  test('list an order that shipped with its tracking link, and mark all as read', async ({ store }) => {
    const page = await store.loggedInPage('express@acme.example');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/my-account/orders');
    await page.getByRole('combobox', { name: 'Account menu' }).selectOption({ label: 'Notifications' });
    await expect(page).toHaveURL((url) => url.pathname === '/my-account/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
    const shipped = page.getByRole('main').getByRole('link', { name: /^Your order \d{7}-\d{2} has shipped\.$/ });
    await expect(shipped.first()).toBeVisible();
    const tracking = page.getByRole('main').getByRole('link', { name: /^Track the shipment/ });
    await expect(tracking.first()).toHaveAttribute('href', /^https:\/\/www\.(ups|fedex)\.com\//);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('All notifications are marked as read.')).toHaveCount(1);
    await expect(bellOf(page)).toHaveAccessibleName('Notifications');
    const orderNumber = ((await shipped.first().textContent()) ?? '').match(/\d{7}-\d{2}/)?.[0] ?? '';
    await shipped.first().click();
    await expect(page).toHaveURL((url) => url.pathname === `/my-account/order-details/${orderNumber}`);
  });
});
