// Company administration (account-admin-calls §2.4, §3, §4, §5, §8, §9): manage users, their
// permission flags and approval limits. The user dialog and the gateway apply the same rules.
import {
  EMAIL_INVALID,
  byField,
  isEmail,
  requiredMessage,
  tooLongMessage,
  type FormErrors,
  type RuleError,
} from './common.ts';
import { passwordError } from './password.ts';

/** Admin lists offer these page sizes (§9). */
export const ADMIN_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const USERS_DEFAULT_PAGE_SIZE = 10;
/** The pager shows at most this many page links (§9). */
export const MAX_PAGE_LINKS = 5;
/** Admin filters and lookups wait this long after the last key (§9). */
export const ADMIN_FILTER_DEBOUNCE_MS = 750;
export const ADMIN_FILTER_MAX = 100;
/** Supervisor searches need more than one character (§5). */
export const SUPERVISOR_SEARCH_MIN = 2;
/** Cumulative limits default to a one-year term (§9). */
export const DEFAULT_LIMIT_TERM_YEARS = 1;
export const UNLIMITED = -1;
export const LIMIT_MAX = 99_999_999;
export const USER_LIMITS = { name: 100, email: 100, phone: 25, extension: 8, password: 50 } as const;
/** A password a new user must replace: a fixed prefix and random characters, 16 in all (§5). */
export const INITIAL_PASSWORD_PREFIX = 'Init-';
export const INITIAL_PASSWORD_LENGTH = 16;

/** A limit typed as text: a number up to LIMIT_MAX, in cents or any precision. */
export const amountOk = (text: string, step: 'cents' | 'any'): boolean => {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return false;
  const value = Number(text);
  if (value > LIMIT_MAX) return false;
  return step === 'any' || /^\d+(\.\d{1,2})?$/.test(text.trim());
};

export const ADMIN_MESSAGES = {
  loadFailed: 'Error retrieving user/department(s).',
  saveFailed: 'Server error, failed to save user.',
  resetFailed: 'Server error, failed to send password reset email.',
  /** The user was created but the mail that lets them create their password was not sent. */
  welcomeFailed: 'The user was created, but the welcome e-mail could not be sent. Use Send Password Reset E-mail.',
  deactivateFailed: 'Unable to deactivate user record. Please contact helpdesk.',
  userNotFound: "Unable to locate the user you're looking for",
  usersNotFound: "Unable to locate the users you're looking for",
  noUsers: 'No users were found.',
  noSupervisors: 'No supervisors matched your search.',
  requiredMissing: 'Required fields are missing',
  notYourself: 'You cannot deactivate your own account.',
  resetSent: (email: string) => `A password reset e-mail was sent to ${email}.`,
  resetThrottled: 'A password reset e-mail was sent to this user a moment ago. Please wait before sending another.',
  created: 'User created.',
  updated: 'User updated.',
  deactivated: 'User deactivated.',
  reactivated: 'User reactivated.',
  masterNeedsSupervisor: 'A master approver must also be a supervisor.',
  ccExclusive: 'Require credit card and disable credit card cannot both be on.',
  subOptionNeedsOrders: 'This option needs Can submit orders.',
  limitInvalid: 'Enter an amount of 0 or more, or check No limit.',
  termInvalid: 'Enter a whole number of years, 0 or more.',
  spentInvalid: 'Enter an amount of 0 or more.',
  limitTerm: (type: string) => `${type} Limit Term`,
  limitResetDate: (type: string) => `${type} Limit Reset Date (must be future date)`,
  invalidNotificationEmail: (email: string) => `Invalid email address ${email} - Do not enable notifications.`,
  noAuthority: 'You may not manage the users of this company.',
  /** §4 "Units-mode approval workflow. Settings are nulled when workflow approval is off." */
  unitsWorkflowNulled:
    'This company works in units with workflow approval off: saving clears this user’s approval limits and supervisors.',
} as const;

