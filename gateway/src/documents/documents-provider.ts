// Which documents the viewer may print: the same checks as the screens that show them. An order or a
// quote is its detail screen's (order history, or review quotes for a quote); an invoice is the
// invoice lists' (open or paid invoices, or order history, as e-mailing one). Another customer's
// document, a missing one and one of the other kind all read the same: missing.
import type { DocumentKind } from '@mro/rules/documents';
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpOrderDetail } from '../erp/types.ts';
import { forbidden, toGraphQLError } from '../common/errors.ts';
import { NO_ACCESS, loadOrderAccess } from '../auth/order-access.ts';
import { orderTypeOf } from '../common/order-codes.ts';
import { documentOf, type StoreDocument } from './document.ts';

/** Invoices of one download are read this many at a time (a download holds up to INVOICES_PDF_MAX). */
const READS_AT_ONCE = 5;

export type DocumentsRead = { documents: StoreDocument[] } | { missing: string };

const isQuote = (order: ErpOrderDetail) => orderTypeOf(order.header.orderType) === 'QUOTE';

const readOne = async (context: GatewayContext, kind: DocumentKind, number: string) => {
  const orders = context.providers.orders;
  if (kind === 'invoice') {
    const order = await orders.order(number);
    return order?.header.invoiceDate ? order : null;
  }
  const order = await orders.orderForViewer(number);
  return order && isQuote(order) === (kind === 'quote') ? order : null;
};

/** The documents of `numbers` (number-suffix), in their order, or the first that is missing. */
export const loadDocuments = async (
  context: GatewayContext,
  kind: DocumentKind,
  numbers: string[],
): Promise<DocumentsRead> => {
  const principal = requirePrincipal(context);
  if (kind === 'invoice') {
    const access = await loadOrderAccess(context);
    if (!access.openInvoices && !access.paidInvoices && !access.orderHistory) throw forbidden(NO_ACCESS);
  }
  try {
    const orders: (ErpOrderDetail | null)[] = [];
    for (let i = 0; i < numbers.length; i += READS_AT_ONCE)
      orders.push(...(await Promise.all(numbers.slice(i, i + READS_AT_ONCE).map((n) => readOne(context, kind, n)))));
    const missing = numbers.find((_, i) => !orders[i]);
    if (missing !== undefined) return { missing };
    const master = await context.erp.get('/user/customerMaster/{id}', { path: { id: principal.userId } });
    return {
      documents: orders.map((order) => documentOf(kind, order as ErpOrderDetail, master, principal.amountMode)),
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
};
