import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { LoginCard } from '../features/auth';
import { CheckoutGuard } from '../features/checkout';
import { MARKETING_PATHS } from '../features/content';
import { GuestOnly } from './GuestOnly';
import { CheckoutStep } from '../lib/checkoutProgress';
import {
  AboutPage,
  ApplicationPendingPage,
  ApprovalPage,
  BrandPage,
  BrandsPage,
  CartErrorPage,
  CartPage,
  OrderPadPage,
  CategoriesPage,
  CheckoutAsPage,
  ConfirmPage,
  ContactPage,
  ContentFramePage,
  CreateAccountPage,
  CustomerApplicationPage,
  CustomerLandingPage,
  GuestCheckoutPage,
  GuestConfirmPage,
  HomePage,
  LegacyCatalogRedirect,
  LocationsPage,
  LoginPage,
  MaintenancePage,
  OrderDetailsPage,
  PasswordRecoveryPage,
  PaymentPage,
  PendingPage,
  PrivacyPolicyPage,
  ProductByItemPage,
  ProductPage,
  RegisterPage,
  ResaleCertificatesPage,
  ResetPasswordPage,
  ResetWelcomeConfirmedPage,
  ReturnPolicyPage,
  ReviewPage,
  SearchFilterPage,
  SearchPage,
  SharedCartPage,
  ShippingInformationPage,
  StrategicSourcingPage,
  SupplierRoutingGuidePage,
  SupportPage,
  TermsAndConditionsPage,
  TourPage,
  W9DownloadsPage,
} from './lazyPages';
import { BrandOnly, ExternalRedirect } from './navigation';
import { EXTERNAL_LINKS } from '../lib/externalLinks';
import { Layout } from './Layout';
import { NotFoundPage, RouteErrorBoundary, UnauthorizedPage } from './pages';
import { RequireOrderPad } from './RequireOrderPad';
import { RequireLogin } from './RequireLogin';
import { accountRoute } from './accountRoutes';
import { CheckoutAsGuard, CheckoutLogin, RequireShopper, ShopperSwitch } from './RequireShopper';
import { NotInPunchOut } from './NotInPunchOut';
import { RequireSubmitOrders } from './RequireSubmitOrders';
import { RequireEntry } from './AccountGuards';
import { Redirect } from '../lib/Redirect';

const loginOnly = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;
const checkoutStep = (step: number, element: ReactNode) =>
  loginOnly(<CheckoutGuard step={step}>{element}</CheckoutGuard>);
// The steps before the order is placed need "Can submit orders".
const orderingStep = (step: number, element: ReactNode) =>
  checkoutStep(step, <RequireSubmitOrders>{element}</RequireSubmitOrders>);
