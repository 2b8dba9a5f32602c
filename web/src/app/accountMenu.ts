import type { AccountMenuQuery } from './AccountMenu.generated';

/** The viewer as the account menu's rules see it: flags, roles, session mode, open browse, units, staff. */
export type MenuViewer = {
  viewer: NonNullable<AccountMenuQuery['viewer']>;
  orderAccess: AccountMenuQuery['orderAccess'];
  getItForMe: AccountMenuQuery['getItForMe'];
};

export type MenuGroup = 1 | 2 | 3 | 4;

export const MENU_GROUPS: Record<MenuGroup, string> = {
  1: 'Account Manager',
  2: 'Orders, Quotes & Invoices',
  3: 'Lists, Carts & Approvals',
  4: 'Supplier Tools',
};

export type MenuEntry = {
  id: string;
  group: MenuGroup;
  label: string;
  path: string;
  /** Who sees the entry, and who may open its page (account-admin-calls §6). */
  visible: (m: MenuViewer) => boolean;
  /** Whether the page exists yet; the issue that builds a page flips it. */
  built: boolean;
};

const punchOut = (m: MenuViewer) => m.viewer.sessionMode === 'PUNCH_OUT';
const units = (m: MenuViewer) => m.viewer.amountMode === 'UNITS';
const staff = (m: MenuViewer) => m.viewer.isStaff;
const admin = (m: MenuViewer) => m.viewer.roles.includes('ADMIN') || m.viewer.roles.includes('SUPER_ADMIN');
const everyone = () => true;

// Associate tools sit under a provider-named prefix (§2.3); /vallen itself is associate registration.
const TOOLS = '/vallen-tools';

