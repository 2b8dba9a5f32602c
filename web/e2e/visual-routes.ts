// The visual review suite's route table: one line per route of web/src/app/routes.tsx, with the
// personas it applies to. A route with an id reaches it through the first matching link of a list
// page (seed data changes; a link that exists is a real id); a checkout step is reached by walking
// the steps before it. Add a line here when you add a route.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { addLines, fillCartToValue, fillCartWithLines } from './carts.ts';
import { logInThrough } from './fixtures.ts';
import { webOperation } from './store.ts';

export const PERSONAS = {
  guest: null,
  buyer: 'buyer@acme.example',
  admin: 'admin@acme.example',
  associate: 'associate@vallen.example',
  punchout: 'punchout@acme.example',
  // Users the five above do not cover: summary invoices (punch-out only), a company landing page.
  billing: 'punchbilling@acme.example',
  landing: 'landing@umbrella.example',
  // A units-currency administrator: Profile Approvals.
  unitsAdmin: 'admin@northwind.example',
  // Shipping addresses and saved cards of the account pages (issue 16).
  tyrell: 'manager@tyrell.example',
  // Acme's colleagues shared carts with the approver (issue 16's Shared Carts).
  approver: 'approver@acme.example',
  // A units buyer with an allowance per item type: the FRC manager's used, over and unlimited rows.
  allowance: 'allowance@northwind.example',
} as const;
export type Persona = keyof typeof PERSONAS;

/** How to get there: a path, the first link of a list page, or a few steps of a journey. */
export type Reach =
  | string
  | { from: string; link: string }
  | ((page: Page, context: BrowserContext, sandboxUrl: string) => Promise<void>);
export type VisualRoute = {
  name: string;
  reach: Reach;
  personas: readonly Persona[];
  /**
   * The page picks part of its layout when it renders, not through CSS (the product description's
   * cut at 992 px): it is loaded again after each resize. Every other route is loaded once and
   * resized, its layouts being CSS media queries (the header's at 760 px included).
   */
  reloadPerWidth?: true;
};

