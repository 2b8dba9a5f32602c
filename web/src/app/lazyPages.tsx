import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Preloadable } from './preloadPages';

/**
 * The pages of routes.tsx, each loaded when its route is first rendered (Layout's Suspense shows the
 * spinner meanwhile), so the first route downloads only the shell and its own page. Each page is
 * imported from its own module, not from its feature's index: the shell imports those indexes
 * statically (CartLink, SearchBox, ...), and a module both imported and dynamically imported stays in
 * the first chunk. Modules two pages share become chunks of their own (the bundler's choice).
 */
/**
 * A page's module: its path as the build's chunk manifest names it (the server links the page's CSS
 * and code from it, gateway/src/pages/page-assets.ts) and its import, which must load that same file
 * (lazyPages.test.ts checks both).
 */
type Source<M> = { module: string; load: () => Promise<M> };
const from = <M,>(module: string, load: () => Promise<M>): Source<M> => ({ module, load });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props.
const page = <M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  { module, load }: Source<M>,
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
    { preload, module },
  );
};

export const LoginPage = page(
  from('src/features/auth/LoginPage.tsx', () => import('../features/auth/LoginPage')),
  'LoginPage',
);
export const ProfilePage = page(
  from('src/features/profile/ProfilePage.tsx', () => import('../features/profile/ProfilePage')),
  'ProfilePage',
);

export const CheckoutAsPage = page(
  from('src/features/guest/CheckoutAsPage.tsx', () => import('../features/guest/CheckoutAsPage')),
  'CheckoutAsPage',
);
export const GuestCheckoutPage = page(
  from('src/features/guest/GuestCheckoutPage.tsx', () => import('../features/guest/GuestCheckoutPage')),
  'GuestCheckoutPage',
);
export const GuestConfirmPage = page(
  from('src/features/guest/GuestConfirmPage.tsx', () => import('../features/guest/GuestConfirmPage')),
  'GuestConfirmPage',
);

export const OrderPadPage = page(
  from('src/features/orderpad/OrderPadPage.tsx', () => import('../features/orderpad/OrderPadPage')),
  'OrderPadPage',
);
export const ScanListPage = page(
  from('src/features/scans/ScanListPage.tsx', () => import('../features/scans/ScanListPage')),
  'ScanListPage',
);
export const ScanDetailPage = page(
  from('src/features/scans/ScanDetailPage.tsx', () => import('../features/scans/ScanDetailPage')),
  'ScanDetailPage',
);
export const ProfileRequestsPage = page(
  from('src/features/profile/ProfileRequestsPage.tsx', () => import('../features/profile/ProfileRequestsPage')),
  'ProfileRequestsPage',
);
export const AccountSummaryPage = page(
  from('src/features/company/AccountSummaryPage.tsx', () => import('../features/company/AccountSummaryPage')),
  'AccountSummaryPage',
);
export const SpendReportsPage = page(
  from('src/features/spend/SpendReportsPage.tsx', () => import('../features/spend/SpendReportsPage')),
  'SpendReportsPage',
);
export const UsersPage = page(
  from('src/features/administration/UsersPage.tsx', () => import('../features/administration/UsersPage')),
  'UsersPage',
);
export const DepartmentsPage = page(
  from('src/features/administration/DepartmentsPage.tsx', () => import('../features/administration/DepartmentsPage')),
  'DepartmentsPage',
);
export const UniversalCribPage = page(
  from('src/features/crib/UniversalCribPage.tsx', () => import('../features/crib/UniversalCribPage')),
  'UniversalCribPage',
);
export const FrcManagerPage = page(
  from('src/features/frc/FrcManagerPage.tsx', () => import('../features/frc/FrcManagerPage')),
  'FrcManagerPage',
);
export const UserSetupPage = page(
  from('src/features/usersetup/UserSetupPage.tsx', () => import('../features/usersetup/UserSetupPage')),
  'UserSetupPage',
);
export const SharedCartsPage = page(
  from('src/features/cart/SharedCartsPage.tsx', () => import('../features/cart/SharedCartsPage')),
  'SharedCartsPage',
);
export const BillingInfoPage = page(
  from('src/features/payment/BillingInfoPage.tsx', () => import('../features/payment/BillingInfoPage')),
  'BillingInfoPage',
);
export const ShippingAddressesPage = page(
  from('src/features/shipping/ShippingAddressesPage.tsx', () => import('../features/shipping/ShippingAddressesPage')),
  'ShippingAddressesPage',
);

export const CartPage = page(
  from('src/features/cart/CartPage.tsx', () => import('../features/cart/CartPage')),
  'CartPage',
);
export const SharedCartPage = page(
  from('src/features/cart/SharedCartPage.tsx', () => import('../features/cart/SharedCartPage')),
  'SharedCartPage',
);

