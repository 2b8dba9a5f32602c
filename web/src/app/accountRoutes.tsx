import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireOrderAccess, type OrderScreen } from '../features/orders';
import {
  ApplicationPage,
  ApplicationsPage,
  CustomerLookupPage,
  ProductLookupPage,
  PunchOutLogPage,
  VendorLookupPage,
  AccountSummaryPage,
  SpendReportsPage,
  BillingInfoPage,
  GetItForMePage,
  ReturnsPage,
  NotificationsPage,
  ReturnRequestPage,
  InvoicesPage,
  OrderDetailPage,
  OrderHistoryPage,
  OrderRequestsPage,
  ProfilePage,
  ProfileRequestsPage,
  RequestsPage,
  ScanDetailPage,
  ScanListPage,
  SharedCartsPage,
  ShippingAddressesPage,
  ShoppingListPage,
  ShoppingListsPage,
  UniversalCribPage,
  FrcManagerPage,
  UserSetupPage,
  SummaryInvoiceDetailPage,
  SummaryInvoicesPage,
  UsersPage,
  DepartmentsPage,
} from './lazyPages';
import { AccountFallback, RequireAdministrator, RequireEntry } from './AccountGuards';
import { AccountLayout } from './AccountLayout';
import { AdministrationPage } from './AdministrationPage';
import { RequireLogin } from './RequireLogin';

const orders = (screens: OrderScreen[], element: ReactNode) => (
  <RequireOrderAccess anyOf={screens}>{element}</RequireOrderAccess>
);

