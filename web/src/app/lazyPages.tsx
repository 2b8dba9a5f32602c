import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Preloadable } from './preloadPages';

/**
 * The pages of routes.tsx, each loaded when its route is first rendered (Layout's Suspense shows the
 * spinner meanwhile), so the first route downloads only the shell and its own page. Each page is
 * imported from its own module, not from its feature's index: the shell imports those indexes
 * statically (CartLink, SearchBox, ...), and a module both imported and dynamically imported stays in
 * the first chunk. Modules two pages share become chunks of their own (the bundler's choice).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props.
const page = <M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & Preloadable => {
  let loaded: M | undefined;
  const preload = () => load().then((module) => (loaded = module));
  // Once preloaded, the page renders without suspending: React.lazy reads a thenable that settles as
  // it is subscribed to at once, so hydration finds the page the server rendered (main.tsx).
  const settled = (module: M) =>
    ({ then: (resolve: (value: { default: M[K] }) => void) => resolve({ default: module[name] }) }) as Promise<{
      default: M[K];
    }>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload().then((module) => ({ default: module[name] })))),
    { preload },
  );
};

export const LoginPage = page(() => import('../features/auth/LoginPage'), 'LoginPage');
export const ProfilePage = page(() => import('../features/profile/ProfilePage'), 'ProfilePage');

export const CheckoutAsPage = page(() => import('../features/guest/CheckoutAsPage'), 'CheckoutAsPage');
export const GuestCheckoutPage = page(() => import('../features/guest/GuestCheckoutPage'), 'GuestCheckoutPage');
export const GuestConfirmPage = page(() => import('../features/guest/GuestConfirmPage'), 'GuestConfirmPage');

export const OrderPadPage = page(() => import('../features/orderpad/OrderPadPage'), 'OrderPadPage');
export const ScanListPage = page(() => import('../features/scans/ScanListPage'), 'ScanListPage');
export const ScanDetailPage = page(() => import('../features/scans/ScanDetailPage'), 'ScanDetailPage');
export const ProfileRequestsPage = page(() => import('../features/profile/ProfileRequestsPage'), 'ProfileRequestsPage');
export const AccountSummaryPage = page(() => import('../features/company/AccountSummaryPage'), 'AccountSummaryPage');
export const SpendReportsPage = page(() => import('../features/spend/SpendReportsPage'), 'SpendReportsPage');
export const UsersPage = page(() => import('../features/administration/UsersPage'), 'UsersPage');
export const DepartmentsPage = page(() => import('../features/administration/DepartmentsPage'), 'DepartmentsPage');
export const UniversalCribPage = page(() => import('../features/crib/UniversalCribPage'), 'UniversalCribPage');
export const FrcManagerPage = page(() => import('../features/frc/FrcManagerPage'), 'FrcManagerPage');
export const UserSetupPage = page(() => import('../features/usersetup/UserSetupPage'), 'UserSetupPage');
export const SharedCartsPage = page(() => import('../features/cart/SharedCartsPage'), 'SharedCartsPage');
export const BillingInfoPage = page(() => import('../features/payment/BillingInfoPage'), 'BillingInfoPage');
export const ShippingAddressesPage = page(
  () => import('../features/shipping/ShippingAddressesPage'),
  'ShippingAddressesPage',
);

export const CartPage = page(() => import('../features/cart/CartPage'), 'CartPage');
export const SharedCartPage = page(() => import('../features/cart/SharedCartPage'), 'SharedCartPage');

/** The listing and the product page: what a buyer opens next, fetched ahead by `prefetchCatalog`. */
const catalog = {
  search: () => import('../features/catalog/SearchPage'),
  product: () => import('../features/catalog/ProductPage'),
  brands: () => import('../features/catalog/BrandsPage'),
  redirects: () => import('../features/catalog/Redirects'),
};
export const SearchPage = page(catalog.search, 'SearchPage');
export const ProductPage = page(catalog.product, 'ProductPage');
export const SearchFilterPage = page(() => import('../features/catalog/SearchFilterPage'), 'SearchFilterPage');
export const CategoriesPage = page(() => import('../features/catalog/CategoriesPage'), 'CategoriesPage');
export const BrandsPage = page(catalog.brands, 'BrandsPage');
export const BrandPage = page(catalog.brands, 'BrandPage');
export const ProductByItemPage = page(catalog.redirects, 'ProductByItemPage');
export const LegacyCatalogRedirect = page(catalog.redirects, 'LegacyCatalogRedirect');

export const ApprovalPage = page(() => import('../features/checkout/ApprovalPage'), 'ApprovalPage');
export const CartErrorPage = page(() => import('../features/checkout/CartErrorPage'), 'CartErrorPage');
export const ConfirmPage = page(() => import('../features/checkout/ConfirmPage'), 'ConfirmPage');
export const OrderDetailsPage = page(() => import('../features/checkout/OrderDetailsPage'), 'OrderDetailsPage');
export const PaymentPage = page(() => import('../features/checkout/PaymentPage'), 'PaymentPage');
export const ReviewPage = page(() => import('../features/checkout/ReviewPage'), 'ReviewPage');

export const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
export const CustomerLandingPage = page(() => import('../features/home/CustomerLandingPage'), 'CustomerLandingPage');

