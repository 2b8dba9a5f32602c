// Typed answers of the invoices domain (the open and paid invoice lists), with defaults a test overrides.
import type { InvoicesQuery } from '../../features/invoices/Invoices.generated';
import { amount } from '../fixtures';

type Invoices = InvoicesQuery['invoices'];
type Invoice = Invoices['nodes'][number];

/** An open invoice of order `n` (700000 + n, suffix 00). */
export const invoiceOf = (n: number, overrides: Partial<Invoice> = {}): Invoice => ({
  __typename: 'Invoice',
  invoiceNumber: `${700000 + n}-00`,
  orderNumber: `${700000 + n}-00`,
  purchaseOrderNumber: `PO-${n}`,
  invoiceDate: '2026-10-20',
  dueDate: '2026-11-19',
  lastTransactionDate: '2026-10-20',
  amount: amount(`$${100 + n}.00`),
  balance: amount(`$${100 + n}.00`),
  agingBucket: 'CURRENT',
  ...overrides,
});

/** A page of the invoice list. */
export const invoicesOf = (nodes: Invoice[], overrides: Partial<Invoices> = {}): Invoices => ({
  __typename: 'InvoicePage',
  totalCount: nodes.length,
  page: 1,
  pageSize: 50,
  nodes,
  ...overrides,
});
