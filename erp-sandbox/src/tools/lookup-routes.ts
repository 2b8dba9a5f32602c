// The associates' lookups as routes (account-admin-calls §3, §7.2, §7.8): searches of the hosted index
// (at most 100 hits) and the records behind them, for staff; a customer's own settings for its users.
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, type App, type Ctx, type Route } from '../app.ts';
import { customerSettingsOf, customersFound, repCustomers, salesRep, vendorByNumber, vendorsFound } from './lookups.ts';

const LOOKUP_MAX_HITS = 100;
const TERM_MAX = 100;

function requireStaff(ctx: Ctx) {
  const user = currentUser(ctx);
  if (!user.is_vallen) throw new HttpError(403, ACCESS_DENIED);
  return user;
}

function termOf(ctx: Ctx): string {
  const term = (ctx.query.get('q') ?? '').trim();
  if (!term) throw new HttpError(400, 'q: a search term is required.');
  if (term.length > TERM_MAX) throw new HttpError(400, `q: at most ${TERM_MAX} characters.`);
  return term.toLowerCase();
}

const hits = <T>(all: T[]) => ({ hits: all.slice(0, LOOKUP_MAX_HITS), total: all.length });

export function lookupRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/index/customers',
      handler: (ctx) => {
        requireStaff(ctx);
        return hits(customersFound(app, termOf(ctx)));
      },
    },
    {
      method: 'GET',
      template: '/index/vendor-accounts',
      handler: (ctx) => {
        requireStaff(ctx);
        return hits(vendorsFound(app, termOf(ctx)));
      },
    },
    {
      // The caller's own customer, or any customer for staff.
      method: 'GET',
      template: '/customer/settings/{customerNumber}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const number = ctx.params.customerNumber!;
        if (!user.is_vallen && number !== user.customer_number) throw new HttpError(403, ACCESS_DENIED);
        const settings = customerSettingsOf(app, number);
        if (!settings) throw new HttpError(404, 'Customer not found.');
        return settings;
      },
    },
    {
      method: 'GET',
      template: '/sales_rep/{id}',
      handler: (ctx) => {
        currentUser(ctx);
        const rep = salesRep(ctx.params.id!);
        if (!rep) throw new HttpError(404, 'Sales rep not found.');
        return rep;
      },
    },
    {
      method: 'GET',
      template: '/sales_rep/{id}/customers',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const id = ctx.params.id!;
        if (!salesRep(id)) throw new HttpError(404, 'Sales rep not found.');
        if (!user.is_vallen && user.rep_code !== id) throw new HttpError(403, ACCESS_DENIED);
        return { customers: repCustomers(app, id) };
      },
    },
    {
      method: 'GET',
      template: '/vendor/sx/{id}',
      handler: (ctx) => {
        requireStaff(ctx);
        const vendor = vendorByNumber(app, Number(ctx.params.id));
        if (!vendor) throw new HttpError(404, 'Vendor not found.');
        return vendor;
      },
    },
  ];
}
