import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpUser } from '../erp/types.ts';
import type { OrderAccess } from '../generated/resolvers-types.ts';
import { forbidden } from '../common/errors.ts';
import { viewerUser } from './viewer.ts';
import { isOpenBrowse } from './account-access.ts';

/** The default brand's site; users of another brand's domain get order history and invoices by domain. */
export const DEFAULT_BRAND_DOMAIN = 'www.vallen.example';

export const NO_ACCESS = 'You do not have access to this page.';

/** Access to the order, quote and invoice screens (cart-checkout-orders §6, account-admin-calls §6). */
export function orderAccessOf(user: ErpUser): OrderAccess {
  const secondBrand = Boolean(user.domain) && user.domain !== DEFAULT_BRAND_DOMAIN;
  const punchOut = user.user_type === 'punchout';
  const openBrowse = isOpenBrowse(user);
  const orderHistory = (user.order_history || user.is_supervisor || secondBrand) && !openBrowse;
  const invoices = (flag: boolean | undefined) => (Boolean(flag) || secondBrand) && !openBrowse && !punchOut;
  // Summary invoices are used in punch-out only (cart-checkout-orders §6, account-admin-calls §6).
  const summaryInvoices =
    Boolean(user.summary_invoices) && Boolean(user.customer_summary_invoices) && !openBrowse && punchOut;
  // Punch-out users review quotes by their quote_report_active setting (account-admin-calls §6).
  const reviewQuotes = (punchOut ? Boolean(user.quote_report_active) : Boolean(user.review_quotes)) && !openBrowse;
  return {
    orderHistory,
    myOrders: orderHistory && !punchOut,
    allOrders: orderHistory || reviewQuotes,
    reviewQuotes,
    openInvoices: invoices(user.open_invoices),
    paidInvoices: invoices(user.paid_invoices),
    summaryInvoices,
    submitSummaryInvoices: summaryInvoices,
  };
}

/**
 * How long the viewer's access flags are kept. List screens check them on every page; without this
 * each page costs a user read besides its own call. The key carries when the session last read its
 * rights, so a change takes effect as soon as the session re-reads them (RIGHTS_FRESH_SECONDS, or at
 * once after a change through the store's administration); the ERP still scopes every call.
 */
export const ORDER_ACCESS_SECONDS = 30;

/** The viewer's access to the order, quote and invoice screens (flags only, no personal data cached). */
export const loadOrderAccess = (context: GatewayContext): Promise<OrderAccess> => {
  const principal = requirePrincipal(context);
  return context.cache.getOrLoad(
    'order-access',
    `order-access:${principal.userId}:${principal.rightsReadAt ?? 0}`,
    { freshSeconds: ORDER_ACCESS_SECONDS, staleSeconds: 0 },
    async () => orderAccessOf(await viewerUser(context)),
  );
};

/** FORBIDDEN unless the viewer may open the screen. */
export async function requireOrderAccess(context: GatewayContext, screen: keyof OrderAccess): Promise<void> {
  if (!(await loadOrderAccess(context))[screen]) throw forbidden(NO_ACCESS);
}
