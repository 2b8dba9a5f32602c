// The profile and its custom fields (account-admin-calls §2.4, §5, §8, §9), and the profile update
// requests an approver resolves: limits and messages the pages and the gateway both apply.
import { byField, isEmail, tooLongMessage, type FormErrors, type RuleError } from './common.ts';

export const PROFILE_NAME_MAX = 100;
export const PROFILE_PHONE_MAX = 30;
export const PROFILE_EXTENSION_MAX = 10;
/** Custom profile fields (CDF) hold at most 100 characters (§9). */
export const CUSTOM_FIELD_MAX = 100;
/** Profile update requests per page of the approver's table (§9: admin lists offer 5 to 100, 10 by default). */
export const PROFILE_REQUEST_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const PROFILE_REQUEST_PAGE_SIZE = 10;

export const PROFILE_MESSAGES = {
  updated: 'Profile successfully updated.',
  needsApproval: 'Changes to this field require approval',
  pendingApproval: (fields: string[]) => `The following fields require approval: ${fields.join(', ')}`,
  invalidEmail: (email: string) => `Invalid email address ${email} - Do not enable notifications.`,
  nameRequired: 'Name is required.',
  nameTooLong: tooLongMessage('Name', PROFILE_NAME_MAX),
  phoneInvalid: 'Enter a phone number with digits, spaces, dots, dashes, parentheses or a leading +.',
  phoneTooLong: tooLongMessage('Phone', PROFILE_PHONE_MAX),
  extensionInvalid: 'An extension is digits only.',
  extensionTooLong: tooLongMessage('Extension', PROFILE_EXTENSION_MAX),
  departmentRequired: 'Department is required.',
  departmentUnknown: 'Choose one of your departments.',
  fieldRequired: (name: string) => `${name} is required.`,
  fieldTooLong: (name: string) => tooLongMessage(name, CUSTOM_FIELD_MAX),
  punchOut: 'Your profile cannot be changed in a punch-out session.',
  noRequests: 'You have no profile update requests to approve.',
  resolveFailed: 'We were unable to process your request.',
  requestsFailed: 'We were unable to load your profile update requests.',
  approved: 'The change was approved.',
  rejected: 'The change was rejected.',
} as const;

const PHONE = /^\+?[0-9 ().-]{7,}$/;

export type ProfileDraft = {
  name: string;
  phone: string;
  phoneExtension: string;
  defaultDepartment: string | null;
  customFields: { id: string; name: string; value: string; required: boolean }[];
};

/** What the form knows of the user: whether a department is required and which departments are theirs. */
export type ProfileContext = { departmentRequired: boolean; departments: string[] };

/** Every error of a profile draft, by field (`customFields.<id>` for a custom field). */
export const checkProfile = (draft: ProfileDraft, context: ProfileContext): RuleError[] => {
  const errors: RuleError[] = [];
  const name = draft.name.trim();
  if (!name) errors.push({ field: 'name', message: PROFILE_MESSAGES.nameRequired });
  else if (name.length > PROFILE_NAME_MAX) errors.push({ field: 'name', message: PROFILE_MESSAGES.nameTooLong });
  const phone = draft.phone.trim();
  if (phone.length > PROFILE_PHONE_MAX) errors.push({ field: 'phone', message: PROFILE_MESSAGES.phoneTooLong });
  else if (phone && !PHONE.test(phone)) errors.push({ field: 'phone', message: PROFILE_MESSAGES.phoneInvalid });
  const extension = draft.phoneExtension.trim();
  if (extension.length > PROFILE_EXTENSION_MAX)
    errors.push({ field: 'phoneExtension', message: PROFILE_MESSAGES.extensionTooLong });
  else if (extension && !/^\d+$/.test(extension))
    errors.push({ field: 'phoneExtension', message: PROFILE_MESSAGES.extensionInvalid });
  if (draft.defaultDepartment && !context.departments.includes(draft.defaultDepartment))
    errors.push({ field: 'defaultDepartment', message: PROFILE_MESSAGES.departmentUnknown });
  else if (!draft.defaultDepartment && context.departmentRequired)
    errors.push({ field: 'defaultDepartment', message: PROFILE_MESSAGES.departmentRequired });
  errors.push(...checkCustomFields(draft.customFields));
  return errors;
};

/** The profile form's validator (the profile's edit mode and `updateProfile`): errors by field. */
export const profileFormErrors = (draft: ProfileDraft, context: ProfileContext): FormErrors =>
  byField(checkProfile(draft, context));

/** Custom fields as a profile or the user dialog fills them: at most 100 characters, required ones filled. */
export const checkCustomFields = (fields: ProfileDraft['customFields']): RuleError[] =>
  fields.flatMap((field) => {
    const value = field.value.trim();
    const at = `customFields.${field.id}`;
    if (value.length > CUSTOM_FIELD_MAX) return [{ field: at, message: PROFILE_MESSAGES.fieldTooLong(field.name) }];
    if (!value && field.required) return [{ field: at, message: PROFILE_MESSAGES.fieldRequired(field.name) }];
    return [];
  });

/** Notifications go to the username, so they are offered only when it is an e-mail address (§5). */
export const notificationsAllowed = (username: string): boolean => isEmail(username);
