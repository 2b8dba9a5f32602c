// The associates' review of new-customer applications (account-admin-calls §4, §5, §7.1): the list
// with its filters, one application, and its update (status, segment, customer number, BDM prospect,
// a note). Only staff with manage_customer_apps; Approved and Rejected applications are final.
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Ctx, type Route } from '../app.ts';
import {
  APPLICATION_SEGMENTS,
  APPLICATION_STATUSES,
  FINAL_STATUSES,
  type ApplicationStatus,
  type StoredApplication,
} from '../data/applications.ts';
import { accountState } from '../account/account-state.ts';

export const APPLICATION_NOT_FOUND = 'Unable to locate application';
export const APPLICATION_FINAL = 'This application has been Approved or Rejected and can no longer be changed.';
const FILTER_MAX = 100;
const NOTE_MAX = 1000;
const LIMIT_MAX = 100;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const opt = (v: unknown): string | null => str(v) || null;

/** A submitted application as stored: Pending, segment TBD, its submission count by e-mail. */
export function newApplication(existing: StoredApplication[], body: Record<string, unknown>): StoredApplication {
  const email = str(body.email).toLowerCase();
  return {
    id: existing.reduce((max, a) => Math.max(max, a.id), 0) + 1,
    customer_type: str(body.customer_type) === 'Existing' ? 'Existing' : 'New',
    company_name: str(body.company_name),
    company_dba: str(body.company_dba),
    city: str(body.city),
    state: str(body.state),
    company_phone: str(body.company_phone),
    vallen_associate: opt(body.vallen_associate),
    duns: opt(body.duns),
    business_nature: opt(body.business_nature),
    business_type: opt(body.business_type),
    vertical: opt(body.vertical),
    mro: opt(body.mro),
    employees: opt(body.employees),
    services: Array.isArray(body.services) ? body.services.filter((s): s is string => typeof s === 'string') : [],
    name: str(body.name),
    email,
    created: new Date().toISOString(),
    status: 'Pending',
    segment: 'TBD',
    customer_number: null,
    bdm_prospect: false,
    submission: existing.filter((a) => a.email === email).length + 1,
    notes: [],
    updated_by: null,
  };
}

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

const matches = (a: StoredApplication, wanted: string): boolean =>
  [String(a.id), a.company_name, a.company_dba, a.name, a.email, a.city, a.state, a.customer_number ?? '']
    .join('\n')
    .toLowerCase()
    .includes(wanted);

function findApplication(app: App, id: string | undefined): StoredApplication {
  const found = /^\d{1,9}$/.test(id ?? '')
    ? accountState(app).applications.find((a) => a.id === Number(id))
    : undefined;
  if (!found) throw new HttpError(404, APPLICATION_NOT_FOUND);
  return found;
}

function applyUpdate(application: StoredApplication, body: Record<string, unknown>, by: string): void {
  const changes = ['status', 'segment', 'customer_number', 'bdm_prospect'].some((k) => k in body);
  if (changes && FINAL_STATUSES.includes(application.status)) throw new HttpError(409, APPLICATION_FINAL);
  if ('status' in body && !APPLICATION_STATUSES.includes(body.status as ApplicationStatus))
    throw new HttpError(400, `status: one of ${APPLICATION_STATUSES.join(', ')}.`);
  if ('segment' in body && !APPLICATION_SEGMENTS.includes(body.segment as 'TBD'))
    throw new HttpError(400, `segment: one of ${APPLICATION_SEGMENTS.join(', ')}.`);
  const number = body.customer_number;
  if ('customer_number' in body && number !== null && !(typeof number === 'string' && /^\d{1,10}$/.test(number)))
    throw new HttpError(400, 'customer_number: up to 10 digits, or null.');
  if ('bdm_prospect' in body && typeof body.bdm_prospect !== 'boolean')
    throw new HttpError(400, 'bdm_prospect: true or false.');
  const note = body.note;
  if ('note' in body && (typeof note !== 'string' || !note.trim() || note.length > NOTE_MAX))
    throw new HttpError(400, `note: 1 to ${NOTE_MAX} characters.`);
  if (!changes && !('note' in body)) throw new HttpError(400, 'Nothing to update.');
  if ('status' in body) application.status = body.status as ApplicationStatus;
  if ('segment' in body) application.segment = body.segment as 'TBD' | 'Direct';
  if ('customer_number' in body) application.customer_number = (number as string | null) ?? null;
  if ('bdm_prospect' in body) application.bdm_prospect = body.bdm_prospect as boolean;
  if (typeof note === 'string')
    application.notes.push({ description: note.trim(), updated_date: new Date().toISOString(), updated_by: by });
  application.updated_by = by;
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
        const wanted = filter.trim().toLowerCase();
        const found = accountState(app).applications.filter(
          (a) =>
            (!status || a.status === status) &&
            (!type || a.customer_type === type) &&
            (!prospect || a.bdm_prospect === (prospect === '1' || prospect === 'true')) &&
            (!wanted || matches(a, wanted)),
        );
        found.sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
        if (direction.toUpperCase() === 'DESC') found.reverse();
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
