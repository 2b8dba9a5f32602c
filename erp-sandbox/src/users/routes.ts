// Company administration's user calls (account-admin-calls §7.1): list, read, create, change,
// deactivate and reactivate users, their supervisors and approval workflow. An administrator works
// only on the companies they manage; another company's user reads as missing.
import { HttpError, reply } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Ctx, type Route } from '../app.ts';
import { hashPassword, randomSalt } from '../auth/password.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { accountState, findUser } from '../account/account-state.ts';
import { ITEM_TYPES, saveWorkflow, settingsOf } from '../approvals/workflow.ts';
import { allUsers, newUserHome, publicUser, saveUser, userById } from './directory.ts';
import {
  administeredUser,
  applyUserFields,
  isAdmin,
  isEmailAddress,
  isSupervisorOf,
  mayAdminister,
  parseWorkflow,
  requireAdmin,
  workflowView,
} from './admin.ts';
import { applyAdminExtras, saveDepartments } from './admin-extras.ts';
import { dropProfileChanges, setFieldValue, withProfile } from '../profile/profile-state.ts';
import { companySettings } from '../approvals/company-settings.ts';

const ORDER_BY = ['username', 'name', 'created'] as const;
const MAX_LIMIT = 100;
const FILTER_MAX = 100;

const listRow = (app: App, u: StoredUser): Schemas['UserListRow'] => ({
  id: u.id,
  username: u.username,
  name: u.name,
  phone: u.phone ?? null,
  customer_number: u.customer_number,
  customer_name: u.customer_name,
  roles: u.roles,
  is_supervisor: isSupervisorOf(app, u),
  active: u.active,
  created: u.created ?? null,
});

/** What a colleague who does not administer the company reads of a user: the name and the e-mail. */
const colleagueRow = (u: StoredUser): Schemas['UserListRow'] => ({
  id: u.id,
  username: u.username,
  name: u.name,
  phone: null,
  customer_number: u.customer_number,
  customer_name: u.customer_name,
  roles: ['ROLE_USER'],
  is_supervisor: false,
  active: u.active,
  created: null,
});

function intParam(ctx: Ctx, name: string, fallback: number, min: number, max: number): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < min || v > max)
    throw new HttpError(400, `${name}: a whole number from ${min} to ${max}.`);
  return v;
}

function filterParam(ctx: Ctx): string {
  const filter = (ctx.query.get('filter') ?? '').trim().toLowerCase();
  if (filter.length > FILTER_MAX) throw new HttpError(400, `filter: at most ${FILTER_MAX} characters.`);
  return filter;
}

function companyUsers(app: App, customerNumber: string): StoredUser[] {
  return allUsers(app).filter((u) => u.customer_number === customerNumber);
}

function createUser(app: App, me: StoredUser, body: Record<string, unknown>): StoredUser {
  const customerNumber = typeof body.customer_number === 'string' ? body.customer_number : me.customer_number;
  const customer = app.ds.customers.get(customerNumber);
  if (!customer || !mayAdminister(me, customerNumber)) throw new HttpError(403, ACCESS_DENIED);
  const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
  if (!isEmailAddress(username)) throw new HttpError(400, 'username: a valid e-mail address.');
  if (findUser(app, username)) throw new HttpError(409, `There is already an account for ${username}`);
  const password = typeof body.password === 'string' ? body.password : '';
  if (password.length < 6 || password.length > 50 || !/\d/.test(password) || !/[a-z]/.test(password))
    throw new HttpError(400, 'password: 6 to 50 characters with a digit and a lowercase letter.');
  const template = allUsers(app).find((u) => u.customer_number === customerNumber) ?? me;
  const id = accountState(app).nextUserId++;
  const base: StoredUser = {
    ...template,
    id,
    username,
    name: '',
    phone: null,
    phone_extension: null,
    customer_number: customer.customer_number,
    default_customer_number: customer.customer_number,
    customer_name: customer.name,
    customer_type: 'customer',
    roles: ['ROLE_USER'],
    is_supervisor: false,
    is_vallen: false,
    can_multiview: false,
    allowedCompanies: [{ id: 1, customerNumber: customer.customer_number, customerName: customer.name }],
    custom_landing_page: null,
    active: true,
    ...newUserHome(app, username),
    user_type: 'standard',
    spend_limit: null,
    supervisor_ids: [],
    created: new Date().toISOString(),
    force_reset: body.force_reset === true,
    manage_users: false,
    manage_departments: false,
    manage_customer_apps: false,
    passwordHash: hashPassword(password, randomSalt()),
  };
  return applyUserFields(me, base, { can_submit_non_stock: false, ...body, name: body.name ?? '' });
}

/**
 * Saves the user and, when the payload has them, the rows the approval flow applies from now on and the
 * user's departments. Everything is checked before anything is stored.
 */
