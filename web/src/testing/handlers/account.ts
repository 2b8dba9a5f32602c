import { HttpResponse } from 'msw';
import { AccountMenuDocument, type AccountMenuQuery } from '../../app/AccountMenu.generated';
import { NewUserCustomFieldsDocument } from '../../features/administration/Users.generated';
import { api } from '../api';
import { isLoggedIn } from './auth';
import { approvalsState } from './approvals';

type MenuData = Omit<AccountMenuQuery, '__typename'> & { viewer: NonNullable<AccountMenuQuery['viewer']> };

/** What the account menu reads for a plain buyer of the mocked gateway (Bea Buyer). */
export const buyerMenu = (): MenuData => ({
  viewer: {
    __typename: 'Viewer',
    id: 'u1',
    roles: ['USER'],
    isSupervisor: false,
    isStaff: false,
    isOpenBrowse: false,
    sessionMode: 'STANDARD',
    amountMode: 'CURRENCY',
    hasScans: true,
    canManageShippingAddresses: false,
    hasSharedCarts: false,
    permissions: {
      __typename: 'Permissions',
      canApproveOrders: false,
      canViewAccountOverview: true,
      canManageUsers: false,
      canManageDepartments: false,
      canRequestUserSetup: false,
      canUseUniversalCrib: false,
      canEditBillTo: false,
      canManageCustomerApplications: false,
      canTakeSiteTour: false,
    },
  },
  orderAccess: {
    __typename: 'OrderAccess',
    orderHistory: true,
    myOrders: true,
    reviewQuotes: true,
    openInvoices: true,
    paidInvoices: true,
    summaryInvoices: false,
  },
  getItForMe: { __typename: 'GetItForMeAccess', quotes: true, nonStockOrders: true },
});

/** The menu the mocked gateway answers; tests swap it with `setAccountMenu`. */
let menu = buyerMenu();
export const setAccountMenu = (next: MenuData) => {
  menu = next;
};
export const resetAccountMenu = () => {
  menu = buyerMenu();
};

/** The one mocked viewer: the approvals handlers' supervisor and punch-out switches apply here too. */
const answered = (): MenuData => {
  const { supervisor, punchOut } = approvalsState;
  if (!supervisor && !punchOut) return menu;
  const viewer = {
    ...menu.viewer,
    isSupervisor: menu.viewer.isSupervisor || supervisor,
    sessionMode: punchOut ? ('PUNCH_OUT' as const) : menu.viewer.sessionMode,
  };
  const canApproveOrders = (viewer.isSupervisor || viewer.roles.includes('ADMIN')) && !punchOut;
  return { ...menu, viewer: { ...viewer, permissions: { ...viewer.permissions, canApproveOrders } } };
};

export const accountHandlers = [
  api.query(AccountMenuDocument, () =>
    HttpResponse.json({
      data: isLoggedIn()
        ? { __typename: 'Query', ...answered() }
        : { __typename: 'Query', viewer: null, orderAccess: menu.orderAccess, getItForMe: menu.getItForMe },
    }),
  ),
  // Add User's custom fields: none unless a test gives the company some.
  api.query(NewUserCustomFieldsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', newUserCustomFields: [] } }),
  ),
];
