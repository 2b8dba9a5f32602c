// POST /user-setup (account-admin-calls §7.1, §3 User setup request): a request to add or change a
// user, kept pending for the provider's staff; 201 is success.
import { HttpError, reply } from '../http/router.ts';
import { currentUser, objectBody, type App, type Route } from '../app.ts';
import type { Schemas } from '../data/types.ts';

type Request = Schemas['UserSetupRequest'];
const stores = new WeakMap<App, Request[]>();
const requestsOf = (app: App): Request[] => {
  let list = stores.get(app);
  if (!list) stores.set(app, (list = []));
  return list;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (v: unknown, max: number, name: string, required = false): string | null => {
  if (v === undefined || v === null || v === '') {
    if (required) throw new HttpError(400, `${name} is required.`);
    return null;
  }
  if (typeof v !== 'string') throw new HttpError(400, `${name}: text expected.`);
  const value = v.trim();
  if (required && !value) throw new HttpError(400, `${name} is required.`);
  if (value.length > max) throw new HttpError(400, `${name} may not exceed ${max} characters.`);
  return value || null;
};
const limit = (v: unknown, name: string): number => {
  if (typeof v !== 'number' || !Number.isFinite(v) || (v < 0 && v !== -1))
    throw new HttpError(400, `${name}: 0 or more, or -1 for no limit.`);
  return v;
};

function account(raw: unknown, i: number): Request['accounts'][number] {
  if (typeof raw !== 'object' || raw === null) throw new HttpError(400, `accounts[${i}]: an object expected.`);
  const a = raw as Record<string, unknown>;
  const customer = text(a.customer_number, 10, `accounts[${i}].customer_number`, true)!;
  if (!/^\d{1,10}$/.test(customer)) throw new HttpError(400, `accounts[${i}].customer_number: digits only.`);
  const limitType = a.limit_type;
  if (limitType !== 'dollars' && limitType !== 'units')
    throw new HttpError(400, `accounts[${i}].limit_type: dollars or units.`);
  const years = a.limit_reset_years;
  if (years !== null && years !== undefined && (typeof years !== 'number' || !Number.isInteger(years) || years < 0))
    throw new HttpError(400, `accounts[${i}].limit_reset_years: a whole number, 0 or more.`);
  const reset = text(a.limit_reset, 10, `accounts[${i}].limit_reset`);
  if (reset && !/^\d{4}-\d{2}-\d{2}$/.test(reset)) throw new HttpError(400, `accounts[${i}].limit_reset: YYYY-MM-DD.`);
  const supervisors = a.supervisors ?? [];
  if (!Array.isArray(supervisors) || supervisors.some((s) => typeof s !== 'string' || s.length > 100))
    throw new HttpError(400, `accounts[${i}].supervisors: names or e-mail addresses.`);
  return {
    customer_number: customer,
    customer_name: text(a.customer_name, 100, `accounts[${i}].customer_name`),
    is_supervisor: a.is_supervisor === true,
    supervisors: supervisors as string[],
    spend_limit: limit(a.spend_limit, `accounts[${i}].spend_limit`),
    max_limit: limit(a.max_limit, `accounts[${i}].max_limit`),
    limit_type: limitType,
    limit_reset: reset,
    limit_reset_years: years ?? null,
  };
}

export function userSetupRoutes(app: App): Route[] {
  return [
    {
      method: 'POST',
      template: '/user-setup',
      handler: (ctx) => {
        const user = currentUser(ctx);
        if (!user.user_setup) throw new HttpError(403, 'You may not request user setups.');
        const body = objectBody(ctx);
        if (body.request_type !== 'add' && body.request_type !== 'change')
          throw new HttpError(400, 'request_type: add or change.');
        const email = text(body.user_email, 100, 'user_email', true)!;
        if (!EMAIL.test(email)) throw new HttpError(400, 'user_email: a valid e-mail address.');
        const customer = text(body.customer, 10, 'customer', true)!;
        if (!/^\d{1,10}$/.test(customer)) throw new HttpError(400, 'customer: digits only.');
        if (!Array.isArray(body.accounts) || body.accounts.length === 0 || body.accounts.length > 20)
          throw new HttpError(400, 'accounts: 1 to 20 customer requests.');
        const request: Request = {
          id: requestsOf(app).length + 1,
          request_date: new Date().toISOString().slice(0, 10),
          request_type: body.request_type,
          status: 'pending',
          authorized_by: user.username,
          user_name: text(body.user_name, 60, 'user_name', true)!,
          user_email: email,
          comments: text(body.comments, 1000, 'comments'),
          customer,
          model_after: text(body.model_after, 100, 'model_after'),
          accounts: body.accounts.map(account),
        };
        requestsOf(app).push(request);
        return reply(201, request);
      },
    },
  ];
}