/** The listing and the product page: what a buyer opens next, fetched ahead by `prefetchCatalog`. */
const catalog = {
  search: from('src/features/catalog/SearchPage.tsx', () => import('../features/catalog/SearchPage')),
  product: from('src/features/catalog/ProductPage.tsx', () => import('../features/catalog/ProductPage')),
  brands: from('src/features/catalog/BrandsPage.tsx', () => import('../features/catalog/BrandsPage')),
  redirects: from('src/features/catalog/Redirects.tsx', () => import('../features/catalog/Redirects')),
};
export const SearchPage = page(catalog.search, 'SearchPage');
export const ProductPage = page(catalog.product, 'ProductPage');
export const SearchFilterPage = page(
  from('src/features/catalog/SearchFilterPage.tsx', () => import('../features/catalog/SearchFilterPage')),
  'SearchFilterPage',
);
export const CategoriesPage = page(
  from('src/features/catalog/CategoriesPage.tsx', () => import('../features/catalog/CategoriesPage')),
  'CategoriesPage',
);
export const BrandsPage = page(catalog.brands, 'BrandsPage');
export const BrandPage = page(catalog.brands, 'BrandPage');
export const ProductByItemPage = page(catalog.redirects, 'ProductByItemPage');
export const LegacyCatalogRedirect = page(catalog.redirects, 'LegacyCatalogRedirect');

export const ApprovalPage = page(
  from('src/features/checkout/ApprovalPage.tsx', () => import('../features/checkout/ApprovalPage')),
  'ApprovalPage',
);
export const CartErrorPage = page(
  from('src/features/checkout/CartErrorPage.tsx', () => import('../features/checkout/CartErrorPage')),
  'CartErrorPage',
);
export const ConfirmPage = page(
  from('src/features/checkout/ConfirmPage.tsx', () => import('../features/checkout/ConfirmPage')),
  'ConfirmPage',
);
export const OrderDetailsPage = page(
  from('src/features/checkout/OrderDetailsPage.tsx', () => import('../features/checkout/OrderDetailsPage')),
  'OrderDetailsPage',
);
export const PaymentPage = page(
  from('src/features/checkout/PaymentPage.tsx', () => import('../features/checkout/PaymentPage')),
  'PaymentPage',
);
export const ReviewPage = page(
  from('src/features/checkout/ReviewPage.tsx', () => import('../features/checkout/ReviewPage')),
  'ReviewPage',
);

export const HomePage = page(
  from('src/features/home/HomePage.tsx', () => import('../features/home/HomePage')),
  'HomePage',
);
export const CustomerLandingPage = page(
  from('src/features/home/CustomerLandingPage.tsx', () => import('../features/home/CustomerLandingPage')),
  'CustomerLandingPage',
);

export const OrderHistoryPage = page(
  from('src/features/orders/OrderHistoryPage.tsx', () => import('../features/orders/OrderHistoryPage')),
  'OrderHistoryPage',
);
export const OrderDetailPage = page(
  from('src/features/orders/OrderDetailPage.tsx', () => import('../features/orders/OrderDetailPage')),
  'OrderDetailPage',
);

export const InvoicesPage = page(
  from('src/features/invoices/InvoicesPage.tsx', () => import('../features/invoices/InvoicesPage')),
  'InvoicesPage',
);
export const SummaryInvoicesPage = page(
  from('src/features/invoices/SummaryInvoicesPage.tsx', () => import('../features/invoices/SummaryInvoicesPage')),
  'SummaryInvoicesPage',
);
export const SummaryInvoiceDetailPage = page(
  from(
    'src/features/invoices/SummaryInvoiceDetailPage.tsx',
    () => import('../features/invoices/SummaryInvoiceDetailPage'),
  ),
  'SummaryInvoiceDetailPage',
);

export const ShoppingListsPage = page(
  from('src/features/lists/ShoppingListsPage.tsx', () => import('../features/lists/ShoppingListsPage')),
  'ShoppingListsPage',
);
export const ShoppingListPage = page(
  from('src/features/lists/ShoppingListPage.tsx', () => import('../features/lists/ShoppingListPage')),
  'ShoppingListPage',
);