/** Every entry of the account menu, in the order of §2.1's four groups. */
export const ACCOUNT_MENU: readonly MenuEntry[] = [
  // 1. Account Manager
  {
    id: 'overview',
    group: 1,
    label: 'Account Overview',
    path: '/my-account/summary',
    visible: (m) => m.viewer.permissions.canViewAccountOverview,
    built: true,
  },
  { id: 'profile', group: 1, label: 'My Profile', path: '/my-account', visible: (m) => !punchOut(m), built: true },
  // Notifications (issue 33, beyond the spec): every signed-in user's own events; the bell leads here too.
  {
    id: 'notifications',
    group: 1,
    label: 'Notifications',
    path: '/my-account/notifications',
    visible: (m) => !m.viewer.isOpenBrowse,
    built: true,
  },
  {
    id: 'shipping',
    group: 1,
    label: 'Shipping Addresses',
    path: '/my-account/shipping-addresses',
    // can_edit_ship_to and not punch-out (§6); the gateway folds both into the flag.
    visible: (m) => m.viewer.canManageShippingAddresses && !punchOut(m),
    built: true,
  },
  {
    id: 'billing',
    group: 1,
    label: 'Billing Info',
    path: '/my-account/billing-info',
    // can_edit_bill_to and not punch-out (§6), both folded into the flag by the gateway.
    visible: (m) => m.viewer.permissions.canEditBillTo && !punchOut(m),
    built: true,
  },
  {
    id: 'users',
    group: 1,
    label: 'Manage Users',
    path: '/administration/users',
    visible: (m) => m.viewer.permissions.canManageUsers,
    built: true,
  },
  {
    id: 'departments',
    group: 1,
    label: 'Manage Departments',
    path: '/administration/departments',
    visible: (m) => m.viewer.permissions.canManageDepartments,
    built: true,
  },
  {
    id: 'userSetup',
    group: 1,
    label: 'User Setup',
    path: '/my-account/user-setup',
    visible: (m) => m.viewer.permissions.canRequestUserSetup,
    built: true,
  },
  {
    id: 'universalCrib',
    group: 1,
    label: 'Universal Crib',
    path: '/my-account/universal-crib',
    visible: (m) => m.viewer.permissions.canUseUniversalCrib,
    built: true,
  },
  // site_tour (§6): the welcome tour, otherwise Access Denied like any page whose entry is hidden.
  {
    id: 'tour',
    group: 1,
    label: 'Take the Tour',
    path: '/tour',
    visible: (m) => m.viewer.permissions.canTakeSiteTour,
    built: true,
  },
  {
    id: 'frcManager',
    group: 1,
    label: 'FRC Manager',
    path: '/my-account/frc-manager',
    visible: (m) => units(m) && !punchOut(m),
    built: true,
  },
  // 2. Orders, Quotes & Invoices
  {
    id: 'myOrders',
    group: 2,
    label: 'My Orders',
    path: '/my-account/orders',
    visible: (m) => m.orderAccess.myOrders,
    built: true,
  },
  {
    id: 'quote',
    group: 2,
    label: 'Request Quote',
    path: '/my-account/quote',
    visible: (m) => m.getItForMe.quotes,
    built: true,
  },
  {
    id: 'nonStock',
    group: 2,
    label: 'Order Non-Stock',
    path: '/my-account/non-stock',
    visible: (m) => m.getItForMe.nonStockOrders,
    built: true,
  },
  {
    id: 'reviewOrders',
    group: 2,
    label: 'Review Orders',
    path: '/my-account/revieworders',
    visible: (m) => m.orderAccess.orderHistory,
    built: true,
  },
  // Punch-out: only with quote_report_active, which the gateway folds into reviewQuotes.
  {
    id: 'reviewQuotes',
    group: 2,
    label: 'Review Quotes',
    path: '/my-account/reviewquotes',
    visible: (m) => m.orderAccess.reviewQuotes || m.orderAccess.myOrders,
    built: true,
  },
  // Spend reports (issue 33): administrators and users with order history, buying in money, not in punch-out.
  {
    id: 'spendReports',
    group: 2,
    label: 'Spend Reports',
    path: '/my-account/spend-reports',
    visible: (m) => (admin(m) || m.orderAccess.orderHistory) && !units(m) && !punchOut(m),
    built: true,
  },
  {
    id: 'openInvoices',
    group: 2,
    label: 'Open Invoices',
    path: '/my-account/invoices/open',
    visible: (m) => m.orderAccess.openInvoices,
    built: true,
  },
  {
    id: 'paidInvoices',
    group: 2,
    label: 'Paid Invoices',
    path: '/my-account/invoices/paid',
    visible: (m) => m.orderAccess.paidInvoices,
    built: true,
  },
  // Return requests (issue 33, beyond the spec): whoever sees My Orders.
  {
    id: 'returns',
    group: 2,
    label: 'Returns',
    path: '/my-account/returns',
    visible: (m) => m.orderAccess.myOrders,
    built: true,
  },
  {
    id: 'summaryInvoices',
    group: 2,
    label: 'Summary Invoices',
    path: '/my-account/invoices/summary',
    visible: (m) => m.orderAccess.summaryInvoices,
    built: true,
  },
  // 3. Lists, Carts & Approvals
  {
    id: 'shoppingLists',
    group: 3,
    label: 'Shopping Lists',
    path: '/my-account/shopping-lists',
    visible: everyone,
    built: true,
  },
  // §6: only when colleagues shared carts with the user, and not in punch-out.
  {
    id: 'sharedCarts',
    group: 3,
    label: 'Shared Carts',
    path: '/my-account/shared-carts',
    visible: (m) => m.viewer.hasSharedCarts && !punchOut(m),
    built: true,
  },
  // Scan To Web appears when the user has scan entries (cart-checkout-orders §6).
  {
    id: 'scanToWeb',
    group: 3,
    label: 'Scan To Web',
    path: '/my-account/scan-to-web',
    visible: (m) => m.viewer.hasScans,
    built: true,
  },
  // Pending orders (account.cart_requests, §2.1's route table): the buyer's own requests awaiting approval.
  {
    id: 'pendingOrders',
    group: 3,
    label: 'Pending Orders',
    path: '/my-account/requests',
    visible: everyone,
    built: true,
  },
  {
    id: 'orderApprovals',
    group: 3,
    label: 'Order Approvals',
    path: '/administration/order-requests',
    visible: (m) => m.viewer.permissions.canApproveOrders,
    built: true,
  },
  {
    id: 'profileApprovals',
    group: 3,
    label: 'Profile Approvals',
    path: '/administration/profile-requests',
    visible: (m) => m.viewer.permissions.canApproveOrders && units(m),
    built: true,
  },
  // 4. Supplier tools (associates only)
  { id: 'customers', group: 4, label: 'Customers', path: `${TOOLS}/customers`, visible: staff, built: true },
  { id: 'vendors', group: 4, label: 'Vendors', path: `${TOOLS}/vendors`, visible: staff, built: true },
  { id: 'products', group: 4, label: 'Products', path: `${TOOLS}/products`, visible: staff, built: true },
  {
    id: 'punchOutLog',
    group: 4,
    label: 'Punch-Out Log',
    path: `${TOOLS}/punchout-log`,
    visible: staff,
    built: true,
  },
  {
    id: 'customerApplications',
    group: 4,
    label: 'Customer Applications',
    path: `${TOOLS}/customer-applications`,
    visible: (m) => m.viewer.permissions.canManageCustomerApplications,
    built: true,
  },
  // The content site's help videos page (docs/spec/storefront.md §2.1), public like every /w page; listed for staff.
  { id: 'helpVideos', group: 4, label: 'Help Videos', path: '/w/helpvideos', visible: staff, built: true },
];

/** The /administration area: administrators, and supervisors for order approvals only (§2.2, §6). */
export const isAdministrator = admin;

/** The entries the viewer sees: built and allowed. */
export const visibleEntries = (m: MenuViewer): MenuEntry[] => ACCOUNT_MENU.filter((e) => e.built && e.visible(m));

/** The entry at a path (exact; detail pages such as /my-account/order-details/1 belong to none). */
export const entryAt = (path: string): MenuEntry | undefined => {
  const normal = path.replace(/\/+$/, '') || '/';
  return ACCOUNT_MENU.find((e) => e.path === normal);
};