const everyone: readonly Persona[] = ['guest', 'buyer', 'admin', 'associate', 'punchout'];
const guest: readonly Persona[] = ['guest'];
const shoppers: readonly Persona[] = ['guest', 'buyer', 'punchout'];
const customers: readonly Persona[] = ['buyer', 'admin', 'punchout'];
const buyer: readonly Persona[] = ['buyer'];
const buyerAdmin: readonly Persona[] = ['buyer', 'admin'];
const staff: readonly Persona[] = ['associate'];

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
const toOrderDetails = async (page: Page, context: BrowserContext, fill = twoPairs) => {
  await fill(context);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.waitForURL(/\/cart\/order/);
  await expect(page.getByLabel('Ship-to address').first()).toBeVisible();
};
/** A PO the sandbox has not seen: a repeated PO is refused, or put On Hold (the cart-error route does that on purpose). */
const freshPo = () => `PO-VISUAL-${Date.now() % 1_000_000}`;
const toPayment = async (page: Page, context: BrowserContext, fill = twoPairs, po = freshPo()) => {
  await toOrderDetails(page, context, fill);
  await page.getByLabel('Ship-to address').selectOption({ index: 1 });
  await page.getByLabel('Contact name').fill('Bianca Buyer');
  await page.getByLabel('E-mail').fill('buyer@acme.example');
  await page.getByLabel('PO number').fill(po);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL(/\/cart\/payment/);
  await expect(page.getByRole('button', { name: 'Continue to Review' })).toHaveCount(1);
};
const toReview = async (page: Page, context: BrowserContext, fill = twoPairs, po = freshPo()) => {
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
const toConfirmation = (page: Page, context: BrowserContext) => placeOrder(page, context, /\/cart\/confirm/);
// $2,700 of gloves is over the buyer's $2,500 spend limit: the order goes to the approver.
const overLimit: Fill = (context) => fillCartToValue(context, 2700);
const toApproval = (page: Page, context: BrowserContext) => placeOrder(page, context, /\/cart\/approval/, overLimit);
/**
 * The same PO twice. The store refuses a reused PO before Place Order when the ERP answers its PO
 * check; with that check unavailable (a sandbox fault) the order goes, the ERP places it On Hold and
 * the store shows /cart/error.
 */
const toOnHold = async (page: Page, context: BrowserContext, sandboxUrl: string) => {
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
/** The buyer shares the cart with the approver and opens the shared cart's page (a sharer may). */
const toSharedCart = async (page: Page, context: BrowserContext) => {
  await fillCart(context);
  const shared = await gql(context, 'ShareCart', { input: { recipients: ['approver@acme.example'] } });
  const id = shared.data?.shareCart?.sharedCart?.id;
  if (!id) throw new Error('The sandbox refused to share the cart.');
  await page.goto(`/cart/shared/${id}`);
};
/** The second brand is chosen by host name (Chromium maps it to the store: web/e2e/store.ts). */
const onSecondBrand = (path: string) => async (page: Page) => {
  await page.goto('/');
  const { port } = new URL(page.url());
  await page.goto(`http://www.rvsupply.example:${port}${path}`);
  await expect(page.locator('main h1').first()).toBeVisible();
};
/** The order pad with lines: two that can be ordered and one that cannot (its error listed). */
const toOrderPadWithLines = async (page: Page, context: BrowserContext) => {
  const found = await gql(context, 'ProductSearch', { input: { query: 'gloves' } });
  const erps = (found.data?.productSearch?.nodes ?? []).flatMap((node) => node.items.map((item) => item.erp));
  await page.goto('/order-pad/paste');
  await page.getByLabel('Part numbers and quantities').fill(`${erps[0]}, 2\n${erps[1]}, 5\nNOPE-404, 1`);
  await page.getByRole('button', { name: 'Add to Order Pad' }).click();
  await expect(page.getByText('Order Pad Summary')).toHaveCount(1);
};
/** The product lookup showing a gloves item as Globex sees it. */
const toProductLookup = async (page: Page, context: BrowserContext) => {
  const found = await gql(context, 'ProductSearch', { input: { query: 'gloves' } });
  const erp = found.data?.productSearch?.nodes[0]?.items[0]?.erp ?? '';
  await page.goto(`/vallen-tools/products?erp=${encodeURIComponent(erp)}&custnum=10004`);
  await expect(page.getByText('As Globex Corporation (10004) sees it')).toHaveCount(1);
};
/** The customer lookup with a capped search and one customer's dialog open. */
const toCustomerLookup = async (page: Page) => {
  await page.goto('/vallen-tools/customers');
  await page.getByLabel('Search customers').fill('industrial');
  await page.getByRole('button', { name: 'Look Up', exact: true }).click();
  await page.getByRole('table').getByRole('rowheader').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByText('Credit limit')).toHaveCount(1);
};
/** The header's customer dropdown open on a staff search (multiview). */
const toCustomerSwitcher = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Customer \d+, / }).click();
  await page.getByLabel('Find a customer').fill('acme');
  await expect(page.getByText(/customers? found/)).toHaveCount(1);
};
const toGuestCheckout = async (page: Page, context: BrowserContext) => {
  await fillCart(context);
  await page.goto('/cart/order');
};
const toShippingAddressForm = async (page: Page) => {
  await page.goto('/my-account/shipping-addresses');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(1);
};
const toCardForm = async (page: Page) => {
  await page.goto('/my-account/billing-info');
  await page.getByRole('button', { name: 'Add Card' }).click();
  await expect(page.getByRole('button', { name: 'Save Card' })).toHaveCount(1);
};
const toCribResults = async (page: Page) => {
  await page.goto('/my-account/universal-crib');
  await page.getByRole('textbox', { name: 'Search items' }).fill('steel');
  await page.getByRole('button', { name: 'Search Items' }).click();
  await expect(page.getByRole('button', { name: /^Details of / })).toHaveCount(20);
};
const withCart = (path: string) => async (page: Page, context: BrowserContext) => {
  await fillCart(context);
  await page.goto(path);
};

