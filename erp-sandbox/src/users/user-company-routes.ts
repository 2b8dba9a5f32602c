// Allowed companies (account-admin-calls §3 allowedCompanies, §7.1 POST /user-company and DELETE
// /user-company/{id}): the companies a multiview user may switch to besides their own. A super
// administrator sets them on any user with any customer but the excluded one; a plain administrator
// only on the users they manage, and only with companies they may reach themselves. The header
// switcher (account/multiview.ts) reads the very same list.
import { HttpError, reply } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Route } from '../app.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { ITEM_TYPES, settingsOf } from '../approvals/workflow.ts';
import { UNLIMITED } from '../approvals/limits.ts';
import { EXCLUDED_CUSTOMER } from '../account/multiview.ts';
import { administeredUser, isSuperAdmin, mayAdminister, requireAdmin } from './admin.ts';
import { allUsers, saveUser } from './directory.ts';
import { companySettings } from '../approvals/company-settings.ts';

/** Every user's own company is record 1 (never removed); added records are numbered from here, per instance. */
const FIRST_RECORD_ID = 1000;
/** An allowed-company list longer than this is refused (the switcher searches beyond 150). */
export const MAX_ALLOWED_COMPANIES = 2000;

const counters = new WeakMap<App, { next: number }>();
const nextRecordId = (app: App): number => {
  let counter = counters.get(app);
  if (!counter) counters.set(app, (counter = { next: FIRST_RECORD_ID }));
  return counter.next++;
};

/** Whether the caller may hand this company to a user: any but the excluded one for a super admin. */
function mayGrant(me: StoredUser, customerNumber: string): boolean {
  if (customerNumber === EXCLUDED_CUSTOMER) return false;
  return isSuperAdmin(me) || mayAdminister(me, customerNumber);
}

export function userCompanyRoutes(app: App): Route[] {
  return [
    {
      // The workflow of a company the caller administers, as a new user there starts (id 0): its
      // settings and one unlimited row per item type, for adding a user to another company.
      method: 'GET',
      template: '/user-approval-workflow/{id}/{customerNumber}',
      handler: (ctx): Schemas['UserApprovalWorkflow'] => {
        const me = currentUser(ctx);
        requireAdmin(me);
        const number = ctx.params.customerNumber!;
        if (ctx.params.id !== '0') throw new HttpError(400, 'id: 0 (a new user) with a customer number.');
        if (!app.ds.customers.has(number)) throw new HttpError(404, `Customer ${number} not found.`);
        if (!mayAdminister(me, number)) throw new HttpError(403, ACCESS_DENIED);
        const settings = settingsOf(number);
        return {
          user_id: 0,
          workflow_approval: settings.workflow_approval,
          workflow_limit_basis: settings.workflow_limit_basis,
          workflow_currency: settings.workflow_currency,
          workflow_dept_limit: settings.workflow_dept_limit,
          ...companySettings(app, number, me.warehouse),
          rows: ITEM_TYPES.map((type) => ({
            unit_type: type,
            is_supervisor: false,
            is_master: false,
            spend_limit: UNLIMITED,
            max_limit: UNLIMITED,
            limit_type: settings.workflow_currency === 'units' ? 'units' : 'other',
            limit_reset_years: 1,
            limit_reset: null,
            spent_amount: 0,
            supervisors: [],
          })),
        };
      },
    },
    {
      method: 'POST',
      template: '/user-company',
      handler: (ctx) => {
        const me = currentUser(ctx);
        requireAdmin(me);
        const body = objectBody(ctx);
        const userId = body.user_id;
        const number = body.customer_number;
        if (typeof userId !== 'number' || !Number.isInteger(userId) || userId < 1)
          throw new HttpError(400, 'user_id: a user id.');
        if (typeof number !== 'string' || !/^\d{1,10}$/.test(number))
          throw new HttpError(400, 'customer_number: a customer number.');
        // Another company's user reads as missing, as everywhere in user administration.
        const user = administeredUser(app, me, String(userId));
        const customer = app.ds.customers.get(number);
        if (!customer) throw new HttpError(404, `Customer ${number} not found.`);
        if (!mayGrant(me, number)) throw new HttpError(403, ACCESS_DENIED);
        const companies = user.allowedCompanies ?? [];
        if (number === user.default_customer_number || companies.some((c) => c.customerNumber === number))
          throw new HttpError(409, `Customer ${number} is already an allowed company of ${user.username}.`);
        if (companies.length >= MAX_ALLOWED_COMPANIES)
          throw new HttpError(409, `A user has at most ${MAX_ALLOWED_COMPANIES} allowed companies.`);
        const record = { id: nextRecordId(app), customerNumber: number, customerName: customer.name };
        saveUser(app, { ...user, allowedCompanies: [...companies, record] });
        return reply(201, { ...record, user_id: user.id });
      },
    },
    {
      method: 'DELETE',
      template: '/user-company/{id}',
      handler: (ctx) => {
        const me = currentUser(ctx);
        requireAdmin(me);
        const id = Number(ctx.params.id);
        if (!Number.isInteger(id) || id < 1) throw new HttpError(404, 'Allowed company not found.');
        // Record ids are unique per instance but the own-company record 1, which is never removed.
        if (id < FIRST_RECORD_ID) throw new HttpError(409, "The user's own company cannot be removed.");
        const user = allUsers(app).find((u) => (u.allowedCompanies ?? []).some((c) => c.id === id));
        if (!user || !mayAdminister(me, user.customer_number)) throw new HttpError(404, 'Allowed company not found.');
        const record = user.allowedCompanies!.find((c) => c.id === id)!;
        if (!mayGrant(me, record.customerNumber)) throw new HttpError(403, ACCESS_DENIED);
        saveUser(app, { ...user, allowedCompanies: user.allowedCompanies!.filter((c) => c.id !== id) });
        return { id, user_id: user.id, deleted: true };
      },
    },
  ];
}
