// What an administrator may do to which user, and the admin user payload (account-admin-calls §5,
// §6), as the ERP enforces it whatever the store sends.
import { HttpError } from '../http/router.ts';
import { ACCESS_DENIED, type App } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import { ITEM_TYPES, savedWorkflow, settingsOf, workflowRows } from '../approvals/workflow.ts';
import { ALL_TYPES, UNLIMITED, type WorkflowRow } from '../approvals/limits.ts';
import { userById } from './directory.ts';

export const FLAGS = [
  'can_submit_orders',
  'require_cc',
  'disable_cc',
  'can_submit_non_stock',
  'can_submit_quotes',
  'can_edit_bill_to',
  'can_edit_ship_to',
  'can_share_cart',
  'express_checkout',
  'account_overview',
  'manage_users',
  'manage_departments',
  'order_history',
  'review_quotes',
  'open_invoices',
  'paid_invoices',
  'summary_invoices',
  'user_setup',
  'manage_customer_apps',
  'universal_crib',
  'can_multiview',
  'site_chat',
  'site_tour',
  'email_tracking',
  'email_invoice',
  'email_scantoweb',
] as const;
export type Flag = (typeof FLAGS)[number];
/** Granted only by a super administrator (Multiview and the staff tools need super access). */
const SUPER_FLAGS: readonly Flag[] = ['can_multiview', 'manage_customer_apps'];
const SUB_OPTIONS: readonly Flag[] = ['require_cc', 'disable_cc', 'can_submit_non_stock'];
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const LIMIT_MAX = 99_999_999;

export const isSuperAdmin = (user: StoredUser): boolean => user.roles.includes('ROLE_SUPERADMIN');
export const isAdmin = (user: StoredUser): boolean => isSuperAdmin(user) || user.roles.includes('ROLE_ADMIN');

/** The customers an administrator manages: any for a super admin, else their own and allowed companies. */
export function mayAdminister(me: StoredUser, customerNumber: string): boolean {
  if (isSuperAdmin(me)) return true;
  if (!isAdmin(me) || !me.manage_users) return false;
  return (
    customerNumber === me.default_customer_number ||
    customerNumber === me.customer_number ||
    (me.allowedCompanies ?? []).some((c) => c.customerNumber === customerNumber)
  );
}

export function requireAdmin(me: StoredUser): void {
  if (!isAdmin(me) || (!isSuperAdmin(me) && !me.manage_users)) throw new HttpError(403, ACCESS_DENIED);
}

/** A user the caller administers; another company's user reads as missing (404). */
export function administeredUser(app: App, me: StoredUser, rawId: string | undefined): StoredUser {
  requireAdmin(me);
  const id = Number(rawId);
  const user = Number.isInteger(id) ? userById(app, id) : undefined;
  if (!user || !mayAdminister(me, user.customer_number)) throw new HttpError(404, 'User not found.');
  return user;
}

const str = (body: Record<string, unknown>, key: string, max: number, label: string): string | undefined => {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new HttpError(400, `${label} must be text.`);
  if (v.trim().length > max) throw new HttpError(400, `${label} may be at most ${max} characters.`);
  return v.trim();
};

const limitOf = (v: unknown, label: string): number => {
  if (v === null || v === undefined) return UNLIMITED;
  if (typeof v !== 'number' || !Number.isFinite(v) || (v < 0 && v !== UNLIMITED) || v > LIMIT_MAX)
    throw new HttpError(400, `${label}: an amount of 0 or more, or -1 for no limit.`);
  return Math.round(v * 100) / 100;
};

/** Whether a row of the payload says what the user's row already did (the fields the administrator edits). */
const sameRow = (row: WorkflowRow, before: WorkflowRow | undefined): boolean =>
  before !== undefined &&
  row.spend_limit === before.spend_limit &&
  row.max_limit === before.max_limit &&
  row.spent_amount === before.spent_amount &&
  row.limit_reset === before.limit_reset &&
  row.limit_reset_years === before.limit_reset_years &&
  row.is_supervisor === before.is_supervisor &&
  row.is_master === before.is_master &&
  row.supervisors.join(',') === before.supervisors.join(',');

/**
 * The approval-workflow rows of a payload, checked against the company's workflow (§5). `before`: the
 * user's rows as stored (null for a new user). With the cumulative basis a row needs a term and a future
 * reset date, but a row sent back unchanged is not checked again: its date goes stale after its term,
 * and that must not block an edit of something else.
 */
