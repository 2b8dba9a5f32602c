import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoginCard, LoginPage, ProfilePage } from '../features/auth';
import { CartPage } from '../features/cart';
import { ProductPage, SearchPage } from '../features/catalog';
import { BrandPage, BrandsPage, CategoriesPage, LegacyCatalogRedirect, ProductByItemPage } from '../features/catalog';
import { ApprovalPage, CartErrorPage, CheckoutGuard, ConfirmPage, OrderDetailsPage, PaymentPage, ReviewPage } from '../features/checkout';
import { HomePage } from '../features/home';
import { OrderDetailPage, OrderHistoryPage, RequireOrderAccess } from '../features/orders';
import { InvoicesPage, SummaryInvoiceDetailPage, SummaryInvoicesPage } from '../features/invoices';
import {
  ApplicationPendingPage, CreateAccountPage, CustomerApplicationPage, PasswordRecoveryPage, PendingPage, RegisterPage,
  ResetPasswordPage, ResetWelcomeConfirmedPage,
} from '../features/registration';
import { GuestOnly } from './GuestOnly';
import { CheckoutStep } from '../lib/checkoutProgress';
import { OrderRequestsPage, RequestsPage } from '../features/approvals';
import { Layout } from './Layout';
import { ErrorPage, NotFoundPage, UnauthorizedPage } from './pages';
import { RequireLogin } from './RequireLogin';

const loginOnly = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;
const checkoutStep = (step: number, element: ReactNode) => loginOnly(<CheckoutGuard step={step}>{element}</CheckoutGuard>);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage standalone />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage loginCard={<LoginCard />} /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'create-account', element: <GuestOnly><CreateAccountPage /></GuestOnly> },
          { path: 'register', element: <GuestOnly><RegisterPage /></GuestOnly> },
          { path: 'supplier', element: <GuestOnly><RegisterPage registrationType="SUPPLIER" /></GuestOnly> },
          { path: 'vallen', element: <GuestOnly><RegisterPage registrationType="VALLEN" /></GuestOnly> },
          { path: 'pending', element: <PendingPage /> },
          { path: 'customer', element: <CustomerApplicationPage /> },
          { path: 'customer-confirmation', element: <ApplicationPendingPage /> },
          { path: 'password-recovery', element: <PasswordRecoveryPage /> },
          { path: 'reset', element: <ResetPasswordPage mode="reset" /> },
          { path: 'reset-welcome', element: <ResetPasswordPage mode="welcome" /> },
          { path: 'reset-welcome-confirmed', element: <ResetWelcomeConfirmedPage /> },
          { path: 'c', element: loginOnly(<SearchPage />) },
          { path: 'p/:slug', element: loginOnly(<ProductPage notFound={<NotFoundPage />} />) },
          { path: 'p/item/:erp', element: loginOnly(<ProductByItemPage notFound={<NotFoundPage />} />) },
          { path: 'categories', element: loginOnly(<CategoriesPage />) },
          { path: 'brands', element: loginOnly(<BrandsPage />) },
          { path: 'brand/:slug', element: loginOnly(<BrandPage notFound={<NotFoundPage />} />) },
          { path: 'c/*', element: <LegacyCatalogRedirect /> },
          { path: 'catalog/*', element: <LegacyCatalogRedirect /> },
          { path: 'cart', element: loginOnly(<CartPage />) },
          { path: 'cart/order', element: checkoutStep(CheckoutStep.order, <OrderDetailsPage />) },
          { path: 'cart/payment', element: checkoutStep(CheckoutStep.payment, <PaymentPage />) },
          { path: 'cart/review', element: checkoutStep(CheckoutStep.review, <ReviewPage />) },
          { path: 'cart/confirm', element: checkoutStep(CheckoutStep.confirm, <ConfirmPage />) },
          { path: 'cart/approval', element: checkoutStep(CheckoutStep.approval, <ApprovalPage />) },
          { path: 'cart/error', element: checkoutStep(CheckoutStep.error, <CartErrorPage />) },
          { path: 'my-account/orders', element: loginOnly(<RequireOrderAccess screen="orderHistory"><OrderHistoryPage /></RequireOrderAccess>) },
          { path: 'my-account/order-details/:orderNumber', element: loginOnly(<RequireOrderAccess screen="orderHistory"><OrderDetailPage /></RequireOrderAccess>) },
          { path: 'my-account/revieworders', element: loginOnly(<RequireOrderAccess screen="orderHistory"><OrderHistoryPage view="review-orders" /></RequireOrderAccess>) },
          { path: 'my-account/review-order-details/:orderNumber', element: loginOnly(<RequireOrderAccess screen="orderHistory"><OrderDetailPage /></RequireOrderAccess>) },
          { path: 'my-account/reviewquotes', element: loginOnly(<RequireOrderAccess anyOf={['reviewQuotes', 'orderHistory']}><OrderHistoryPage view="quotes" /></RequireOrderAccess>) },
          { path: 'my-account/review-quote-details/:orderNumber', element: loginOnly(<RequireOrderAccess anyOf={['reviewQuotes', 'orderHistory']}><OrderDetailPage /></RequireOrderAccess>) },
          { path: 'my-account/invoices/open', element: loginOnly(<RequireOrderAccess screen="openInvoices"><InvoicesPage status="OPEN" /></RequireOrderAccess>) },
          { path: 'my-account/invoices/paid', element: loginOnly(<RequireOrderAccess screen="paidInvoices"><InvoicesPage status="PAID" /></RequireOrderAccess>) },
          { path: 'my-account/invoices/summary', element: loginOnly(<RequireOrderAccess screen="summaryInvoices"><SummaryInvoicesPage /></RequireOrderAccess>) },
          { path: 'my-account/invoices/summary_details/:billingNumber/:groupNumber', element: loginOnly(<RequireOrderAccess screen="summaryInvoices"><SummaryInvoiceDetailPage /></RequireOrderAccess>) },
          { path: 'my-account', element: loginOnly(<ProfilePage />) },
          { path: 'my-account/requests', element: loginOnly(<RequestsPage />) },
          { path: 'administration/order-requests', element: loginOnly(<OrderRequestsPage />) },
          { path: '404', element: <NotFoundPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];
