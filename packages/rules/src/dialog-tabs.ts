// Where an error of a tabbed administration dialog sits (account-admin-calls §2.4, §5): every panel but
// one is hidden, so an error names its field and its tab, and the dialog opens the tab of the first.
import { PERMISSION_GROUPS } from './administration.ts';
import type { RuleError } from './common.ts';

export const USER_DIALOG_TABS = {
  general: 'General',
  permissions: 'Permissions',
  limits: 'Limits',
  multiview: 'Multiview',
  catalogs: 'Catalogs',
  departments: 'Departments',
  customFields: 'Custom Fields',
} as const;
export type UserDialogTab = keyof typeof USER_DIALOG_TABS;

export const DEPARTMENT_DIALOG_TABS = { general: 'General', users: 'Users' } as const;
export type DepartmentDialogTab = keyof typeof DEPARTMENT_DIALOG_TABS;

const FLAG_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(PERMISSION_GROUPS).flatMap((group) => group.map(([flag, label]) => [flag, label])),
);

const GENERAL_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  username: 'E-mail',
  phone: 'Phone',
  phoneExtension: 'Extension',
  password: 'Password',
  isAdmin: 'Administrator',
  isSuperAdmin: 'Super administrator',
};

const LIMIT_LABELS: Readonly<Record<string, string>> = {
  spendLimit: 'spend limit',
  maxLimit: 'max limit',
  limitType: 'limit type',
  limitResetYears: 'limit term (years)',
  limitReset: 'limit reset date',
  spentAmount: 'amount spent',
  isMaster: 'is master approver',
  supervisorIds: 'supervisors',
  itemType: 'item type',
};

/** The tab and label of a user-dialog field (`limits.<i>.<field>` rows are named by their item type). */
export function userDialogField(field: string, itemTypes: readonly string[]): { tab: UserDialogTab; label: string } {
  const limit = /^limits\.(\d+)\.(\w+)$/.exec(field);
  if (limit) {
    const type = itemTypes[Number(limit[1])] ?? 'Limit';
    return { tab: 'limits', label: `${type} ${LIMIT_LABELS[limit[2]!] ?? limit[2]!}` };
  }
  if (field === 'limits') return { tab: 'limits', label: 'Limits' };
  // The field's own name is in its message ('Cost Center is required.').
  if (field.startsWith('customFields.')) return { tab: 'customFields', label: 'Custom field' };
  if (field.startsWith('departments')) return { tab: 'departments', label: 'Departments' };
  if (field === 'catalogs') return { tab: 'catalogs', label: 'Catalogs' };
  if (field.startsWith('allowedCompanies')) return { tab: 'multiview', label: 'Companies' };
  const flag = FLAG_LABELS[field];
  if (flag) return { tab: 'permissions', label: flag };
  return { tab: 'general', label: GENERAL_LABELS[field] ?? field };
}

/** The tab and label of a department-dialog field. */
export function departmentDialogField(field: string): { tab: DepartmentDialogTab; label: string } {
  if (field.startsWith('user')) return { tab: 'users', label: 'Users' };
  const labels: Readonly<Record<string, string>> = {
    key: 'Code',
    description: 'Description',
    spendLimit: 'Spend limit',
  };
  return { tab: 'general', label: labels[field] ?? field };
}

/** One line of the dialog's error summary: the tab, the field, and the message. */
export type PlacedError = { field: string; tab: string; tabTitle: string; text: string };

/** The errors in the order found, each as '<Tab> tab, <field>: <message>'. */
export function placeErrors<T extends string>(
  errors: readonly RuleError[],
  locate: (field: string) => { tab: T; label: string },
  titles: Readonly<Record<T, string>>,
): PlacedError[] {
  return errors.map((error) => {
    const { tab, label } = locate(error.field);
    const tabTitle = titles[tab];
    return { field: error.field, tab, tabTitle, text: `${tabTitle} tab, ${label}: ${error.message}` };
  });
}
