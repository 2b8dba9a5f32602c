import type { GatewayContext } from '../context.ts';
import { optionalPrincipal, requirePrincipal } from '../context.ts';
import { erpUserError, formUserErrors, userError } from '../common/errors.ts';
import { ErpHttpError } from '../erp/errors.ts';
import { csrContactOf, isOpenBrowse, isPunchOut } from '../auth/account-access.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { ErpUser } from '../erp/types.ts';
import type {
  Profile,
  ProfileCustomField,
  UpdateProfileInput,
  UpdateProfilePayload,
  UserError,
} from '../generated/resolvers-types.ts';
import { customFieldsOf } from './custom-fields.ts';
import { notificationsAllowed, profileFormErrors, PROFILE_MESSAGES } from '@mro/rules/profile';

/** The sandbox's field names → the input's. */
const FIELDS: Record<string, string> = {
  name: 'name',
  phone: 'phone',
  phone_extension: 'phoneExtension',
  default_department: 'defaultDepartment',
  email_tracking: 'notifyTracking',
  email_invoice: 'notifyInvoice',
  email_scantoweb: 'notifyScanToWeb',
  current_password: 'currentPassword',
  password: 'newPassword',
};

/**
 * The ERP's field problems (one `field: message` line each) as user errors, so the form lists them;
 * anything else becomes the usual mapped error.
 */
export const serverFieldErrors = (error: unknown): UserError[] => {
  if (!(error instanceof ErpHttpError) || error.status !== 400) return [erpUserError(error)];
  return error.message.split('\n').map((line) => {
    const match = /^([\w.[\]]+): (.+)$/.exec(line);
    if (!match) return userError('REJECTED', line);
    const [, field = '', message = ''] = match;
    const cdf = /^cdf\.(\d+)$/.exec(field);
    return userError('REJECTED', message, cdf ? `customFields.${cdf[1]}` : (FIELDS[field] ?? null));
  });
};

const departmentRequired = (user: ErpUser) =>
  Boolean(user.sales_rep_id) && !isOpenBrowse(user) && (user.departments?.length ?? 0) > 0;

/** The ERP user as the profile page shows it, with the custom fields of `customFieldsOf`. */
export function profileOf(user: ErpUser, customFields: ProfileCustomField[]): Profile {
  const allowed = notificationsAllowed(user.username);
  return {
    id: String(user.id),
    name: user.name,
    username: user.username,
    phone: user.phone ?? null,
    phoneExtension: user.phone_extension ?? null,
    customerName: user.customer_name,
    customerNumber: user.customer_number,
    departments: (user.departments ?? []).map((d) => ({
      key: d.department_key,
      description: d.description,
      isDefault: d.is_default,
    })),
    departmentRequired: departmentRequired(user),
    customFields,
    notifications: {
      tracking: user.email_tracking ?? false,
      invoice: user.email_invoice ?? false,
      scanToWeb: user.email_scantoweb ?? false,
    },
    notificationsAllowed: allowed,
    notificationsMessage: allowed ? null : PROFILE_MESSAGES.invalidEmail(user.username),
    salesContact: csrContactOf(user),
    canEdit: !isPunchOut(user),
  };
}

export async function loadProfile(context: GatewayContext): Promise<Profile | null> {
  if (!optionalPrincipal(context)) return null;
  const user = await viewerUser(context);
  return profileOf(user, await customFieldsOf(context, user));
}

const refused = (errors: UserError[]): UpdateProfilePayload => ({
  profile: null,
  pendingApprovals: [],
  userErrors: errors,
});
export const punchOutError = () => userError('FORBIDDEN', PROFILE_MESSAGES.punchOut);

/** Saves the profile: the rules first, then PUT /user/{id}; changes that need approval come back pending. */
export async function updateProfile(context: GatewayContext, input: UpdateProfileInput): Promise<UpdateProfilePayload> {
  requirePrincipal(context);
  const user = await viewerUser(context);
  if (isPunchOut(user)) return refused([punchOutError()]);
  const current = profileOf(user, await customFieldsOf(context, user));
  const byId = new Map(current.customFields.map((f) => [f.id, f]));
  const errors: UserError[] = [];
  for (const field of input.customFields)
    if (!byId.has(field.id))
      errors.push(userError('INVALID_INPUT', 'Not a field of your profile.', `customFields.${field.id}`));
  const rules = profileFormErrors(
    {
      name: input.name,
      phone: input.phone,
      phoneExtension: input.phoneExtension,
      defaultDepartment: input.defaultDepartment ?? null,
      customFields: input.customFields
        .filter((f) => byId.has(f.id))
        .map((f) => ({ id: f.id, name: byId.get(f.id)!.name, value: f.value, required: byId.get(f.id)!.required })),
    },
    { departmentRequired: current.departmentRequired, departments: current.departments.map((d) => d.key) },
  );
  errors.push(...formUserErrors(rules));
  const notify = { tracking: input.notifyTracking, invoice: input.notifyInvoice, scanToWeb: input.notifyScanToWeb };
  if (!current.notificationsAllowed && Object.values(notify).some(Boolean))
    errors.push(userError('INVALID_INPUT', current.notificationsMessage!, 'notifyTracking'));
  if (errors.length) return refused(errors);
  // Only changed fields are sent: an unchanged field keeps its approved value and any change waiting.
  const cdf = input.customFields
    .map((f) => ({ field: byId.get(f.id)!, value: f.value.trim() }))
    .filter(({ field, value }) => value !== field.value && value !== field.pendingValue)
    .map(({ field, value }) => ({ cdfId: Number(field.id), value }));
  try {
    const saved = await context.erp.put('/user/{id}', {
      path: { id: user.id },
      body: {
        name: input.name.trim(),
        phone: input.phone.trim() || null,
        phone_extension: input.phoneExtension.trim() || null,
        email_tracking: notify.tracking,
        email_invoice: notify.invoice,
        email_scantoweb: notify.scanToWeb,
        ...(current.departments.length ? { default_department: input.defaultDepartment ?? null } : {}),
        ...(cdf.length ? { cdf } : {}),
      },
    });
    context.loaders.user.clear(user.id).prime(user.id, saved);
    return {
      profile: profileOf(saved, await customFieldsOf(context, saved)),
      pendingApprovals: (saved.cdf_requests ?? []).map((r) => r.cdfName),
      userErrors: [],
    };
  } catch (error) {
    return refused(serverFieldErrors(error));
  }
}