/** /my-account and /administration (account-admin-calls §2.1, §2.2), inside the account menu. */
export const accountRoute: RouteObject = {
  element: (
    <RequireLogin>
      <AccountLayout />
    </RequireLogin>
  ),
  children: [
    {
      path: 'my-account',
      children: [
        {
          index: true,
          element: (
            <RequireEntry id="profile">
              <ProfilePage />
            </RequireEntry>
          ),
        },
        {
          path: 'summary',
          element: (
            <RequireEntry id="overview">
              <AccountSummaryPage />
            </RequireEntry>
          ),
        },
        {
          path: 'spend-reports',
          element: (
            <RequireEntry id="spendReports">
              <SpendReportsPage />
            </RequireEntry>
          ),
        },
        { path: 'orders', element: orders(['myOrders'], <OrderHistoryPage />) },
        { path: 'order-details/:orderNumber', element: orders(['myOrders'], <OrderDetailPage />) },
        { path: 'order-details/:orderNumber/return', element: orders(['myOrders'], <ReturnRequestPage />) },
        { path: 'returns', element: orders(['myOrders'], <ReturnsPage />) },
        {
          path: 'notifications',
          element: (
            <RequireEntry id="notifications">
              <NotificationsPage />
            </RequireEntry>
          ),
        },
        { path: 'revieworders', element: orders(['orderHistory'], <OrderHistoryPage view="review-orders" />) },
        { path: 'review-order-details/:orderNumber', element: orders(['orderHistory'], <OrderDetailPage />) },
        // Punch-out users review quotes only with quote_report_active (folded into reviewQuotes).
        { path: 'reviewquotes', element: orders(['reviewQuotes', 'myOrders'], <OrderHistoryPage view="quotes" />) },
        {
          path: 'review-quote-details/:orderNumber',
          element: orders(['reviewQuotes', 'myOrders'], <OrderDetailPage />),
        },
        { path: 'invoices/open', element: orders(['openInvoices'], <InvoicesPage status="OPEN" />) },
        { path: 'invoices/paid', element: orders(['paidInvoices'], <InvoicesPage status="PAID" />) },
        { path: 'invoices/summary', element: orders(['summaryInvoices'], <SummaryInvoicesPage />) },
        {
          path: 'invoices/summary_details/:billingNumber/:groupNumber',
          element: orders(['summaryInvoices'], <SummaryInvoiceDetailPage />),
        },
        { path: 'requests', element: <RequestsPage /> },
        { path: 'shopping-lists', element: <ShoppingListsPage /> },
        { path: 'shopping-list/:list', element: <ShoppingListPage /> },
        {
          path: 'scan-to-web',
          element: (
            <RequireEntry id="scanToWeb">
              <ScanListPage />
            </RequireEntry>
          ),
        },
        // A scan's own page is open to every logged-in user: a multiview user may be sent one of another
        // customer's scans, and the gateway refuses it to anyone else.
        { path: 'scan-to-web/:id', element: <ScanDetailPage /> },
        {
          path: 'shipping-addresses',
          element: (
            <RequireEntry id="shipping">
              <ShippingAddressesPage />
            </RequireEntry>
          ),
        },
        {
          path: 'billing-info',
          element: (
            <RequireEntry id="billing">
              <BillingInfoPage />
            </RequireEntry>
          ),
        },
        {
          path: 'shared-carts',
          element: (
            <RequireEntry id="sharedCarts">
              <SharedCartsPage />
            </RequireEntry>
          ),
        },
        {
          path: 'user-setup',
          element: (
            <RequireEntry id="userSetup">
              <UserSetupPage />
            </RequireEntry>
          ),
        },
        {
          path: 'universal-crib',
          element: (
            <RequireEntry id="universalCrib">
              <UniversalCribPage />
            </RequireEntry>
          ),
        },
        {
          path: 'frc-manager',
          element: (
            <RequireEntry id="frcManager">
              <FrcManagerPage />
            </RequireEntry>
          ),
        },
        { path: 'quote', element: <GetItForMePage kind="QUOTE" /> },
        { path: 'non-stock', element: <GetItForMePage kind="ORDER" /> },
        { path: '*', element: <AccountFallback /> },
      ],
    },
    // The associates' tools (account-admin-calls §2.3): staff only, each page as its menu entry allows.
    {
      path: 'vallen-tools',
      children: [
        {
          path: 'customer-applications',
          element: (
            <RequireEntry id="customerApplications">
              <ApplicationsPage />
            </RequireEntry>
          ),
        },
        {
          path: 'customer-application/:id',
          element: (
            <RequireEntry id="customerApplications">
              <ApplicationPage />
            </RequireEntry>
          ),
        },
        {
          path: 'customers',
          element: (
            <RequireEntry id="customers">
              <CustomerLookupPage />
            </RequireEntry>
          ),
        },
        {
          path: 'vendors',
          element: (
            <RequireEntry id="vendors">
              <VendorLookupPage />
            </RequireEntry>
          ),
        },
        {
          path: 'products',
          element: (
            <RequireEntry id="products">
              <ProductLookupPage />
            </RequireEntry>
          ),
        },
        {
          path: 'punchout-log',
          element: (
            <RequireEntry id="punchOutLog">
              <PunchOutLogPage />
            </RequireEntry>
          ),
        },
        { path: '*', element: <AccountFallback /> },
      ],
    },
    {
      path: 'administration',
      children: [
        {
          index: true,
          element: (
            <RequireAdministrator>
              <AdministrationPage />
            </RequireAdministrator>
          ),
        },
        {
          path: 'users',
          element: (
            <RequireEntry id="users">
              <UsersPage />
            </RequireEntry>
          ),
        },
        {
          path: 'departments',
          element: (
            <RequireEntry id="departments">
              <DepartmentsPage />
            </RequireEntry>
          ),
        },
        // Order approvals are also open to supervisors (§6).
        {
          path: 'order-requests',
          element: (
            <RequireEntry id="orderApprovals">
              <OrderRequestsPage />
            </RequireEntry>
          ),
        },
        // Profile approvals: administrators and supervisors outside punch-out, in units currency (§6).
        {
          path: 'profile-requests',
          element: (
            <RequireEntry id="profileApprovals">
              <ProfileRequestsPage />
            </RequireEntry>
          ),
        },
        { path: '*', element: <AccountFallback /> },
      ],
    },
  ],
};
