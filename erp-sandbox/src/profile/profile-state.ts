// The profile as the user changed it, per sandbox instance (the dataset is shared and immutable):
// name, phone, notification choices, default department, custom-field values and change requests.
import type { App } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import { DEPARTMENT_GROUPED } from '../checkout/customer-settings.ts';
import { departmentsOf } from '../departments/store.ts';
import { CDF_FIELDS, seedRequests, type CdfField, type CdfRequest } from './fields.ts';

export interface ProfileChanges {
  name?: string;
  phone?: string | null;
  phone_extension?: string | null;
  email_tracking?: boolean;
  email_invoice?: boolean;
  email_scantoweb?: boolean;
  default_department?: string | null;
}

export interface ProfileState {
  changes: Map<number, ProfileChanges>;
  /** userId → cdfId → value. */
  values: Map<number, Map<number, string>>;
  requests: CdfRequest[];
  nextRequestId: number;
}

const states = new WeakMap<App, ProfileState>();

const startOfTodayUtc = (): number => {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

export function profileState(app: App): ProfileState {
  let state = states.get(app);
  if (!state) {
    const requests = seedRequests(startOfTodayUtc());
    state = { changes: new Map(), values: new Map(), requests, nextRequestId: 9001 + requests.length };
    states.set(app, state);
  }
  return state;
}

/** The custom fields of the user's customer that a profile shows: active and editable. */
export const profileFields = (customerNumber: string) =>
  (CDF_FIELDS[customerNumber] ?? []).filter((f) => f.active && f.editable);

/** The value of a field for a user: changed or approved, else the field's default. */
export function fieldValue(app: App, userId: number, cdfId: number, defaultValue: string): string {
  return profileState(app).values.get(userId)?.get(cdfId) ?? defaultValue;
}

/** A field as the ERP answers it for one user (User.cdf, the editable-fields call): with their value. */
export const cdfFieldOf = (app: App, userId: number, f: CdfField) => ({
  cdfId: f.cdfId,
  name: f.name,
  value: fieldValue(app, userId, f.cdfId, f.defaultValue),
  defaultValue: f.defaultValue,
  required: f.required,
  needsApproval: f.needsApproval,
});

export function setFieldValue(app: App, userId: number, cdfId: number, value: string): void {
  const values = profileState(app).values;
  let mine = values.get(userId);
  if (!mine) values.set(userId, (mine = new Map<number, string>()));
  mine.set(cdfId, value);
}

/**
 * An administrator's write of name, phone or extension is the latest: the user's own earlier profile
 * change of that field no longer shows over it.
 */
export function dropProfileChanges(
  app: App,
  userId: number,
  fields: readonly ('name' | 'phone' | 'phone_extension')[],
) {
  const changes = profileState(app).changes.get(userId);
  if (changes) for (const field of fields) delete changes[field];
}

/** The user with their profile: changes, departments, custom fields and what waits for approval. */
export function withProfile(app: App, user: StoredUser): StoredUser {
  const state = profileState(app);
  const changes = state.changes.get(user.id) ?? {};
  const defaultDepartment = changes.default_department ?? null;
  // A grouped customer's buyers choose from its fixed list; elsewhere a user has the active departments an
  // administrator gave them (all active ones with allow_all_departments).
  const own =
    DEPARTMENT_GROUPED[user.customer_number] ??
    departmentsOf(app, user.customer_number).filter(
      (d) => d.active && (user.allow_all_departments === true || d.users.includes(user.id)),
    );
  const departments = own.map((d) => ({
    department_key: d.department_key,
    description: d.description,
    is_default: d.department_key === defaultDepartment,
  }));
  const fields = profileFields(user.customer_number);
  return {
    ...user,
    name: changes.name ?? user.name,
    phone: changes.phone === undefined ? (user.phone ?? null) : changes.phone,
    phone_extension: changes.phone_extension === undefined ? (user.phone_extension ?? null) : changes.phone_extension,
    email_tracking: changes.email_tracking ?? user.email_tracking ?? true,
    email_invoice: changes.email_invoice ?? user.email_invoice ?? false,
    email_scantoweb: changes.email_scantoweb ?? user.email_scantoweb ?? false,
    departments,
    cdf: fields.map((f) => cdfFieldOf(app, user.id, f)),
    cdf_pending: state.requests
      .filter((r) => r.user_id === user.id && r.status === 'Pending')
      .map((r) => ({ id: r.id, cdfId: r.cdfId, name: r.cdfName, value: r.cdfValue })),
  };
}
