import type { ApolloClient } from '@apollo/client';
import { preloadListing, preloadProduct } from '../features/catalog';
import { ViewerDocument } from '../features/auth/Viewer.generated';
import { preloadCart } from '../features/cart/preloadCart';
import { OrderAccessDocument } from '../features/orders/OrderAccess.generated';
import { preloadOrderHistory } from '../features/orders/preloadOrderHistory';
import { ProfileDocument } from '../features/profile/Profile.generated';
import { HomeViewerDocument } from '../features/home/HomeViewer.generated';
import { ApprovalAlertViewerDocument, MyCartRequestsDocument } from '../features/approvals/CartRequests.generated';
import { CartBadgeDocument } from '../features/cart/CartLink.generated';
import { ThirdPartyScriptsDocument } from '../features/content/ThirdPartyScripts.generated';
import { OpenBrowseDocument } from '../features/guest/OpenBrowse.generated';
import { StoreBrandDocument } from '../lib/Brand.generated';
import type { DataPreload } from './preloadPages';
import { AccountMenuDocument } from './AccountMenu.generated';
import { ShellGetItForMeDocument, ShellViewerDocument } from './Shell.generated';

/**
 * The routes' loaders, by route path: the queries of the hottest pages, started with the page (in the
 * browser) or before its render (on the server, entry-server.tsx, which then renders it once).
 */
export const pageLoaders = (client: ApolloClient): Partial<Record<string, DataPreload>> => ({
  // The home page's viewer: a company's own landing page, the catalogues its banner is for.
  '/': () => settled(client.query({ query: HomeViewerDocument })),
  c: (search) => preloadListing(client, search),
  'p/:slug': (_search, params) => preloadProduct(client, params.slug ?? ''),
  cart: () => preloadCart(client),
  // Every account page's menu, and the order screens' access check most of them render.
  'my-account': () =>
    Promise.all([
      settled(client.query({ query: AccountMenuDocument })),
      settled(client.query({ query: OrderAccessDocument })),
    ]),
  // My Profile, the account's first page.
  '/my-account': () => settled(client.query({ query: ProfileDocument })),
  orders: () => preloadOrderHistory(client, 'orders'),
  revieworders: () => preloadOrderHistory(client, 'review-orders'),
  reviewquotes: () => preloadOrderHistory(client, 'quotes'),
});

const settled = (asked: Promise<unknown>) => asked.catch(() => undefined);

/**
 * The queries every page's layout renders (header, footer, guards), asked at once before the server
 * renders a page; a logged-in viewer's own ones once the viewer is known.
 */
export const loadShell = async (client: ApolloClient): Promise<unknown> => {
  const [shell] = await Promise.all([
    client.query({ query: ShellViewerDocument }).catch(() => undefined),
    settled(client.query({ query: StoreBrandDocument })),
    settled(client.query({ query: OpenBrowseDocument })),
    settled(client.query({ query: ThirdPartyScriptsDocument })),
    // A guest browsing the catalogue has a cart too (its count shows once the page is live).
    settled(client.query({ query: CartBadgeDocument })),
  ]);
  if (!shell?.data?.viewer) return undefined;
  return Promise.all([
    settled(client.query({ query: ShellGetItForMeDocument })),
    settled(client.query({ query: ApprovalAlertViewerDocument })),
    settled(client.query({ query: ViewerDocument })),
    settled(client.query({ query: MyCartRequestsDocument })),
  ]);
};