/** The permission flags of §3 (with the notification choices) as the dialog groups them. */
export const PERMISSION_GROUPS = {
  ordering: [
    ['can_submit_orders', 'Can submit orders'],
    ['require_cc', 'Require credit card'],
    ['disable_cc', 'Disable credit card'],
    ['can_submit_non_stock', 'Can order non-stock items'],
    ['can_submit_quotes', 'Can request quotes'],
    ['can_edit_bill_to', 'Can edit billing'],
    ['can_edit_ship_to', 'Can edit shipping addresses'],
    ['can_share_cart', 'Can share carts'],
    ['express_checkout', 'Express checkout'],
  ],
  myAccount: [
    ['account_overview', 'Account overview'],
    ['manage_users', 'Manage users'],
    ['manage_departments', 'Manage departments'],
    ['order_history', 'Order history'],
    ['review_quotes', 'Review quotes'],
    ['open_invoices', 'Open invoices'],
    ['paid_invoices', 'Paid invoices'],
    ['summary_invoices', 'Summary invoices'],
    ['user_setup', 'User setup'],
    ['manage_customer_apps', 'Customer applications'],
  ],
  notifications: [
    ['email_tracking', 'E-mail tracking'],
    ['email_invoice', 'E-mail invoices'],
    ['email_scantoweb', 'E-mail scan-to-web'],
  ],
  siteFeatures: [
    ['universal_crib', 'Universal crib'],
    ['can_multiview', 'Multiview'],
    ['site_chat', 'Site chat'],
    ['site_tour', 'Site tour'],
  ],
} as const;

export type PermissionFlag = (typeof PERMISSION_GROUPS)[keyof typeof PERMISSION_GROUPS][number][0];
export const PERMISSION_FLAGS: readonly PermissionFlag[] = Object.values(PERMISSION_GROUPS).flatMap((group) =>
  group.map(([flag]) => flag),
);
export type PermissionFlags = Record<PermissionFlag, boolean>;
/** Flags only a super administrator grants (the Multiview tab and the staff tools need super access). */
export const SUPER_ONLY_FLAGS: readonly PermissionFlag[] = ['can_multiview', 'manage_customer_apps'];
/** Flags only an administrator uses (the admin area needs the role, §6): offered with the role only, off without it. */
export const ADMIN_ONLY_FLAGS: readonly PermissionFlag[] = ['manage_users', 'manage_departments'];
export const ADMIN_ONLY_NOTE = 'Manage users and Manage departments need the Administrator role.';
/** Submit-order sub-options: off and disabled without can_submit_orders (§4). */
export const SUBMIT_ORDER_SUB_OPTIONS: readonly PermissionFlag[] = ['require_cc', 'disable_cc', 'can_submit_non_stock'];
const NOTIFICATIONS: readonly PermissionFlag[] = ['email_tracking', 'email_invoice', 'email_scantoweb'];

/** The flags a new user starts with: ordering and history on, administration off. */
export const NEW_USER_FLAGS: PermissionFlags = Object.fromEntries(
  PERMISSION_FLAGS.map((flag) => [
    flag,
    [
      'can_submit_orders',
      'can_submit_quotes',
      'can_share_cart',
      'account_overview',
      'order_history',
      'review_quotes',
      'open_invoices',
      'paid_invoices',
    ].includes(flag),
  ]),
) as PermissionFlags;

/** One flag switched in the dialog, with the dialog rules of §4 applied to the others. */
export function switchFlag(flags: PermissionFlags, flag: PermissionFlag, on: boolean): PermissionFlags {
  const next = { ...flags, [flag]: on };
  if (flag === 'can_submit_orders' && !on) for (const sub of SUBMIT_ORDER_SUB_OPTIONS) next[sub] = false;
  if (flag === 'require_cc' && on) next.disable_cc = false;
  if (flag === 'disable_cc' && on) next.require_cc = false;
  return next;
}

/** Whether the dialog offers the flag's box (sub-options need can_submit_orders). */
export const flagEnabled = (flags: PermissionFlags, flag: PermissionFlag): boolean =>
  !SUBMIT_ORDER_SUB_OPTIONS.includes(flag) || flags.can_submit_orders;

export function checkFlags(flags: PermissionFlags, username: string): RuleError[] {
  const errors: RuleError[] = [];
  if (!flags.can_submit_orders)
    for (const sub of SUBMIT_ORDER_SUB_OPTIONS)
      if (flags[sub]) errors.push({ field: sub, message: ADMIN_MESSAGES.subOptionNeedsOrders });
  if (flags.require_cc && flags.disable_cc) errors.push({ field: 'disable_cc', message: ADMIN_MESSAGES.ccExclusive });
  if (!isEmail(username) && NOTIFICATIONS.some((flag) => flags[flag]))
    errors.push({ field: 'email_tracking', message: ADMIN_MESSAGES.invalidNotificationEmail(username) });
  return errors;
}

