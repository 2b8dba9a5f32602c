// Manage departments (account-admin-calls §7.3): an administrator with manage_departments lists, reads,
// adds, changes and deletes the departments of the companies they manage; another company's
// department reads as missing. A department with users cannot be deleted.
import { HttpError, reply } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Ctx, type Route } from '../app.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { isAdmin, isSuperAdmin, mayAdminister } from '../users/admin.ts';
import { userById } from '../users/directory.ts';
import { UNLIMITED } from '../approvals/limits.ts';
import { departmentById, departmentsOf, newDepartmentId, type Department } from './store.ts';

const KEY_MAX = 20;
const DESCRIPTION_MAX = 60;
const LIMIT_MAX = 99_999_999;

/** The customers whose departments the caller manages. */
function mayManage(me: StoredUser, customerNumber: string): boolean {
  if (isSuperAdmin(me)) return true;
  if (!isAdmin(me) || !me.manage_departments) return false;
  return (
    customerNumber === me.customer_number ||
    customerNumber === me.default_customer_number ||
    (me.allowedCompanies ?? []).some((c) => c.customerNumber === customerNumber)
  );
}

function requireDepartmentAdmin(me: StoredUser): void {
  if (!isSuperAdmin(me) && (!isAdmin(me) || !me.manage_departments)) throw new HttpError(403, ACCESS_DENIED);
}

function find(app: App, me: StoredUser, rawId: string | undefined): { list: Department[]; department: Department } {
  requireDepartmentAdmin(me);
  // Any company's department for a super administrator; another company's reads as missing.
  const department = departmentById(app, Number(rawId), (number) => app.ds.customers.has(number));
  if (!department || !mayManage(me, department.customer_number)) throw new HttpError(404, 'Department not found.');
  return { list: departmentsOf(app, department.customer_number), department };
}

const view = (d: Department): Schemas['Department'] => ({ ...d, users: [...d.users], supervisors: [...d.supervisors] });

function fields(app: App, customerNumber: string, body: Record<string, unknown>, current: Department | null) {
  const key = body.department_key ?? current?.department_key;
  if (typeof key !== 'string' || !key.trim()) throw new HttpError(400, 'department_key is required.');
  if (key.trim().length > KEY_MAX) throw new HttpError(400, `department_key may be at most ${KEY_MAX} characters.`);
  const description = body.description ?? current?.description;
  if (typeof description !== 'string' || !description.trim()) throw new HttpError(400, 'description is required.');
  if (description.trim().length > DESCRIPTION_MAX)
    throw new HttpError(400, `description may be at most ${DESCRIPTION_MAX} characters.`);
  const limit = body.spend_limit === undefined ? (current?.spend_limit ?? UNLIMITED) : body.spend_limit;
  if (
    limit !== null &&
    (typeof limit !== 'number' || !Number.isFinite(limit) || (limit < 0 && limit !== UNLIMITED) || limit > LIMIT_MAX)
  )
    throw new HttpError(400, 'spend_limit: an amount of 0 or more, or -1 for no limit.');
  const users = body.users ?? current?.users ?? [];
  if (!Array.isArray(users) || users.length > 1000) throw new HttpError(400, 'users: up to 1000 user ids.');
  for (const id of users) {
    const user = typeof id === 'number' ? userById(app, id) : undefined;
    if (!user || user.customer_number !== customerNumber)
      throw new HttpError(400, `User ${String(id)} is not a user of this company.`);
  }
  const active = body.active ?? current?.active ?? true;
  if (typeof active !== 'boolean') throw new HttpError(400, 'active must be true or false.');
  return {
    department_key: key.trim().toUpperCase(),
    description: description.trim(),
    spend_limit: limit === null ? UNLIMITED : Math.round(limit * 100) / 100,
    users: [...new Set(users as number[])],
    active,
  };
}

function intParam(ctx: Ctx, name: string, fallback: number, min: number, max: number): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  const v = Number(raw);
  if (!Number.isInteger(v) || v < min || v > max)
    throw new HttpError(400, `${name}: a whole number from ${min} to ${max}.`);
  return v;
}

