// The user dialog's validator (account-admin-calls §4, §5): every tab's rules over the dialog's values,
// by field path (the gateway runs the same rules on the mutation's input: `userFormErrors`, `checkFlags`,
// `checkLimitRow`, `checkCustomFields`), in the order the summary names them (General, Permissions, Limits, access, Custom Fields).
import { checkFlags, checkUserForm, type PermissionFlags, type UserForm } from './administration.ts';
import { checkLimitRow, type LimitRow } from './approval-limits.ts';
import { byField, type FormErrors, type RuleError } from './common.ts';
import { checkCustomFields, type ProfileDraft } from './profile.ts';

export type UserDialogValues = UserForm & {
  flags: PermissionFlags;
  limits: readonly LimitRow[];
  customFields: ProfileDraft['customFields'];
};

export type UserDialogContext = {
  isNew: boolean;
  /** Whether the Limits tab shows (the company's workflow approval is on). */
  withLimits: boolean;
  basis: 'order' | 'cumulative';
  /** YYYY-MM-DD: a cumulative limit's reset date must be after it. */
  today: string;
  /** The rows as the ERP holds them, by index (an edit checks only the rows the administrator changed). */
  storedLimits: readonly LimitRow[] | null;
  /** The roles', departments' and catalogs' checks, which need what only the dialog knows (who edits whom). */
  access: readonly RuleError[];
};

export const userDialogFormErrors = (values: UserDialogValues, context: UserDialogContext): FormErrors => {
  const limits = context.withLimits
    ? values.limits.flatMap((row, i) => checkLimitRow(row, i, context.basis, context.today, context.storedLimits?.[i]))
    : [];
  return byField([
    ...checkUserForm(values, context.isNew),
    ...checkFlags(values.flags, values.username.trim()),
    ...limits,
    ...context.access,
    ...checkCustomFields(values.customFields),
  ]);
};