export type UserForm = {
  name: string;
  username: string;
  phone: string;
  phoneExtension: string;
  /** Only for a new user; empty when `forcePasswordReset`. */
  password: string;
  forcePasswordReset: boolean;
};

/** The dialog's user fields (§5): name and e-mail required, a valid e-mail, a new user's password. */
export function checkUserForm(form: UserForm, isNew: boolean): RuleError[] {
  const errors: RuleError[] = [];
  const name = form.name.trim();
  const username = form.username.trim();
  if (!name) errors.push({ field: 'name', message: requiredMessage('Name') });
  else if (name.length > USER_LIMITS.name)
    errors.push({ field: 'name', message: tooLongMessage('Name', USER_LIMITS.name) });
  if (!username) errors.push({ field: 'username', message: requiredMessage('E-mail') });
  else if (username.length > USER_LIMITS.email)
    errors.push({ field: 'username', message: tooLongMessage('E-mail', USER_LIMITS.email) });
  else if (!isEmail(username)) errors.push({ field: 'username', message: EMAIL_INVALID });
  if (form.phone.length > USER_LIMITS.phone)
    errors.push({ field: 'phone', message: tooLongMessage('Phone', USER_LIMITS.phone) });
  if (form.phoneExtension.length > USER_LIMITS.extension)
    errors.push({ field: 'phoneExtension', message: tooLongMessage('Extension', USER_LIMITS.extension) });
  if (isNew && !form.forcePasswordReset) {
    const problem =
      form.password.length > USER_LIMITS.password
        ? tooLongMessage('Password', USER_LIMITS.password)
        : passwordError(form.password, 'b');
    if (problem) errors.push({ field: 'password', message: problem });
  }
  return errors;
}

/** The user dialog's General fields' validator: the dialog's and `createCompanyUser`/`updateCompanyUser`'s. */
export const userFormErrors = (form: UserForm, isNew: boolean): FormErrors<keyof UserForm> =>
  byField(checkUserForm(form, isNew));

const INITIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** The random initial password of a user who must create their own: the prefix and random characters. */
export function initialPassword(randomValues: (count: number) => Uint8Array): string {
  const bytes = randomValues(INITIAL_PASSWORD_LENGTH - INITIAL_PASSWORD_PREFIX.length);
  let text = INITIAL_PASSWORD_PREFIX;
  for (const byte of bytes) text += INITIAL_ALPHABET[byte % INITIAL_ALPHABET.length];
  // Rule (b) holds whatever the draw: a digit and a lowercase letter are always there.
  return `${text.slice(0, INITIAL_PASSWORD_LENGTH - 2)}7k`;
}

