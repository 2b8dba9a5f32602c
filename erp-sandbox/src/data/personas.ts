import { alnum, hash32, mulberry32 } from './prng.ts';
import { GUEST_CUSTOMER } from './customers.ts';
import type { Customer, StoredUser } from './types.ts';
import { ALLOWANCE_PERSONA } from './allowances.ts';

/** The one customer the order pad is switched off for (docs/spec/storefront.md §6): Globex. */
export const ORDER_PAD_DISABLED_CUSTOMERS: ReadonlySet<string> = new Set(['10004']);
import { SUMMARY_INVOICE_CUSTOMERS } from './invoices.ts';
import { GIFM_DISABLED_CUSTOMERS, LAST_PRICE_REQUIRED_CUSTOMERS } from '../gifm/rules.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const MAIN_DOMAIN = 'www.vallen.example';
export const SECOND_DOMAIN = 'www.rvsupply.example';

interface PersonaSeed {
  id: number;
  username: string;
  name: string;
  customer: string;
  roles?: StoredUser['roles'];
  overrides?: Partial<StoredUser>;
}

/** The personas every test and demo uses; ids are fixed. */
export const PERSONA_SEEDS: PersonaSeed[] = [
  {
    id: 1,
    username: 'buyer@acme.example',
    name: 'Bianca Buyer',
    customer: '10001',
    overrides: { spend_limit: 2500, supervisor_ids: [2] },
  },
  {
    id: 2,
    username: 'approver@acme.example',
    name: 'Alan Approver',
    customer: '10001',
    overrides: { is_supervisor: true, spend_limit: -1 },
  },
  { id: 3, username: 'admin@acme.example', name: 'Ada Admin', customer: '10001', roles: ['ROLE_USER', 'ROLE_ADMIN'] },
  {
    id: 4,
    username: 'superadmin@vallen.example',
    name: 'Sam Superadmin',
    customer: '10000',
    roles: ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERADMIN'],
    overrides: { is_vallen: true },
  },
  {
    id: 5,
    username: 'associate@vallen.example',
    name: 'Val Associate',
    customer: '10000',
    overrides: { is_vallen: true, can_multiview: true, manage_customer_apps: true },
  },
  {
    id: 6,
    username: 'units@northwind.example',
    name: 'Uma Units',
    customer: '10002',
    overrides: { workflow_currency: 'units' },
  },
  {
    id: 7,
    username: 'punchout@acme.example',
    name: 'Pat Punchout',
    customer: '10001',
    overrides: { user_type: 'punchout', open_invoices: false, paid_invoices: false },
  },
  {
    id: 8,
    username: 'express@acme.example',
    name: 'Eli Express',
    customer: '10001',
    // Acme's ship-to 0002 flags a PO (poreqfl), so express checkout requires one (cart-checkout-orders §5).
    overrides: { user_type: 'express', express_checkout: true, shipto_id: '0002' },
  },
  {
    id: 9,
    username: 'buyer@rvsupply.example',
    name: 'Rita RV',
    customer: '10003',
    overrides: { domain: SECOND_DOMAIN },
  },
  { id: 10, username: 'buyer@globex.example', name: 'Gus Globex', customer: '10004' },
  { id: 11, username: 'disabled@acme.example', name: 'Dee Disabled', customer: '10001', overrides: { active: false } },
  {
    id: 70,
    username: 'junior@acme.example',
    name: 'Jo Junior',
    customer: '10001',
    overrides: { spend_limit: 100, supervisor_ids: [71] },
  },
  {
    id: 71,
    username: 'lead@acme.example',
    name: 'Lee Lead',
    customer: '10001',
    overrides: { is_supervisor: true, spend_limit: 1000, supervisor_ids: [2] },
  },
  {
    id: 12,
    username: 'guest@openbrowse.example',
    name: 'Guest',
    customer: GUEST_CUSTOMER,
    overrides: {
      can_submit_orders: false,
      order_history: false,
      open_invoices: false,
      paid_invoices: false,
      can_submit_quotes: false,
      can_share_cart: false,
    },
  },
  {
    id: 20,
    username: 'nullcatalog@initech.example',
    name: 'Nia Null',
    customer: '10005',
    overrides: {
      catalog: ['Custom_Null'],
      catalog_meta_data: [{ catalog: 'Custom_Null', name: 'Custom_Null', imageUrl: null }],
    },
  },
  { id: 21, username: 'catalogs@umbrella.example', name: 'Cato Catalogs', customer: '10006' },
  {
    id: 84,
    username: 'landing@umbrella.example',
    name: 'Lana Landing',
    customer: '10006',
    // The one persona offered the site tour and the chat widget (account-admin-calls §6).
    overrides: { custom_landing_page: '/landing/umbrella', site_tour: true, site_chat: true },
  },
  {
    id: 50,
    username: 'billing@acme.example',
    name: 'Bill Summary',
    customer: '10001',
    overrides: { summary_invoices: true },
  },
  {
    id: 51,
    username: 'punchbilling@acme.example',
    name: 'Pia Punchbill',
    customer: '10001',
    // The punch-out persona with the quote report (Review Quotes in the top bar); Pat has none.
    overrides: {
      user_type: 'punchout',
      summary_invoices: true,
      open_invoices: false,
      paid_invoices: false,
      quote_report_active: true,
    },
  },
  {
    id: 52,
    username: 'billing@northwind.example',
    name: 'Nora Nobill',
    customer: '10002',
    overrides: { summary_invoices: true },
  },
  {
    id: 53,
    username: 'nohistory@acme.example',
    name: 'Nico Nohistory',
    customer: '10001',
    // Nor the account overview: the persona with the fewest account pages.
    overrides: { order_history: false, open_invoices: false, paid_invoices: false, account_overview: false },
  },
  {
    id: 54,
    username: 'nohistory@rvsupply.example',
    name: 'Rory Secondbrand',
    customer: '10003',
    overrides: { order_history: false, domain: SECOND_DOMAIN },
  },
  {
    id: 55,
    username: 'supervisor@acme.example',
    name: 'Sue Supervisor',
    customer: '10001',
    overrides: { order_history: false, is_supervisor: true },
  },
  { id: 80, username: 'card@acme.example', name: 'Cara Card', customer: '10001', overrides: { require_cc: true } },
  // Quinn's cart is a quote cart (session suffix -quote), as the Request Quote form makes one.
  {
    id: 82,
    username: 'quoter@acme.example',
    name: 'Quinn Quoter',
    customer: '10001',
    overrides: { session_id: 'QuinnQuoterQuoteCart000000000000-quote' },
  },
  // Dana has a sales rep, so her profile needs a default department (account-admin-calls §5).
  {
    id: 83,
    username: 'buyer@stark.example',
    name: 'Dana Department',
    customer: '10007',
    overrides: { sales_rep_id: 'SR-104' },
  },
  // Reese is sales rep R12: not staff, so the customer switcher offers R12's customers only (§6).
  {
    id: 85,
    username: 'rep@vallen.example',
    name: 'Reese Rep',
    customer: '10000',
    overrides: { can_multiview: true, rep_code: 'R12' },
  },
  // Northwind's admin: the approver of its custom-field (profile) changes.
  {
    id: 56,
    username: 'admin@northwind.example',
    name: 'Nate Northwind',
    customer: '10002',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
  },
  {
    id: 81,
    username: 'nocard@acme.example',
    name: 'Noel Nocard',
    customer: '10001',
    overrides: { disable_cc: true, can_edit_bill_to: true },
  },
  // Tyrell's site manager keeps the shipping addresses and saved cards of the account pages (issue 16).
  {
    id: 160,
    username: 'manager@tyrell.example',
    name: 'Tess Tyrell',
    customer: '10010',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    overrides: { user_setup: true, universal_crib: true, customer_universal_crib: true },
  },
];