function store(app: App, me: StoredUser, user: StoredUser, body: Record<string, unknown>): StoredUser {
  const extras = applyAdminExtras(app, me, user, body);
  let saved = extras.user;
  if (body.approval_workflow === null) {
    // Units mode with approval off (§4): the user's workflow settings are nulled.
    saveWorkflow(app, user.id, []);
    saved = { ...saved, is_supervisor: false, spend_limit: null, supervisor_ids: [] };
  } else if (body.approval_workflow !== undefined) {
    // A user already stored has rows to compare with (the payload repeats the untouched ones).
    const before = userById(app, user.id) ? workflowView(app, user) : null;
    const rows = parseWorkflow(app, user.customer_number, body.approval_workflow, user.id, before);
    saveWorkflow(app, user.id, rows);
    saved = { ...saved, is_supervisor: rows.some((row) => row.is_supervisor) };
  }
  saveUser(app, saved);
  if (extras.departments) saveDepartments(app, saved, extras.departments);
  for (const { cdfId, value } of extras.cdf) setFieldValue(app, saved.id, cdfId, value);
  return saved;
}

const ROLES = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERADMIN'] as const;
type Role = (typeof ROLES)[number];
const DOMAIN_RE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
/** A super administrator counts as an administrator (§6); every user has ROLE_USER. */
const hasRole = (user: StoredUser, role: Role): boolean =>
  role === 'ROLE_USER' || (role === 'ROLE_ADMIN' ? isAdmin(user) : user.roles.includes(role));