/** The page links to show: at most `max`, around the current page. */
export function pageLinks(page: number, pageCount: number, max = MAX_PAGE_LINKS): number[] {
  if (pageCount <= 1) return [];
  const count = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** Manage departments (§5, §9): 25 a page by key; code at most 20, description at most 60. */
export const DEPARTMENTS_PAGE_SIZE = 25;
export const DEPARTMENT_LIMITS = { key: 20, description: 60 } as const;
export const DEPARTMENT_MESSAGES = {
  notFound: "Unable to locate the department you're looking for",
  requiredMissing: 'Required fields are missing.',
  none: 'No departments were found.',
  hasUsers: 'A department with users cannot be deleted.',
  created: 'Department created.',
  updated: 'Department updated.',
  deleted: 'Department deleted.',
  deactivated: 'Department deactivated.',
  reactivated: 'Department reactivated.',
  /** Why Delete is disabled (§5: disabled while the department has users). */
  deleteBlocked: 'This department has users: move them first.',
  saveFailed: 'Server error, failed to save department.',
  exists: (key: string) => `Department ${key} already exists.`,
} as const;

export type DepartmentForm = { key: string; description: string; spendLimit: string; noSpendLimit: boolean };

/** Code and description required within their maxima; a spend limit when limits are by department. */
export function checkDepartment(form: DepartmentForm, limitsByDepartment: boolean): RuleError[] {
  const errors: RuleError[] = [];
  const key = form.key.trim();
  const description = form.description.trim();
  if (!key) errors.push({ field: 'key', message: requiredMessage('Code') });
  else if (key.length > DEPARTMENT_LIMITS.key)
    errors.push({ field: 'key', message: tooLongMessage('Code', DEPARTMENT_LIMITS.key) });
  if (!description) errors.push({ field: 'description', message: requiredMessage('Description') });
  else if (description.length > DEPARTMENT_LIMITS.description)
    errors.push({ field: 'description', message: tooLongMessage('Description', DEPARTMENT_LIMITS.description) });
  if (limitsByDepartment && !form.noSpendLimit && !amountOk(form.spendLimit, 'cents'))
    errors.push({ field: 'spendLimit', message: ADMIN_MESSAGES.limitInvalid });
  return errors;
}

/** The department dialog's validator: the dialog's and `createCompanyDepartment`/`updateCompanyDepartment`'s. */
export const departmentFormErrors = (
  form: DepartmentForm,
  limitsByDepartment: boolean,
): FormErrors<'key' | 'description' | 'spendLimit'> => byField(checkDepartment(form, limitsByDepartment));

// The user dialog's Departments and Catalogs tabs and the administrator roles (§2.4, §3, §4, §5, §9).

/** Department and catalog searches need more than one character (§5) and wait 750 ms (§9). */
export const DEPARTMENT_SEARCH_MIN = 2;
/** Up to this many departments the tab lists them all; beyond, it searches them. */
export const DEPARTMENTS_LISTED = 25;
export const MAX_USER_CATALOGS = 20;
/** Catalog search results shown at most. */
export const CATALOG_RESULTS_MAX = 25;

export const USER_DIALOG_MESSAGES = {
  defaultNotAssigned: "The default department must be one of the user's departments.",
  noDepartments: 'No departments matched your search.',
  noCatalogs: 'No catalogs matched your search.',
  catalogRequired: 'A user needs at least one catalog.',
  tooManyCatalogs: `A user has at most ${MAX_USER_CATALOGS} catalogs.`,
  catalogsSuperOnly: 'Only a super administrator may change catalogs.',
  superAdminOnly: 'Only a super administrator may grant or remove the super administrator role.',
  ownAdminRole: 'You cannot remove your own administrator role.',
  missingSupervisorTitle: 'No supervisor',
  /** §5: "A missing supervisor asks for confirmation." */
  missingSupervisor: (types: readonly string[]) =>
    `No supervisor is chosen for the ${types.join(', ')} limit${types.length > 1 ? 's' : ''}: orders over it will have no one to approve them. Save anyway?`,
} as const;

/** The user's departments as the tab edits them: codes, the default among them, and allow all. */
export type UserDepartments = { keys: readonly string[]; defaultKey: string | null; allowAll: boolean };

export function checkUserDepartments(departments: UserDepartments): RuleError[] {
  if (departments.defaultKey !== null && !departments.keys.includes(departments.defaultKey))
    return [{ field: 'departments.defaultKey', message: USER_DIALOG_MESSAGES.defaultNotAssigned }];
  return [];
}

/** Removing a department from the user drops it as the default too. */
export function withoutDepartment(departments: UserDepartments, key: string): UserDepartments {
  return {
    ...departments,
    keys: departments.keys.filter((k) => k !== key),
    defaultKey: departments.defaultKey === key ? null : departments.defaultKey,
  };
}

export function checkUserCatalogs(catalogs: readonly string[]): RuleError[] {
  if (catalogs.length === 0) return [{ field: 'catalogs', message: USER_DIALOG_MESSAGES.catalogRequired }];
  if (catalogs.length > MAX_USER_CATALOGS)
    return [{ field: 'catalogs', message: USER_DIALOG_MESSAGES.tooManyCatalogs }];
  return [];
}

/** A role change: who changes whom, from which roles to which. */
export type RoleChange = {
  superAccess: boolean;
  isSelf: boolean;
  wasAdmin: boolean;
  wasSuperAdmin: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
};

/** Only a super administrator changes the super role; nobody removes their own administrator role. */
export function checkRoles(change: RoleChange): RuleError[] {
  const errors: RuleError[] = [];
  if (change.isSuperAdmin !== change.wasSuperAdmin && !change.superAccess)
    errors.push({ field: 'isSuperAdmin', message: USER_DIALOG_MESSAGES.superAdminOnly });
  if (change.isSelf && change.wasAdmin && !change.isAdmin && !change.isSuperAdmin)
    errors.push({ field: 'isAdmin', message: USER_DIALOG_MESSAGES.ownAdminRole });
  return errors;
}
