import type { ErpSummaryInvoiceHeader, ErpSummaryInvoiceLine } from '../erp/types.ts';
import { csvRow } from '../common/csv.ts';

/** The 8 columns of the summary invoice list download. */
export const SUMMARY_LIST_COLUMNS = [
  'Requisition Id',
  'Billing #',
  'Group #',
  'Billing Date',
  'Deliver To',
  'Cost Center',
  'Sub Total',
  'Status',
] as const;

/** The 17 columns of a summary invoice's line download: the header repeated on every line, then the line. */
export const SUMMARY_DETAIL_COLUMNS = [
  'Billing #',
  'Group #',
  'Billing Date',
  'Deliver To',
  'Cost Center',
  'Ship To',
  'Status',
  'Line #',
  'Item Description',
  'Item Part #',
  'Customer Part #',
  'Quantity',
  'Unit of Measure',
  'Unit Price',
  'Total Price',
  'UNSPSC',
  'Manufacturer Part #',
] as const;

const money = (n: number) => n.toFixed(2);

export const summaryListCsv = (rows: ErpSummaryInvoiceHeader[]): string =>
  [
    csvRow([...SUMMARY_LIST_COLUMNS]),
    ...rows.map((r) =>
      csvRow([
        r.requisition_id,
        r.summary_billing_number,
        r.group_number,
        r.summary_billing_date,
        r.deliver_to,
        r.cost_center,
        money(r.sub_total),
        r.status,
      ]),
    ),
  ].join('\r\n') + '\r\n';

export const summaryDetailCsv = (h: ErpSummaryInvoiceHeader, lines: ErpSummaryInvoiceLine[]): string =>
  [
    csvRow([...SUMMARY_DETAIL_COLUMNS]),
    ...lines.map((l) =>
      csvRow([
        h.summary_billing_number,
        h.group_number,
        h.summary_billing_date,
        h.deliver_to,
        h.cost_center,
        h.ship_to,
        h.status,
        l.line_number,
        l.item_description,
        l.item_part_number,
        l.cust_part_nbr,
        l.quantity,
        l.unit_of_measure,
        money(l.unit_price),
        money(l.total_unit_price),
        l.unspsc_code,
        l.manufacturer_part_number,
      ]),
    ),
  ].join('\r\n') + '\r\n';
