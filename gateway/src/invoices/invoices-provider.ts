import { isErpStatus } from '../erp/errors.ts';
import { throttleAttempt } from '../security/throttle.ts';
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpInvoice } from '../erp/types.ts';
import type { ErpQuery } from '../erp/erp-api.ts';
import { badUserInput, erpUserError, toGraphQLError, userError } from '../common/errors.ts';
import type { AgingBucket, InvoicesInput, SendInvoiceEmailInput, UserError } from '../generated/resolvers-types.ts';
import { NO_ACCESS, orderAccessOf, requireOrderAccess } from '../auth/order-access.ts';
import { viewerUser } from '../auth/viewer.ts';
import { parseOrderNumber } from '../common/order-codes.ts';
import { EMAIL_INVALID } from '@mro/rules/common';
import { INVOICE_EMAIL_FAILED } from '@mro/rules/invoices';

export const INVOICE_PAGE_SIZE = 50;
export const INVOICE_MESSAGES = {
  sent: 'Email successfully sent!',
  failed: INVOICE_EMAIL_FAILED,
  unknownOrder: 'Unable to find order.',
  badEmail: EMAIL_INVALID,
  notColleague: 'Invoices can be e-mailed only to you or to a user of your company.',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;

export const dateFilter = (value: string | null | undefined, name: string): string | undefined => {
  const v = value?.trim();
  if (!v) return undefined;
  if (!DATE.test(v) || Number.isNaN(Date.parse(v))) throw badUserInput(`${name} must be a date as YYYY-MM-DD.`);
  return v;
};

/** Days past the due date put an open invoice in one of five buckets. */
export function agingBucketOf(dueDate: string, today: string): AgingBucket {
  const late = Math.floor((Date.parse(today) - Date.parse(dueDate)) / DAY);
  if (late <= 0) return 'CURRENT';
  if (late <= 30) return 'DAYS_1_30';
  if (late <= 60) return 'DAYS_31_60';
  if (late <= 90) return 'DAYS_61_90';
  return 'OVER_90';
}

type InvoicePageModel = { nodes: ErpInvoice[]; totalCount: number; page: number; pageSize: number };

export async function loadInvoices(context: GatewayContext, input: InvoicesInput): Promise<InvoicePageModel> {
  const principal = requirePrincipal(context);
  await requireOrderAccess(context, input.status === 'OPEN' ? 'openInvoices' : 'paidInvoices');
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? INVOICE_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badUserInput('Page must be 1 or more.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw badUserInput('Page size must be from 1 to 100.');
  const query: ErpQuery<'get', '/invoices/open'> = {
    customerNumber: principal.customerNumber,
    from: dateFilter(input.from, 'From'),
    to: dateFilter(input.to, 'To'),
    limit: pageSize,
    // The ERP's offset is the 1-based page.
    offset: page,
    filter: input.text?.trim() || undefined,
    type: input.sortByDueDate ? 'aging' : undefined,
  };
  try {
    const result = await (input.status === 'OPEN'
      ? context.erp.get('/invoices/open', { query })
      : context.erp.get('/invoices/paid', { query }));
    return { nodes: result.data, totalCount: result.meta.total_items, page, pageSize };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** E-mails an invoice: sent, unknown order, or failed — the spec's three messages. */
export async function sendInvoiceEmail(
  context: GatewayContext,
  input: SendInvoiceEmailInput,
): Promise<{ message: string | null; userErrors: UserError[] }> {
  const principal = requirePrincipal(context);
  const user = await viewerUser(context);
  const access = orderAccessOf(user);
  // Invoices are e-mailed from the order history and from the invoice lists.
  if (!access.orderHistory && !access.openInvoices && !access.paidInvoices) {
    return { message: null, userErrors: [userError('FORBIDDEN', NO_ACCESS)] };
  }
  const email = input.email?.trim() || user.username;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254) {
    return { message: null, userErrors: [userError('INVALID_INPUT', INVOICE_MESSAGES.badEmail, 'email')] };
  }
  const parsed = parseOrderNumber(input.orderNumber);
  if (!parsed)
    return { message: null, userErrors: [userError('NOT_FOUND', INVOICE_MESSAGES.unknownOrder, 'orderNumber')] };
  const throttled = await throttleAttempt(context, 'invoiceEmail', principal.username);
  if (throttled.length > 0) return { message: null, userErrors: throttled };
  try {
    const result = await context.erp.get('/invoices/send_invoice_email', {
      query: {
        orderNumber: `${parsed.orderNumber}-${String(parsed.suffix).padStart(2, '0')}`,
        customerNumber: principal.customerNumber,
        userEmail: email,
      },
    });
    if (result.data.error === 0) return { message: INVOICE_MESSAGES.sent, userErrors: [] };
    if (result.data.error === 1)
      return { message: null, userErrors: [userError('NOT_FOUND', INVOICE_MESSAGES.unknownOrder, 'orderNumber')] };
    return { message: null, userErrors: [userError('REJECTED', INVOICE_MESSAGES.failed)] };
  } catch (error) {
    // The ERP refuses any recipient but the user and their company's users (the only 400 left after our checks).
    if (isErpStatus(error, 400))
      return { message: null, userErrors: [userError('INVALID_INPUT', INVOICE_MESSAGES.notColleague, 'email')] };
    return { message: null, userErrors: [{ ...erpUserError(error), message: INVOICE_MESSAGES.failed }] };
  }
}