export function parseWorkflow(
  app: App,
  customerNumber: string,
  raw: unknown,
  userId: number,
  before: readonly WorkflowRow[] | null,
): WorkflowRow[] {
  if (!Array.isArray(raw)) throw new HttpError(400, 'approval_workflow must be an array of rows.');
  const settings = settingsOf(customerNumber);
  const today = new Date().toISOString().slice(0, 10);
  const seen = new Set<string>();
  return raw.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) throw new HttpError(400, 'Each workflow row is an object.');
    const r = entry as Record<string, unknown>;
    const type = r.unit_type;
    if (typeof type !== 'string' || (type !== ALL_TYPES && !ITEM_TYPES.includes(type)))
      throw new HttpError(400, `unit_type: one of ${ITEM_TYPES.join(', ')}.`);
    if (seen.has(type)) throw new HttpError(400, `unit_type ${type} appears twice.`);
    seen.add(type);
    const isMaster = r.is_master === true;
    const isSupervisor = r.is_supervisor === true;
    if (isMaster && !isSupervisor) throw new HttpError(400, 'A master approver must also be a supervisor.');
    const limitType = r.limit_type ?? null;
    if (limitType !== null && limitType !== 'units' && limitType !== 'other')
      throw new HttpError(400, "limit_type: 'units', 'other' or null.");
    const years = r.limit_reset_years ?? null;
    if (years !== null && (typeof years !== 'number' || !Number.isInteger(years) || years < 0 || years > 100))
      throw new HttpError(400, 'limit_reset_years: a whole number of years from 0 to 100.');
    const reset = r.limit_reset ?? null;
    if (reset !== null && (typeof reset !== 'string' || !DATE_RE.test(reset)))
      throw new HttpError(400, 'limit_reset: a date YYYY-MM-DD.');
    const spent = r.spent_amount ?? 0;
    if (typeof spent !== 'number' || !Number.isFinite(spent) || spent < 0 || spent > LIMIT_MAX)
      throw new HttpError(400, 'spent_amount: an amount of 0 or more.');
    const supervisors = r.supervisors ?? [];
    if (!Array.isArray(supervisors) || supervisors.length > 20) throw new HttpError(400, 'supervisors: up to 20 ids.');
    for (const id of supervisors) {
      const sup = typeof id === 'number' ? userById(app, id) : undefined;
      if (!sup || sup.customer_number !== customerNumber || !sup.active || !isSupervisorOf(app, sup) || id === userId)
        throw new HttpError(400, `Supervisor ${String(id)} is not a supervisor of this company.`);
    }
    const row: WorkflowRow = {
      user_id: userId,
      unit_type: type,
      spend_limit: limitOf(r.spend_limit, 'spend_limit'),
      max_limit: limitOf(r.max_limit, 'max_limit'),
      spent_amount: Math.round(spent * 100) / 100,
      limit_reset: reset,
      limit_reset_years: years ?? 0,
      is_supervisor: isSupervisor,
      is_master: isMaster,
      supervisors: supervisors as number[],
    };
    const unchanged = sameRow(
      row,
      before?.find((b) => b.unit_type === type),
    );
    if (settings.workflow_limit_basis === 'cumulative' && !unchanged) {
      if (!years) throw new HttpError(400, `${type} Limit Term`);
      if (!reset || reset <= today) throw new HttpError(400, `${type} Limit Reset Date (must be future date)`);
    }
    return row;
  });
}

/** Supervisor on the user record or on any saved workflow row. */
export const isSupervisorOf = (app: App, user: StoredUser): boolean =>
  user.is_supervisor || (savedWorkflow(app, user.id) ?? []).some((row) => row.is_supervisor);

/** The user's rows, one per item type, as the Limits tab shows them. */
export function workflowView(app: App, user: StoredUser): WorkflowRow[] {
  const rows = workflowRows(app, user);
  const all = rows.find((row) => row.unit_type === ALL_TYPES);
  return ITEM_TYPES.map(
    (type) =>
      rows.find((row) => row.unit_type === type) ?? {
        user_id: user.id,
        unit_type: type,
        spend_limit: all?.spend_limit ?? UNLIMITED,
        max_limit: all?.max_limit ?? UNLIMITED,
        spent_amount: all?.spent_amount ?? 0,
        limit_reset: all?.limit_reset ?? null,
        limit_reset_years: all?.limit_reset_years ?? 1,
        is_supervisor: all?.is_supervisor ?? user.is_supervisor,
        is_master: all?.is_master ?? false,
        supervisors: all?.supervisors ?? user.supervisor_ids ?? [],
      },
  );
}

/** Applies the payload's user fields and flags; `creating` needs name and username. */
export function applyUserFields(me: StoredUser, user: StoredUser, body: Record<string, unknown>): StoredUser {
  const next: StoredUser = { ...user };
  const name = str(body, 'name', 100, 'name');
  if (name !== undefined) {
    if (!name) throw new HttpError(400, 'name is required.');
    next.name = name;
  }
  const phone = str(body, 'phone', 25, 'phone');
  if (phone !== undefined) next.phone = phone || null;
  const ext = str(body, 'phone_extension', 8, 'phone_extension');
  if (ext !== undefined) next.phone_extension = ext || null;
  const record = next as unknown as Record<string, unknown>;
  for (const flag of FLAGS) {
    const v = body[flag];
    if (v === undefined) continue;
    if (typeof v !== 'boolean') throw new HttpError(400, `${flag} must be true or false.`);
    if (SUPER_FLAGS.includes(flag) && v !== Boolean(record[flag]) && !isSuperAdmin(me))
      throw new HttpError(403, `Only a super administrator may change ${flag}.`);
    record[flag] = v;
  }
  if (!next.can_submit_orders && SUB_OPTIONS.some((flag) => record[flag] === true))
    throw new HttpError(400, 'require_cc, disable_cc and can_submit_non_stock need can_submit_orders.');
  if (next.require_cc && next.disable_cc) throw new HttpError(400, 'require_cc and disable_cc exclude each other.');
  if (
    !EMAIL_RE.test(next.username) &&
    (['email_tracking', 'email_invoice', 'email_scantoweb'] as const).some((flag) => record[flag] === true)
  )
    throw new HttpError(400, `Invalid email address ${next.username} - Do not enable notifications.`);
  return next;
}

export const isEmailAddress = (v: string): boolean => v.length <= 100 && EMAIL_RE.test(v);
