import { round2 } from '../pricing/price.ts';
import { hash32 } from './prng.ts';
import type { Order } from './types.ts';

const DAY = 86_400_000;
/** Net 30 terms: an invoice ages from 30 days after its date. */
export const TERMS_DAYS = 30;
/** Customers whose setting turns summary billing on. */
export const SUMMARY_INVOICE_CUSTOMERS: ReadonlySet<string> = new Set(['10001']);

export interface Invoice {
  invoiceNumber: string;
  orderNumber: number;
  orderSuffix: number;
  customerNumber: string;
  customerPurchaseOrderNumber: string | null;
  invoiceDate: string;
  /** The due date the invoice ages from. */
  ageDate: string;
  lastTransactionDate: string;
  amount: number;
  balance: number;
  status: 'open' | 'paid';
}

export interface SummaryInvoiceLine {
  line_number: number;
  item_description: string;
  item_part_number: string;
  cust_part_nbr: string | null;
  quantity: number;
  unit_of_measure: string;
  unit_price: number;
  total_unit_price: number;
  unspsc_code: string;
  manufacturer_part_number: string | null;
}

export interface SummaryInvoice {
  invoice_id: number;
  requisition_id: string;
  summary_billing_number: string;
  group_number: string;
  summary_billing_date: string;
  deliver_to: string;
  cost_center: string;
  ship_to: string;
  submit_date: string | null;
  sub_total: number;
  status: 'Pending' | 'Submitted';
  customer_number: string;
  lines: SummaryInvoiceLine[];
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const orderTotal = (o: Order) => round2(o.lines.reduce((s, l) => s + l.price * l.quantityOrdered, 0) + o.tax);

/** Stage 4 orders owe their invoice (open); stage 5 orders paid it. */
export function buildInvoices(history: Order[]): Invoice[] {
  return history
    .filter((o) => o.invoicedt && (o.stagecd === 4 || o.stagecd === 5))
    .map((o) => {
      const invoiced = ms(o.invoicedt!);
      const amount = orderTotal(o);
      const paid = o.stagecd === 5;
      const paidAfter = 10 + (hash32(`paid:${o.orderno}`) % 40);
      return {
        invoiceNumber: `${o.orderno}-${String(o.ordersuf).padStart(2, '0')}`,
        orderNumber: o.orderno,
        orderSuffix: o.ordersuf,
        customerNumber: o.custno,
        customerPurchaseOrderNumber: o.custpo,
        invoiceDate: o.invoicedt!,
        ageDate: iso(invoiced + TERMS_DAYS * DAY),
        lastTransactionDate: paid ? iso(invoiced + paidAfter * DAY) : o.invoicedt!,
        amount,
        balance: paid ? 0 : amount,
        status: paid ? 'paid' : 'open',
      };
    });
}

/** One summary bill per customer, month and ship-to over invoiced orders, numbered in date order. */
export function buildSummaryInvoices(history: Order[], anchorMs: number): SummaryInvoice[] {
  const groups = new Map<string, Order[]>();
  for (const o of history) {
    if (!SUMMARY_INVOICE_CUSTOMERS.has(o.custno) || !o.invoicedt) continue;
    const key = `${o.custno}|${o.invoicedt.slice(0, 7)}|${o.shipTo.shipto}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const keys = [...groups.keys()].sort();
  const byMonth = new Map<string, number>();
  return keys.map((key, i) => {
    const orders = groups.get(key)!;
    const [customer, month, shipTo] = key.split('|') as [string, string, string];
    const group = (byMonth.get(`${customer}|${month}`) ?? 0) + 1;
    byMonth.set(`${customer}|${month}`, group);
    const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
    const billed = iso(monthEnd.getTime());
    const submitted = anchorMs - monthEnd.getTime() > 45 * DAY;
    const lines: SummaryInvoiceLine[] = orders
      .flatMap((o) => o.lines)
      .map((l, n) => ({
        line_number: n + 1,
        item_description: l.description,
        item_part_number: l.erp,
        cust_part_nbr: hash32(`cpn:${l.erp}`) % 3 === 0 ? `C${l.erp}` : null,
        quantity: l.quantityOrdered,
        unit_of_measure: l.uom,
        unit_price: l.price,
        total_unit_price: round2(l.price * l.quantityOrdered),
        unspsc_code: String(46_180_000 + (hash32(`unspsc:${l.erp}`) % 10_000)),
        manufacturer_part_number: hash32(`mpn:${l.erp}`) % 4 === 0 ? null : `MPN-${l.erp}`,
      }));
    const number = String(5_000_000 + i);
    return {
      invoice_id: 70_000 + i,
      requisition_id: `REQ-${month.replace('-', '')}-${shipTo}`,
      summary_billing_number: number,
      group_number: String(group),
      summary_billing_date: billed,
      deliver_to: orders[0]!.shipTo.name,
      cost_center: `CC-${shipTo}`,
      ship_to: shipTo,
      submit_date: submitted ? iso(monthEnd.getTime() + 5 * DAY) : null,
      sub_total: round2(lines.reduce((s, l) => s + l.total_unit_price, 0)),
      status: submitted ? 'Submitted' : 'Pending',
      customer_number: customer,
      lines,
    };
  });
}
