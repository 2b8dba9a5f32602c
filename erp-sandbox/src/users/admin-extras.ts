// The user dialog's roles, catalogs and departments (account-admin-calls §3, §4, §5) as the ERP applies an
// administrator's payload: only a super administrator changes ROLE_SUPERADMIN or the catalogs; nobody
// removes their own administrator role; departments are the company's active ones, at most one default.
import { HttpError } from '../http/router.ts';
import type { App } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import { catalogListings } from '../catalog/catalog-list.ts';
import { departmentsOf } from '../departments/store.ts';
import { profileFields, profileState } from '../profile/profile-state.ts';
import { isAdmin, isSuperAdmin } from './admin.ts';

type Role = StoredUser['roles'][number];
const ROLES: readonly Role[] = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERADMIN'];
const MAX_CATALOGS = 20;
const SITE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Departments to save after the user: the active ones the user belongs to and the default. */
export interface DepartmentChoice {
  keys: string[];
  defaultKey: string | null;
}

function rolesOf(me: StoredUser, user: StoredUser, raw: unknown): Role[] {
  if (!Array.isArray(raw) || raw.length > ROLES.length || raw.some((r) => !ROLES.includes(r as Role)))
    throw new HttpError(400, `roles: some of ${ROLES.join(', ')}.`);
  const wanted = new Set(raw as Role[]);
  // A super administrator is an administrator too.
  if (wanted.has('ROLE_SUPERADMIN')) wanted.add('ROLE_ADMIN');
  const roles = ROLES.filter((r) => r === 'ROLE_USER' || wanted.has(r));
  if (roles.includes('ROLE_SUPERADMIN') !== user.roles.includes('ROLE_SUPERADMIN') && !isSuperAdmin(me))
    throw new HttpError(403, 'Only a super administrator may grant or remove ROLE_SUPERADMIN.');
  if (user.id === me.id && isAdmin(user) && !roles.includes('ROLE_ADMIN'))
    throw new HttpError(400, 'You cannot remove your own administrator role.');
  return roles;
}

function catalogsOf(app: App, me: StoredUser, user: StoredUser, raw: unknown): StoredUser['catalog_meta_data'] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_CATALOGS || raw.some((c) => typeof c !== 'string'))
    throw new HttpError(400, `catalog: 1 to ${MAX_CATALOGS} catalog names.`);
  const names = raw as string[];
  const same = names.length === user.catalog.length && names.every((n, i) => n === user.catalog[i]);
  if (!same && !isSuperAdmin(me)) throw new HttpError(403, 'Only a super administrator may change catalog.');
  if (new Set(names).size !== names.length) throw new HttpError(400, 'catalog: a catalog appears twice.');
  const known = catalogListings(app);
  return names.map((name) => {
    const listing = known.find((c) => c.catalog_name === name);
    if (!listing) throw new HttpError(400, `catalog: ${name} is not a catalog.`);
    return { catalog: name, name: listing.label, imageUrl: null };
  });
}

function departmentChoice(app: App, user: StoredUser, raw: unknown): DepartmentChoice {
  if (!Array.isArray(raw) || raw.length > 1000) throw new HttpError(400, 'departments: up to 1000 departments.');
  const active = departmentsOf(app, user.customer_number).filter((d) => d.active);
  const keys: string[] = [];
  const defaults: string[] = [];
  for (const entry of raw as unknown[]) {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const key = item.department_key;
    if (typeof key !== 'string' || !active.some((d) => d.department_key === key))
      throw new HttpError(400, `departments: ${String(key)} is not an active department of this company.`);
    if (keys.includes(key)) throw new HttpError(400, `departments: ${key} appears twice.`);
    if (item.is_default !== undefined && typeof item.is_default !== 'boolean')
      throw new HttpError(400, 'departments: is_default must be true or false.');
    keys.push(key);
    if (item.is_default === true) defaults.push(key);
  }
  if (defaults.length > 1) throw new HttpError(400, 'departments: at most one default department.');
  return { keys, defaultKey: defaults[0] ?? null };
}

/** Custom-field values an administrator sets: the user's customer's active, editable fields. */
function cdfChoice(user: StoredUser, raw: unknown): { cdfId: number; value: string }[] {
  if (!Array.isArray(raw) || raw.length > 50) throw new HttpError(400, 'cdf: a list of { cdfId, value }.');
  const fields = profileFields(user.customer_number);
  const problems: string[] = [];
  const values = (raw as unknown[]).flatMap((entry, index) => {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const field = fields.find((f) => f.cdfId === item.cdfId);
    if (!field || typeof item.value !== 'string') {
      problems.push(`cdf[${index}]: not a custom field of the user's customer.`);
      return [];
    }
    const value = item.value.trim();
    if (value.length > 100) problems.push(`cdf.${field.cdfId}: ${field.name} has at most 100 characters.`);
    else if (!value && field.required) problems.push(`cdf.${field.cdfId}: ${field.name} is required.`);
    return [{ cdfId: field.cdfId, value }];
  });
  if (problems.length) throw new HttpError(400, problems.join('\n'));
  return values;
}

/** Applies roles, catalogs and allow_all_departments; answers the departments to save with the user. */
export function applyAdminExtras(
  app: App,
  me: StoredUser,
  user: StoredUser,
  body: Record<string, unknown>,
): { user: StoredUser; departments: DepartmentChoice | null; cdf: { cdfId: number; value: string }[] } {
  const next: StoredUser = { ...user };
  if (body.roles !== undefined) next.roles = rolesOf(me, user, body.roles);
  if (body.catalog !== undefined) {
    next.catalog_meta_data = catalogsOf(app, me, user, body.catalog);
    next.catalog = next.catalog_meta_data.map((c) => c.catalog);
  }
  if (body.domain !== undefined) {
    if (typeof body.domain !== 'string' || body.domain.length > 100 || !SITE_DOMAIN.test(body.domain))
      throw new HttpError(400, 'domain: a site domain such as www.vallen.example.');
    next.domain = body.domain;
  }
  if (body.allow_all_departments !== undefined) {
    if (typeof body.allow_all_departments !== 'boolean')
      throw new HttpError(400, 'allow_all_departments must be true or false.');
    next.allow_all_departments = body.allow_all_departments;
  }
  const departments = body.departments === undefined ? null : departmentChoice(app, user, body.departments);
  const cdf = body.cdf === undefined ? [] : cdfChoice(user, body.cdf);
  return { user: next, departments, cdf };
}

/** The user belongs to exactly the chosen active departments (inactive ones keep their users). */
export function saveDepartments(app: App, user: StoredUser, choice: DepartmentChoice): void {
  for (const department of departmentsOf(app, user.customer_number)) {
    if (!department.active) continue;
    const member = department.users.includes(user.id);
    const wanted = choice.keys.includes(department.department_key);
    if (member && !wanted) department.users = department.users.filter((id) => id !== user.id);
    if (!member && wanted) department.users = [...department.users, user.id];
  }
  const changes = profileState(app).changes;
  changes.set(user.id, { ...changes.get(user.id), default_department: choice.defaultKey });
}
