// Every root field as every kind of caller. Adding a field to the schema fails the completeness
// test until it has a row here: one line with its document and what each caller gets. Each row asked
// by another customer's user or a guest is an attempt of attack class 1 (cross-customer access): it
// got through when the answer carries Acme's data or answers what the row refuses.
import { describe, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { buildSchema } from 'graphql';
import { SAFETY_CATALOG, getDataset } from '@mro/erp-sandbox';
import { loadTypeDefs } from '../schema.ts';
import type { TestClient, GraphQLResult, Stack } from '../testing/stack.ts';
import { stackTest } from '../testing/fixtures.ts';
import { THROTTLE_RULES, type ThrottleRules } from './throttle-rules.ts';
import { attackFigures } from '@mro/attack-figures';

// Every caller repeats the same login, reset and lookup from one address; the limits have their
// own suite (attack/), so here they are out of the way.
const wide = { points: 1_000_000, durationSeconds: 1 };
const it = stackTest({
  loginThrottle: {
    account: { free: 1_000, baseSeconds: 1, maxSeconds: 1 },
    address: { free: 1_000, baseSeconds: 1, maxSeconds: 1 },
  },
  throttleRules: Object.fromEntries(
    Object.keys(THROTTLE_RULES).map((action) => [action, { account: wide, address: wide }]),
  ) as ThrottleRules,
});

// guest: a visitor without any session; openBrowseGuest: a guest whose guest session holds a cart.
// Open browse is on (the default): both browse the catalogue as the open-browse customer.
const CALLERS = ['buyer', 'approver', 'admin', 'otherCustomer', 'punchOut', 'guest', 'openBrowseGuest'] as const;
type Caller = (typeof CALLERS)[number];
const GUESTS: readonly Caller[] = ['guest', 'openBrowseGuest'];
const USERNAMES: Record<Exclude<Caller, 'guest' | 'openBrowseGuest'>, string> = {
  buyer: 'buyer@acme.example',
  approver: 'approver@acme.example',
  admin: 'admin@acme.example',
  otherCustomer: 'buyer@globex.example',
  punchOut: 'punchout@acme.example',
};
// The customer numbers of the callers: no answer to one may carry the other's.
const ACME = '10001';
const GLOBEX = '10004';

/** data: the field answers; empty: it answers an empty list; null: it answers null; a code: a GraphQL error or the first user error has it. */
type Outcome =
  | 'data'
  | 'empty'
  | 'null'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'INVALID_INPUT'
  | 'INVALID_CREDENTIALS'
  | 'REJECTED';

/** Acme's own resources, found at the start: what another customer must not reach. */
type Fixtures = {
  acmeOrder: string;
  acmeInvoicedOrder: string;
  acmeShipTo: string;
  sharedSlug: string;
  safetySlug: string;
  erp: string;
  safetyErp: string;
  sharedBrand: string;
  /** The buyer's cart request waiting for the approver, and one the approver already rejected. */
  acmeRequest: string;
  acmeRejectedRequest: string;
  /** The buyer's notification of that rejection. */
  acmeNotification: string;
  acmeQuote: string;
  acmeSummaryBilling: string;
  acmeSummaryGroup: string;
  /** The buyer's cart, shared with the approver. */
  acmeSharedCart: string;
  /** Acme's scans: an active one, an active one still needing its PO, an archived one. */
  acmeScan: string;
  acmePoScan: string;
  acmeArchivedScan: string;
};

type Row = {
  document: string;
  variables?: (fixtures: Fixtures) => Record<string, unknown>;
  expect: Record<Caller, Outcome>;
};

/** The same outcome for every caller, with exceptions. */
const all = (outcome: Outcome, exceptions: Partial<Record<Caller, Outcome>> = {}): Record<Caller, Outcome> =>
  Object.fromEntries(CALLERS.map((caller) => [caller, exceptions[caller] ?? outcome])) as Record<Caller, Outcome>;
const signedIn = (outcome: Outcome, exceptions: Partial<Record<Caller, Outcome>> = {}) =>
  all(outcome, { guest: 'UNAUTHENTICATED', openBrowseGuest: 'UNAUTHENTICATED', ...exceptions });
/** Open to guests too (open browse): the catalogue, and the guest's own cart. */
const browsing = (outcome: Outcome, exceptions: Partial<Record<Caller, Outcome>> = {}) => all(outcome, exceptions);

const MATRIX: Record<string, Row> = {
  // Query
  viewer: {
    document: '{ viewer { id customerNumber customerName } }',
    expect: all('data', { guest: 'null', openBrowseGuest: 'null' }),
  },
  // A guest before the first line has an empty cart (nothing in the ERP yet).
  cart: { document: '{ cart { id lineCount lines { erp } } }', expect: all('data') },
  productSearch: {
    document:
      '{ productSearch(input: { query: "glove" }) { totalCount nodes { slug items { erp price { amount { value } } } } } }',
    expect: browsing('data'),
  },
  // The safety catalogue is not the open-browse catalogue.
  product: {
    document: 'query ($slug: String!) { product(slug: $slug) { slug items { erp price { amount { value } } } } }',
    variables: (f) => ({ slug: f.safetySlug }),
    expect: browsing('data', { otherCustomer: 'null', guest: 'null', openBrowseGuest: 'null' }),
  },
  shipTos: { document: '{ shipTos { id label } }', expect: signedIn('data') },
  orderHistory: {
    document: '{ orderHistory(input: { mine: false }) { totalCount nodes { orderNumber total { value } } } }',
    expect: signedIn('data'),
  },
  order: {
    document: 'query ($n: String!) { order(orderNumber: $n) { orderNumber total { value } shipTo { line1 } } }',
    variables: (f) => ({ n: f.acmeOrder }),
    expect: signedIn('data', { otherCustomer: 'null' }),
  },
  orderAccess: {
    document: '{ orderAccess { orderHistory allOrders openInvoices summaryInvoices } }',
    expect: signedIn('data'),
  },
  productSlugByItem: {
    document: 'query ($erp: String!) { productSlugByItem(erp: $erp) }',
    variables: (f) => ({ erp: f.safetyErp }),
    expect: browsing('data', { otherCustomer: 'null', guest: 'null', openBrowseGuest: 'null' }),
  },
  categoryTree: {
    document: '{ categoryTree { departments { name productCount } catalogs { name } } }',
    expect: browsing('data'),
  },
  brands: { document: '{ brands { slug productCount } }', expect: browsing('data') },
  searchSuggestions: {
    document: '{ searchSuggestions(query: "glove") { products { slug } brands categories } }',
    expect: browsing('data'),
  },
  brand: {
    document: 'query ($slug: String!) { brand(slug: $slug) { slug productCount } }',
    variables: (f) => ({ slug: f.sharedBrand }),
    expect: browsing('data'),
  },
  openBrowse: { document: '{ openBrowse { enabled catalog } }', expect: all('data') },
  // Guests see what their order will cost; a logged-in user is told to check out with the account (data, no figures).
  guestOrderEstimate: {
    document:
      '{ guestOrderEstimate(shipTo: { city: "Tulsa", state: "OK", zip: "74103" }) { estimate { total { value } } message } }',
    expect: all('data'),
  },
  sharedCart: {
    document: 'query ($id: ID!) { sharedCart(id: $id) { id lineCount lines { erp } } }',
    variables: (f) => ({ id: f.acmeSharedCart }),
    expect: signedIn('null', { buyer: 'data', approver: 'data' }),
  },
  searchFilter: {
    document: '{ searchFilter(slug: "safety-gloves") { slug title query department } }',
    expect: browsing('data'),
  },
  facetValues: {
    document:
      '{ facetValues(input: { query: "glove" }, kind: VENDOR) { name totalValueCount values { value count } } }',
    expect: browsing('data'),
  },
  storeBrand: { document: '{ storeBrand { key name supportEmail } }', expect: all('data') },
  locations: { document: '{ locations { title city state mapUrl } }', expect: all('data') },
  shopperReviews: { document: '{ shopperReviews { reviewCount } }', expect: all('data') },
  resourceDocuments: { document: '{ resourceDocuments(collection: W9) { title group url } }', expect: all('data') },
  regionalSite: { document: '{ regionalSite { country url } }', expect: all('null') },
  // Public: none configured on the test stack (a local host); the unit tests cover what is configured.
  thirdPartyScripts: { document: '{ thirdPartyScripts { kind src } }', expect: all('empty') },
  contactMapUrl: { document: '{ contactMapUrl }', expect: all('null') },
  strategicSourcing: { document: '{ strategicSourcing { name specialistEmail } }', expect: signedIn('FORBIDDEN') },
  approvalRequest: {
    document: 'query ($id: ID!) { approvalRequest(id: $id) { id status customerNumber lines { erp } } }',
    variables: (f) => ({ id: f.acmeRequest }),
    expect: signedIn('null', { buyer: 'data', approver: 'data' }),
  },
  myCartRequests: {
    document: '{ myCartRequests { id customerNumber } }',
    expect: signedIn('empty', { buyer: 'data' }),
  },
  // Order approvals (/administration/order-requests): administrators and supervisors only.
  pendingApprovals: {
    document: '{ pendingApprovals { id customerNumber } }',
    expect: signedIn('FORBIDDEN', { approver: 'data', admin: 'empty' }),
  },
  approvalsAwaitingCount: {
    document: '{ approvalsAwaitingCount }',
    expect: signedIn('FORBIDDEN', { approver: 'data', admin: 'data' }),
  },
  approvalLog: {
    document: 'query ($id: ID!) { approvalLog(id: $id) { approverEmail status } }',
    variables: (f) => ({ id: f.acmeRequest }),
    expect: signedIn('empty', { buyer: 'data', approver: 'data' }),
  },
  invoices: {
    document: '{ invoices(input: { status: OPEN }) { totalCount nodes { invoiceNumber orderNumber } } }',
    expect: signedIn('data', { punchOut: 'FORBIDDEN' }),
  },
  invoiceRecipients: {
    document: '{ invoiceRecipients { email isViewer } }',
    expect: signedIn('data'),
  },
  summaryInvoices: {
    document: '{ summaryInvoices { totalCount nodes { billingNumber deliverTo } } }',
    expect: signedIn('FORBIDDEN'),
  },
  summaryInvoice: {
    document:
      'query ($b: String!, $g: String!) { summaryInvoice(input: { billingNumber: $b, groupNumber: $g }) { invoice { billingNumber } lineCount } }',
    variables: (f) => ({ b: f.acmeSummaryBilling, g: f.acmeSummaryGroup }),
    expect: signedIn('FORBIDDEN'),
  },
  summaryInvoicesCsv: { document: '{ summaryInvoicesCsv }', expect: signedIn('FORBIDDEN') },
  summaryInvoiceCsv: {
    document: 'query ($b: String!, $g: String!) { summaryInvoiceCsv(input: { billingNumber: $b, groupNumber: $g }) }',
    variables: (f) => ({ b: f.acmeSummaryBilling, g: f.acmeSummaryGroup }),
    expect: signedIn('FORBIDDEN'),
  },
  registrationCustomer: {
    document: '{ registrationCustomer(customerNumber: "8888888") { customer { name } userErrors { code } } }',
    expect: all('NOT_FOUND'),
  },
  customerApplicationOptions: {
    document: '{ customerApplicationOptions { businessTypes verticals } }',
    expect: all('data'),
  },
  // Only RV Supply (10003) has user-defined fields: none of the callers gets them or their lookup values.
  userDefinedFields: {
    document: '{ userDefinedFields(kind: LINE) { name label inputType } }',
    expect: signedIn('empty'),
  },
  // Get it for Me: switched off for Globex (10004); its lists are empty for anyone who has sent nothing.
  getItForMe: {
    document: '{ getItForMe { quotes nonStockOrders lastPaidRequired unitsOfMeasure { code } } }',
    expect: signedIn('data'),
  },
  myGetItForMeRequests: { document: '{ myGetItForMeRequests { id orderNumber } }', expect: signedIn('empty') },
  // Return requests of Acme's order: none made; another customer's order reads as none.
  returnRequests: {
    document: 'query ($n: String!) { returnRequests(orderNumber: $n) { id orderNumber } }',
    variables: (f) => ({ n: f.acmeOrder }),
    expect: signedIn('empty'),
  },
  // Each user's own events; the ERP answers nobody another user's.
  notifications: {
    document: '{ notifications { totalCount unreadCount nodes { id kind requestId } } }',
    expect: signedIn('data'),
  },
  userDefinedFieldValues: {
    document: '{ userDefinedFieldValues(fieldName: "cost_center") }',
    expect: signedIn('empty'),
  },
  // Shopping lists (sandbox seeds): 1001 the buyer's, shared with the approver; 1002 the buyer's private one;
  // 1003 the approver's public one (item 7); 1005 Globex's. Another customer's list reads null.
  shoppingLists: {
    document: '{ shoppingLists { totalCount canExport nodes { id name owner { name } } } }',
    expect: signedIn('data'),
  },
  shoppingList: {
    document: '{ shoppingList(id: "1002") { id name items { erp unitPrice { value } } } }',
    expect: signedIn('null', { buyer: 'data', admin: 'data' }),
  },
  shoppingListsCsv: { document: '{ shoppingListsCsv }', expect: signedIn('FORBIDDEN', { admin: 'data' }) },
  // The order pad: each session's own; off for Globex, the customer with the order pad turned off (and for
  // express users: orderpad/orderpad.test.ts).
  // Only multiview users (staff, or users with allowed companies) switch customers; none of the callers.
  customerChoices: {
    document: '{ customerChoices(search: "globex") { mode choices { customerNumber } } }',
    expect: signedIn('FORBIDDEN'),
  },
  scans: {
    document: '{ scans(input: { status: ACTIVE }) { totalCount nodes { id status } } }',
    expect: signedIn('data'),
  },
  scan: {
    document: 'query ($id: ID!) { scan(id: $id) { id itemCount total { value } } }',
    variables: (f) => ({ id: f.acmeScan }),
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  orderPad: {
    document: '{ orderPad { acceptedCount lines { line erp } } }',
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  unitsOfMeasure: { document: '{ unitsOfMeasure { code } }', expect: signedIn('data') },
  partNumberSuggestions: {
    document: '{ partNumberSuggestions(term: "ACME-0") { customerParts { partNumber } supplierParts { erp } } }',
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  // The account overview: each signed-in customer's own summary (account_overview; not open browse).
  accountSummary: {
    document: '{ accountSummary { companyName agingBalances { bucket balance { value } } } }',
    expect: signedIn('data'),
  },
  // Spend reports: the session customer's own figures (no customer argument), for admins and order history.
  spendReport: {
    document:
      '{ spendReport(input: { from: "2026-01-01", to: "2026-01-31" }) { total { value } byMonth { key } orders(dimension: MONTH, key: "2026-01") { totalCount } } }',
    expect: signedIn('data', { punchOut: 'FORBIDDEN' }),
  },
  // The profile is each user's own; profile approvals are for units-currency approvers (none of the callers).
  profile: {
    document: '{ profile { id username customFields { id value } } }',
    expect: all('data', { guest: 'null', openBrowseGuest: 'null' }),
  },
  profileUpdateRequests: {
    document: '{ profileUpdateRequests(input: {}) { totalCount nodes { id } } }',
    expect: signedIn('FORBIDDEN'),
  },
  profileUpdateRequest: {
    document: '{ profileUpdateRequest(id: "9001") { id cdfValue } }',
    expect: signedIn('FORBIDDEN'),
  },
  // Mutation
  login: {
    document:
      'mutation { login(input: { username: "buyer@acme.example", password: "not-the-password" }) { viewer { id } userErrors { code } } }',
    expect: all('INVALID_CREDENTIALS'),
  },
  // Punch-out users cannot log out or reset passwords (account-admin-calls §6).
  logout: {
    document: 'mutation { logout { loggedOut userErrors { code } } }',
    expect: all('data', { punchOut: 'FORBIDDEN' }),
  },
  addCartLines: {
    document:
      'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { cart { lineCount } userErrors { code } } }',
    variables: (f) => ({ erp: f.erp }),
    expect: browsing('data'),
  },
  updateCartLine: {
    document:
      'mutation { updateCartLine(input: { lineId: "999999999", quantity: 2 }) { cart { id } userErrors { code } } }',
    expect: browsing('NOT_FOUND'),
  },
  // A guest without a cart has no line to remove.
  removeCartLines: {
    document: 'mutation { removeCartLines(input: { lineIds: ["999999999"] }) { cart { id } userErrors { code } } }',
    expect: browsing('data', { guest: 'NOT_FOUND' }),
  },
  updateCheckoutDetails: {
    document:
      'mutation ($id: ID!) { updateCheckoutDetails(input: { shipToId: $id, contactName: "Pat", contactEmail: "pat@example.com", purchaseOrderNumber: "PO-1" }) { cart { id } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeShipTo }),
    expect: signedIn('data'),
  },
  placeOrder: {
    document:
      'mutation { placeOrder(input: { idempotencyKey: "not-a-key" }) { order { orderNumber } userErrors { code } } }',
    expect: signedIn('INVALID_INPUT'),
  },
  placeGuestOrder: {
    document:
      'mutation { placeGuestOrder(input: { idempotencyKey: "not-a-key", contactName: "Gail", contactEmail: "gail@example.com", address1: "1 Main St", city: "Tulsa", state: "OK", zip: "74103" }) { order { orderNumber } userErrors { code } } }',
    expect: all('FORBIDDEN', { guest: 'INVALID_INPUT', openBrowseGuest: 'INVALID_INPUT' }),
  },
  // Payment: a card token is the owner's only (tok_seed_1_1 is the buyer's, tok_seed_80_4 another Acme user's).
  paymentOptions: {
    document: '{ paymentOptions { savedCards { token last4 } cardRequired } }',
    expect: signedIn('data'),
  },
  selectPayment: {
    document:
      'mutation { selectPayment(input: { token: "tok_seed_80_4", sameAsShipping: false }) { cart { id } userErrors { code } } }',
    expect: signedIn('NOT_FOUND'),
  },
  // Saved cards change on the billing page only (§6: can_edit_bill_to, not punch-out): the buyer's own
  // card is refused to the buyer; Acme's admin may edit billing but the card is not theirs.
  updateSavedCard: {
    document:
      'mutation { updateSavedCard(input: { token: "tok_seed_1_1", makeDefault: true }) { savedCards { token } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'NOT_FOUND' }),
  },
  removeSavedCard: {
    document:
      'mutation { removeSavedCard(input: { token: "tok_seed_80_4" }) { savedCards { token } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'NOT_FOUND' }),
  },
  orderEstimate: { document: '{ orderEstimate { estimate { total { value } } message } }', expect: signedIn('data') },
  expressCheckout: { document: '{ expressCheckout { available reason } }', expect: signedIn('data') },
  checkoutDepartments: {
    document: '{ checkoutDepartments { required departments { key } } }',
    expect: signedIn('data'),
  },
  placeExpressOrder: {
    document:
      'mutation { placeExpressOrder(input: { idempotencyKey: "not-a-key" }) { order { orderNumber } userErrors { code } } }',
    expect: signedIn('INVALID_INPUT'),
  },
  // Cart requests: a PO too long refuses the approval; the pending request cannot be reclaimed or removed.
  approveCartRequest: {
    document:
      'mutation ($id: ID!) { approveCartRequest(input: { id: $id, purchaseOrder: "PO-MUCH-TOO-LONG-TO-BE-ACCEPTED" }) { request { id } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeRequest }),
    expect: signedIn('NOT_FOUND', { buyer: 'FORBIDDEN', approver: 'INVALID_INPUT' }),
  },
  rejectCartRequest: {
    document: 'mutation ($id: ID!) { rejectCartRequest(input: { id: $id }) { request { id } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeRejectedRequest }),
    expect: signedIn('NOT_FOUND', { buyer: 'FORBIDDEN', approver: 'FORBIDDEN' }),
  },
  mergeCartRequest: {
    document:
      'mutation ($id: ID!) { mergeCartRequest(input: { id: $id, reclaim: true }) { mergedLines userErrors { code } } }',
    variables: (f) => ({ id: f.acmeRequest }),
    expect: signedIn('NOT_FOUND', { buyer: 'FORBIDDEN' }),
  },
  removeCartRequest: {
    document: 'mutation ($id: ID!) { removeCartRequest(input: { id: $id }) { removedId userErrors { code } } }',
    variables: (f) => ({ id: f.acmeRequest }),
    expect: signedIn('NOT_FOUND', { buyer: 'FORBIDDEN' }),
  },
  resubmitCartRequest: {
    document: 'mutation ($id: ID!) { resubmitCartRequest(input: { id: $id }) { request { id } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeRequest }),
    expect: signedIn('NOT_FOUND', { buyer: 'FORBIDDEN' }),
  },
  // An item without a manufacturer is refused before the ERP is asked; who may not use Get it for Me is refused first.
  submitGetItForMeRequest: {
    document:
      'mutation { submitGetItForMeRequest(input: { kind: QUOTE, items: [{ manufacturer: "", description: "Widget", quantity: 1, unitOfMeasure: "EA" }] }) { request { id } userErrors { code } } }',
    expect: signedIn('INVALID_INPUT', { otherCustomer: 'FORBIDDEN', punchOut: 'FORBIDDEN' }),
  },
  // A quantity of 0 is refused before the ERP is asked; who may not request returns is refused first.
  requestReturn: {
    document:
      'mutation ($n: String!) { requestReturn(input: { orderNumber: $n, reason: DAMAGED, lines: [{ lineNumber: 1, quantity: 0 }] }) { request { id } userErrors { code } } }',
    variables: (f) => ({ n: f.acmeOrder }),
    expect: signedIn('INVALID_INPUT', { punchOut: 'FORBIDDEN' }),
  },
  // The buyer's notification: their own to mark; anyone else's reads as missing.
  markNotificationsRead: {
    document:
      'mutation ($id: ID!) { markNotificationsRead(input: { ids: [$id] }) { unreadCount userErrors { code } } }',
    variables: (f) => ({ id: f.acmeNotification }),
    expect: signedIn('NOT_FOUND', { buyer: 'data' }),
  },
  withdrawGetItForMeRequest: {
    document: 'mutation { withdrawGetItForMeRequest(input: { id: "999999" }) { request { id } userErrors { code } } }',
    expect: signedIn('NOT_FOUND'),
  },
  shareCart: {
    document:
      'mutation { shareCart(input: { recipients: ["not-an-address"] }) { sharedCart { id } userErrors { code } } }',
    expect: signedIn('INVALID_INPUT'),
  },
  applyPromoCode: {
    document: 'mutation { applyPromoCode(input: { code: "NOT A CODE!" }) { cart { promoCodes } userErrors { code } } }',
    expect: signedIn('INVALID_INPUT'),
  },
  removePromoCode: {
    document:
      'mutation { removePromoCode(input: { code: "NEVER-APPLIED" }) { cart { promoCodes } userErrors { code } } }',
    expect: signedIn('data'),
  },
  updateCartLineProperties: {
    document:
      'mutation { updateCartLineProperties(input: { lineId: "999999999", values: [] }) { cart { id } userErrors { code } } }',
    expect: signedIn('NOT_FOUND'),
  },
  // The buyer's own quote: an unknown line refuses the conversion before anything is posted; other Acme users may not convert it.
  convertQuote: {
    document:
      'mutation ($n: String!) { convertQuote(input: { orderNumber: $n, lines: [{ lineNumber: 99999, quantity: 1 }] }) { order { orderNumber } userErrors { code } } }',
    variables: (f) => ({ n: f.acmeQuote }),
    expect: signedIn('FORBIDDEN', { buyer: 'INVALID_INPUT', otherCustomer: 'NOT_FOUND' }),
  },
  // Buy again from the customer's order: an unknown line adds nothing; another customer's order reads as missing.
  buyAgain: {
    document:
      'mutation ($n: String!) { buyAgain(input: { orderNumber: $n, lineNumbers: [99999] }) { addedLineCount userErrors { code } } }',
    variables: (f) => ({ n: f.acmeInvoicedOrder }),
    expect: signedIn('INVALID_INPUT', { otherCustomer: 'NOT_FOUND' }),
  },
  sendInvoiceEmail: {
    document: 'mutation ($n: String!) { sendInvoiceEmail(input: { orderNumber: $n }) { message userErrors { code } } }',
    variables: (f) => ({ n: f.acmeInvoicedOrder }),
    expect: signedIn('data', { otherCustomer: 'NOT_FOUND' }),
  },
  submitSummaryInvoice: {
    document:
      'mutation ($b: String!, $g: String!) { submitSummaryInvoice(input: { billingNumber: $b, groupNumber: $g }) { summaryInvoice { billingNumber } userErrors { code } } }',
    variables: (f) => ({ b: f.acmeSummaryBilling, g: f.acmeSummaryGroup }),
    expect: signedIn('FORBIDDEN'),
  },
  // Public forms, refused before anything is sent or created.
  sendContactMessage: {
    document:
      'mutation { sendContactMessage(input: { name: "Pat", email: "pat@example.com", city: "Austin", state: "TX", message: "" }) { message userErrors { code } } }',
    expect: all('INVALID_INPUT'),
  },
  subscribeToNewsletter: {
    document: 'mutation { subscribeToNewsletter(input: { email: "pat@" }) { message userErrors { code } } }',
    expect: all('INVALID_INPUT'),
  },
  registerAccount: {
    document:
      'mutation { registerAccount(input: { customerNumber: "10004", registrationType: NEW, username: "matrix@example.com", name: "Pat", password: "secret12", confirmPassword: "different12" }) { status userErrors { code } } }',
    expect: all('INVALID_INPUT'),
  },
  requestPasswordReset: {
    document:
      'mutation { requestPasswordReset(input: { username: "nobody@nowhere.example" }) { message userErrors { code } } }',
    expect: all('NOT_FOUND', { punchOut: 'FORBIDDEN' }),
  },
  resetPassword: {
    document:
      'mutation { resetPassword(input: { username: "nobody@nowhere.example", hash: "not-a-hash", password: "secret12", confirmPassword: "secret12" }) { message userErrors { code } } }',
    expect: all('NOT_FOUND', { punchOut: 'FORBIDDEN' }),
  },
  submitCustomerApplication: {
    document:
      'mutation { submitCustomerApplication(input: { customerType: NEW, email: "", name: "Pat", companyName: "Co", companyDba: "Co", city: "Austin", state: "TX", companyPhone: "5125550100" }) { applicationId userErrors { code } } }',
    expect: all('INVALID_INPUT'),
  },
  createShoppingList: {
    document: 'mutation { createShoppingList(input: { name: "  " }) { shoppingList { id } userErrors { code } } }',
    expect: signedIn('INVALID_INPUT'),
  },
  updateShoppingList: {
    document:
      'mutation { updateShoppingList(input: { id: "1003", name: "Acme Standard PPE" }) { shoppingList { name } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { approver: 'data', admin: 'data', otherCustomer: 'NOT_FOUND' }),
  },
  // Only Globex's own buyer deletes Globex's list; Acme users cannot even find it.
  deleteShoppingList: {
    document: 'mutation { deleteShoppingList(input: { id: "1005" }) { deletedId userErrors { code } } }',
    expect: signedIn('NOT_FOUND', { otherCustomer: 'data' }),
  },
  addItemsToShoppingList: {
    document:
      'mutation ($erp: ID!) { addItemsToShoppingList(input: { id: "1002", items: [{ erp: $erp, quantity: 1 }] }) { shoppingList { itemCount } userErrors { code } } }',
    variables: (f) => ({ erp: f.erp }),
    expect: signedIn('NOT_FOUND', { buyer: 'data', admin: 'FORBIDDEN' }),
  },
  removeShoppingListItem: {
    document:
      'mutation { removeShoppingListItem(input: { id: "1002", itemId: "999999" }) { shoppingList { itemCount } userErrors { code } } }',
    expect: signedIn('NOT_FOUND', { admin: 'FORBIDDEN' }),
  },
  addShoppingListItemTag: {
    document:
      'mutation { addShoppingListItemTag(input: { id: "1001", itemId: "1", tag: "matrix" }) { shoppingList { tags } userErrors { code } } }',
    expect: signedIn('NOT_FOUND', { buyer: 'data', approver: 'FORBIDDEN', admin: 'FORBIDDEN' }),
  },
  removeShoppingListItemTag: {
    document:
      'mutation { removeShoppingListItemTag(input: { id: "1001", itemId: "1", tag: "WEEKLY" }) { shoppingList { tags } userErrors { code } } }',
    expect: signedIn('NOT_FOUND', { buyer: 'data', approver: 'FORBIDDEN', admin: 'FORBIDDEN' }),
  },
  shareShoppingList: {
    document:
      'mutation { shareShoppingList(input: { id: "1002", usernames: [] }) { shoppingList { shares { username } } userErrors { code } } }',
    expect: signedIn('NOT_FOUND', { buyer: 'data', admin: 'FORBIDDEN' }),
  },
  // A part that does not exist: the pad gets an error line, and so nothing can go to the cart.
  switchCustomer: {
    document:
      'mutation { switchCustomer(input: { customerNumber: "10004" }) { viewer { customerNumber } userErrors { code } } }',
    expect: signedIn('FORBIDDEN'),
  },
  updateScan: {
    document: 'mutation ($id: ID!) { updateScan(input: { id: $id }) { scan { id } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeScan }),
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  removeScanItem: {
    document:
      'mutation ($id: ID!) { removeScanItem(input: { id: $id, erp: "NOPE-404" }) { scan { id } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeScan }),
    expect: signedIn('NOT_FOUND', { otherCustomer: 'FORBIDDEN' }),
  },
  archiveScan: {
    document: 'mutation ($id: ID!) { archiveScan(input: { id: $id }) { scan { status } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeArchivedScan }),
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  reactivateScan: {
    document: 'mutation ($id: ID!) { reactivateScan(input: { id: $id }) { scan { status } userErrors { code } } }',
    variables: (f) => ({ id: f.acmeScan }),
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  // A current scan is never deleted (only an archived one never ordered): nobody deletes it, and another
  // customer learns nothing more.
  deleteScan: {
    document: 'mutation ($id: ID!) { deleteScan(input: { id: $id }) { deletedScanId userErrors { code } } }',
    variables: (f) => ({ id: f.acmeScan }),
    expect: signedIn('INVALID_INPUT', { otherCustomer: 'FORBIDDEN' }),
  },
  // The scan still needs its PO: nobody releases it, and another customer learns nothing more.
  releaseScan: {
    document: `mutation ($id: ID!) { releaseScan(input: { id: $id, idempotencyKey: "${'s'.repeat(32)}" }) { orderNumbers userErrors { code } } }`,
    variables: (f) => ({ id: f.acmePoScan }),
    expect: signedIn('INVALID_INPUT', { otherCustomer: 'FORBIDDEN' }),
  },
  // An archived scan is merged by nobody.
  mergeScanIntoCart: {
    document: 'mutation ($id: ID!) { mergeScanIntoCart(input: { id: $id }) { addedCount userErrors { code } } }',
    variables: (f) => ({ id: f.acmeArchivedScan }),
    expect: signedIn('INVALID_INPUT', { otherCustomer: 'FORBIDDEN' }),
  },
  // Only a session a procurement system started may send a cart back; the matrix's punch-out user
  // logged in on the store's own page, so it has nowhere to send it either.
  transferCart: {
    document: 'mutation { transferCart { form { action } userErrors { code } } }',
    expect: signedIn('FORBIDDEN'),
  },
  addOrderPadLines: {
    document:
      'mutation { addOrderPadLines(input: { lines: [{ partNumber: "NOPE-404", quantity: 1 }] }) { added { status } userErrors { code } } }',
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  addOrderPadToCart: {
    document: 'mutation { addOrderPadToCart { addedCount userErrors { code } } }',
    expect: signedIn('INVALID_INPUT', { otherCustomer: 'FORBIDDEN' }),
  },
  addPartNumbersToCart: {
    document:
      'mutation { addPartNumbersToCart(input: { lines: [{ partNumber: "NOPE-404", quantity: 1 }] }) { addedCount userErrors { code } } }',
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  removeOrderPadLines: {
    document:
      'mutation { removeOrderPadLines(input: { lines: [99999] }) { orderPad { lines { line } } userErrors { code } } }',
    expect: signedIn('NOT_FOUND', { otherCustomer: 'FORBIDDEN' }),
  },
  clearOrderPad: {
    document: 'mutation { clearOrderPad { orderPad { lines { line } } userErrors { code } } }',
    expect: signedIn('data', { otherCustomer: 'FORBIDDEN' }),
  },
  addShoppingListItemsToCart: {
    document:
      'mutation { addShoppingListItemsToCart(input: { id: "1003", itemIds: ["7"] }) { addedCount cart { lineCount } userErrors { code } } }',
    expect: signedIn('data', { otherCustomer: 'NOT_FOUND' }),
  }, // Profile saves that break a rule change nothing; punch-out users may not save at all.
  updateProfile: {
    document:
      'mutation { updateProfile(input: { name: "", phone: "", phoneExtension: "", customFields: [], notifyTracking: false, notifyInvoice: false, notifyScanToWeb: false }) { profile { id } userErrors { code } } }',
    expect: signedIn('INVALID_INPUT', { punchOut: 'FORBIDDEN' }),
  },
  changePassword: {
    document:
      'mutation { changePassword(input: { currentPassword: "Demo1234!", newPassword: "Better#2026", confirmPassword: "Other#2026" }) { changed userErrors { code } } }',
    expect: signedIn('INVALID_INPUT', { punchOut: 'FORBIDDEN' }),
  },
  // Seeded request 9004 waits for Northwind's admin: nobody else resolves it.
  resolveProfileUpdateRequest: {
    document:
      'mutation { resolveProfileUpdateRequest(input: { id: "9004", decision: APPROVE }) { request { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN'),
  },
  // The associates' tools: staff only, none of the callers (the associate's own tests: gateway/src/tools/).
  customerApplications: {
    document: '{ customerApplications(input: {}) { totalCount nodes { id companyName } } }',
    expect: signedIn('FORBIDDEN'),
  },
  customerApplication: {
    document: '{ customerApplication(id: "1") { id companyName email } }',
    expect: signedIn('FORBIDDEN'),
  },
  updateCustomerApplication: {
    document:
      'mutation { updateCustomerApplication(input: { id: "1", status: APPROVED, segment: DIRECT, bdmProspect: false }) { customerApplication { status } userErrors { code } } }',
    expect: signedIn('FORBIDDEN'),
  },
  customerLookup: {
    document: '{ customerLookup(term: "acme") { matchCount hits { customerNumber } } }',
    expect: signedIn('FORBIDDEN'),
  },
  customerLookupDetail: {
    document: '{ customerLookupDetail(customerNumber: "10004") { customerNumber balance { value } } }',
    expect: signedIn('FORBIDDEN'),
  },
  vendorLookup: {
    document: '{ vendorLookup(term: "a") { matchCount hits { vendorNumber } } }',
    expect: signedIn('FORBIDDEN'),
  },
  vendorLookupDetail: {
    document: '{ vendorLookupDetail(vendorNumber: "5001") { vendorNumber name } }',
    expect: signedIn('FORBIDDEN'),
  },
  orderStatusLookup: {
    document: '{ orderStatusLookup(orderNumber: "1000001-00") { orderNumber customerNumber trackingUrl } }',
    expect: signedIn('FORBIDDEN'),
  },
  productLookup: {
    document:
      'query ($erp: String!) { productLookup(partNumber: $erp, customerNumber: "10004") { customerName item { price { value } } } }',
    variables: (f) => ({ erp: f.erp }),
    expect: signedIn('FORBIDDEN'),
  },
  punchOutLog: {
    document: '{ punchOutLog(customerNumber: "10001") { totalCount nodes { orderNumber username } } }',
    expect: signedIn('FORBIDDEN'),
  },
  addCustomerApplicationNote: {
    document:
      'mutation { addCustomerApplicationNote(input: { id: "1", note: "x" }) { customerApplication { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN'),
  },
  // Manage users: Acme's administrator only; a buyer, a supervisor and another company's buyer are
  // refused (another company's administrator: administration/users.test.ts).
  companyUsers: {
    document: '{ companyUsers(input: { pageSize: 5 }) { totalCount nodes { id username } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  companyUser: {
    document: '{ companyUser(id: "1") { id username permissions limits { itemType } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  supervisorCandidates: {
    document: '{ supervisorCandidates(input: { search: "alan" }) { id name } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  newUserCustomFields: {
    document: '{ newUserCustomFields { id name value } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  companyWorkflow: {
    document: '{ companyWorkflow { workflowApproval itemTypes } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  createCompanyUser: {
    document:
      'mutation { createCompanyUser(input: { name: "Matrix New", username: "matrix.new@acme.example", password: "secret1x", permissions: [CAN_SUBMIT_ORDERS] }) { user { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  updateCompanyUser: {
    document:
      'mutation { updateCompanyUser(input: { id: "1001", name: "Matrix Changed", permissions: [CAN_SUBMIT_ORDERS, ORDER_HISTORY] }) { user { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  deactivateCompanyUser: {
    document: 'mutation { deactivateCompanyUser(input: { id: "1005" }) { user { active } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  reactivateCompanyUser: {
    document: 'mutation { reactivateCompanyUser(input: { id: "1006" }) { user { active } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  // Administering across companies (issues 17 and 18): an administrator's own and allowed companies, a
  // super admin's any (gateway/src/administration/companies.integration.test.ts).
  administrableCompanies: {
    document: '{ administrableCompanies(search: "north") { mode choices { customerNumber } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  addAllowedCompany: {
    document:
      'mutation { addAllowedCompany(input: { userId: "1", customerNumber: "10004" }) { user { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN'),
  },
  removeAllowedCompany: {
    document:
      'mutation { removeAllowedCompany(input: { userId: "1", allowedCompanyId: "1" }) { user { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'NOT_FOUND' }),
  },
  companyDepartments: {
    document: '{ companyDepartments(input: {}) { totalCount nodes { id key } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  companyDepartment: {
    document: 'query ($id: ID!) { companyDepartment(id: $id) { id key users { id } } }',
    variables: () => ({ id: '10001001' }),
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  departmentUserCandidates: {
    document: '{ departmentUserCandidates(search: "bianca") { id } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  createCompanyDepartment: {
    document:
      'mutation { createCompanyDepartment(input: { key: "MATRIX", description: "Matrix", noSpendLimit: true }) { department { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  updateCompanyDepartment: {
    document:
      'mutation { updateCompanyDepartment(input: { id: "10001002", key: "SAFETY", description: "Safety first", spendLimit: "1000", noSpendLimit: false, userIds: [] }) { department { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  // A retired cost centre deactivated again and an active department reactivated: no state changes.
  deactivateCompanyDepartment: {
    document:
      'mutation { deactivateCompanyDepartment(input: { id: "10001003" }) { department { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  reactivateCompanyDepartment: {
    document:
      'mutation { reactivateCompanyDepartment(input: { id: "10001002" }) { department { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  // A department with users: nobody deletes it.
  deleteCompanyDepartment: {
    document: 'mutation { deleteCompanyDepartment(input: { id: "10001001" }) { deletedId userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'REJECTED' }),
  },
  sendCompanyUserPasswordReset: {
    document: 'mutation { sendCompanyUserPasswordReset(input: { id: "1002" }) { message userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  // The user dialog's Departments tab: user administrators; its Catalogs tab: super administrators only
  // (a plain administrator too is refused; the super administrator: registration/people.integration.test.ts).
  userDepartmentChoices: {
    document: '{ userDepartmentChoices { totalCount nodes { key description } } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  catalogChoices: {
    document: '{ catalogChoices(search: "safety") { name label productCount } }',
    expect: signedIn('FORBIDDEN'),
  },
  // Shipping addresses (issue 16): users with can_edit_ship_to outside punch-out (Acme's admin here,
  // who has none saved; the create row stops at the zip so it stays so).
  // Address 1 is the first seeded address of Tyrell's manager: to Acme's admin it reads as missing.
  shippingAddresses: {
    document: '{ shippingAddresses { id address { line1 } } }',
    expect: signedIn('FORBIDDEN', { admin: 'empty' }),
  },
  createShippingAddress: {
    document:
      'mutation { createShippingAddress(input: { line1: "1 Matrix Way", city: "Tulsa", state: "OK", zip: "7410", isDefault: false }) { shippingAddress { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'INVALID_INPUT' }),
  },
  updateShippingAddress: {
    document:
      'mutation { updateShippingAddress(input: { id: "1", line1: "1 Matrix Way", state: "OK", zip: "74103", isDefault: true }) { shippingAddress { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'NOT_FOUND' }),
  },
  deleteShippingAddress: {
    document: 'mutation { deleteShippingAddress(input: { id: "1" }) { shippingAddresses { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'NOT_FOUND' }),
  },
  // The billing page (issue 16): can_edit_bill_to outside punch-out (Acme's admin); the add row stops at
  // the card form's rules. Another user's card reads as missing (removeSavedCard above).
  billingInfo: {
    document: '{ billingInfo { savedCards { token maskedNumber } newCardAvailable canSaveAsDefault } }',
    expect: signedIn('FORBIDDEN', { admin: 'data' }),
  },
  addSavedCard: {
    document:
      'mutation { addSavedCard(input: { nameOnCard: "Ada", number: "4111111111111112", expirationMonth: 12, expirationYear: 2030, securityCode: "123", billingAddress: "1 Main St", zip: "74103", makeDefault: false }) { savedCards { token } userErrors { code } } }',
    expect: signedIn('FORBIDDEN', { admin: 'INVALID_INPUT' }),
  },
  // Shared Carts (issue 16): only the carts shared with the caller; Acme's colleagues shared 12 with the approver.
  sharedCarts: {
    document: '{ sharedCarts { id lineCount subtotal { value } owner { username } } }',
    expect: signedIn('empty', { approver: 'data', punchOut: 'FORBIDDEN' }),
  },
  // User setup (issue 16): only users with user_setup (none of these callers; Tyrell's manager in its own test).
  submitUserSetupRequest: {
    document:
      'mutation { submitUserSetupRequest(input: { requestType: ADD, name: "Roy", email: "roy@acme.example", customer: "10001", customers: [{ customerNumber: "10001", isSupervisor: false, limitType: DOLLARS }] }) { request { id } userErrors { code } } }',
    expect: signedIn('FORBIDDEN'),
  },
  // Its supervisor search, of the viewer's own company only (no customer argument to cross with).
  userSetupSupervisors: {
    document: '{ userSetupSupervisors(search: "alan") { id name } }',
    expect: signedIn('FORBIDDEN'),
  },
  // Universal crib (issue 16): the user's and the customer's flags (none of these callers).
  universalCribSearch: {
    document: '{ universalCribSearch(input: { query: "gloves" }) { totalCount nodes { erp } } }',
    expect: signedIn('FORBIDDEN'),
  },
  // The FRC manager: units customers outside punch-out only; every caller here buys in dollars
  // (the allowance persona's rows are below).
  unitAllowances: {
    document: '{ unitAllowances { totalCount nodes { itemType allowed { value } remaining { value } } } }',
    expect: signedIn('FORBIDDEN'),
  },
  // Last: it deletes each caller's own cart (the rows above may rely on theirs). A guest without a
  // cart has none to empty.
  emptyCart: {
    document: 'mutation { emptyCart { cart { lineCount } userErrors { code } } }',
    expect: browsing('data', { guest: 'NOT_FOUND' }),
  },
};

let fixtures: Fixtures;
const sessions = new Map<Caller, Map<string, string>>();

/** A fresh client holding the caller's session. */
const clientOf = (stack: Stack, caller: Caller): TestClient => {
  const client = stack.client();
  for (const [name, value] of sessions.get(caller) ?? []) client.cookies.set(name, value);
  return client;
};

/** Logout ends the session on the server, so its row runs on a session of its own. */
const clientFor = async (stack: Stack, caller: Caller, field: string): Promise<TestClient> => {
  if (field !== 'logout' || GUESTS.includes(caller)) return clientOf(stack, caller);
  return stack.clientAs(USERNAMES[caller as keyof typeof USERNAMES]);
};

const outcomeOf = (result: GraphQLResult<Record<string, unknown>>, field: string): string => {
  const code = result.errors?.[0]?.extensions?.code;
  if (code) return code;
  const value = result.data?.[field];
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value) && value.length === 0) return 'empty';
  const userErrors = (value as { userErrors?: { code: string }[] }).userErrors;
  return userErrors?.[0]?.code ?? 'data';
};

/** Places a cart over the buyer's limit, which sends it to the approver as a cart request; returns its id. */
const sendForApproval = async (buyer: TestClient): Promise<string> => {
  const found = await buyer.gql<{
    productSearch: { nodes: { items: { erp: string; price: { amount: { value: number } | null } | null }[] }[] };
  }>('{ productSearch(input: { query: "gloves" }) { nodes { items { erp price { amount { value } } } } } }');
  const item = found.data?.productSearch.nodes
    .flatMap((node) => node.items)
    .find((candidate) => (candidate.price?.amount?.value ?? 0) > 20);
  if (!item) throw new Error('no item over 20 to fill the cart');
  await buyer.gql('mutation ($input: AddCartLinesInput!) { addCartLines(input: $input) { userErrors { code } } }', {
    input: { lines: [{ erp: item.erp, quantity: Math.ceil(2600 / item.price!.amount!.value) }] },
  });
  const shipTos = await buyer.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(
    '{ shipTos { id purchaseOrderRequired } }',
  );
  const shipTo = shipTos.data?.shipTos.find((candidate) => !candidate.purchaseOrderRequired);
  await buyer.gql(
    'mutation ($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { userErrors { code } } }',
    { input: { shipToId: shipTo?.id, contactName: 'Bianca', contactEmail: 'buyer@acme.example' } },
  );
  const key = randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, 'x')
    .slice(0, 32);
  const placed = await buyer.gql<{ placeOrder: { approvalRequest: { id: string } | null } }>(
    'mutation ($key: String!) { placeOrder(input: { idempotencyKey: $key }) { approvalRequest { id } } }',
    { key },
  );
  const id = placed.data?.placeOrder.approvalRequest?.id;
  if (!id) throw new Error(`the cart was not sent for approval: ${JSON.stringify(placed)}`);
  return id;
};

it.beforeAll(async ({ stack }) => {
  for (const caller of CALLERS) {
    if (GUESTS.includes(caller)) continue;
    const client = stack.client();
    await client.login(USERNAMES[caller as keyof typeof USERNAMES]);
    sessions.set(caller, new Map(client.cookies));
  }
  const buyer = clientOf(stack, 'buyer');
  const history = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>(
    '{ orderHistory { nodes { orderNumber } } }',
  );
  const shipTos = await buyer.gql<{ shipTos: { id: string }[] }>('{ shipTos { id } }');
  const search = await buyer.gql<{ productSearch: { nodes: { slug: string; items: { erp: string }[] }[] } }>(
    '{ productSearch(input: { query: "" }) { nodes { slug items { erp } } } }',
  );
  // An item every caller may buy, guests included (priced for the open-browse customer too).
  const guestSearch = await stack
    .client()
    .gql<{ productSearch: { nodes: { items: { erp: string; price: { purchasable: boolean } | null }[] }[] } }>(
      '{ productSearch(input: { query: "" }) { nodes { items { erp price { purchasable } } } } }',
    );
  const safety = getDataset().products.find(
    (product) => product.active && product.catalogs.length === 1 && product.catalogs[0] === SAFETY_CATALOG,
  );
  const shared = await buyer.gql<{ productSearch: { nodes: { vendor: { slug: string } }[] } }>(
    '{ productSearch(input: { query: "" }) { nodes { vendor { slug } } } }',
  );
  const invoiced = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>(
    '{ orderHistory(input: { mine: false, stage: INVOICED }) { nodes { orderNumber } } }',
  );
  const quotes = await buyer.gql<{ orderHistory: { nodes: { orderNumber: string }[] } }>(
    '{ orderHistory(input: { mine: false, orderType: QUOTE }) { nodes { orderNumber } } }',
  );
  // Summary billing is open to none of the callers: Acme's punch-out summary-billing user finds one.
  const billing = stack.client();
  await billing.login('punchbilling@acme.example');
  const summaries = await billing.gql<{ summaryInvoices: { nodes: { billingNumber: string; groupNumber: string }[] } }>(
    '{ summaryInvoices { nodes { billingNumber groupNumber } } }',
  );
  const acmeRequest = await sendForApproval(buyer);
  const acmeRejectedRequest = await sendForApproval(buyer);
  const rejected = await clientOf(stack, 'approver').gql<{ rejectCartRequest: { userErrors: unknown[] } }>(
    'mutation ($id: ID!) { rejectCartRequest(input: { id: $id }) { userErrors { code } } }',
    { id: acmeRejectedRequest },
  );
  expect(rejected.data?.rejectCartRequest.userErrors).toEqual([]);
  const notices = await buyer.gql<{ notifications: { nodes: { id: string; requestId: string | null }[] } }>(
    '{ notifications { nodes { id requestId } } }',
  );
  const scans = await buyer.gql<{
    active: { nodes: { id: string; purchaseOrderRequired: boolean; purchaseOrderNumber: string | null }[] };
    archived: { nodes: { id: string }[] };
  }>(
    '{ active: scans(input: { status: ACTIVE }) { nodes { id purchaseOrderRequired purchaseOrderNumber } } archived: scans(input: { status: ARCHIVED }) { nodes { id } } }',
  );
  const activeScans = scans.data?.active.nodes ?? [];
  fixtures = {
    acmeScan: activeScans[0]?.id ?? '',
    acmePoScan: activeScans.find((scan) => scan.purchaseOrderRequired && !scan.purchaseOrderNumber)?.id ?? '',
    acmeArchivedScan: scans.data?.archived.nodes[0]?.id ?? '',
    acmeOrder: history.data?.orderHistory.nodes[0]?.orderNumber ?? '',
    acmeInvoicedOrder: invoiced.data?.orderHistory.nodes[0]?.orderNumber ?? '',
    acmeShipTo: shipTos.data?.shipTos[0]?.id ?? '',
    sharedSlug: search.data?.productSearch.nodes[0]?.slug ?? '',
    safetySlug: safety?.slug ?? '',
    erp:
      guestSearch.data?.productSearch.nodes.flatMap((node) => node.items).find((item) => item.price?.purchasable)
        ?.erp ?? '',
    safetyErp: safety?.items[0]?.erp ?? '',
    sharedBrand: shared.data?.productSearch.nodes[0]?.vendor.slug ?? '',
    acmeRequest,
    acmeRejectedRequest,
    acmeNotification: notices.data?.notifications.nodes.find((n) => n.requestId === acmeRejectedRequest)?.id ?? '',
    acmeQuote: quotes.data?.orderHistory.nodes[0]?.orderNumber ?? '',
    acmeSummaryBilling: summaries.data?.summaryInvoices.nodes[0]?.billingNumber ?? '',
    acmeSummaryGroup: summaries.data?.summaryInvoices.nodes[0]?.groupNumber ?? '',
    acmeSharedCart: '',
  };
  await buyer.gql(
    'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { userErrors { code } } }',
    { erp: fixtures.erp },
  );
  const sharedCart = await buyer.gql<{ shareCart: { sharedCart: { id: string } | null } }>(
    'mutation { shareCart(input: { recipients: ["approver@acme.example"] }) { sharedCart { id } } }',
  );
  fixtures.acmeSharedCart = sharedCart.data?.shareCart.sharedCart?.id ?? '';
  expect(fixtures.acmeSharedCart).not.toBe('');
  expect(
    Object.entries(fixtures)
      .filter(([, value]) => value.length === 0)
      .map(([name]) => name),
  ).toEqual([]);
  // The open-browse guest's session starts with their first cart line.
  const guest = stack.client();
  await guest.gql(
    'mutation ($erp: ID!) { addCartLines(input: { lines: [{ erp: $erp, quantity: 1 }] }) { userErrors { code } } }',
    { erp: fixtures.erp },
  );
  expect(guest.cookies.size).toBe(1);
  sessions.set('openBrowseGuest', new Map(guest.cookies));
});

describe('authorization matrix', () => {
  it('has a row for every root field of the schema', () => {
    const schema = buildSchema(loadTypeDefs());
    const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    expect(rootFields.filter((field) => !(field in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((field) => !rootFields.includes(field))).toEqual([]);
  });

  const cases = Object.entries(MATRIX).flatMap(([field, row]) =>
    CALLERS.map((caller) => [field, caller, row.expect[caller]] as const),
  );
  it.for(cases)('%s as %s: %s', async ([field, caller, expected], { stack }) => {
    const row = MATRIX[field] as Row;
    const client = await clientFor(stack, caller, field);
    const outsider = caller === 'otherCustomer' || GUESTS.includes(caller);
    const figures = outsider ? attackFigures(1) : null;
    const ask = () => client.gql<Record<string, unknown>>(row.document, row.variables?.(fixtures) ?? {});
    const result = await (figures ? figures.send(ask) : ask());
    const text = JSON.stringify(result);
    const otherCustomers =
      caller === 'otherCustomer'
        ? [`"${ACME}"`, fixtures.acmeOrder, fixtures.acmeInvoicedOrder, fixtures.acmeQuote]
        : outsider
          ? [`"${ACME}"`]
          : [`"${GLOBEX}"`];
    const answeredRefused = expected !== 'data' && outcomeOf(result, field) === 'data';
    figures?.gotThrough(answeredRefused || otherCustomers.some((data) => text.includes(data)) ? 1 : 0);
    expect(result.status).toBeLessThan(500);
    expect(outcomeOf(result, field)).toBe(expected);
    expect(text).not.toContain('INTERNAL_SERVER_ERROR');
    for (const data of otherCustomers) expect(text).not.toContain(data);
  });
});

// Account pages whose root field the matrix above reads in another view (account-admin-calls §6).
describe('account pages by view', () => {
  const views: [string, string, Caller, Outcome][] = [
    ['My Orders', '{ orderHistory { totalCount } }', 'buyer', 'data'],
    ['My Orders', '{ orderHistory { totalCount } }', 'punchOut', 'FORBIDDEN'],
    // Review Quotes in punch-out needs quote_report_active, which this punch-out user lacks.
    ['Review Quotes', '{ orderHistory(input: { orderType: QUOTE }) { totalCount } }', 'buyer', 'data'],
    ['Review Quotes', '{ orderHistory(input: { orderType: QUOTE }) { totalCount } }', 'punchOut', 'FORBIDDEN'],
    ['Review Orders', '{ orderHistory(input: { mine: false }) { totalCount } }', 'punchOut', 'data'],
  ];
  it.for(views)('%s (%s) as %s: %s', async ([, document, caller, expected], { stack }) => {
    const result = await clientOf(stack, caller).gql<Record<string, unknown>>(document);
    expect(outcomeOf(result, 'orderHistory')).toBe(expected);
  });

  it('a punch-out user with quote_report_active reviews quotes but not My Orders', async ({ stack }) => {
    const client = stack.client();
    await client.login('punchbilling@acme.example');
    const access = await client.gql<{ orderAccess: Record<string, boolean> }>(
      '{ orderAccess { myOrders reviewQuotes } }',
    );
    expect(access.data?.orderAccess).toEqual({ myOrders: false, reviewQuotes: true });
    const quotes = await client.gql<Record<string, unknown>>(
      '{ orderHistory(input: { orderType: QUOTE }) { totalCount } }',
    );
    expect(outcomeOf(quotes, 'orderHistory')).toBe('data');
  });
});

// Staff buying for an open-browse customer (90002, 90003) get open-browse rules, and users who can
// switch customers get no default ship-to (account-admin-calls §6). The switch is undone after.
describe('staff after a switch to an open-browse customer', () => {
  const SWITCH = 'mutation ($n: String!) { switchCustomer(input: { customerNumber: $n }) { userErrors { code } } }';
  it('offers no overview, quotes, non-stock or invoices, and preselects no ship-to', async ({ stack }) => {
    const staff = await stack.clientAs('associate@vallen.example');
    const own = await staff.gql<{ viewer: { customerNumber: string; defaultShipToId: string | null } }>(
      '{ viewer { customerNumber defaultShipToId } }',
    );
    expect(own.data?.viewer.defaultShipToId).toBeNull();
    try {
      expect(
        (await staff.gql<{ switchCustomer: { userErrors: unknown[] } }>(SWITCH, { n: '90002' })).data?.switchCustomer
          .userErrors,
      ).toEqual([]);
      const access = await staff.gql<{
        viewer: { isOpenBrowse: boolean; permissions: { canSubmitQuotes: boolean; canViewAccountOverview: boolean } };
        orderAccess: { openInvoices: boolean; paidInvoices: boolean };
        getItForMe: { quotes: boolean; nonStockOrders: boolean };
      }>(
        '{ viewer { isOpenBrowse permissions { canSubmitQuotes canViewAccountOverview } } orderAccess { openInvoices paidInvoices } getItForMe { quotes nonStockOrders } }',
      );
      expect(access.data).toEqual({
        viewer: { isOpenBrowse: true, permissions: { canSubmitQuotes: false, canViewAccountOverview: false } },
        orderAccess: { openInvoices: false, paidInvoices: false },
        getItForMe: { quotes: false, nonStockOrders: false },
      });
      const summary = await staff.gql<Record<string, unknown>>('{ accountSummary { companyName } }');
      expect(outcomeOf(summary, 'accountSummary')).toBe('FORBIDDEN');
    } finally {
      await staff.gql(SWITCH, { n: own.data!.viewer.customerNumber });
    }
  });
});

// A sales representative buys for the customers the ERP lists for them (account-admin-calls §6), no other.
describe('a sales rep switching customers', () => {
  const SWITCH = 'mutation ($n: String!) { switchCustomer(input: { customerNumber: $n }) { userErrors { code } } }';
  it('is offered their own customer and their customers, and refused any other', async ({ stack }) => {
    const rep = await stack.clientAs('rep@vallen.example');
    const choices = await rep.gql<{ customerChoices: { mode: string; choices: { customerNumber: string }[] } }>(
      '{ customerChoices { mode choices { customerNumber } } }',
    );
    const numbers = choices.data!.customerChoices.choices.map((c) => c.customerNumber);
    expect(choices.data!.customerChoices.mode).toBe('SELECT');
    expect(numbers).toEqual(expect.arrayContaining(['10000', '10006']));
    expect(numbers).not.toContain('10001');
    expect(numbers.length).toBeLessThan(20);
    for (const other of ['10001', '90001'])
      expect(
        (await rep.gql<{ switchCustomer: { userErrors: unknown[] } }>(SWITCH, { n: other })).data?.switchCustomer
          .userErrors,
      ).toEqual([{ code: 'FORBIDDEN' }]);
  });
});

// The FRC manager (account-admin-calls §6): units currency and not punch-out.
describe('the FRC manager by persona', () => {
  const document = '{ unitAllowances { totalCount nodes { itemType allowed { value } ordered { value } } } }';
  const outcomes: [string, Outcome][] = [
    ['allowance@northwind.example', 'data'],
    ['buyer@acme.example', 'FORBIDDEN'],
    ['punchout@acme.example', 'FORBIDDEN'],
  ];
  it.for(outcomes)('%s: %s', async ([username, expected], { stack }) => {
    const client = await stack.clientAs(username);
    const result = await client.gql<Record<string, unknown>>(document);
    expect(outcomeOf(result, 'unitAllowances')).toBe(expected);
    if (expected === 'data') expect(JSON.stringify(result)).not.toContain(`"${ACME}"`);
  });

  it('a guest: UNAUTHENTICATED', async ({ stack }) => {
    expect(outcomeOf(await stack.client().gql(document), 'unitAllowances')).toBe('UNAUTHENTICATED');
  });
});

// Saved cards (account-admin-calls §6: Billing needs can_edit_bill_to and not punch-out).
describe('saved-card changes by persona', () => {
  it('a billing editor (Tyrell’s manager) renames their own card', async ({ stack }) => {
    const manager = await stack.clientAs('manager@tyrell.example');
    const rename =
      'mutation ($token: ID!) { updateSavedCard(input: { token: $token, nickname: "Plant P-card" }) { savedCards { token } userErrors { code } } }';
    const own = await manager.gql<{ billingInfo: { savedCards: { token: string }[] } }>(
      '{ billingInfo { savedCards { token } } }',
    );
    const token = own.data!.billingInfo.savedCards[0]!.token;
    expect(outcomeOf(await manager.gql(rename, { token }), 'updateSavedCard')).toBe('data');
  });
});

describe('forbidden reads exactly like not found', () => {
  const same = async (
    stack: Stack,
    document: string,
    forbidden: Record<string, unknown>,
    missing: Record<string, unknown>,
  ) => {
    const client = clientOf(stack, 'otherCustomer');
    const [a, b] = [await client.gql(document, forbidden), await client.gql(document, missing)];
    expect({ status: a.status, data: a.data, errors: a.errors }).toEqual({
      status: b.status,
      data: b.data,
      errors: b.errors,
    });
    return a;
  };

  it("another customer's order", async ({ stack }) => {
    const result = await same(
      stack,
      'query ($n: String!) { order(orderNumber: $n) { orderNumber } }',
      { n: fixtures.acmeOrder },
      { n: '9999999-00' },
    );
    expect(result.data).toEqual({ order: null });
  });

  it("a return of another customer's order", async ({ stack }) => {
    const result = await same(
      stack,
      'mutation ($n: String!) { requestReturn(input: { orderNumber: $n, reason: DAMAGED, lines: [{ lineNumber: 1, quantity: 1 }] }) { request { id } userErrors { code message } } }',
      { n: fixtures.acmeOrder },
      { n: '9999999-00' },
    );
    expect(result.data).toEqual({
      requestReturn: { request: null, userErrors: [{ code: 'NOT_FOUND', message: 'Order not found.' }] },
    });
  });

  it('a product outside the caller’s catalogues', async ({ stack }) => {
    const result = await same(
      stack,
      'query ($s: String!) { product(slug: $s) { slug } }',
      { s: fixtures.safetySlug },
      { s: 'no-such-product-anywhere' },
    );
    expect(result.data).toEqual({ product: null });
  });

  it('a ship-to id resolves within the caller’s own customer only', async ({ stack }) => {
    // Ship-to ids repeat across customers; the id is looked up in the caller's own list.
    const document =
      'mutation ($id: ID!) { updateCheckoutDetails(input: { shipToId: $id, contactName: "Gus", contactEmail: "gus@example.com" }) { cart { shipping { address { line1 } } } userErrors { code } } }';
    const client = clientOf(stack, 'otherCustomer');
    const own = await client.gql<{ shipTos: { id: string; address: { line1: string } }[] }>(
      '{ shipTos { id address { line1 } } }',
    );
    const acme = await clientOf(stack, 'buyer').gql<{ shipTos: { id: string; address: { line1: string } }[] }>(
      '{ shipTos { id address { line1 } } }',
    );
    const result = await client.gql(document, { id: fixtures.acmeShipTo });
    const ownLine = own.data?.shipTos.find((shipTo) => shipTo.id === fixtures.acmeShipTo)?.address.line1;
    const acmeLine = acme.data?.shipTos.find((shipTo) => shipTo.id === fixtures.acmeShipTo)?.address.line1;
    expect(ownLine).not.toBe(acmeLine);
    expect(result.data).toEqual({
      updateCheckoutDetails: { cart: { shipping: { address: { line1: ownLine } } }, userErrors: [] },
    });
    const missing = await client.gql<{ updateCheckoutDetails: { userErrors: { code: string }[] } }>(document, {
      id: '999999',
    });
    expect(missing.data?.updateCheckoutDetails.userErrors[0]?.code).toBe('INVALID_INPUT');
  });
});
