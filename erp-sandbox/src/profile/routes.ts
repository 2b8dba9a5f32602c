import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Route } from '../app.ts';
import { CDF_FIELDS, type CdfRequest, type CdfStatus } from './fields.ts';
import { cdfFieldOf, profileState, setFieldValue } from './profile-state.ts';
import { administeredUser, isAdmin, mayAdminister } from '../users/admin.ts';

const STATUSES: readonly CdfStatus[] = ['Pending', 'Approved', 'Rejected'];

const idOf = (raw: string | undefined, name: string): number => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new HttpError(400, `${name}: a number.`);
  return Number(raw);
};

const whole = (raw: string | null, name: string, fallback: number, min: number, max: number): number => {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new HttpError(400, `${name}: a whole number from ${min} to ${max}.`);
  return Number(raw);
};

/** The answer's shape: the spec's fields, with the field's id and the approver. */
const view = (r: CdfRequest) => ({
  id: r.id,
  userName: r.userName,
  userEmail: r.userEmail,
  cdfId: r.cdfId,
  cdfName: r.cdfName,
  cdfValue: r.cdfValue,
  created: r.created,
  status: r.status,
  customer_number: r.customer_number,
  user_id: r.user_id,
  approver_id: r.approver_id,
  resolved: r.resolved,
});

/** Newest first; Pending before the rest when the list is not filtered by status. */
const order = (a: CdfRequest, b: CdfRequest) =>
  Number(b.status === 'Pending') - Number(a.status === 'Pending') || b.created.localeCompare(a.created) || b.id - a.id;

/** Custom fields and profile update requests (account-admin-calls §7.4). */
export function profileRoutes(app: App): Route[] {
  const requests = () => profileState(app).requests;
  /** Only the approver themself reads and resolves their requests. */
  const approverOf = (ctx: Parameters<Route['handler']>[0]) => {
    const me = currentUser(ctx);
    if (idOf(ctx.params.approver, 'approver') !== me.id) throw new HttpError(403, ACCESS_DENIED);
    return me;
  };
  return [
    {
      method: 'GET',
      template: '/customer-defined-fields/{customer}',
      handler: (ctx) => {
        const me = currentUser(ctx);
        // An administrator reads the fields of a company they administer (a new user's, in Add User).
        if (ctx.params.customer !== me.customer_number && !(isAdmin(me) && mayAdminister(me, ctx.params.customer!)))
          throw new HttpError(403, ACCESS_DENIED);
        const active = ctx.query.get('active');
        const editable = ctx.query.get('editable');
        for (const [name, value] of [
          ['active', active],
          ['editable', editable],
        ] as const)
          if (value !== null && value !== '0' && value !== '1') throw new HttpError(400, `${name}: 1 or 0.`);
        return (CDF_FIELDS[ctx.params.customer!] ?? [])
          .filter(
            (f) =>
              (active === null || f.active === (active === '1')) &&
              (editable === null || f.editable === (editable === '1')),
          )
          .map(({ approverId: _approver, ...f }) => f);
      },
    },
    {
      // An administrator's view of one user's fields (the user dialog's custom fields, §5).
      method: 'GET',
      template: '/customer-defined-fields/editable/{id}/{customer}',
      handler: (ctx) => {
        const user = administeredUser(app, currentUser(ctx), ctx.params.id);
        if (ctx.params.customer !== user.customer_number) throw new HttpError(404, 'Not the user’s customer.');
        const active = ctx.query.get('active');
        if (active !== null && active !== '0' && active !== '1') throw new HttpError(400, 'active: 1 or 0.');
        return (CDF_FIELDS[user.customer_number] ?? [])
          .filter((f) => f.editable && (active === null || f.active === (active === '1')))
          .map((f) => cdfFieldOf(app, user.id, f));
      },
    },
    {
      method: 'GET',
      template: '/customer-defined-fields/requests/{approver}',
      handler: (ctx) => {
        const me = approverOf(ctx);
        const status = ctx.query.get('status');
        if (status !== null && status !== '' && !STATUSES.includes(status as CdfStatus))
          throw new HttpError(400, 'status: Pending, Approved or Rejected.');
        const limit = whole(ctx.query.get('limit'), 'limit', 10, 1, 100);
        const offset = whole(ctx.query.get('offset'), 'offset', 0, 0, 1_000_000);
        const mine = requests()
          .filter((r) => r.approver_id === me.id && (!status || r.status === status))
          .sort(order);
        return {
          requests: mine.slice(offset, offset + limit).map(view),
          meta: { total_items: mine.length, current_items: Math.max(0, Math.min(limit, mine.length - offset)) },
        };
      },
    },
    {
      method: 'GET',
      template: '/customer-defined-fields/requests/{approver}/totals',
      handler: (ctx) => {
        const me = approverOf(ctx);
        const mine = requests().filter((r) => r.approver_id === me.id);
        const count = (status: CdfStatus) => mine.filter((r) => r.status === status).length;
        return {
          Pending: count('Pending'),
          Approved: count('Approved'),
          Rejected: count('Rejected'),
          total: mine.length,
        };
      },
    },
    {
      method: 'PUT',
      template: '/customer-defined-fields/requests/{approver}/{id}',
      handler: (ctx) => {
        const me = approverOf(ctx);
        const request = requests().find((r) => r.id === idOf(ctx.params.id, 'id'));
        if (!request || request.approver_id !== me.id) throw new HttpError(404, 'Request not found.');
        const status = objectBody(ctx).status;
        if (status !== 'Approved' && status !== 'Rejected') throw new HttpError(400, 'status: Approved or Rejected.');
        if (request.status !== 'Pending') throw new HttpError(409, 'This request has already been processed.');
        request.status = status;
        request.resolved = new Date().toISOString();
        if (status === 'Approved' && request.user_id !== null)
          setFieldValue(app, request.user_id, request.cdfId, request.cdfValue);
        return view(request);
      },
    },
    {
      method: 'GET',
      template: '/customer-defined-fields/requests/user/{id}',
      handler: (ctx) => {
        const me = currentUser(ctx);
        if (idOf(ctx.params.id, 'id') !== me.id) throw new HttpError(403, ACCESS_DENIED);
        return requests()
          .filter((r) => r.user_id === me.id)
          .sort(order)
          .map(view);
      },
    },
    {
      method: 'GET',
      template: '/customer-defined-fields/request/{id}',
      handler: (ctx) => {
        const me = currentUser(ctx);
        const request = requests().find((r) => r.id === idOf(ctx.params.id, 'id'));
        // Another user's request reads as missing: only its requester and its approver see it.
        if (!request || (request.approver_id !== me.id && request.user_id !== me.id))
          throw new HttpError(404, 'Request not found.');
        return view(request);
      },
    },
  ];
}
