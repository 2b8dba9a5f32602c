import { describe, expect, it } from 'vitest';
import { buyerMenu } from '../testing/handlers/account';
import { ACCOUNT_MENU, MENU_GROUPS, entryAt, visibleEntries, type MenuViewer } from './accountMenu';

// The viewers of account-admin-calls §6, as the gateway describes them (flags already combined).
const base = buyerMenu();
const persona = (
  viewer: Partial<MenuViewer['viewer']>,
  permissions: Partial<MenuViewer['viewer']['permissions']> = {},
  orderAccess: Partial<MenuViewer['orderAccess']> = {},
  getItForMe: Partial<MenuViewer['getItForMe']> = {},
): MenuViewer => ({
  viewer: { ...base.viewer, ...viewer, permissions: { ...base.viewer.permissions, ...permissions } },
  orderAccess: { ...base.orderAccess, ...orderAccess },
  getItForMe: { ...base.getItForMe, ...getItForMe },
});
const adminPermissions = {
  canApproveOrders: true,
  canManageUsers: true,
  canManageDepartments: true,
  canEditBillTo: true,
};
const punchOutAccess = { myOrders: false, reviewQuotes: false, openInvoices: false, paidInvoices: false };
const PERSONAS = {
  buyer: base,
  admin: persona({ roles: ['USER', 'ADMIN'], canManageShippingAddresses: true }, adminPermissions),
  superAdmin: persona({ roles: ['USER', 'ADMIN', 'SUPER_ADMIN'], canManageShippingAddresses: true }, adminPermissions),
  supervisor: persona({ isSupervisor: true }, { canApproveOrders: true }),
  unitsAdmin: persona(
    { roles: ['USER', 'ADMIN'], amountMode: 'UNITS', canManageShippingAddresses: true },
    adminPermissions,
  ),
  unitsBuyer: persona({ amountMode: 'UNITS' }),
  // A units customer's punch-out session: no FRC manager (§6).
  punchOutUnits: persona({ sessionMode: 'PUNCH_OUT', amountMode: 'UNITS' }, {}, punchOutAccess, {
    quotes: false,
    nonStockOrders: false,
  }),
  // A punch-out session: the gateway already folds punch-out into the flags it answers.
  punchOut: persona({ sessionMode: 'PUNCH_OUT' }, {}, punchOutAccess, { quotes: false, nonStockOrders: false }),
  punchOutQuoteReport: persona(
    { sessionMode: 'PUNCH_OUT' },
    {},
    { ...punchOutAccess, reviewQuotes: true, summaryInvoices: true },
    { quotes: false, nonStockOrders: false },
  ),
  // A supervisor in punch-out: the gateway refuses approvals there (canApproveOrders false).
  punchOutSupervisor: persona({ sessionMode: 'PUNCH_OUT', isSupervisor: true }, {}, punchOutAccess, {
    quotes: false,
    nonStockOrders: false,
  }),
  openBrowse: persona(
    { isOpenBrowse: true },
    { canViewAccountOverview: false },
    { orderHistory: false, myOrders: false, reviewQuotes: false, openInvoices: false, paidInvoices: false },
    { quotes: false, nonStockOrders: false },
  ),
  crib: persona({}, { canUseUniversalCrib: true, canRequestUserSetup: true }),
  sharedWith: persona({ hasSharedCarts: true }),
  // The gateway answers hasSharedCarts false in punch-out; the menu checks the mode too.
  punchOutSharedWith: persona({ sessionMode: 'PUNCH_OUT', hasSharedCarts: true }, {}, punchOutAccess, {
    quotes: false,
    nonStockOrders: false,
  }),
  tour: persona({}, { canTakeSiteTour: true }),
  staff: persona({ isStaff: true }),
  staffApplications: persona({ isStaff: true }, { canManageCustomerApplications: true }),
} satisfies Record<string, MenuViewer>;
type Persona = keyof typeof PERSONAS;
const ALL = Object.keys(PERSONAS) as Persona[];
const except = (...excluded: Persona[]) => ALL.filter((p) => !excluded.includes(p));
const PUNCH_OUT: Persona[] = [
  'punchOut',
  'punchOutQuoteReport',
  'punchOutSupervisor',
  'punchOutSharedWith',
  'punchOutUnits',
];
const ADMINS: Persona[] = ['admin', 'superAdmin', 'unitsAdmin'];

/** Who sees each entry (account-admin-calls §6). */
const EXPECTED: Record<string, Persona[]> = {
  overview: except('openBrowse'),
  profile: except(...PUNCH_OUT),
  notifications: except('openBrowse'),
  shipping: ADMINS,
  billing: ADMINS,
  users: ADMINS,
  departments: ADMINS,
  userSetup: ['crib'],
  universalCrib: ['crib'],
  tour: ['tour'],
  frcManager: ['unitsAdmin', 'unitsBuyer'],
  myOrders: except(...PUNCH_OUT, 'openBrowse'),
  quote: except(...PUNCH_OUT, 'openBrowse'),
  nonStock: except(...PUNCH_OUT, 'openBrowse'),
  reviewOrders: except('openBrowse'),
  reviewQuotes: except('punchOut', 'punchOutSupervisor', 'punchOutSharedWith', 'punchOutUnits', 'openBrowse'),
  spendReports: except(...PUNCH_OUT, 'openBrowse', 'unitsAdmin', 'unitsBuyer'),
  openInvoices: except(...PUNCH_OUT, 'openBrowse'),
  paidInvoices: except(...PUNCH_OUT, 'openBrowse'),
  returns: except(...PUNCH_OUT, 'openBrowse'),
  summaryInvoices: ['punchOutQuoteReport'],
  shoppingLists: ALL,
  sharedCarts: ['sharedWith'],
  scanToWeb: ALL,
  pendingOrders: ALL,
  orderApprovals: [...ADMINS, 'supervisor'],
  profileApprovals: ['unitsAdmin'],
  customers: ['staff', 'staffApplications'],
  vendors: ['staff', 'staffApplications'],
  products: ['staff', 'staffApplications'],
  punchOutLog: ['staff', 'staffApplications'],
  customerApplications: ['staffApplications'],
  helpVideos: ['staff', 'staffApplications'],
};

