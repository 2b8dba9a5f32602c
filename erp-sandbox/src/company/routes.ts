import { HttpError } from '../http/router.ts';
import { requireOwnCustomer, type App, type Route } from '../app.ts';
import { companySummary, startOfTodayUtc } from './summary.ts';

/** Company and customer records (account-admin-calls §7.2). */
export function companyRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/company/1/{customerNumber}/summary',
      handler: (ctx) => {
        const user = requireOwnCustomer(ctx, ctx.params.customerNumber);
        // Every customer of the sandbox sits in accounting company 1 (the open-browse default of §9).
        if (user.company_number !== 1) throw new HttpError(404, 'Company not found.');
        const customer = app.ds.customers.get(user.customer_number);
        if (!customer) throw new HttpError(404, 'Customer not found.');
        return companySummary(app, customer, startOfTodayUtc());
      },
    },
  ];
}
