// How the visual review suite (visual-routes.ts) reaches the pages and states a path alone does
// not: a walked checkout, a dialog opened, a request sent by another persona, a form filled.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { addLines, fillCartToValue, fillCartWithLines } from './carts.ts';
import { logInThrough, waitForHydrationIn } from './fixtures.ts';
import { webOperation } from './store.ts';
import { PERSONAS } from './visual-personas.ts';

type Answer = {
  data?: {
    productSearch?: { nodes: { items: { erp: string }[] }[] };
    shareCart?: { sharedCart: { id: string } | null };
  };
};
/** One of the web's own operations, sent in the page's session. */
const gql = async (context: BrowserContext, operation: string, variables: Record<string, unknown>): Promise<Answer> => {
  const response = await context.request.post('/graphql', {
    data: { query: webOperation(operation), variables },
    headers: { 'content-type': 'application/json' },
  });
  return (await response.json()) as Answer;
};

/** Puts one line of a gloves item into the session's cart through the web's own operations. */
export const fillCart = async (context: BrowserContext, quantity = 2): Promise<void> => {
  const found = await gql(context, 'ProductSearch', { input: { query: 'gloves' } });
  const erp = found.data?.productSearch?.nodes[0]?.items[0]?.erp;
  if (!erp) throw new Error('The sandbox has no gloves to put in the cart.');
  await addLines(context, [{ erp, quantity }]);
};

/** Puts the lines of a walked checkout into the cart: two pairs of gloves unless the route needs more. */
type Fill = (context: BrowserContext) => Promise<void>;
const twoPairs: Fill = (context) => fillCart(context);
export const toOrderDetails = async (page: Page, context: BrowserContext, fill = twoPairs) => {
  await fill(context);
  await page.goto('/cart');
  // The Order Summary's: on a phone the sticky total below the lines has a Check Out of its own.
  await page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order/);
  await expect(page.getByLabel('Ship-to address').first()).toBeVisible();
};
/** A PO the sandbox has not seen: a repeated PO is refused, or put On Hold (the cart-error route does that on purpose). */
const freshPo = () => `PO-VISUAL-${Date.now() % 1_000_000}`;
export const toPayment = async (page: Page, context: BrowserContext, fill = twoPairs, po = freshPo()) => {
  await toOrderDetails(page, context, fill);
  await page.getByLabel('Ship-to address').selectOption({ index: 1 });
  await page.getByLabel('Contact name').fill('Bianca Buyer');
  await page.getByLabel('E-mail').fill('buyer@acme.example');
  await page.getByLabel('PO number').fill(po);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/cart\/payment/);
  await expect(page.getByRole('button', { name: 'Continue to Review' })).toHaveCount(1);
};
export const toReview = async (page: Page, context: BrowserContext, fill = twoPairs, po = freshPo()) => {
  await toPayment(page, context, fill, po);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.waitForURL(/\/cart\/review/);
  await expect(page.getByRole('button', { name: 'Place Order' }).first()).toBeVisible();
};
/** Places the order of a walked checkout and waits for the step it ends on. */
const placeOrder = async (page: Page, context: BrowserContext, ends: RegExp, fill = twoPairs, po = freshPo()) => {
  await toReview(page, context, fill, po);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(ends);
  await expect(page.locator('main h1').first()).toBeVisible();
};
export const toConfirmation = (page: Page, context: BrowserContext) => placeOrder(page, context, /\/cart\/confirm/);
// $2,700 of gloves is over the buyer's $2,500 spend limit: the order goes to the approver.
const overLimit: Fill = (context) => fillCartToValue(context, 2700);
export const toApproval = (page: Page, context: BrowserContext) =>
  placeOrder(page, context, /\/cart\/approval/, overLimit);
/**
 * The same PO twice. The store refuses a reused PO before Place Order when the ERP answers its PO
 * check; with that check unavailable (a sandbox fault) the order goes, the ERP places it On Hold and
 * the store shows /cart/error.
 */
