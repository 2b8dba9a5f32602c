// The composition root of the gateway's domains: the only module that imports every domain. Domains
// are siblings over the shared layers (erp, cache, auth, pricing, common, observability); one reaches
// another only through that domain's provider in the request context (`context.providers.cart`),
// whose type is declared by its domain and gathered here, so no domain imports another.
import type { GatewayContext } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import { traceResolver } from './observability/tracing.ts';
import { accountResolvers } from './account/resolvers.ts';
import { authResolvers } from './auth/resolvers.ts';
import { cartResolvers } from './cart/resolvers.ts';
import { catalogResolvers } from './catalog/resolvers.ts';
import { checkoutResolvers } from './checkout/resolvers.ts';
import { ordersResolvers } from './orders/resolvers.ts';
import { pricingResolvers } from './pricing/resolvers.ts';
import { invoicesResolvers } from './invoices/resolvers.ts';
import { approvalsResolvers } from './approvals/resolvers.ts';
import { cartRequestResolvers } from './approvals/desk-resolvers.ts';
import { udfResolvers } from './udf/resolvers.ts';
import { registrationResolvers } from './registration/resolvers.ts';
import { contentResolvers } from './content/resolvers.ts';
import { listsResolvers } from './lists/resolvers.ts';
import { orderPadResolvers } from './orderpad/resolvers.ts';
import { scanResolvers } from './scans/resolvers.ts';
import { administrationResolvers } from './administration/resolvers.ts';
import { administrationCompanyResolvers } from './administration/company-resolvers.ts';
import { multiviewResolvers } from './multiview/resolvers.ts';
import { punchOutResolvers } from './punchout/resolvers.ts';
import { handlePunchOut } from './punchout/entry.ts';
import { handleDocuments } from './documents/documents-http.ts';
import { gifmResolvers } from './gifm/resolvers.ts';
import { returnsResolvers } from './returns/resolvers.ts';
import { notificationsResolvers } from './notifications/resolvers.ts';
import { guestResolvers } from './guest/resolvers.ts';
import { shareResolvers } from './cart/share-resolvers.ts';
import { paymentResolvers } from './payment/resolvers.ts';
import { toolsResolvers } from './tools/resolvers.ts';
import { companyResolvers } from './company/resolvers.ts';
import { profileResolvers } from './profile/resolvers.ts';
import { shippingResolvers } from './shipping/resolvers.ts';
import { userSetupResolvers } from './usersetup/resolvers.ts';
import { cribResolvers } from './crib/resolvers.ts';
import { frcResolvers } from './frc/resolvers.ts';
import { spendResolvers } from './spend/resolvers.ts';
import { approvalsProvider, type ApprovalsProvider } from './approvals/provider.ts';
import { cartProvider, type CartProvider } from './cart/provider.ts';
import { catalogProvider, type CatalogProvider } from './catalog/provider.ts';
import { checkoutProvider, type CheckoutProvider } from './checkout/provider.ts';
import { contentProvider, type ContentProvider } from './content/provider.ts';
import { guestProvider, type GuestProvider } from './guest/provider.ts';
import { udfProvider, type UdfProvider } from './udf/provider.ts';
import { punchOutProvider, type PunchOutProvider } from './punchout/provider.ts';
import { multiviewProvider, type MultiviewProvider } from './multiview/provider.ts';
import { ordersProvider, type OrdersProvider } from './orders/provider.ts';

/** The providers one domain (or the login) may reach in another, by domain. */
export type Providers = {
  readonly approvals: ApprovalsProvider;
  readonly cart: CartProvider;
  readonly catalog: CatalogProvider;
  readonly checkout: CheckoutProvider;
  readonly content: ContentProvider;
  readonly guest: GuestProvider;
  readonly punchOut: PunchOutProvider;
  readonly udf: UdfProvider;
  readonly multiview: MultiviewProvider;
  readonly orders: OrdersProvider;
};

