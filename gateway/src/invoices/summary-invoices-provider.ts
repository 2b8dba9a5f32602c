import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpSummaryInvoiceHeader, ErpSummaryInvoiceLine } from '../erp/types.ts';
import type { ErpQuery } from '../erp/erp-api.ts';
import { isErpStatus } from '../erp/errors.ts';
import { badUserInput, erpUserError, forbidden, toGraphQLError, userError } from '../common/errors.ts';
import type {
  ProcurementForm,
  SubmitSummaryInvoiceInput,
  SummaryInvoiceInput,
  SummaryInvoicesInput,
  UserError,
} from '../generated/resolvers-types.ts';
import { NO_ACCESS, requireOrderAccess } from '../auth/order-access.ts';
import { dateFilter } from './invoices-provider.ts';
import { summaryDetailCsv, summaryListCsv } from './csv.ts';
import { SUMMARY_SEARCH_TEXT_MAX } from '@mro/rules/invoices';

export const SUMMARY_PAGE_SIZE = 25;
/** The detail screen fetches this many lines at once and pages them 150 at a time. */
export const SUMMARY_DETAIL_FETCH = 5000;
/** Downloads of the list ask for this many rows. */
export const SUMMARY_EXPORT_ROWS = 10_000;

type SummaryPageModel = { nodes: ErpSummaryInvoiceHeader[]; totalCount: number; page: number; pageSize: number };
type SubmitModel = {
  summaryInvoice: ErpSummaryInvoiceHeader | null;
  procurementForm: ProcurementForm | null;
  userErrors: UserError[];
};
type DetailModel = { invoice: ErpSummaryInvoiceHeader; lines: ErpSummaryInvoiceLine[]; lineCount: number };

const KEY = /^[A-Za-z0-9-]{1,20}$/;

function listQuery(
  input: SummaryInvoicesInput,
  page: number,
  limit: number,
): ErpQuery<'get', '/summary-invoices/list/{customer}'> {
  const text = input.text?.trim() ?? '';
  if (text.length > SUMMARY_SEARCH_TEXT_MAX)
    throw badUserInput(`Search text may be at most ${SUMMARY_SEARCH_TEXT_MAX} characters.`);
  return {
    page,
    limit,
    filter: text || undefined,
    status: input.status === 'PENDING' ? 'Pending' : input.status === 'SUBMITTED' ? 'Submitted' : undefined,
    dateType: input.dateType === 'SUBMIT' ? 'submit' : 'billing',
    startDate: dateFilter(input.from, 'From'),
    endDate: dateFilter(input.to, 'To'),
  };
}

async function fetchList(context: GatewayContext, query: ErpQuery<'get', '/summary-invoices/list/{customer}'>) {
  const principal = requirePrincipal(context);
  await requireOrderAccess(context, 'summaryInvoices');
  try {
    return await context.erp.get('/summary-invoices/list/{customer}', {
      path: { customer: principal.customerNumber },
      query,
    });
  } catch (error) {
    if (isErpStatus(error, 403)) throw forbidden(NO_ACCESS);
    throw toGraphQLError(error);
  }
}

export async function loadSummaryInvoices(
  context: GatewayContext,
  input: SummaryInvoicesInput,
): Promise<SummaryPageModel> {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? SUMMARY_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badUserInput('Page must be 1 or more.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw badUserInput('Page size must be from 1 to 100.');
  const result = await fetchList(context, listQuery(input, page, pageSize));
  return { nodes: result.data, totalCount: result.meta.total_items, page, pageSize };
}

export async function summaryInvoicesCsv(context: GatewayContext, input: SummaryInvoicesInput): Promise<string> {
  const result = await fetchList(context, listQuery(input, 1, SUMMARY_EXPORT_ROWS));
  return summaryListCsv(result.data);
}

/** Another customer's or a missing summary invoice reads as null. */
export async function loadSummaryInvoice(
  context: GatewayContext,
  input: SummaryInvoiceInput,
): Promise<DetailModel | null> {
  await requireOrderAccess(context, 'summaryInvoices');
  if (!KEY.test(input.billingNumber) || !KEY.test(input.groupNumber)) return null;
  try {
    const result = await context.erp.get('/summary-invoices/detail/{a}/{b}', {
      path: { a: input.billingNumber, b: input.groupNumber },
      query: { page: 1, limit: SUMMARY_DETAIL_FETCH, cost_center: input.costCenter?.trim() || undefined },
    });
    return { invoice: result.header, lines: result.data, lineCount: result.meta.total_items };
  } catch (error) {
    if (isErpStatus(error, 403, 404)) return null;
    throw toGraphQLError(error);
  }
}

export async function summaryInvoiceCsv(context: GatewayContext, input: SummaryInvoiceInput): Promise<string | null> {
  const detail = await loadSummaryInvoice(context, input);
  return detail ? summaryDetailCsv(detail.invoice, detail.lines) : null;
}

export async function submitSummaryInvoice(
  context: GatewayContext,
  input: SubmitSummaryInvoiceInput,
): Promise<SubmitModel> {
  // Outside the try: a guest is UNAUTHENTICATED, not a signed-in user without access.
  requirePrincipal(context);
  try {
    await requireOrderAccess(context, 'submitSummaryInvoices');
  } catch {
    return { summaryInvoice: null, procurementForm: null, userErrors: [userError('FORBIDDEN', NO_ACCESS)] };
  }
  if (!KEY.test(input.billingNumber) || !KEY.test(input.groupNumber)) {
    const notFound = userError('NOT_FOUND', 'Not found.', 'billingNumber');
    return { summaryInvoice: null, procurementForm: null, userErrors: [notFound] };
  }
  let header: ErpSummaryInvoiceHeader;
  try {
    const result = await context.erp.post('/summary-invoices/submit-invoice', {
      body: { billno: input.billingNumber, groupno: input.groupNumber, cost_center: input.costCenter?.trim() || null },
    });
    header = result.header;
  } catch (error) {
    return { summaryInvoice: null, procurementForm: null, userErrors: [erpUserError(error)] };
  }
  return { summaryInvoice: header, procurementForm: await invoiceFormOf(context, input), userErrors: [] };
}

/** In a hook-form punch-out session, the submitted invoice's lines go back in the invoice version of the form. */
const invoiceFormOf = async (context: GatewayContext, input: SubmitSummaryInvoiceInput) => {
  const detail = await loadSummaryInvoice(context, input);
  if (!detail) return null;
  return context.providers.punchOut.invoiceForm(
    input,
    detail.lines.map((line, index) => ({
      line: line.line_number || index + 1,
      partNumber: line.item_part_number,
      description: line.item_description,
      quantity: line.quantity,
      uom: line.unit_of_measure,
      price: line.unit_price,
      unspsc: line.unspsc_code,
      manufacturerName: '',
      manufacturerPartId: line.manufacturer_part_number ?? '',
    })),
  );
};