/** The review of a 60-line order with every line loaded (Load More to the last page). */
const toReviewOfSixtyLines = async (page: Page, context: BrowserContext) => {
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
/** The approver inspecting the request the buyer has just sent over the limit (the buyer in a context of its own). */
const toInspectedRequest = async (page: Page, context: BrowserContext) => {
  // The approver's requests first: the page's origin is then the store's (a new session opens on no page).
  await page.goto('/administration/order-requests');
  const browser = context.browser();
  if (!browser) throw new Error('The approver’s context has no browser.');
  const buyer = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 1280, height: 900 },
  });
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
  await page.goto('/administration/order-requests');
  await page.getByRole('button', { name: `Inspect request ${id}` }).click();
  await expect(page.getByRole('dialog').getByRole('table', { name: 'Approval log' })).toHaveCount(1);
};

export const VISUAL_ROUTES: readonly VisualRoute[] = [
  { name: 'home', reach: '/', personas: everyone },
  { name: 'home-second-brand', reach: onSecondBrand('/'), personas: guest },
  { name: 'search-second-brand', reach: onSecondBrand('/c?q=gloves'), personas: guest },
  { name: 'login', reach: '/login', personas: guest },
  { name: 'create-account', reach: '/create-account', personas: guest },
  { name: 'register', reach: '/register', personas: guest },
  { name: 'supplier', reach: '/supplier', personas: guest },
  { name: 'vallen', reach: '/vallen', personas: guest },
  { name: 'pending', reach: '/pending', personas: guest },
  { name: 'customer', reach: '/customer', personas: guest },
  { name: 'customer-confirmation', reach: '/customer-confirmation', personas: guest },
  { name: 'password-recovery', reach: '/password-recovery', personas: guest },
  { name: 'reset', reach: '/reset', personas: guest },
  { name: 'reset-welcome', reach: '/reset-welcome', personas: guest },
  { name: 'reset-welcome-confirmed', reach: '/reset-welcome-confirmed', personas: guest },
  { name: 'search', reach: '/c?q=gloves', personas: [...shoppers, 'admin'] },
  { name: 'search-filter', reach: '/eb/safety-gloves', personas: shoppers },
  { name: 'legacy-catalog', reach: '/c/Safety/Hand%20Protection', personas: guest },
  {
    name: 'product',
    reach: { from: '/c?q=gloves', link: 'main a[href^="/p/"]' },
    personas: shoppers,
    reloadPerWidth: true,
  },
  { name: 'categories', reach: '/categories', personas: shoppers },
  { name: 'brands', reach: '/brands', personas: shoppers },
  { name: 'brand', reach: { from: '/brands', link: 'main a[href^="/brand/"]' }, personas: guest },
  { name: 'cart', reach: withCart('/cart'), personas: shoppers },
  {
    name: 'cart-shipping-information',
    reach: async (page, context) => {
      await withCart('/cart')(page, context);
      await page.getByRole('group', { name: 'Policies' }).getByRole('button', { name: 'Shipping Information' }).click();
      await expect(page.getByRole('dialog').getByRole('table', { name: 'Delivery estimates' })).toHaveCount(1);
    },
    personas: buyer,
  },
  {
    name: 'cart-empty-confirm',
    reach: async (page, context) => {
      await withCart('/cart')(page, context);
      await page.getByRole('button', { name: 'Empty Cart' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Empty Cart' })).toHaveCount(1);
    },
    personas: buyer,
  },
  { name: 'cart-empty', reach: '/cart', personas: ['admin'] },
  { name: 'cart-log-in', reach: withCart('/cart/log-in'), personas: guest },
  { name: 'cart-order', reach: (page, context) => toOrderDetails(page, context), personas: buyer },
  { name: 'guest-checkout', reach: toGuestCheckout, personas: guest },
  { name: 'cart-payment', reach: (page, context) => toPayment(page, context), personas: buyer },
  { name: 'cart-review', reach: (page, context) => toReview(page, context), personas: buyer },
  { name: 'cart-confirm', reach: toConfirmation, personas: buyer },
  { name: 'cart-approval', reach: toApproval, personas: buyer },
  { name: 'cart-review-60-lines', reach: toReviewOfSixtyLines, personas: buyer },
  { name: 'order-request-inspect', reach: toInspectedRequest, personas: ['approver'] },
  { name: 'cart-error', reach: toOnHold, personas: buyer },
  { name: 'cart-shared', reach: toSharedCart, personas: buyer },
  { name: 'order-pad-single-entry', reach: '/order-pad/single-entry', personas: ['buyer', 'punchout'] },
  { name: 'order-pad-import', reach: '/order-pad/import', personas: buyer },
  { name: 'order-pad-paste', reach: toOrderPadWithLines, personas: buyer },
  { name: 'customer-switcher', reach: toCustomerSwitcher, personas: ['associate'] },
  { name: 'scan-to-web', reach: '/my-account/scan-to-web', personas: buyer },
  { name: 'account-summary', reach: '/my-account/summary', personas: [...buyerAdmin, 'unitsAdmin'] },
  {
    name: 'scan-details',
    reach: { from: '/my-account/scan-to-web', link: 'main a[href*="/my-account/scan-to-web/"]' },
    personas: buyer,
  },
  { name: 'orders', reach: '/my-account/orders', personas: buyerAdmin },
  {
    name: 'order-details',
    reach: { from: '/my-account/orders', link: 'main a[href*="/my-account/order-details/"]' },
    personas: buyer,
  },
  { name: 'review-orders', reach: '/my-account/revieworders', personas: buyerAdmin },
  { name: 'review-quotes', reach: '/my-account/reviewquotes', personas: customers },
  {
    name: 'review-quote-details',
    reach: { from: '/my-account/reviewquotes', link: 'main a[href*="/my-account/review-quote-details/"]' },
    personas: buyer,
  },
  { name: 'invoices-open', reach: '/my-account/invoices/open', personas: buyerAdmin },
  {
    name: 'invoice-email',
    reach: async (page: Page) => {
      await page.goto('/my-account/invoices/open');
      await page
        .getByRole('button', { name: /^E-mail invoice / })
        .first()
        .click();
      await expect(page.getByRole('dialog').locator('strong')).toHaveText('buyer@acme.example');
    },
    personas: buyer,
  },
  { name: 'invoices-paid', reach: '/my-account/invoices/paid', personas: buyerAdmin },
  { name: 'invoices-summary', reach: '/my-account/invoices/summary', personas: [...buyerAdmin, 'billing'] },
  {
    name: 'invoices-summary-details',
    reach: { from: '/my-account/invoices/summary', link: 'main a[href*="/summary_details/"]' },
    personas: ['billing'],
  },
  { name: 'profile', reach: '/my-account', personas: [...customers, 'associate'] },
  {
    name: 'profile-edit',
    reach: async (page: Page) => {
      await page.goto('/my-account');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
    },
    personas: ['buyer', 'unitsAdmin'],
  },
  {
    name: 'profile-password',
    reach: async (page: Page) => {
      await page.goto('/my-account');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByLabel('New password', { exact: true }).fill('Better#2026');
    },
    personas: buyer,
  },
  { name: 'profile-requests', reach: '/administration/profile-requests', personas: ['unitsAdmin'] },
  { name: 'requests', reach: '/my-account/requests', personas: customers },
  { name: 'shopping-lists', reach: '/my-account/shopping-lists', personas: customers },
  {
    name: 'shopping-list',
    reach: { from: '/my-account/shopping-lists', link: 'main a[href*="/my-account/shopping-list/"]' },
    personas: buyer,
  },
  { name: 'quote', reach: '/my-account/quote', personas: buyer },
  { name: 'non-stock', reach: '/my-account/non-stock', personas: buyer },
  { name: 'administration', reach: '/administration', personas: ['admin'] },
  { name: 'order-requests', reach: '/administration/order-requests', personas: ['admin'] },
  // The associates' tools (issue 18).
  { name: 'customer-applications', reach: '/vallen-tools/customer-applications', personas: staff },
  { name: 'customer-lookup', reach: toCustomerLookup, personas: staff },
  { name: 'vendor-lookup', reach: '/vallen-tools/vendors', personas: staff },
  { name: 'product-lookup', reach: toProductLookup, personas: staff },
  {
    name: 'customer-application',
    reach: { from: '/vallen-tools/customer-applications', link: 'main a[href*="/vallen-tools/customer-application/"]' },
    personas: staff,
  },
  { name: 'admin-users', reach: '/administration/users', personas: ['admin'] },
  { name: 'admin-departments', reach: '/administration/departments', personas: ['admin'] },
  {
    name: 'admin-user-dialog',
    reach: async (page) => {
      await page.goto('/administration/users');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('tab', { name: 'Limits' })).toHaveCount(1);
      await page.getByRole('tab', { name: 'Limits' }).click();
    },
    personas: ['admin'],
  },
  {
    name: 'admin-user-dialog-departments',
    reach: async (page) => {
      await page.goto('/administration/users');
      await page.getByRole('button', { name: 'Edit approver@acme.example' }).click();
      await expect(page.getByRole('tab', { name: 'Departments' })).toHaveCount(1);
      await page.getByRole('tab', { name: 'Departments' }).click();
    },
    personas: ['admin'],
  },
  { name: 'contact-us', reach: '/contact-us', personas: ['guest', 'buyer'] },
  { name: 'support', reach: '/support', personas: ['guest', 'buyer'] },
  { name: 'locations', reach: '/locations', personas: guest },
  { name: 'about', reach: '/about', personas: guest },
  { name: 'privacy-policy', reach: '/privacy-policy', personas: guest },
  { name: 'return-policy', reach: '/return-policy', personas: guest },
  { name: 'shipping-information', reach: '/shipping-information', personas: guest },
  { name: 'termsandconditions', reach: '/termsandconditions', personas: guest },
  { name: 'tour', reach: '/tour', personas: guest },
  { name: 'maintenance', reach: '/maintenance', personas: guest },
  { name: 'content-frame', reach: '/w/aboutus', personas: guest },
  { name: 'landing', reach: '/landing/umbrella', personas: ['landing'] },
  { name: 'strategic-sourcing', reach: '/strategic-sourcing', personas: staff },
  { name: 'supplier-routing-guide', reach: '/resources/supplier-routing-guide', personas: guest },
  { name: 'w9-downloads', reach: '/w9-downloads', personas: guest },
  { name: 'resale-exemption-certificates', reach: '/resale-exemption-certificates', personas: guest },
  { name: 'not-found', reach: '/404', personas: ['guest', 'buyer'] },
  { name: 'unauthorized', reach: '/unauthorized', personas: guest },
  { name: 'explorer', reach: '/explorer', personas: guest },
  { name: 'shipping-addresses', reach: '/my-account/shipping-addresses', personas: ['tyrell'] },
  { name: 'shipping-address-form', reach: toShippingAddressForm, personas: ['tyrell'] },
  { name: 'billing-info', reach: '/my-account/billing-info', personas: ['tyrell'] },
  { name: 'billing-card-form', reach: toCardForm, personas: ['tyrell'] },
  { name: 'shared-carts', reach: '/my-account/shared-carts', personas: ['approver'] },
  { name: 'user-setup', reach: '/my-account/user-setup', personas: ['tyrell'] },
  { name: 'universal-crib', reach: toCribResults, personas: ['tyrell'] },
  { name: 'frc-manager', reach: '/my-account/frc-manager', personas: ['unitsAdmin', 'allowance'] },
];

export const routesOf = (persona: Persona): VisualRoute[] =>
  VISUAL_ROUTES.filter((route) => route.personas.includes(persona));
