// The visual review suite's route table: one line per route of web/src/app/routes.tsx, with the
// personas it applies to. A route with an id reaches it through the first matching link of a list
// page (seed data changes; a link that exists is a real id); a checkout step is reached by walking
// the steps before it (visual-walks.ts). Add a line here when you add a route or a state to review.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Persona } from './visual-personas.ts';
import { returnableAcmeOrder } from './seeded-orders.ts';
import {
  onSecondBrand,
  toApproval,
  toCardForm,
  toCartOfManyLines,
  toConfirmation,
  toCribResults,
  toCustomerLookup,
  toCustomerSwitcher,
  toGuestCheckout,
  toInspectedRequest,
  toOnHold,
  toOrderDetails,
  toOrderPadWithLines,
  toPendingOrders,
  toPayment,
  toProductLookup,
  toReview,
  toReviewOfSixtyLines,
  toSharedCart,
  toShippingAddressForm,
  toUserDialogTab,
  toWaitingRequests,
  toApprovalAlert,
  toFiltersWithTwoTicks,
  withCart,
} from './visual-walks.ts';

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
  { name: 'search-filters-dialog', reach: toFiltersWithTwoTicks, personas: buyer },
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
  { name: 'cart-many-lines', reach: toCartOfManyLines, personas: buyer },
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
  // The order pad's summary: its lines as cards on a phone, one of them refused (issue 32).
  { name: 'order-pad-summary', reach: toOrderPadWithLines, personas: buyer },
  { name: 'customer-switcher', reach: toCustomerSwitcher, personas: ['associate'] },
  { name: 'scan-to-web', reach: '/my-account/scan-to-web', personas: buyer },
  { name: 'account-summary', reach: '/my-account/summary', personas: [...buyerAdmin, 'unitsAdmin'] },
  // Spend reports (issue 33): a year of Tyrell's 1,000 orders, five charts with their tables.
  { name: 'spend-reports', reach: '/my-account/spend-reports', personas: ['tyrell'] },
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
  { name: 'returns', reach: '/my-account/returns', personas: buyer },
  { name: 'notifications', reach: '/my-account/notifications', personas: customers },
  {
    name: 'notification-bell',
    reach: async (page) => {
      await page.goto('/my-account/notifications');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(1);
    },
    personas: buyer,
  },
  {
    name: 'return-request',
    reach: async (page) => {
      await page.goto(`/my-account/order-details/${returnableAcmeOrder()}/return`);
    },
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
  // Its rows as cards on a phone (issue 32: they scrolled sideways at 375 px).
  { name: 'requests-pending', reach: toPendingOrders, personas: buyer },
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
  { name: 'order-requests-waiting', reach: toWaitingRequests, personas: ['approver'] },
  { name: 'approval-alert', reach: toApprovalAlert, personas: ['approver'] },
  // The associates' tools (issue 18).
  { name: 'customer-applications', reach: '/vallen-tools/customer-applications', personas: staff },
  { name: 'customer-lookup', reach: toCustomerLookup, personas: staff },
  { name: 'vendor-lookup', reach: '/vallen-tools/vendors', personas: staff },
  { name: 'product-lookup', reach: toProductLookup, personas: staff },
  // Pat Punchout's seeded transfers fill the log's 250, the first 20 shown (issue 32).
  { name: 'punchout-log', reach: '/vallen-tools/punchout-log?customer=10001', personas: staff },
  {
    name: 'customer-application',
    reach: { from: '/vallen-tools/customer-applications', link: 'main a[href*="/vallen-tools/customer-application/"]' },
    personas: staff,
  },
  { name: 'admin-users', reach: '/administration/users', personas: ['admin'] },
  { name: 'admin-departments', reach: '/administration/departments', personas: ['admin'] },
  { name: 'admin-user-dialog', reach: toUserDialogTab('Limits'), personas: ['admin'] },
  // A units-currency user's limits: a term and a reset date per item type (issue 32).
  {
    name: 'admin-user-dialog-units-limits',
    reach: toUserDialogTab('Limits', 'units@northwind.example'),
    personas: ['unitsAdmin'],
  },
  {
    name: 'admin-user-dialog-units-approval-off',
    reach: async (page) => {
      await page.goto('/administration/users');
      await page.getByRole('button', { name: 'Edit buyer@cyberdyne.example' }).click();
      await expect(page.getByText(/saving clears this user’s approval limits/)).toHaveCount(1);
    },
    personas: ['cyberdyneAdmin'],
  },
  {
    name: 'admin-department-dialog',
    reach: async (page) => {
      await page.goto('/administration/departments');
      await page.getByRole('button', { name: 'Edit SAFETY' }).click();
      await expect(page.getByRole('dialog').getByText('Last changed', { exact: true })).toHaveCount(1);
    },
    personas: ['admin'],
  },
  {
    name: 'admin-user-dialog-departments',
    reach: toUserDialogTab('Departments', 'approver@acme.example'),
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
  { name: 'tour', reach: '/tour', personas: ['landing'] },
  { name: 'maintenance', reach: '/maintenance', personas: guest },
  { name: 'content-frame', reach: '/w/aboutus', personas: guest },
  { name: 'help-videos', reach: '/w/helpvideos', personas: staff },
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
