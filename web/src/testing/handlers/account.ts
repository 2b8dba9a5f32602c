import { HttpResponse } from 'msw';
import { AccountMenuDocument, type AccountMenuQuery } from '../../app/AccountMenu.generated';
import { api } from '../api';
import { isLoggedIn } from './auth';

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

export const accountHandlers = [
  api.query(AccountMenuDocument, () =>
    HttpResponse.json({
      data: isLoggedIn()
        ? { __typename: 'Query', ...menu }
        : { __typename: 'Query', viewer: null, orderAccess: menu.orderAccess, getItForMe: menu.getItForMe },
    }),
  ),
];