const registration = {
  register: from('src/features/registration/RegisterPage.tsx', () => import('../features/registration/RegisterPage')),
  application: from(
    'src/features/registration/CustomerApplicationPage.tsx',
    () => import('../features/registration/CustomerApplicationPage'),
  ),
  pending: from('src/features/registration/PendingPages.tsx', () => import('../features/registration/PendingPages')),
  reset: from(
    'src/features/registration/ResetPasswordPage.tsx',
    () => import('../features/registration/ResetPasswordPage'),
  ),
};
export const CreateAccountPage = page(
  from('src/features/registration/CreateAccountPage.tsx', () => import('../features/registration/CreateAccountPage')),
  'CreateAccountPage',
);
export const RegisterPage = page(registration.register, 'RegisterPage');
export const PendingPage = page(registration.pending, 'PendingPage');
export const CustomerApplicationPage = page(registration.application, 'CustomerApplicationPage');
export const ApplicationPendingPage = page(registration.pending, 'ApplicationPendingPage');
export const PasswordRecoveryPage = page(
  from(
    'src/features/registration/PasswordRecoveryPage.tsx',
    () => import('../features/registration/PasswordRecoveryPage'),
  ),
  'PasswordRecoveryPage',
);
export const ResetPasswordPage = page(registration.reset, 'ResetPasswordPage');
export const ResetWelcomeConfirmedPage = page(registration.reset, 'ResetWelcomeConfirmedPage');

export const RequestsPage = page(
  from('src/features/approvals/RequestsPage.tsx', () => import('../features/approvals/RequestsPage')),
  'RequestsPage',
);
export const OrderRequestsPage = page(
  from('src/features/approvals/OrderRequestsPage.tsx', () => import('../features/approvals/OrderRequestsPage')),
  'OrderRequestsPage',
);

const tools = {
  applications: from('src/features/tools/ApplicationsPage.tsx', () => import('../features/tools/ApplicationsPage')),
  application: from('src/features/tools/ApplicationPage.tsx', () => import('../features/tools/ApplicationPage')),
  customers: from('src/features/tools/CustomerLookupPage.tsx', () => import('../features/tools/CustomerLookupPage')),
  vendors: from('src/features/tools/VendorLookupPage.tsx', () => import('../features/tools/VendorLookupPage')),
  products: from('src/features/tools/ProductLookupPage.tsx', () => import('../features/tools/ProductLookupPage')),
  punchOutLog: from('src/features/tools/PunchOutLogPage.tsx', () => import('../features/tools/PunchOutLogPage')),
};
export const ApplicationsPage = page(tools.applications, 'ApplicationsPage');
export const ApplicationPage = page(tools.application, 'ApplicationPage');
export const CustomerLookupPage = page(tools.customers, 'CustomerLookupPage');
export const VendorLookupPage = page(tools.vendors, 'VendorLookupPage');
export const ProductLookupPage = page(tools.products, 'ProductLookupPage');
export const PunchOutLogPage = page(tools.punchOutLog, 'PunchOutLogPage');

export const GetItForMePage = page(
  from('src/features/gifm/GetItForMePage.tsx', () => import('../features/gifm/GetItForMePage')),
  'GetItForMePage',
);
export const NotificationsPage = page(
  from('src/features/notifications/NotificationsPage.tsx', () => import('../features/notifications/NotificationsPage')),
  'NotificationsPage',
);
export const ReturnsPage = page(
  from('src/features/returns/ReturnsPage.tsx', () => import('../features/returns/ReturnsPage')),
  'ReturnsPage',
);
export const ReturnRequestPage = page(
  from('src/features/returns/ReturnRequestPage.tsx', () => import('../features/returns/ReturnRequestPage')),
  'ReturnRequestPage',
);

const content = {
  policies: from('src/features/content/PolicyPages.tsx', () => import('../features/content/PolicyPages')),
  resources: from('src/features/content/ResourcePages.tsx', () => import('../features/content/ResourcePages')),
  statics: from('src/features/content/StaticPages.tsx', () => import('../features/content/StaticPages')),
};
export const ContactPage = page(
  from('src/features/content/ContactPage.tsx', () => import('../features/content/ContactPage')),
  'ContactPage',
);
export const SupportPage = page(
  from('src/features/content/SupportPage.tsx', () => import('../features/content/SupportPage')),
  'SupportPage',
);
export const LocationsPage = page(
  from('src/features/content/LocationsPage.tsx', () => import('../features/content/LocationsPage')),
  'LocationsPage',
);
export const ContentFramePage = page(
  from('src/features/content/ContentFramePage.tsx', () => import('../features/content/ContentFramePage')),
  'ContentFramePage',
);
export const StrategicSourcingPage = page(
  from('src/features/content/StrategicSourcingPage.tsx', () => import('../features/content/StrategicSourcingPage')),
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
    void Promise.all([catalog.search.load(), catalog.product.load(), ...more.map((preload) => preload())]).catch(
      () => undefined,
    );
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
};
