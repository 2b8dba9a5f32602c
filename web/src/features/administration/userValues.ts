import { NEW_USER_FLAGS, PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from '@mro/rules/administration';
import type { UserDialogValues } from '@mro/rules/user-dialog';
import type { PermissionFlag as SchemaFlag } from '../../generated/graphql';
import type { CompanyUserDetailFragment, CompanyWorkflowQuery } from './Users.generated';
import type { EditedLimit } from './LimitsTab';
import { limitsOf } from './editedLimits';

type Workflow = CompanyWorkflowQuery['companyWorkflow'];
export type CustomField = CompanyUserDetailFragment['customFields'][number];

/** The user dialog's values: the rules' (`userDialogFormErrors`), with what the tabs show beside them. */
export type UserValues = Omit<UserDialogValues, 'limits' | 'customFields'> & {
  limits: EditedLimit[];
  customFields: CustomField[];
};

export const toSchema = (flag: PermissionFlag) => flag.toUpperCase() as SchemaFlag;
const fromSchema = (flags: readonly SchemaFlag[]): PermissionFlags => {
  const on = new Set(flags.map((f) => f.toLowerCase()));
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, on.has(flag)])) as PermissionFlags;
};

/** The dialog's first values: the user's, or a new user's with the company's custom fields at their defaults. */
export const userValuesOf = (
  user: CompanyUserDetailFragment | null,
  workflow: Workflow,
  customFields: readonly CustomField[],
): UserValues => ({
  name: user?.name ?? '',
  username: user?.username ?? '',
  phone: user?.phone ?? '',
  phoneExtension: user?.phoneExtension ?? '',
  password: '',
  forcePasswordReset: false,
  flags: user ? fromSchema(user.permissions) : NEW_USER_FLAGS,
  limits: limitsOf(user, workflow),
  customFields: [...customFields],
});
