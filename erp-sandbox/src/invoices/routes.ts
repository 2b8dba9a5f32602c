import { HttpError } from '../http/router.ts';
import {
  ACCESS_DENIED,
  currentUser,
  objectBody,
  orderKey,
  requireOwnCustomer,
  type App,
  type Ctx,
  type Route,
} from '../app.ts';
import { isoDate } from '../dates.ts';
import { hasSummaryBilling, invoices, summaries, type Invoice, type SummaryInvoice } from './invoices.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positive(raw: string | null, def: number, name: string, max = 10_000): number {
  if (raw === null || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new HttpError(400, `${name} must be a whole number from 1 to ${max}.`);
  return n;
}

function date(raw: string | null, name: string): string | null {
  if (!raw) return null;
  if (!DATE.test(raw)) throw new HttpError(400, `${name} must be a date as YYYY-MM-DD.`);
  return raw;
}

function requireSummaryAccess(ctx: Ctx, customer: string) {
  const user = requireOwnCustomer(ctx, customer);
  if (!user.summary_invoices || !hasSummaryBilling(customer)) throw new HttpError(403, ACCESS_DENIED);
  return user;
}

function invoiceList(app: App, status: Invoice['status']): Route['handler'] {
  return (ctx) => {
    const q = ctx.query;
    const user = requireOwnCustomer(ctx, q.get('customerNumber'));
    const flag = status === 'open' ? user.open_invoices : user.paid_invoices;
    if (!flag || user.customer_type === 'open_browse' || user.user_type === 'punchout')
      throw new HttpError(403, ACCESS_DENIED);
    const limit = positive(q.get('limit'), 50, 'limit');
    const offset = positive(q.get('offset'), 1, 'offset', 1_000_000);
    const from = date(q.get('from'), 'from');
    const to = date(q.get('to'), 'to');
    const text = q.get('filter')?.trim().toLowerCase() ?? '';
    const aging = q.get('type') === 'aging';
    const rows = invoices(app)
      .filter((i) => i.customerNumber === user.customer_number && i.status === status)
      .filter((i) => (!from || i.invoiceDate >= from) && (!to || i.invoiceDate <= to))
      .filter(
        (i) =>
          !text || i.invoiceNumber.includes(text) || (i.customerPurchaseOrderNumber ?? '').toLowerCase().includes(text),
      )
      .sort(
        (a, b) =>
          (aging ? a.ageDate.localeCompare(b.ageDate) : b.invoiceDate.localeCompare(a.invoiceDate)) ||
          b.orderNumber - a.orderNumber,
      );
    // offset is the 1-based page of `limit` rows.
    const data = rows.slice((offset - 1) * limit, offset * limit);
    return { data, meta: { total_items: rows.length, current_items: data.length } };
  };
}

const header = ({ lines: _lines, customer_number: _c, ...rest }: SummaryInvoice) => rest;

export const NOT_A_COLLEAGUE = 'Invoices can be e-mailed only to you or to a user of your company.';