// Open browse: guests browse the catalogue and keep a cart without an account.
const shopper = (element: ReactNode) => <RequireShopper>{element}</RequireShopper>;

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary standalone>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomePage loginCard={<LoginCard />} /> },
          { path: 'login', element: <LoginPage /> },
          {
            path: 'create-account',
            element: (
              <GuestOnly>
                <CreateAccountPage />
              </GuestOnly>
            ),
          },
          {
            path: 'register',
            element: (
              <GuestOnly>
                <RegisterPage />
              </GuestOnly>
            ),
          },
          {
            path: 'supplier',
            element: (
              <GuestOnly>
                <RegisterPage registrationType="SUPPLIER" />
              </GuestOnly>
            ),
          },
          {
            path: 'vallen',
            element: (
              <GuestOnly>
                <RegisterPage registrationType="VALLEN" />
              </GuestOnly>
            ),
          },
          { path: 'pending', element: <PendingPage /> },
          { path: 'customer', element: <CustomerApplicationPage /> },
          { path: 'customer-confirmation', element: <ApplicationPendingPage /> },
          // Punch-out users cannot reset passwords (account-admin-calls §6).
          {
            path: 'password-recovery',
            element: (
              <NotInPunchOut>
                <PasswordRecoveryPage />
              </NotInPunchOut>
            ),
          },
          {
            path: 'reset',
            element: (
              <NotInPunchOut>
                <ResetPasswordPage mode="reset" />
              </NotInPunchOut>
            ),
          },
          {
            path: 'reset-welcome',
            element: (
              <NotInPunchOut>
                <ResetPasswordPage mode="welcome" />
              </NotInPunchOut>
            ),
          },
          { path: 'reset-welcome-confirmed', element: <ResetWelcomeConfirmedPage /> },
          { path: 'c', element: shopper(<SearchPage />) },
          { path: 'eb/:slug', element: shopper(<SearchFilterPage notFound={<NotFoundPage />} />) },
          { path: 'p/:slug', element: shopper(<ProductPage notFound={<NotFoundPage />} />) },
          { path: 'p/item/:erp', element: shopper(<ProductByItemPage notFound={<NotFoundPage />} />) },
          { path: 'categories', element: shopper(<CategoriesPage />) },
          { path: 'brands', element: shopper(<BrandsPage />) },
          { path: 'brand/:slug', element: shopper(<BrandPage notFound={<NotFoundPage />} />) },
          { path: 'c/*', element: shopper(<LegacyCatalogRedirect />) },
          { path: 'catalog/*', element: shopper(<LegacyCatalogRedirect />) },
          { path: 'cart', element: <ShopperSwitch user={<CartPage />} guest={<CartPage guest />} /> },
          { path: 'cart/shared/:cart', element: loginOnly(<SharedCartPage />) },
          {
            path: 'cart/log-in',
            element: (
              <CheckoutAsGuard>
                <CheckoutAsPage loginForm={<CheckoutLogin />} />
              </CheckoutAsGuard>
            ),
          },
          {
            path: 'cart/order',
            element: (
              <ShopperSwitch
                user={orderingStep(CheckoutStep.order, <OrderDetailsPage />)}
                guest={<GuestCheckoutPage />}
              />
            ),
          },
          // The order pad (cart-checkout-orders §2): login required, off for express users and one customer.
          { path: 'order-pad', element: <Redirect to="/order-pad/single-entry" /> },
          ...(['single-entry', 'import', 'paste'] as const).map((mode) => ({
            path: `order-pad/${mode}`,
            element: loginOnly(
              <RequireOrderPad>
                <OrderPadPage mode={mode} />
              </RequireOrderPad>,
            ),
          })),
          { path: 'cart/payment', element: orderingStep(CheckoutStep.payment, <PaymentPage />) },
          { path: 'cart/review', element: orderingStep(CheckoutStep.review, <ReviewPage />) },
          {
            path: 'cart/confirm',
            element: (
              <ShopperSwitch
                user={checkoutStep(CheckoutStep.confirm, <ConfirmPage />)}
                guest={
                  <CheckoutGuard step={CheckoutStep.confirm}>
                    <GuestConfirmPage />
                  </CheckoutGuard>
                }
              />
            ),
          },
          { path: 'cart/approval', element: checkoutStep(CheckoutStep.approval, <ApprovalPage />) },
          { path: 'cart/error', element: checkoutStep(CheckoutStep.error, <CartErrorPage />) },
          accountRoute,
          // Public pages (docs/spec/storefront.md §2.1, §2.8).
          { path: 'contact-us', element: <ContactPage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'locations', element: <LocationsPage /> },
          {
            path: 'about',
            element: (
              <BrandOnly brand="RV" otherwise="/w/aboutus">
                <AboutPage />
              </BrandOnly>
            ),
          },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'return-policy', element: <ReturnPolicyPage /> },
          { path: 'shipping-information', element: <ShippingInformationPage /> },
          { path: 'termsandconditions', element: <TermsAndConditionsPage /> },
          { path: 'terms-of-service', element: <Redirect to="/termsandconditions" permanent /> },
          {
            path: 'tour',
            element: loginOnly(
              <RequireEntry id="tour">
                <TourPage />
              </RequireEntry>,
            ),
          },
          { path: 'maintenance', element: <MaintenancePage /> },
          { path: 'w/*', element: <ContentFramePage /> },
          ...MARKETING_PATHS.map((name) => ({ path: name, element: <Redirect to={`/w/${name}`} permanent /> })),
          { path: 'strategic-sourcing', element: loginOnly(<StrategicSourcingPage />) },
          { path: 'careers', element: <ExternalRedirect url={EXTERNAL_LINKS.careers} label="Careers" /> },
          { path: 'landing/:name', element: loginOnly(<CustomerLandingPage />) },
          { path: 'resources/supplier-routing-guide', element: <SupplierRoutingGuidePage /> },
          { path: 'w9-downloads', element: <W9DownloadsPage /> },
          { path: 'resale-exemption-certificates', element: <ResaleCertificatesPage /> },
          { path: '404', element: <NotFoundPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: '*', element: <Redirect to="/404" /> },
        ],
      },
    ],
  },
];
