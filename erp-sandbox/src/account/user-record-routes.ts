// What the store reads of the user by the user's id (account-admin-calls §7.1): the settings they
// work under, and the summary, master record and ship-tos of the customer they buy for now (the one
// they switched to, in multiview). A user reads only their own; anyone else's answers 403.
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, type App, type Ctx, type Route } from '../app.ts';
import type { Customer, Schemas, ShipTo, StoredUser } from '../data/types.ts';
import { settingsOf } from '../approvals/workflow.ts';
import { companySettings } from '../approvals/company-settings.ts';
import { companySummary, startOfTodayUtc } from '../company/summary.ts';
import { shipTosOf } from '../checkout/ship-tos.ts';
import { customerMaster } from '../checkout/customer-settings.ts';

/** The caller, when `id` is the caller's own id; 403 for anyone else. */
const ownUser = (ctx: Ctx): StoredUser => {
  const me = currentUser(ctx);
  if (ctx.params.id !== String(me.id)) throw new HttpError(403, ACCESS_DENIED);
  return me;
};

/** The customer the caller buys for now. */
const ownCustomer = (app: App, ctx: Ctx): Customer => {
  const customer = app.ds.customers.get(ownUser(ctx).customer_number);
  if (!customer) throw new HttpError(404, 'Customer not found.');
  return customer;
};

export function userRecordRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/user/settings/{id}/{customerNumber}',
      handler: (ctx): Schemas['UserSettings'] => {
        const me = ownUser(ctx);
        if (ctx.params.customerNumber !== me.customer_number) throw new HttpError(403, ACCESS_DENIED);
        const workflow = settingsOf(me.customer_number);
        return {
          user_id: me.id,
          customer_number: me.customer_number,
          workflow_approval: workflow.workflow_approval,
          workflow_currency: me.workflow_currency,
          workflow_limit_basis: workflow.workflow_limit_basis,
          workflow_dept_limit: workflow.workflow_dept_limit,
          ...companySettings(app, me.customer_number, me.warehouse),
          catalog: [...me.catalog],
        };
      },
    },
    {
      method: 'GET',
      template: '/user/customerSummary/{id}',
      handler: (ctx): Schemas['CompanySummary'] => companySummary(app, ownCustomer(app, ctx), startOfTodayUtc()),
    },
    {
      method: 'GET',
      template: '/user/customerMaster/{id}',
      handler: (ctx): Schemas['CustomerMaster'] => customerMaster(ownCustomer(app, ctx)),
    },
    {
      method: 'GET',
      template: '/user/ship-tos/{id}',
      handler: (ctx): ShipTo[] => shipTosOf(app, ownCustomer(app, ctx).customer_number),
    },
  ];
}