/**
 * Personas outside `Dataset.users`, the order-history and scan placers (like the roster): adding
 * them changes no other persona's seeded orders or scans.
 */
export const SIDE_PERSONA_SEEDS: PersonaSeed[] = [
  // Fay works in units: the FRC manager persona, with an allowance per item type (data/allowances.ts).
  {
    id: ALLOWANCE_PERSONA.id,
    username: ALLOWANCE_PERSONA.username,
    name: 'Fay Allowance',
    customer: ALLOWANCE_PERSONA.customer_number,
    overrides: { workflow_currency: 'units' },
  },
  // Cyberdyne works in units with approval off (approvals/workflow.ts): Cy's buyer still has a limit
  // row from before, which saving the buyer nulls (account-admin-calls §4).
  {
    id: 58,
    username: 'admin@cyberdyne.example',
    name: 'Cy Admin',
    customer: '10009',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    overrides: { workflow_currency: 'units' },
  },
  {
    id: 59,
    username: 'buyer@cyberdyne.example',
    name: 'Dyson Buyer',
    customer: '10009',
    overrides: { workflow_currency: 'units', spend_limit: 400 },
  },
  // Tyrell's approver, whom the manager names as supervisor in a user setup request.
  {
    id: 161,
    username: 'rachael@tyrell.example',
    name: 'Rachael Rosen',
    customer: '10010',
    overrides: { is_supervisor: true },
  },
];