export function invoiceRoutes(app: App): Route[] {
  return [
    { method: 'GET', template: '/invoices/open', handler: invoiceList(app, 'open') },
    { method: 'GET', template: '/invoices/paid', handler: invoiceList(app, 'paid') },
    {
      method: 'GET',
      template: '/invoices/send_invoice_email',
      handler: (ctx) => {
        const q = ctx.query;
        const user = requireOwnCustomer(ctx, q.get('customerNumber'));
        const email = q.get('userEmail') ?? '';
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new HttpError(400, 'userEmail must be an e-mail address.');
        // Invoices go to the caller or an active user of the same customer, never an outside address.
        const recipient = app.ds.usersByName.get(email.trim().toLowerCase());
        if (!recipient?.active || recipient.customer_number !== user.customer_number)
          throw new HttpError(400, NOT_A_COLLEAGUE);
        const m = /^(\d{7})(?:-(\d{1,2}))?$/.exec(q.get('orderNumber') ?? '');
        const order = m ? app.ordersByKey.get(orderKey(Number(m[1]), Number(m[2] ?? 0))) : undefined;
        if (!order || order.custno !== user.customer_number)
          return { data: { error: 1, message: 'Unable to find order.' } };
        // Only an invoiced order has an invoice document to send.
        if (!order.invoicedt) return { data: { error: 2, message: 'Email failed to be sent.' } };
        return { data: { error: 0, message: 'Email successfully sent!' } };
      },
    },
    {
      method: 'GET',
      template: '/summary-invoices/list/{customer}',
      handler: (ctx) => {
        const customer = ctx.params.customer!;
        requireSummaryAccess(ctx, customer);
        const q = ctx.query;
        const limit = positive(q.get('limit'), 25, 'limit');
        const page = positive(q.get('page'), 1, 'page', 1_000_000);
        const text = (q.get('filter') ?? '').trim().toLowerCase();
        if (text.length > 25) throw new HttpError(400, 'filter may be at most 25 characters.');
        const status = q.get('status');
        if (status && status !== 'Pending' && status !== 'Submitted')
          throw new HttpError(400, 'status must be Pending or Submitted.');
        const start = date(q.get('startDate'), 'startDate');
        const end = date(q.get('endDate'), 'endDate');
        const dateType = q.get('dateType') ?? 'billing';
        if (dateType !== 'billing' && dateType !== 'submit')
          throw new HttpError(400, 'dateType must be billing or submit.');
        const rows = summaries(app)
          .filter((s) => s.customer_number === customer && (!status || s.status === status))
          .filter((s) => {
            const d = dateType === 'submit' ? s.submit_date : s.summary_billing_date;
            return (!start && !end) || (d !== null && (!start || d >= start) && (!end || d <= end));
          })
          .filter(
            (s) =>
              !text ||
              [s.requisition_id, s.summary_billing_number, s.deliver_to].some((v) => v.toLowerCase().includes(text)),
          )
          .sort(
            (a, b) =>
              b.summary_billing_date.localeCompare(a.summary_billing_date) ||
              b.summary_billing_number.localeCompare(a.summary_billing_number),
          );
        const data = rows.slice((page - 1) * limit, page * limit).map(header);
        return { data, meta: { total_items: rows.length, current_items: data.length } };
      },
    },
    {
      method: 'GET',
      template: '/summary-invoices/detail/{a}/{b}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        requireSummaryAccess(ctx, user.customer_number);
        const found = summaries(app).find(
          (s) => s.summary_billing_number === ctx.params.a && s.group_number === ctx.params.b,
        );
        const costCenter = ctx.query.get('cost_center');
        if (!found || (costCenter && found.cost_center !== costCenter))
          throw new HttpError(404, 'Summary invoice not found.');
        if (found.customer_number !== user.customer_number) throw new HttpError(403, ACCESS_DENIED);
        const limit = positive(ctx.query.get('limit'), 150, 'limit');
        const page = positive(ctx.query.get('page'), 1, 'page', 1_000_000);
        const data = found.lines.slice((page - 1) * limit, page * limit);
        return { header: header(found), data, meta: { total_items: found.lines.length, current_items: data.length } };
      },
    },
    {
      method: 'POST',
      template: '/summary-invoices/submit-invoice',
      handler: (ctx) => {
        const user = currentUser(ctx);
        requireSummaryAccess(ctx, user.customer_number);
        if (user.user_type !== 'punchout') throw new HttpError(403, ACCESS_DENIED);
        const body = objectBody(ctx);
        const found = summaries(app).find(
          (s) => s.summary_billing_number === body.billno && s.group_number === body.groupno,
        );
        if (!found || found.customer_number !== user.customer_number)
          throw new HttpError(404, 'Summary invoice not found.');
        if (typeof body.cost_center === 'string' && body.cost_center && body.cost_center !== found.cost_center) {
          throw new HttpError(404, 'Summary invoice not found.');
        }
        if (found.status === 'Submitted') throw new HttpError(400, 'This summary invoice was already submitted.');
        found.status = 'Submitted';
        found.submit_date = isoDate(Date.now());
        return { header: header(found) };
      },
    },
  ];
}