export function userAdminRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/users',
      handler: (ctx): Schemas['UserList'] => {
        const me = currentUser(ctx);
        requireAdmin(me);
        const numbers = (ctx.query.get('customer_numbers') ?? me.customer_number).split(',').filter(Boolean);
        if (numbers.length === 0 || numbers.length > 50 || numbers.some((n) => !/^\d{1,10}$/.test(n)))
          throw new HttpError(400, 'customer_numbers: up to 50 customer numbers, comma separated.');
        if (numbers.some((n) => !mayAdminister(me, n))) throw new HttpError(403, ACCESS_DENIED);
        const filter = filterParam(ctx);
        const orderBy = (ctx.query.get('order_by') ?? 'username') as (typeof ORDER_BY)[number];
        if (!ORDER_BY.includes(orderBy)) throw new HttpError(400, `order_by: one of ${ORDER_BY.join(', ')}.`);
        const direction = ctx.query.get('order_direction') ?? 'asc';
        if (direction !== 'asc' && direction !== 'desc') throw new HttpError(400, "order_direction: 'asc' or 'desc'.");
        const activeParam = ctx.query.get('active');
        if (activeParam !== null && activeParam !== '0' && activeParam !== '1')
          throw new HttpError(400, "active: '1' for active users only, '0' for deactivated ones.");
        const role = ctx.query.get('has_role') as Role | null;
        if (role !== null && !ROLES.includes(role)) throw new HttpError(400, `has_role: one of ${ROLES.join(', ')}.`);
        const domain = ctx.query.get('domain')?.toLowerCase() ?? null;
        if (domain !== null && !DOMAIN_RE.test(domain))
          throw new HttpError(400, 'domain: an e-mail domain such as example.com.');
        const limit = intParam(ctx, 'limit', 25, 1, MAX_LIMIT);
        const offset = intParam(ctx, 'offset', 0, 0, 1_000_000);
        const matching = allUsers(app)
          .filter((u) => numbers.includes(u.customer_number))
          .filter((u) => activeParam === null || u.active === (activeParam === '1'))
          .filter((u) => role === null || hasRole(u, role))
          .filter((u) => domain === null || u.username.toLowerCase().endsWith(`@${domain}`))
          .filter(
            (u) =>
              !filter ||
              u.username.toLowerCase().includes(filter) ||
              u.name.toLowerCase().includes(filter) ||
              (u.phone ?? '').includes(filter),
          )
          .sort((a, b) => {
            const key = (u: StoredUser) => (orderBy === 'created' ? (u.created ?? '') : u[orderBy].toLowerCase());
            const c = key(a).localeCompare(key(b)) || a.id - b.id;
            return direction === 'asc' ? c : -c;
          });
        const users = matching.slice(offset, offset + limit).map((u) => listRow(app, u));
        return { users, meta: { total_items: matching.length, current_items: users.length } };
      },
    },
    {
      method: 'GET',
      template: '/users/{customerNumber}',
      handler: (ctx): Schemas['UserList'] => {
        const me = currentUser(ctx);
        const number = ctx.params.customerNumber!;
        // Department administrators pick a department's users from here too.
        const managesDepartments = isAdmin(me) && me.manage_departments && me.customer_number === number;
        const administers = mayAdminister(me, number) || managesDepartments;
        // Any user reads their own company's names and e-mails (the invoice e-mail recipients), nothing more.
        if (!administers && me.customer_number !== number) throw new HttpError(403, ACCESS_DENIED);
        const users = companyUsers(app, number)
          .filter((u) => u.active)
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
          .map((u) => (administers ? listRow(app, u) : colleagueRow(u)));
        return { users, meta: { total_items: users.length, current_items: users.length } };
      },
    },
    {
      method: 'GET',
      template: '/{type}/{id}/supervisors',
      handler: (ctx): Schemas['SupervisorList'] => {
        const me = currentUser(ctx);
        if (ctx.params.type !== 'user') throw new HttpError(400, 'Missing required data');
        const number = ctx.query.get('customer_number') ?? me.customer_number;
        // A user with user_setup names the supervisors of their own company in a user setup request.
        const requestsSetup = me.user_setup && me.customer_number === number;
        if (!requestsSetup) {
          requireAdmin(me);
          if (!mayAdminister(me, number)) throw new HttpError(403, ACCESS_DENIED);
        }
        const unitType = ctx.query.get('unit_type');
        if (unitType !== null && !ITEM_TYPES.includes(unitType))
          throw new HttpError(400, `unit_type: one of ${ITEM_TYPES.join(', ')}.`);
        const filter = filterParam(ctx);
        if (filter.length < 2) throw new HttpError(400, 'filter: more than 1 character.');
        const self = Number(ctx.params.id);
        const supervisors = companyUsers(app, number)
          .filter((u) => u.active && u.id !== self && isSupervisorOf(app, u))
          .filter((u) => u.name.toLowerCase().includes(filter) || u.username.toLowerCase().includes(filter))
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
          .slice(0, 25)
          .map((u) => ({ id: u.id, name: u.name, username: u.username }));
        return { supervisors };
      },
    },
    {
      method: 'GET',
      template: '/user-approval-workflow/{id}',
      handler: (ctx): Schemas['UserApprovalWorkflow'] => {
        const me = currentUser(ctx);
        // Users read their own rows (the FRC manager's allowances); anyone else's needs their administrator.
        const user = ctx.params.id === String(me.id) ? me : administeredUser(app, me, ctx.params.id);
        const settings = settingsOf(user.customer_number);
        const people = (ids: number[]) =>
          ids.map((id) => {
            const u = userById(app, id);
            return { id, name: u?.name ?? 'Unknown', username: u?.username ?? '' };
          });
        return {
          user_id: user.id,
          workflow_approval: settings.workflow_approval,
          workflow_limit_basis: settings.workflow_limit_basis,
          workflow_currency: settings.workflow_currency,
          workflow_dept_limit: settings.workflow_dept_limit,
          ...companySettings(app, user.customer_number, user.warehouse),
          rows: workflowView(app, user).map((row) => ({
            unit_type: row.unit_type,
            is_supervisor: row.is_supervisor,
            is_master: row.is_master,
            spend_limit: row.spend_limit,
            max_limit: row.max_limit,
            limit_type: settings.workflow_currency === 'units' ? 'units' : 'other',
            limit_reset_years: row.limit_reset_years,
            limit_reset: row.limit_reset,
            spent_amount: row.spent_amount,
            supervisors: people(row.supervisors),
          })),
        };
      },
    },
    {
      method: 'DELETE',
      template: '/user/{id}',
      handler: (ctx) => {
        const me = currentUser(ctx);
        const user = administeredUser(app, me, ctx.params.id);
        if (user.id === me.id) throw new HttpError(400, 'You cannot deactivate your own account.');
        saveUser(app, { ...user, active: false });
        return { id: user.id, active: false };
      },
    },
  ];
}

/** POST /user with an administrator's token: a new active user of a company the caller manages. */
export function createByAdmin(app: App, me: StoredUser, ctx: Ctx) {
  requireAdmin(me);
  const body = objectBody(ctx);
  const user = store(app, me, createUser(app, me, body), body);
  return reply(201, { id: user.id, username: user.username, active: true, message: 'User created.' });
}

/** PUT /user/{id} by an administrator: fields, flags, active and the approval workflow. */
export function updateByAdmin(app: App, me: StoredUser, ctx: Ctx): Schemas['User'] {
  const user = administeredUser(app, me, ctx.params.id);
  const body = objectBody(ctx);
  if (body.active !== undefined && typeof body.active !== 'boolean')
    throw new HttpError(400, 'active must be true or false.');
  if (body.active === false && user.id === me.id) throw new HttpError(400, 'You cannot deactivate your own account.');
  const next = applyUserFields(me, user, body);
  if (typeof body.active === 'boolean') next.active = body.active;
  const saved = store(app, me, next, body);
  dropProfileChanges(
    app,
    user.id,
    (['name', 'phone', 'phone_extension'] as const).filter((field) => body[field] !== undefined),
  );
  return publicUser(withProfile(app, saved));
}