/** Persona ids by a short key, for tests. */
export const PERSONAS = {
  buyer: { id: 1, username: 'buyer@acme.example', customer_number: '10001' },
  approver: { id: 2, username: 'approver@acme.example', customer_number: '10001' },
  admin: { id: 3, username: 'admin@acme.example', customer_number: '10001' },
  superadmin: { id: 4, username: 'superadmin@vallen.example', customer_number: '10000' },
  associate: { id: 5, username: 'associate@vallen.example', customer_number: '10000' },
  units: { id: 6, username: 'units@northwind.example', customer_number: '10002' },
  punchout: { id: 7, username: 'punchout@acme.example', customer_number: '10001' },
  express: { id: 8, username: 'express@acme.example', customer_number: '10001' },
  card: { id: 80, username: 'card@acme.example', customer_number: '10001' },
  nocard: { id: 81, username: 'nocard@acme.example', customer_number: '10001' },
  quoter: { id: 82, username: 'quoter@acme.example', customer_number: '10001' },
  stark: { id: 83, username: 'buyer@stark.example', customer_number: '10007' },
  salesRep: { id: 85, username: 'rep@vallen.example', customer_number: '10000' },
  rvsupply: { id: 9, username: 'buyer@rvsupply.example', customer_number: '10003' },
  globex: { id: 10, username: 'buyer@globex.example', customer_number: '10004' },
  disabled: { id: 11, username: 'disabled@acme.example', customer_number: '10001' },
  junior: { id: 70, username: 'junior@acme.example', customer_number: '10001' },
  lead: { id: 71, username: 'lead@acme.example', customer_number: '10001' },
  landing: { id: 84, username: 'landing@umbrella.example', customer_number: '10006' },
  guest: { id: 12, username: 'guest@openbrowse.example', customer_number: GUEST_CUSTOMER },
  nullCatalog: { id: 20, username: 'nullcatalog@initech.example', customer_number: '10005' },
  catalogs: { id: 21, username: 'catalogs@umbrella.example', customer_number: '10006' },
  summaryBilling: { id: 50, username: 'billing@acme.example', customer_number: '10001' },
  punchoutBilling: { id: 51, username: 'punchbilling@acme.example', customer_number: '10001' },
  noSummaryCustomer: { id: 52, username: 'billing@northwind.example', customer_number: '10002' },
  noHistory: { id: 53, username: 'nohistory@acme.example', customer_number: '10001' },
  secondBrandNoFlag: { id: 54, username: 'nohistory@rvsupply.example', customer_number: '10003' },
  supervisorNoFlag: { id: 55, username: 'supervisor@acme.example', customer_number: '10001' },
  unitsAdmin: { id: 56, username: 'admin@northwind.example', customer_number: '10002' },
  tyrell: { id: 160, username: 'manager@tyrell.example', customer_number: '10010' },
  tyrellSupervisor: { id: 161, username: 'rachael@tyrell.example', customer_number: '10010' },
  cyberdyneAdmin: { id: 58, username: 'admin@cyberdyne.example', customer_number: '10009' },
  cyberdyneBuyer: { id: 59, username: 'buyer@cyberdyne.example', customer_number: '10009' },
  allowance: ALLOWANCE_PERSONA,
} as const;