export const toOnHold = async (page: Page, context: BrowserContext, sandboxUrl: string) => {
  const po = freshPo();
  await placeOrder(page, context, /\/cart\/confirm/, twoPairs, po);
  const faults = `${sandboxUrl}/__sandbox/faults`;
  const noCheck = [{ route: 'GET /order/po-check', errorRate: 1, errorStatus: 503 }];
  await fetch(faults, {
    method: 'PUT',
    body: JSON.stringify(noCheck),
    headers: { 'content-type': 'application/json' },
  });
  try {
    await placeOrder(page, context, /\/cart\/error/, twoPairs, po);
  } finally {
    await fetch(faults, { method: 'DELETE' });
  }
};
/** The buyer's Pending Orders with the request they have just sent over their limit among them. */
export const toPendingOrders = async (page: Page, context: BrowserContext) => {
  await toApproval(page, context);
  await page.goto('/my-account/requests');
  await expect(page.getByRole('table', { name: 'My cart requests' })).toBeVisible();
};
/** The buyer shares the cart with the approver and opens the shared cart's page (a sharer may). */
export const toSharedCart = async (page: Page, context: BrowserContext) => {
  await fillCart(context);
  const shared = await gql(context, 'ShareCart', { input: { recipients: ['approver@acme.example'] } });
  const id = shared.data?.shareCart?.sharedCart?.id;
  if (!id) throw new Error('The sandbox refused to share the cart.');
  await page.goto(`/cart/shared/${id}`);
};
/** The second brand is chosen by host name (Chromium maps it to the store: web/e2e/store.ts). */
export const onSecondBrand = (path: string) => async (page: Page) => {
  await page.goto('/');
  const { port } = new URL(page.url());
  await page.goto(`http://www.rvsupply.example:${port}${path}`);
  await expect(page.locator('main h1').first()).toBeVisible();
};
/** The order pad with lines: two that can be ordered and one that cannot (its error listed). */
export const toOrderPadWithLines = async (page: Page, context: BrowserContext) => {
  const found = await gql(context, 'ProductSearch', { input: { query: 'gloves' } });
  const erps = (found.data?.productSearch?.nodes ?? []).flatMap((node) => node.items.map((item) => item.erp));
  await page.goto('/order-pad/paste');
  await page.getByLabel('Part numbers and quantities').fill(`${erps[0]}, 2\n${erps[1]}, 5\nNOPE-404, 1`);
  await page.getByRole('button', { name: 'Add to Order Pad' }).click();
  await expect(page.getByText('Order Pad Summary')).toHaveCount(1);
};
/** The product lookup showing a gloves item as Globex sees it. */
export const toProductLookup = async (page: Page, context: BrowserContext) => {
  const found = await gql(context, 'ProductSearch', { input: { query: 'gloves' } });
  const erp = found.data?.productSearch?.nodes[0]?.items[0]?.erp ?? '';
  await page.goto(`/vallen-tools/products?erp=${encodeURIComponent(erp)}&custnum=10004`);
  await expect(page.getByText('As Globex Corporation (10004) sees it')).toHaveCount(1);
};
/** The customer lookup with a capped search and one customer's dialog open. */
export const toCustomerLookup = async (page: Page) => {
  await page.goto('/vallen-tools/customers');
  await page.getByLabel('Search customers').fill('industrial');
  await page.getByRole('button', { name: 'Look Up', exact: true }).click();
  await page.getByRole('table').getByRole('rowheader').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByText('Credit limit')).toHaveCount(1);
};
/** The header's customer dropdown open on a staff search (multiview). */
export const toCustomerSwitcher = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Customer \d+, / }).click();
  await page.getByLabel('Find a customer').fill('acme');
  await expect(page.getByText(/customers? found/)).toHaveCount(1);
};
export const toGuestCheckout = async (page: Page, context: BrowserContext) => {
  await fillCart(context);
  await page.goto('/cart/order');
};
export const toShippingAddressForm = async (page: Page) => {
  await page.goto('/my-account/shipping-addresses');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(1);
};
export const toCardForm = async (page: Page) => {
  await page.goto('/my-account/billing-info');
  await page.getByRole('button', { name: 'Add Card' }).click();
  await expect(page.getByRole('button', { name: 'Save Card' })).toHaveCount(1);
};
export const toCribResults = async (page: Page) => {
  await page.goto('/my-account/universal-crib');
  await page.getByRole('textbox', { name: 'Search items' }).fill('steel');
  await page.getByRole('button', { name: 'Search Items' }).click();
  await expect(page.getByRole('button', { name: /^Details of / })).toHaveCount(20);
};
export const withCart = (path: string) => async (page: Page, context: BrowserContext) => {
  await fillCart(context);
  await page.goto(path);
};

