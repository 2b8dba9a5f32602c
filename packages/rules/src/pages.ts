// The store's pages (storefront §2.1): one table the storefront (titles, routes) and the gateway
// (HTTP status, login redirects, what search engines may index) both read, so they cannot disagree.

/** Who may open a page: anyone; a shopper (logged in, or a guest while open browse is on); a logged-in user. */
export type PageAccess = 'anyone' | 'shopper' | 'login';

export type StorePage = {
  /** The route's pattern: `:name` is one segment, a trailing `*` any rest. */
  path: string;
  /** The page title (before the brand's name); pages titled by their data set it themselves. */
  title: string | null;
  access: PageAccess;
  /** Search engines may list it: account, cart and checkout pages, forms and redirects are not. */
  indexed: boolean;
};

const page =
  (access: PageAccess, indexed: boolean) =>
  (path: string, title: string | null = null): StorePage => ({ path, title, access, indexed });

const publicPage = page('anyone', true);
const unlisted = page('anyone', false);
const catalogue = page('shopper', true);
const cart = page('shopper', false);
const loginOnly = page('login', false);

/** Marketing paths that go to content pages (storefront §2.1, "Unknown paths"). */
export const MARKETING_PATHS = ['houston', 'advancemycareer', 'solutions', 'marine'] as const;

/** Every page, specific patterns before the wildcards that would also match them. */
export const STORE_PAGES: readonly StorePage[] = [
  publicPage('/', 'Home'),
  unlisted('/login', 'Log In'),
  publicPage('/create-account', 'Register Now'),
  unlisted('/register', 'Register'),
  unlisted('/supplier', 'Supplier Registration'),
  unlisted('/vallen', 'Associate Registration'),
  unlisted('/pending', 'Registration Pending'),
  publicPage('/customer', 'Request a Customer Number'),
  unlisted('/customer-confirmation', 'Application Pending'),
  unlisted('/password-recovery', 'Password Recovery'),
  unlisted('/reset', 'Reset Password'),
  unlisted('/reset-welcome', 'Welcome'),
  unlisted('/reset-welcome-confirmed', 'Password Set'),
  catalogue('/categories', 'Categories'),
  catalogue('/brands', 'Brands'),
  catalogue('/c', 'Catalog'),
  catalogue('/eb/:slug'),
  catalogue('/p/:slug'),
  page('shopper', false)('/p/item/:erp'),
  catalogue('/brand/:slug'),
  page('shopper', false)('/c/*'),
  page('shopper', false)('/catalog/*'),
  cart('/cart', 'Cart'),
  loginOnly('/cart/shared/:cart'),
  cart('/cart/log-in'),
  cart('/cart/order', 'Order Details'),
  loginOnly('/order-pad'),
  loginOnly('/order-pad/single-entry', 'Order Pad'),
  loginOnly('/order-pad/import', 'Order Pad'),
  loginOnly('/order-pad/paste', 'Order Pad'),
  loginOnly('/cart/payment'),
  loginOnly('/cart/review', 'Review Order'),
  cart('/cart/confirm', 'Order Confirmation'),
  loginOnly('/cart/approval', 'Sent for Approval'),
  loginOnly('/cart/error'),
  loginOnly('/my-account', 'My Account'),
  loginOnly('/my-account/requests', 'Pending Orders'),
  loginOnly('/my-account/scan-to-web', 'Scan To Web'),
  loginOnly('/my-account/summary', 'Account Overview'),
  loginOnly('/my-account/spend-reports', 'Spend Reports'),
  loginOnly('/my-account/shipping-addresses', 'Shipping Addresses'),
  loginOnly('/my-account/billing-info', 'Billing Info'),
  loginOnly('/my-account/shared-carts', 'Shared Carts'),
  loginOnly('/my-account/user-setup', 'User Setup'),
  loginOnly('/my-account/universal-crib', 'Universal Crib'),
  loginOnly('/my-account/frc-manager', 'FRC Manager'),
  loginOnly('/my-account/returns', 'Returns'),
  loginOnly('/my-account/notifications', 'Notifications'),
  loginOnly('/my-account/*'),
  loginOnly('/administration'),
  loginOnly('/administration/order-requests', 'Order Approvals'),
  loginOnly('/administration/profile-requests', 'Profile Approvals'),
  loginOnly('/administration/users', 'Manage Users'),
  loginOnly('/administration/departments', 'Manage Departments'),
  loginOnly('/administration/*'),
  loginOnly('/vallen-tools/customer-applications', 'Customer Applications'),
  loginOnly('/vallen-tools/customers', 'Customer Lookup'),
  loginOnly('/vallen-tools/vendors', 'Vendor Lookup'),
  loginOnly('/vallen-tools/products', 'Product Lookup'),
  loginOnly('/vallen-tools/punchout-log', 'Punch-Out Log'),
  loginOnly('/vallen-tools/*'),
  publicPage('/contact-us', 'Contact Us'),
  publicPage('/support', 'Support'),
  publicPage('/locations', 'Locations'),
  publicPage('/about', 'About Us'),
  publicPage('/privacy-policy', 'Privacy Policy'),
  publicPage('/return-policy', 'Return Policy'),
  publicPage('/shipping-information', 'Shipping Information'),
  publicPage('/termsandconditions', 'Terms and Conditions'),
  unlisted('/terms-of-service'),
  // Only for users offered the tour (site_tour), so never indexed.
  loginOnly('/tour', 'Welcome Tour'),
  unlisted('/careers', 'Careers'),
  unlisted('/maintenance', 'Maintenance'),
  publicPage('/w/*'),
  ...MARKETING_PATHS.map((name) => unlisted(`/${name}`)),
  loginOnly('/strategic-sourcing', 'Strategic Sourcing'),
  loginOnly('/landing/:name'),
  publicPage('/resources/supplier-routing-guide', 'Supplier Routing Guide'),
  publicPage('/w9-downloads', 'W-9 Downloads'),
  publicPage('/resale-exemption-certificates', 'Resale Exemption Certificates'),
  unlisted('/404', 'Page Not Found'),
  unlisted('/unauthorized', 'Access Denied'),
];

/** The 404 page (storefront §8, "Unknown brand or product"): its title and message. */
export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_MESSAGE = "The Page you are looking for doesn't exist or another error occurred.";

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** Whether `pathname` matches a route pattern (case-insensitive, as the storefront's router reads it). */
export const matchesPage = (pattern: string, pathname: string): boolean => {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true;
    const actual = have[index];
    if (actual === undefined || (!segment.startsWith(':') && segment !== actual)) return false;
  }
  return want.length === have.length;
};

/** The page a path opens, or null: an unknown path is the 404 page. */
export const storePageOf = (pathname: string): StorePage | null =>
  STORE_PAGES.find((entry) => matchesPage(entry.path, pathname)) ?? null;

/** The one value of a route parameter (`:slug`) in `pathname`, decoded as the path already is. */
export const pageParam = (pattern: string, pathname: string, name: string): string | null => {
  const index = segmentsOf(pattern).indexOf(`:${name}`);
  return index < 0 ? null : (pathname.split('/').filter(Boolean)[index] ?? null);
};

/** The login page that returns to `target` (a path with its query) afterwards. */
export const loginUrlFor = (target: string): string => `/login?state=${encodeURIComponent(target)}`;

/**
 * The id of the `<script type="application/json">` in which a server-rendered page carries the
 * answers its render read (Apollo's cache); the storefront restores them before it hydrates.
 */
export const STORE_STATE_ID = 'store-state';