const factories: { [Domain in keyof Providers]: (context: GatewayContext) => Providers[Domain] } = {
  approvals: approvalsProvider,
  cart: cartProvider,
  catalog: catalogProvider,
  checkout: checkoutProvider,
  content: contentProvider,
  guest: guestProvider,
  punchOut: punchOutProvider,
  udf: udfProvider,
  multiview: multiviewProvider,
  orders: ordersProvider,
};

/** This request's providers, each made on first use (a request that needs none makes none). */
export const createProviders = (context: GatewayContext): Providers => {
  const made: Partial<Providers> = {};
  const provider = <Domain extends keyof Providers>(domain: Domain): Providers[Domain] => {
    const existing = made[domain];
    if (existing) return existing;
    const created = factories[domain](context);
    made[domain] = created;
    return created;
  };
  const providers = {} as Providers;
  for (const domain of Object.keys(factories) as (keyof Providers)[]) {
    Object.defineProperty(providers, domain, { enumerable: true, get: () => provider(domain) });
  }
  return providers;
};

const domainResolvers: Resolvers[] = [
  accountResolvers,
  authResolvers,
  cartResolvers,
  catalogResolvers,
  checkoutResolvers,
  ordersResolvers,
  pricingResolvers,
  invoicesResolvers,
  approvalsResolvers,
  cartRequestResolvers,
  udfResolvers,
  registrationResolvers,
  contentResolvers,
  listsResolvers,
  orderPadResolvers,
  scanResolvers,
  administrationResolvers,
  administrationCompanyResolvers,
  multiviewResolvers,
  punchOutResolvers,
  gifmResolvers,
  returnsResolvers,
  notificationsResolvers,
  guestResolvers,
  shareResolvers,
  paymentResolvers,
  toolsResolvers,
  companyResolvers,
  profileResolvers,
  shippingResolvers,
  userSetupResolvers,
  cribResolvers,
  frcResolvers,
  spendResolvers,
];

type FieldResolver = (...args: unknown[]) => unknown;

/** Root fields are where a domain's work (and its ERP calls) starts: each runs in its own span. */
const tracedRootFields = (typeName: string, fields: Record<string, unknown>): Record<string, unknown> =>
  typeName !== 'Query' && typeName !== 'Mutation'
    ? fields
    : Object.fromEntries(
        Object.entries(fields).map(([field, resolve]) => [
          field,
          typeof resolve === 'function'
            ? (...args: unknown[]) =>
                traceResolver(`${typeName}.${field}`, () => Promise.resolve((resolve as FieldResolver)(...args)))
            : resolve,
        ]),
      );

/** Each domain's resolver map, merged type by type. */
export const resolvers = (): Resolvers => {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const domain of domainResolvers) {
    for (const [typeName, fields] of Object.entries(domain)) {
      merged[typeName] = { ...merged[typeName], ...tracedRootFields(typeName, fields) };
    }
  }
  return merged;
};

/**
 * Domains that answer plain HTTP besides GraphQL, by path prefix: punch-out, because procurement
 * systems speak cXML and OCI and browsers arrive by form posts and redirects; documents, because a
 * link downloads a PDF.
 */
export const domainHttpRoutes = [
  { prefix: '/punchout/', handle: handlePunchOut },
  // Only the generated documents: /documents/ also holds the public files (the W-9, certificates).
  { prefix: '/documents/order/', handle: handleDocuments },
  { prefix: '/documents/quote/', handle: handleDocuments },
  { prefix: '/documents/invoice/', handle: handleDocuments },
  { prefix: '/documents/invoices.pdf', handle: handleDocuments },
] as const;

/** The store's pages as the server answers them (status, head, login redirects), robots.txt and the sitemaps. */
export { cookieless, storePages } from './pages/serve.ts';
export { shellReader } from './pages/shell.ts';
export { pageRenderer, serverEntryReader } from './pages/render.ts';
export { chunkManifestReader } from './pages/page-assets.ts';
