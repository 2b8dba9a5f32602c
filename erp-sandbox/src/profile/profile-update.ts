// PUT /user/{id} as a profile save (account-admin-calls §5 Profile, Password change, §7.1): the user
// changes their own name, phone, notifications, default department and custom fields, or their
// password. A custom field that needs approval keeps its value and gets a Pending request instead.
import { HttpError } from '../http/router.ts';
import type { App } from '../app.ts';
import type { StoredUser } from '../data/types.ts';
import { accountState, passwordHashOf } from '../account/account-state.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import {
  fieldValue,
  profileFields,
  profileState,
  setFieldValue,
  withProfile,
  type ProfileChanges,
} from './profile-state.ts';

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9 ().-]{7,}$/;
const SPECIAL = /[^A-Za-z0-9]/;

/** Field problems, one line each as `field: message`, answered together as one 400. */
class Problems {
  readonly lines: string[] = [];
  add(field: string, message: string) {
    this.lines.push(`${field}: ${message}`);
  }
  throwIfAny() {
    if (this.lines.length) throw new HttpError(400, this.lines.join('\n'));
  }
}

const text = (problems: Problems, raw: unknown, field: string, max: number): string | undefined => {
  if (raw === undefined) return undefined;
  if (raw === null) return '';
  if (typeof raw !== 'string') return (problems.add(field, 'must be text.'), undefined);
  const value = raw.trim();
  if (value.length > max) problems.add(field, `at most ${max} characters.`);
  return value;
};

const flag = (problems: Problems, raw: unknown, field: string): boolean | undefined => {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'boolean') return (problems.add(field, 'true or false.'), undefined);
  return raw;
};

export type CdfRequestNote = { active: boolean; status: 'Pending'; cdfName: string };

export async function updateProfile(
  app: App,
  me: StoredUser,
  body: Record<string, unknown>,
): Promise<StoredUser & { cdf_requests: CdfRequestNote[] }> {
  if (me.user_type === 'punchout') throw new HttpError(403, 'A punch-out user cannot change the profile.');
  const problems = new Problems();
  const current = withProfile(app, me);
  const changes: ProfileChanges = {};
  const name = text(problems, body.name, 'name', 100);
  if (name !== undefined) {
    if (!name) problems.add('name', 'Name is required.');
    changes.name = name;
  }
  const phone = text(problems, body.phone, 'phone', 30);
  if (phone !== undefined) {
    if (phone && !PHONE.test(phone)) problems.add('phone', 'a phone number.');
    changes.phone = phone || null;
  }
  const extension = text(problems, body.phone_extension, 'phone_extension', 10);
  if (extension !== undefined) {
    if (extension && !/^\d+$/.test(extension)) problems.add('phone_extension', 'digits only.');
    changes.phone_extension = extension || null;
  }
  for (const key of ['email_tracking', 'email_invoice', 'email_scantoweb'] as const) {
    const value = flag(problems, body[key], key);
    if (value === undefined) continue;
    if (value && !EMAIL.test(me.username))
      problems.add(key, `Invalid email address ${me.username} - Do not enable notifications.`);
    changes[key] = value;
  }
  if (body.default_department !== undefined) {
    const key = text(problems, body.default_department, 'default_department', 20) || null;
    if (key && !current.departments?.some((d) => d.department_key === key))
      problems.add('default_department', 'not one of your departments.');
    changes.default_department = key;
  }
  const department =
    changes.default_department !== undefined
      ? changes.default_department
      : (current.departments?.find((d) => d.is_default)?.department_key ?? null);
  if (me.sales_rep_id && me.customer_type !== 'open_browse' && !department && (current.departments?.length ?? 0) > 0)
    problems.add('default_department', 'Department is required.');

  const fields = profileFields(me.customer_number);
  const cdfChanges: { cdfId: number; value: string }[] = [];
  if (body.cdf !== undefined) {
    if (!Array.isArray(body.cdf) || body.cdf.length > 50) problems.add('cdf', 'a list of { cdfId, value }.');
    else
      for (const [index, entry] of body.cdf.entries()) {
        const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
        const known = fields.find((f) => f.cdfId === item.cdfId);
        if (!known) {
          problems.add(`cdf[${index}].cdfId`, 'not a field of your profile.');
          continue;
        }
        const value = text(problems, item.value, `cdf.${known.cdfId}`, 100) ?? '';
        if (!value && known.required) problems.add(`cdf.${known.cdfId}`, `${known.name} is required.`);
        cdfChanges.push({ cdfId: known.cdfId, value });
      }
  }

  let newHash: string | undefined;
  if (body.password !== undefined || body.current_password !== undefined) {
    const password = typeof body.password === 'string' ? body.password : '';
    const currentPassword = typeof body.current_password === 'string' ? body.current_password : '';
    const strong =
      password.length >= 8 &&
      password.length <= 50 &&
      /\d/.test(password) &&
      /[A-Z]/.test(password) &&
      /[a-z]/.test(password) &&
      SPECIAL.test(password);
    if (!strong)
      problems.add(
        'password',
        '8 to 50 characters with a number, an upper-case, a lower-case and a special character.',
      );
    if (
      !currentPassword ||
      currentPassword.length > 128 ||
      !(await verifyPassword(currentPassword, passwordHashOf(app, me)))
    )
      problems.add('current_password', 'The current password is not correct.');
    newHash = hashPassword(password);
  }
  problems.throwIfAny();

  const state = profileState(app);
  state.changes.set(me.id, { ...state.changes.get(me.id), ...changes });
  if (newHash) accountState(app).passwordHashes.set(me.id, newHash);
  const notes: CdfRequestNote[] = [];
  for (const change of cdfChanges) {
    const definition = fields.find((f) => f.cdfId === change.cdfId)!;
    const before = fieldValue(app, me.id, definition.cdfId, definition.defaultValue);
    const pending = state.requests.find(
      (r) => r.user_id === me.id && r.cdfId === definition.cdfId && r.status === 'Pending',
    );
    if (!definition.needsApproval || definition.approverId === null) {
      setFieldValue(app, me.id, definition.cdfId, change.value);
      continue;
    }
    if (change.value === before) {
      // Back to the approved value: the request is withdrawn.
      if (pending) state.requests.splice(state.requests.indexOf(pending), 1);
      continue;
    }
    if (pending) {
      pending.cdfValue = change.value;
      pending.created = new Date().toISOString();
    } else {
      state.requests.push({
        id: state.nextRequestId++,
        user_id: me.id,
        userName: changes.name ?? current.name,
        userEmail: me.username,
        customer_number: me.customer_number,
        cdfId: definition.cdfId,
        cdfName: definition.name,
        cdfValue: change.value,
        created: new Date().toISOString(),
        status: 'Pending',
        approver_id: definition.approverId,
        resolved: null,
      });
    }
    notes.push({ active: true, status: 'Pending', cdfName: definition.name });
  }
  return { ...withProfile(app, me), cdf_requests: notes };
}