/** A 45-line cart: on phones its sticky total and Check Out stay on screen (docs/cart-shortcuts.md). */
export const toCartOfManyLines = async (page: Page, context: BrowserContext) => {
  await fillCartWithLines(context, 45);
  await page.goto('/cart');
  await expect(page.getByRole('table', { name: 'Cart lines' })).toHaveCount(1);
};

/** The review of a 60-line order with every line loaded (Load More to the last page). */
export const toReviewOfSixtyLines = async (page: Page, context: BrowserContext) => {
  await fillCartWithLines(context, 59);
  await toReview(page, context);
  const rows = page.getByRole('table', { name: 'Order lines' }).locator('tbody tr');
  const more = page.getByRole('button', { name: 'Load More' });
  while ((await more.count()) > 0) {
    const shown = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  expect(await rows.count()).toBeGreaterThanOrEqual(59);
};
/**
 * The buyer sends an order over their limit, in a browser context of its own, while `page` (the
 * approver's) waits: a request then waits for the approver. Answers its number.
 */
const requestFromBuyer = async (page: Page, context: BrowserContext): Promise<string> => {
  // The approver's requests first: the page's origin is then the store's (a new session opens on no page).
  await page.goto('/administration/order-requests');
  const browser = context.browser();
  if (!browser) throw new Error('The approver’s context has no browser.');
  const buyer = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 1280, height: 900 },
  });
  waitForHydrationIn(buyer);
  const buyerPage = await buyer.newPage();
  await logInThrough(buyer, PERSONAS.buyer, 'Demo1234!');
  await toApproval(buyerPage, buyer);
  const id = (
    (await buyerPage
      .getByText(/Request number:/)
      .locator('strong')
      .textContent()) ?? ''
  ).trim();
  await buyer.close();
  return id;
};
/** The approver inspecting the request the buyer has just sent over the limit. */
export const toInspectedRequest = async (page: Page, context: BrowserContext) => {
  const id = await requestFromBuyer(page, context);
  await page.goto('/administration/order-requests');
  await page.getByRole('button', { name: `Inspect request ${id}` }).click();
  await expect(page.getByRole('dialog').getByRole('table', { name: 'Approval log' })).toHaveCount(1);
};
/** The approver's Order Approvals with the request the buyer has just sent among them (issue 32: Inspect off-screen at 375). */
export const toWaitingRequests = async (page: Page, context: BrowserContext) => {
  const id = await requestFromBuyer(page, context);
  await page.goto('/administration/order-requests');
  await expect(page.getByRole('button', { name: `Inspect request ${id}` })).toBeVisible();
};
/** The approvals poll's alert over the approver's account page: its first poll comes 10 s after the page. */
export const toApprovalAlert = async (page: Page, context: BrowserContext) => {
  await requestFromBuyer(page, context);
  await page.goto('/my-account');
  await expect(page.getByText('Attention: You have a cart request waiting for approval.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Dismiss' })).toBeVisible();
};
/** A user's dialog on one of its tabs: the first user of Manage Users, or the one named. */
export const toUserDialogTab =
  (tab: string, username?: string) =>
  async (page: Page): Promise<void> => {
    await page.goto('/administration/users');
    const edit = username
      ? page.getByRole('button', { name: `Edit ${username}`, exact: true })
      : page.getByRole('button', { name: /^Edit / }).first();
    await edit.click();
    await expect(page.getByRole('tab', { name: tab })).toHaveCount(1);
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
  };
/**
 * The listing's Filters dialog (below 992 px) with two facet values ticked: it stays open over
 * the new hits, its "Show N results" in reach (issue 32: it closed after every tick).
 */
export const toFiltersWithTwoTicks = async (page: Page) => {
  await page.goto('/c?q=gloves');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter results' });
  for (const ticked of [1, 2]) {
    // A tick changes the address; the box shows it once the new hits are in (so no check()).
    await dialog.getByRole('checkbox', { checked: false }).first().click();
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(ticked);
  }
  await expect(page.getByRole('button', { name: /^Filters \(2\)$/ })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /^Show \d+ results?$/ })).toBeVisible();
};
