import type { Resolvers } from '../generated/resolvers-types.ts';
import { amount } from '../common/amount.ts';
import { requirePrincipal } from '../context.ts';
import { formatOrderNumber } from '../common/order-codes.ts';
import { agingBucketOf, loadInvoices, sendInvoiceEmail } from './invoices-provider.ts';
import { loadInvoiceRecipients } from './invoice-recipients.ts';
import {
  loadSummaryInvoice,
  loadSummaryInvoices,
  submitSummaryInvoice,
  summaryInvoiceCsv,
  summaryInvoicesCsv,
} from './summary-invoices-provider.ts';

const today = () => new Date().toISOString().slice(0, 10);

export const invoicesResolvers: Resolvers = {
  Query: {
    invoices: (_parent, { input }, context) => loadInvoices(context, input),
    summaryInvoices: (_parent, { input }, context) => loadSummaryInvoices(context, input ?? {}),
    summaryInvoice: (_parent, { input }, context) => loadSummaryInvoice(context, input),
    summaryInvoicesCsv: (_parent, { input }, context) => summaryInvoicesCsv(context, input ?? {}),
    summaryInvoiceCsv: (_parent, { input }, context) => summaryInvoiceCsv(context, input),
    invoiceRecipients: (_parent, _args, context) => loadInvoiceRecipients(context),
  },
  Mutation: {
    sendInvoiceEmail: (_parent, { input }, context) => sendInvoiceEmail(context, input),
    submitSummaryInvoice: (_parent, { input }, context) => submitSummaryInvoice(context, input),
  },
  Invoice: {
    orderNumber: (invoice) => formatOrderNumber(invoice.orderNumber, invoice.orderSuffix),
    purchaseOrderNumber: (invoice) => invoice.customerPurchaseOrderNumber ?? null,
    dueDate: (invoice) => invoice.ageDate,
    amount: (invoice, _args, context) => amount(invoice.amount, requirePrincipal(context).amountMode),
    balance: (invoice, _args, context) => amount(invoice.balance, requirePrincipal(context).amountMode),
    agingBucket: (invoice) => (invoice.status === 'open' ? agingBucketOf(invoice.ageDate, today()) : null),
  },
  SummaryInvoice: {
    requisitionId: (s) => s.requisition_id,
    billingNumber: (s) => s.summary_billing_number,
    groupNumber: (s) => s.group_number,
    billingDate: (s) => s.summary_billing_date,
    deliverTo: (s) => s.deliver_to,
    costCenter: (s) => s.cost_center,
    shipTo: (s) => s.ship_to,
    submitDate: (s) => s.submit_date ?? null,
    subtotal: (s, _args, context) => amount(s.sub_total, requirePrincipal(context).amountMode),
    status: (s) => (s.status === 'Submitted' ? 'SUBMITTED' : 'PENDING'),
  },
  SummaryInvoiceLine: {
    lineNumber: (l) => l.line_number,
    description: (l) => l.item_description,
    partNumber: (l) => l.item_part_number,
    customerPartNumber: (l) => l.cust_part_nbr ?? null,
    unitOfMeasure: (l) => l.unit_of_measure,
    unitPrice: (l, _args, context) => amount(l.unit_price, requirePrincipal(context).amountMode),
    totalPrice: (l, _args, context) => amount(l.total_unit_price, requirePrincipal(context).amountMode),
    unspsc: (l) => l.unspsc_code,
    manufacturerPartNumber: (l) => l.manufacturer_part_number ?? null,
  },
};