export const OrderHistoryPage = page(() => import('../features/orders/OrderHistoryPage'), 'OrderHistoryPage');
export const OrderDetailPage = page(() => import('../features/orders/OrderDetailPage'), 'OrderDetailPage');

export const InvoicesPage = page(() => import('../features/invoices/InvoicesPage'), 'InvoicesPage');
export const SummaryInvoicesPage = page(
  () => import('../features/invoices/SummaryInvoicesPage'),
  'SummaryInvoicesPage',
);
export const SummaryInvoiceDetailPage = page(
  () => import('../features/invoices/SummaryInvoiceDetailPage'),
  'SummaryInvoiceDetailPage',
);

export const ShoppingListsPage = page(() => import('../features/lists/ShoppingListsPage'), 'ShoppingListsPage');
export const ShoppingListPage = page(() => import('../features/lists/ShoppingListPage'), 'ShoppingListPage');

const registration = {
  register: () => import('../features/registration/RegisterPage'),
  application: () => import('../features/registration/CustomerApplicationPage'),
  pending: () => import('../features/registration/PendingPages'),
  reset: () => import('../features/registration/ResetPasswordPage'),
};
export const CreateAccountPage = page(() => import('../features/registration/CreateAccountPage'), 'CreateAccountPage');
export const RegisterPage = page(registration.register, 'RegisterPage');
export const PendingPage = page(registration.pending, 'PendingPage');
export const CustomerApplicationPage = page(registration.application, 'CustomerApplicationPage');
export const ApplicationPendingPage = page(registration.pending, 'ApplicationPendingPage');
export const PasswordRecoveryPage = page(
  () => import('../features/registration/PasswordRecoveryPage'),
  'PasswordRecoveryPage',
);
export const ResetPasswordPage = page(registration.reset, 'ResetPasswordPage');
export const ResetWelcomeConfirmedPage = page(registration.reset, 'ResetWelcomeConfirmedPage');

export const RequestsPage = page(() => import('../features/approvals/RequestsPage'), 'RequestsPage');
export const OrderRequestsPage = page(() => import('../features/approvals/OrderRequestsPage'), 'OrderRequestsPage');

const tools = {
  applications: () => import('../features/tools/ApplicationsPage'),
  application: () => import('../features/tools/ApplicationPage'),
  customers: () => import('../features/tools/CustomerLookupPage'),
  vendors: () => import('../features/tools/VendorLookupPage'),
  products: () => import('../features/tools/ProductLookupPage'),
  punchOutLog: () => import('../features/tools/PunchOutLogPage'),
};
export const ApplicationsPage = page(tools.applications, 'ApplicationsPage');
export const ApplicationPage = page(tools.application, 'ApplicationPage');
export const CustomerLookupPage = page(tools.customers, 'CustomerLookupPage');
export const VendorLookupPage = page(tools.vendors, 'VendorLookupPage');
export const ProductLookupPage = page(tools.products, 'ProductLookupPage');
export const PunchOutLogPage = page(tools.punchOutLog, 'PunchOutLogPage');

export const GetItForMePage = page(() => import('../features/gifm/GetItForMePage'), 'GetItForMePage');
export const NotificationsPage = page(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage');
export const ReturnsPage = page(() => import('../features/returns/ReturnsPage'), 'ReturnsPage');
export const ReturnRequestPage = page(() => import('../features/returns/ReturnRequestPage'), 'ReturnRequestPage');

const content = {
  policies: () => import('../features/content/PolicyPages'),
  resources: () => import('../features/content/ResourcePages'),
  statics: () => import('../features/content/StaticPages'),
};
export const ContactPage = page(() => import('../features/content/ContactPage'), 'ContactPage');
export const SupportPage = page(() => import('../features/content/SupportPage'), 'SupportPage');
export const LocationsPage = page(() => import('../features/content/LocationsPage'), 'LocationsPage');
export const ContentFramePage = page(() => import('../features/content/ContentFramePage'), 'ContentFramePage');
export const StrategicSourcingPage = page(
  () => import('../features/content/StrategicSourcingPage'),
  'StrategicSourcingPage',
);
export const PrivacyPolicyPage = page(content.policies, 'PrivacyPolicyPage');
export const ReturnPolicyPage = page(content.policies, 'ReturnPolicyPage');
export const ShippingInformationPage = page(content.policies, 'ShippingInformationPage');
export const TermsAndConditionsPage = page(content.policies, 'TermsAndConditionsPage');
export const ResaleCertificatesPage = page(content.resources, 'ResaleCertificatesPage');
export const W9DownloadsPage = page(content.resources, 'W9DownloadsPage');
export const AboutPage = page(content.statics, 'AboutPage');
export const MaintenancePage = page(content.statics, 'MaintenancePage');
export const SupplierRoutingGuidePage = page(content.statics, 'SupplierRoutingGuidePage');
export const TourPage = page(content.statics, 'TourPage');

/**
 * Fetches the listing's and product page's code, and `more` (the overlays), while the browser is idle,
 * so that a search from the home page, a product opened from the listing or a modal opened on any
 * page does not wait for its code.
 */
export const prefetchCatalog = (more: (() => Promise<unknown>)[] = []): void => {
  const load = () =>
    void Promise.all([catalog.search(), catalog.product(), ...more.map((preload) => preload())]).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
};
