// New-customer applications as the ERP keeps them (account-admin-calls §4, §5, §7.1): a submitted one,
// the list a reviewer filters, one application, and its update (status, segment, customer number, BDM
// prospect, a note). Approved and Rejected applications are final.
import { HttpError } from '../http/router.ts';
import type { App } from '../app.ts';
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
const NOTE_MAX = 1000;

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

const matches = (a: StoredApplication, wanted: string): boolean =>
  [String(a.id), a.company_name, a.company_dba, a.name, a.email, a.city, a.state, a.customer_number ?? '']
    .join('\n')
    .toLowerCase()
    .includes(wanted);

export function findApplication(app: App, id: string | undefined): StoredApplication {
  const found = /^\d{1,9}$/.test(id ?? '')
    ? accountState(app).applications.find((a) => a.id === Number(id))
    : undefined;
  if (!found) throw new HttpError(404, APPLICATION_NOT_FOUND);
  return found;
}

export function applyUpdate(application: StoredApplication, body: Record<string, unknown>, by: string): void {
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

export { APPLICATION_STATUSES };

export type ApplicationFilters = {
  status: ApplicationStatus | null;
  customerType: 'Existing' | 'New' | null;
  bdmProspect: boolean | null;
  /** Lower-case text to find in the company, contact, e-mail, city, state, id or customer number. */
  wanted: string;
  newestFirst: boolean;
};

/** The applications that pass the filters, oldest first unless newest first. */
export function applicationsFound(app: App, filters: ApplicationFilters): StoredApplication[] {
  const found = accountState(app).applications.filter(
    (a) =>
      (!filters.status || a.status === filters.status) &&
      (!filters.customerType || a.customer_type === filters.customerType) &&
      (filters.bdmProspect === null || a.bdm_prospect === filters.bdmProspect) &&
      (!filters.wanted || matches(a, filters.wanted)),
  );
  found.sort((a, b) => a.created.localeCompare(b.created) || a.id - b.id);
  if (filters.newestFirst) found.reverse();
  return found;
}
