import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpUser } from '../erp/types.ts';
import type { OrderAccess } from '../generated/resolvers-types.ts';
import { forbidden, toGraphQLError } from '../common/errors.ts';

/** The default brand's site; users of another brand's domain get order history and invoices by domain. */
export const DEFAULT_BRAND_DOMAIN = 'www.vallen.example';

export const NO_ACCESS = 'You do not have access to this page.';

/** Access to the order, quote and invoice screens (cart-checkout-orders §6, account-admin-calls §6). */
export function orderAccessOf(user: ErpUser): OrderAccess {
  const secondBrand = Boolean(user.domain) && user.domain !== DEFAULT_BRAND_DOMAIN;
  const punchOut = user.user_type === 'punchout';
  const openBrowse = user.customer_type === 'open_browse';
  const orderHistory = (user.order_history || user.is_supervisor || secondBrand) && !openBrowse;
  const invoices = (flag: boolean | undefined) => (Boolean(flag) || secondBrand) && !openBrowse && !punchOut;
  const summaryInvoices = Boolean(user.summary_invoices) && Boolean(user.customer_summary_invoices) && !openBrowse;
  return {
    orderHistory,
    allOrders: orderHistory || Boolean(user.review_quotes),
    reviewQuotes: Boolean(user.review_quotes) && !openBrowse,
    openInvoices: invoices(user.open_invoices),
    paidInvoices: invoices(user.paid_invoices),
    summaryInvoices,
    submitSummaryInvoices: summaryInvoices && punchOut,
  };
}

export async function viewerUser(context: GatewayContext): Promise<ErpUser> {
  const principal = requirePrincipal(context);
  const user = await context.loaders.user.load(principal.userId).catch((error: unknown) => {
    throw toGraphQLError(error);
  });
  return user;
}

export const loadOrderAccess = async (context: GatewayContext): Promise<OrderAccess> => orderAccessOf(await viewerUser(context));

/** FORBIDDEN unless the viewer may open the screen. */
export async function requireOrderAccess(context: GatewayContext, screen: keyof OrderAccess): Promise<ErpUser> {
  const user = await viewerUser(context);
  if (!orderAccessOf(user)[screen]) throw forbidden(NO_ACCESS);
  return user;
}