describe('the account menu table', () => {
  it('has every entry of §2.1, once, in its four groups', () => {
    expect(ACCOUNT_MENU.map((e) => e.id)).toEqual(Object.keys(EXPECTED));
    expect(new Set(ACCOUNT_MENU.map((e) => e.path)).size).toBe(ACCOUNT_MENU.length);
    expect(Object.values(MENU_GROUPS)).toEqual([
      'Account Manager',
      'Orders, Quotes & Invoices',
      'Lists, Carts & Approvals',
      'Supplier Tools',
    ]);
    expect(
      ACCOUNT_MENU.filter((e) => e.group === 4).every((e) => EXPECTED[e.id]!.every((p) => p.startsWith('staff'))),
    ).toBe(true);
  });

  it.each(ACCOUNT_MENU.map((e) => [e.id, e] as const))('%s is shown to exactly the users §6 allows', (id, entry) => {
    const shownTo = ALL.filter((p) => entry.visible(PERSONAS[p]));
    expect(shownTo.sort()).toEqual([...EXPECTED[id]!].sort());
  });

  it('lists only the built pages a viewer may open', () => {
    expect(visibleEntries(PERSONAS.buyer).map((e) => e.label)).toEqual([
      'Account Overview',
      'My Profile',
      'Notifications',
      'My Orders',
      'Request Quote',
      'Order Non-Stock',
      'Review Orders',
      'Review Quotes',
      'Spend Reports',
      'Open Invoices',
      'Paid Invoices',
      'Returns',
      'Shopping Lists',
      'Scan To Web',
      'Pending Orders',
    ]);
    expect(visibleEntries(PERSONAS.punchOut).map((e) => e.label)).toEqual([
      'Account Overview',
      'Notifications',
      'Review Orders',
      'Shopping Lists',
      'Scan To Web',
      'Pending Orders',
    ]);
    // Scan To Web only when the customer has scans (cart-checkout-orders §6).
    const noScans = { ...PERSONAS.buyer, viewer: { ...PERSONAS.buyer.viewer, hasScans: false } };
    expect(visibleEntries(noScans).map((e) => e.label)).not.toContain('Scan To Web');
    expect(visibleEntries(PERSONAS.supervisor).map((e) => e.label)).toContain('Order Approvals');
    expect(ACCOUNT_MENU.filter((e) => !e.built).map((e) => e.id)).not.toContain('orderApprovals');
    // Supplier Tools: Customer Applications for staff with manage_customer_apps only (§6).
    expect(visibleEntries(PERSONAS.staffApplications).map((e) => e.label)).toContain('Customer Applications');
    expect(visibleEntries(PERSONAS.staff).map((e) => e.label)).not.toContain('Customer Applications');
    expect(visibleEntries(PERSONAS.buyer).filter((e) => e.group === 4)).toEqual([]);
    expect(
      visibleEntries(PERSONAS.staff)
        .filter((e) => e.group === 4)
        .map((e) => e.label),
    ).toEqual(['Customers', 'Vendors', 'Products', 'Punch-Out Log', 'Help Videos']);
    expect(visibleEntries(PERSONAS.openBrowse).map((e) => e.label)).not.toContain('Account Overview');
    // Profile Approvals: admins and supervisors outside punch-out, only with units currency (§6).
    expect(visibleEntries(PERSONAS.unitsAdmin).map((e) => e.label)).toContain('Profile Approvals');
    expect(visibleEntries(PERSONAS.admin).map((e) => e.label)).not.toContain('Profile Approvals');
    expect(visibleEntries(PERSONAS.admin).map((e) => e.label)).toContain('Manage Users');
    expect(visibleEntries(PERSONAS.admin).map((e) => e.label)).toContain('Manage Departments');
    expect(visibleEntries(PERSONAS.buyer).map((e) => e.label)).not.toContain('Manage Users');
    // FRC Manager: units currency and not punch-out (§6).
    expect(visibleEntries(PERSONAS.unitsBuyer).map((e) => e.label)).toContain('FRC Manager');
    expect(visibleEntries(PERSONAS.buyer).map((e) => e.label)).not.toContain('FRC Manager');
    expect(visibleEntries(PERSONAS.punchOutUnits).map((e) => e.label)).not.toContain('FRC Manager');
  });

  it('finds the entry at a path, trailing slash or not, and none for a detail page', () => {
    expect(entryAt('/my-account/')?.id).toBe('profile');
    expect(entryAt('/my-account/shipping-addresses')?.id).toBe('shipping');
    expect(entryAt('/my-account/order-details/1045821-00')).toBeUndefined();
  });
});
