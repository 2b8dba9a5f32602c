// The invoices a sandbox instance answers: the customers' invoices, worked out once per dataset from
// its order history, and the summary invoices, kept per instance (a submitted one changes its status).
import type { App } from '../app.ts';
import { isoDate } from '../dates.ts';
import {
  buildInvoices,
  buildSummaryInvoices,
  SUMMARY_INVOICE_CUSTOMERS,
  type Invoice,
  type SummaryInvoice,
} from '../data/invoices.ts';
import type { Dataset } from '../data/store.ts';

export type { Invoice, SummaryInvoice };

const invoicesOf = new WeakMap<Dataset, Invoice[]>();
const summariesOf = new WeakMap<App, SummaryInvoice[]>();

export function invoices(app: App): Invoice[] {
  let list = invoicesOf.get(app.ds);
  if (!list) {
    list = buildInvoices(app.ds.history);
    invoicesOf.set(app.ds, list);
  }
  return list;
}

/** Per instance: a submitted summary invoice changes its status. */
export function summaries(app: App): SummaryInvoice[] {
  let list = summariesOf.get(app);
  if (!list) {
    list = buildSummaryInvoices(app.ds.history, Date.parse(`${isoDate(Date.now())}T00:00:00Z`));
    summariesOf.set(app, list);
  }
  return list;
}

/** Whether the customer is billed by summary invoices. */
export const hasSummaryBilling = (customerNumber: string): boolean => SUMMARY_INVOICE_CUSTOMERS.has(customerNumber);
