// The associates' review of new-customer applications (account-admin-calls §4, §5, §7.1) as routes:
// the list with its filters, one application, and its update. Only staff with manage_customer_apps.
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Ctx, type Route } from '../app.ts';
import { APPLICATION_STATUSES, applicationsFound, applyUpdate, findApplication } from './applications.ts';

const FILTER_MAX = 100;
const LIMIT_MAX = 100;

function requireReviewer(ctx: Ctx) {
  const user = currentUser(ctx);
  if (!user.is_vallen || !user.manage_customer_apps) throw new HttpError(403, ACCESS_DENIED);
  return user;
}

function intParam(ctx: Ctx, name: string, fallback: number, min: number, max: number): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new HttpError(400, `${name}: a whole number ${min} to ${max}.`);
  return n;
}

function oneOf<T extends string>(ctx: Ctx, name: string, values: readonly T[]): T | null {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return null;
  if (!values.includes(raw as T)) throw new HttpError(400, `${name}: one of ${values.join(', ')}.`);
  return raw as T;
}

export function applicationRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/customer-applications',
      handler: (ctx) => {
        requireReviewer(ctx);
        const status = oneOf(ctx, 'status', APPLICATION_STATUSES);
        const type = oneOf(ctx, 'customer_type', ['Existing', 'New'] as const);
        const prospect = oneOf(ctx, 'bdm_prospect', ['1', '0', 'true', 'false'] as const);
        const direction = oneOf(ctx, 'order_direction', ['ASC', 'DESC', 'asc', 'desc'] as const) ?? 'DESC';
        const offset = intParam(ctx, 'offset', 0, 0, 1_000_000);
        const limit = intParam(ctx, 'limit', 25, 1, LIMIT_MAX);
        const filter = ctx.query.get('filter') ?? '';
        if (filter.length > FILTER_MAX) throw new HttpError(400, `filter: at most ${FILTER_MAX} characters.`);
        const found = applicationsFound(app, {
          status,
          customerType: type,
          bdmProspect: prospect ? prospect === '1' || prospect === 'true' : null,
          wanted: filter.trim().toLowerCase(),
          newestFirst: direction.toUpperCase() === 'DESC',
        });
        return { applications: found.slice(offset, offset + limit), meta: { total_items: found.length } };
      },
    },
    {
      method: 'GET',
      template: '/customer-application/{id}',
      handler: (ctx) => {
        requireReviewer(ctx);
        return findApplication(app, ctx.params.id);
      },
    },
    {
      method: 'PUT',
      template: '/customer-application/{id}',
      handler: (ctx) => {
        const user = requireReviewer(ctx);
        const application = findApplication(app, ctx.params.id);
        applyUpdate(application, objectBody(ctx), user.name);
        return application;
      },
    },
  ];
}
