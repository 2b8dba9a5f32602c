// The company account summary (account-admin-calls §2.4 Account overview, §3 Company summary), worked out
// from the customer's orders and open invoices as the ERP's accounts-receivable record would hold them.
import type { App } from '../app.ts';
import { buildInvoices, type Invoice } from '../data/invoices.ts';
import type { Dataset } from '../data/store.ts';
import type { Customer, Order } from '../data/types.ts';
import { round2 } from '../pricing/price.ts';

const DAY = 86_400_000;

/** The five aging buckets by days since the invoice date: current, over 30, 60, 90 and 120 days. */
export const AGING_PERIODS = ['Current', 'Over 30', 'Over 60', 'Over 90', 'Over 120'] as const;

export interface CompanySummary {
  name: string;
  address: string;
  lastsaledt: string | null;
  lastpaydt: string | null;
  salesytd: number;
  lastsalesytd: number;
  openordval: number;
  futinvbal: number;
  /** The five bucket balances, semicolon-separated as the ERP sends them. */
  custperiodbal: string;
  ordbal: number;
  type: string;
  period: string[];
}

const invoicesOf = new WeakMap<Dataset, Invoice[]>();
const invoices = (ds: Dataset): Invoice[] => {
  let list = invoicesOf.get(ds);
  if (!list) invoicesOf.set(ds, (list = buildInvoices(ds.history)));
  return list;
};

const orderValue = (o: Order) => round2(o.lines.reduce((sum, l) => sum + l.price * l.quantityOrdered, 0) + o.tax);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The bucket (0..4) of an invoice dated `date`, aged to `todayMs`. */
export const bucketOf = (date: string, todayMs: number): number => {
  const days = Math.floor((todayMs - ms(date)) / DAY);
  return days <= 30 ? 0 : days <= 60 ? 1 : days <= 90 ? 2 : days <= 120 ? 3 : 4;
};

/** The summary of a customer as of `todayMs` (start of the day, UTC). */
export const startOfTodayUtc = (): number => {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

export function companySummary(app: App, customer: Customer, todayMs: number): CompanySummary {
  const number = customer.customer_number;
  const orders = app.orders.filter((o) => o.custno === number && o.transtype !== 'q' && o.stagecd !== 9);
  const year = new Date(todayMs).getUTCFullYear();
  const yearStart = Date.UTC(year, 0, 1);
  const lastYearStart = Date.UTC(year - 1, 0, 1);
  const sold = orders.filter((o) => o.invoicedt);
  const salesIn = (from: number, to: number) =>
    round2(
      sold.filter((o) => ms(o.invoicedt!) >= from && ms(o.invoicedt!) < to).reduce((s, o) => s + orderValue(o), 0),
    );
  const latest = (dates: (string | null)[]) =>
    dates.filter((d): d is string => Boolean(d)).reduce<string | null>((m, d) => (m && m > d ? m : d), null);
  // Entered, ordered and picked orders are open; shipped ones wait for their invoice.
  const openordval = round2(orders.filter((o) => o.stagecd <= 2).reduce((s, o) => s + orderValue(o), 0));
  const futinvbal = round2(orders.filter((o) => o.stagecd === 3).reduce((s, o) => s + orderValue(o), 0));
  const own = invoices(app.ds).filter((i) => i.customerNumber === number);
  const buckets = [0, 0, 0, 0, 0];
  for (const invoice of own.filter((i) => i.status === 'open'))
    buckets[bucketOf(invoice.invoiceDate, todayMs)]! += invoice.balance;
  const paid = own.filter((i) => i.status === 'paid' && ms(i.lastTransactionDate) <= todayMs);
  const bill = customer.bill_to;
  return {
    name: customer.name,
    address: [bill.address1, bill.address2, `${bill.city}, ${bill.state} ${bill.zip}`].filter(Boolean).join(', '),
    lastsaledt: latest(sold.map((o) => o.invoicedt)),
    lastpaydt: latest(paid.map((i) => i.lastTransactionDate)),
    salesytd: salesIn(yearStart, todayMs + DAY),
    lastsalesytd: salesIn(lastYearStart, yearStart),
    openordval,
    futinvbal,
    custperiodbal: buckets.map((b) => round2(b).toFixed(2)).join(';'),
    ordbal: round2(openordval + futinvbal),
    type: 'customer',
    period: [...AGING_PERIODS],
  };
}