export function departmentRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/department',
      handler: (ctx): Schemas['DepartmentList'] => {
        const me = currentUser(ctx);
        const number = ctx.query.get('customer_number') ?? me.customer_number;
        // A user administrator reads the departments to give users them (the user dialog's Departments tab).
        if (!mayManage(me, number) && !mayAdminister(me, number)) throw new HttpError(403, ACCESS_DENIED);
        const filter = (ctx.query.get('filter') ?? '').trim().toLowerCase();
        if (filter.length > 100) throw new HttpError(400, 'filter: at most 100 characters.');
        const orderBy = ctx.query.get('order_by') ?? 'department_key';
        if (orderBy !== 'department_key' && orderBy !== 'description')
          throw new HttpError(400, "order_by: 'department_key' or 'description'.");
        const direction = ctx.query.get('order_direction') ?? 'asc';
        if (direction !== 'asc' && direction !== 'desc') throw new HttpError(400, "order_direction: 'asc' or 'desc'.");
        const active = ctx.query.get('active');
        if (active !== null && active !== '0' && active !== '1') throw new HttpError(400, "active: '0' or '1'.");
        const userId = ctx.query.get('user_id');
        const limit = intParam(ctx, 'limit', 25, 1, 1000);
        const offset = intParam(ctx, 'offset', 0, 0, 1_000_000);
        const matching = departmentsOf(app, number)
          .filter((d) => active === null || d.active === (active === '1'))
          .filter((d) => userId === null || d.users.includes(Number(userId)))
          .filter(
            (d) =>
              !filter ||
              d.department_key.toLowerCase().includes(filter) ||
              d.description.toLowerCase().includes(filter),
          )
          .sort((a, b) => {
            const c = a[orderBy].localeCompare(b[orderBy]) || a.id - b.id;
            return direction === 'asc' ? c : -c;
          });
        const departments = matching.slice(offset, offset + limit).map(view);
        return { departments, meta: { total_items: matching.length, current_items: departments.length } };
      },
    },
    {
      method: 'GET',
      template: '/department/{id}',
      handler: (ctx): Schemas['Department'] => view(find(app, currentUser(ctx), ctx.params.id).department),
    },
    {
      method: 'GET',
      template: '/department/{id}/users',
      handler: (ctx): Schemas['SupervisorList'] => {
        const { department } = find(app, currentUser(ctx), ctx.params.id);
        return {
          supervisors: department.users.flatMap((id) => {
            const u = userById(app, id);
            return u ? [{ id, name: u.name, username: u.username }] : [];
          }),
        };
      },
    },
    {
      method: 'POST',
      template: '/department',
      handler: (ctx) => {
        const me = currentUser(ctx);
        requireDepartmentAdmin(me);
        const body = objectBody(ctx);
        const number = typeof body.customer_number === 'string' ? body.customer_number : me.customer_number;
        if (!mayManage(me, number) || !app.ds.customers.has(number)) throw new HttpError(403, ACCESS_DENIED);
        const list = departmentsOf(app, number);
        const values = fields(app, number, body, null);
        if (list.some((d) => d.department_key === values.department_key))
          throw new HttpError(409, `Department ${values.department_key} already exists.`);
        const department: Department = {
          id: newDepartmentId(app),
          customer_number: number,
          supervisors: [],
          created_by: me.username,
          created_date: new Date().toISOString().slice(0, 10),
          updated_by: null,
          updated_date: null,
          ...values,
        };
        list.push(department);
        return reply(201, view(department));
      },
    },
    {
      method: 'PUT',
      template: '/department/{id}',
      handler: (ctx): Schemas['Department'] => {
        const me = currentUser(ctx);
        const { list, department } = find(app, me, ctx.params.id);
        const values = fields(app, department.customer_number, objectBody(ctx), department);
        if (list.some((d) => d.id !== department.id && d.department_key === values.department_key))
          throw new HttpError(409, `Department ${values.department_key} already exists.`);
        Object.assign(department, values, {
          updated_by: me.username,
          updated_date: new Date().toISOString().slice(0, 10),
        });
        return view(department);
      },
    },
    {
      method: 'DELETE',
      template: '/department/{id}',
      handler: (ctx) => {
        const { list, department } = find(app, currentUser(ctx), ctx.params.id);
        if (department.users.length > 0) throw new HttpError(409, 'A department with users cannot be deleted.');
        list.splice(list.indexOf(department), 1);
        return { id: department.id, deleted: true };
      },
    },
  ];
}
