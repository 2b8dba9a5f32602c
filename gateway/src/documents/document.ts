// What a printed document says, apart from how it is drawn: an order confirmation, a quote or an
// invoice made of the ERP's order detail (an invoice is the invoiced order, number-suffix) and the
// customer's master record (its bill-to).
import type { DocumentKind } from '@mro/rules/documents';
import { formatAmount } from '@mro/rules/common';
import type { AmountMode } from '../generated/resolvers-types.ts';
import type { ErpCustomerMaster, ErpOrderDetail } from '../erp/types.ts';
import { formatOrderNumber } from '../common/order-codes.ts';

export type DocumentLine = {
  lineNumber: number;
  partNumber: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  extended: string;
};

export type Labelled = { label: string; value: string };

export type StoreDocument = {
  kind: DocumentKind;
  /** `Order Confirmation`, `Quote` or `Invoice`. */
  title: string;
  /** Number-suffix, as every screen shows it. */
  number: string;
  customer: string;
  /** Dates, the PO and the order's own fields, in reading order. */
  facts: Labelled[];
  shipTo: string[];
  billTo: string[];
  notes: string[];
  lines: DocumentLine[];
  /** Subtotal, charges, tax and total. */
  totals: Labelled[];
};

const TITLES: Record<DocumentKind, string> = { order: 'Order Confirmation', quote: 'Quote', invoice: 'Invoice' };

/** `2026-10-01` as the screens show it, `10/01/2026`. */
export const printedDate = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
};

const cityLine = (city: string, state: string, zip: string) => `${city}, ${state} ${zip}`;

const dated = (label: string, value: string | null | undefined): Labelled[] =>
  value ? [{ label, value: printedDate(value) }] : [];

const datesOf = (kind: DocumentKind, header: ErpOrderDetail['header']): Labelled[] => {
  if (kind === 'invoice')
    return [...dated('Invoice date', header.invoiceDate), ...dated('Order date', header.entryDate)];
  if (kind === 'quote') return [...dated('Quoted', header.entryDate), ...dated('Valid until', header.cancelDate)];
  return [
    ...dated('Ordered', header.entryDate),
    ...dated('Promised', header.promiseDate),
    ...dated('Shipped', header.shipConfirmDate),
  ];
};

export const documentOf = (
  kind: DocumentKind,
  { header, lines, notes }: ErpOrderDetail,
  master: ErpCustomerMaster,
  mode: AmountMode,
): StoreDocument => {
  const money = (value: number) => formatAmount(value, mode);
  const number = formatOrderNumber(header.orderNumber, header.orderSuffix);
  return {
    kind,
    title: TITLES[kind],
    number,
    customer: `${header.customerName ?? master.customerName} (customer ${header.customerNumber})`,
    facts: [
      { label: kind === 'invoice' ? 'Invoice #' : kind === 'quote' ? 'Quote #' : 'Order #', value: number },
      ...(kind === 'invoice' ? [{ label: 'Order #', value: number }] : []),
      ...datesOf(kind, header),
      { label: 'PO #', value: header.customerPurchaseOrderNumber ?? '—' },
      ...(header.webData?.name ? [{ label: 'Placed by', value: header.webData.name }] : []),
      ...(header.udf ?? []).map(({ label, value }) => ({ label, value })),
    ],
    shipTo: [
      header.shipToName,
      header.shipToAddress1,
      ...(header.shipToAddress2 ? [header.shipToAddress2] : []),
      cityLine(header.shipToCity, header.shipToState, header.shipToZipCode),
    ],
    billTo: [
      master.customerName,
      master.addr,
      ...[master.addr2, master.addr3].filter((line): line is string => Boolean(line)),
      cityLine(master.city, master.state, master.zipcd),
    ],
    notes: [...notes].sort((a, b) => a.sequenceNumber - b.sequenceNumber).map((note) => note.description),
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      partNumber: line.displayItemNo ?? line.itemNumber,
      description: [line.itemDescription1, line.itemDescription2].filter(Boolean).join(' '),
      quantity: String(line.quantityOrdered),
      unit: line.unitOfMeasure,
      unitPrice: money(line.actualSellPrice),
      extended: money(line.totalLineAmount),
    })),
    totals: [
      { label: 'Subtotal', value: money(header.itemSalesAmount) },
      { label: 'Charges', value: money(header.totalSpecialCharges) },
      { label: 'Tax', value: money(header.salesTaxAmount) },
      { label: 'Total', value: money(header.totalOrderValue) },
    ],
  };
};