export function sessionIdFor(seed: number, username: string): string {
  return alnum(mulberry32(hash32(`${seed}:${username}`)), 32);
}

export function buildUsers(
  seed: number,
  customers: Map<string, Customer>,
  passwordHash: string,
  seeds: readonly PersonaSeed[] = PERSONA_SEEDS,
): StoredUser[] {
  return seeds.map((p) => {
    const c = customers.get(p.customer)!;
    const roles = p.roles ?? ['ROLE_USER'];
    const isAdmin = roles.includes('ROLE_ADMIN');
    const user: StoredUser = {
      id: p.id,
      username: p.username,
      name: p.name,
      phone: `555-01${String(p.id).padStart(2, '0')}`,
      phone_extension: null,
      customer_number: c.customer_number,
      default_customer_number: c.customer_number,
      customer_name: c.name,
      customer_type: c.open_browse ? 'open_browse' : 'customer',
      roles,
      is_supervisor: false,
      is_vallen: false,
      can_multiview: false,
      allowedCompanies: [{ id: 1, customerNumber: c.customer_number, customerName: c.name }],
      catalog: [...c.catalogs],
      catalog_meta_data: c.catalogs.map((cat) => ({
        catalog: cat,
        name: cat === 'SafetyCatalog' ? 'Safety Catalog' : 'Standard Catalog',
        imageUrl: null,
      })),
      site_csr: c.open_browse ? null : { name: 'Casey Rep', email: 'csr@vallen.example' },
      custom_landing_page: null,
      active: true,
      domain: MAIN_DOMAIN,
      company_number: c.company_number,
      warehouse: c.warehouse,
      shipto_id: c.shipTos[0]?.shipto ?? null,
      session_id: sessionIdFor(seed, p.username),
      user_type: 'standard',
      workflow_currency: c.workflow_currency,
      can_submit_orders: true,
      can_submit_quotes: true,
      can_submit_non_stock: true,
      can_share_cart: true,
      can_edit_ship_to: isAdmin,
      can_edit_bill_to: isAdmin,
      require_cc: false,
      disable_cc: false,
      express_checkout: false,
      order_history: true,
      review_quotes: true,
      quote_report_active: false,
      account_overview: true,
      manage_users: isAdmin,
      manage_departments: isAdmin,
      user_setup: false,
      universal_crib: false,
      customer_universal_crib: false,
      manage_customer_apps: false,
      open_invoices: true,
      paid_invoices: true,
      spend_limit: null,
      supervisor_ids: [],
      customer_summary_invoices: SUMMARY_INVOICE_CUSTOMERS.has(c.customer_number),
      customer_gifm_disabled: GIFM_DISABLED_CUSTOMERS.has(c.customer_number),
      customer_order_pad_disabled: ORDER_PAD_DISABLED_CUSTOMERS.has(c.customer_number),
      customer_gifm_last_price: LAST_PRICE_REQUIRED_CUSTOMERS.has(c.customer_number),
      ...p.overrides,
      passwordHash,
    };
    return user;
  });
}
