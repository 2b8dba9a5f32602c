// Manage users (account-admin-calls §2.4, §5, §6, §7.1): the list, the dialog's user with its
// permissions and approval limits, create, change, deactivate, reactivate and the reset e-mail. The
// ERP has the last word on authority (another company's user reads as missing); the gateway refuses
// non-administrators first and applies the dialog's rules so the form and the API agree.
import { randomBytes } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import { badUserInput, erpUserError, formUserErrors, toGraphQLError, userError } from '../common/errors.ts';
import { isErpStatus } from '../erp/errors.ts';
import { throttleAttempt } from '../security/throttle.ts';
import { requireUserAdmin } from './user-admin.ts';
import { existingAccountAllowance, existingAccountAnswer } from './existing-account.ts';
import { accessWrite, userAccess } from './user-access.ts';
import { companySettingsOf } from './company-settings.ts';
import type { ErpUser } from '../erp/types.ts';
import type {
  ApprovalLimit,
  ApprovalLimitInput,
  CompanyUser,
  CompanyUserPage,
  CompanyUsersInput,
  CompanyWorkflow,
  CreateCompanyUserInput,
  PermissionFlag as SchemaFlag,
  UpdateCompanyUserInput,
  UserError,
} from '../generated/resolvers-types.ts';
import {
  ADMIN_FILTER_MAX,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZES,
  PERMISSION_FLAGS,
  SUPER_ONLY_FLAGS,
  checkFlags,
  initialPassword,
  userFormErrors,
  type PermissionFlag,
  type PermissionFlags,
} from '@mro/rules/administration';
import { checkLimitRow, limitRowOf, workflowPayload } from '@mro/rules/approval-limits';
import { GraphQLError } from 'graphql';
import { administeredCompany } from './administered-company.ts';
import { forgetWorkflows, limitsOf, loadWorkflow, newUserWorkflow, rowOf } from './user-limits.ts';
import { mailPasswordLink } from './password-mail.ts';
import {
  customFieldsWrite,
  newUserCustomFields,
  newUserCustomFieldsWrite,
  userCustomFields,
} from './user-custom-fields.ts';

const MAX_PAGE = 100_000;
const ID_RE = /^\d{1,9}$/;
const ERP_FLAGS = PERMISSION_FLAGS;

export { NO_USER_ADMIN } from './user-admin.ts';

const notFound = () => new GraphQLError(ADMIN_MESSAGES.userNotFound, { extensions: { code: 'NOT_FOUND' } });

const toSchemaFlag = (flag: PermissionFlag): SchemaFlag => flag.toUpperCase() as SchemaFlag;
const toRuleFlag = (flag: SchemaFlag): PermissionFlag => flag.toLowerCase() as PermissionFlag;

const flagsOf = (user: ErpUser): PermissionFlags => {
  const record = user as unknown as Record<string, unknown>;
  return Object.fromEntries(ERP_FLAGS.map((flag) => [flag, record[flag] === true])) as PermissionFlags;
};

export async function loadCompanyUsers(context: GatewayContext, input: CompanyUsersInput): Promise<CompanyUserPage> {
  const me = await requireUserAdmin(context);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 10;
  const filter = input.filter?.trim() ?? '';
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badUserInput(`page: 1 to ${MAX_PAGE}.`);
  if (!(ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput(`pageSize: one of ${ADMIN_PAGE_SIZES.join(', ')}.`);
  if (filter.length > ADMIN_FILTER_MAX) throw badUserInput(`The filter has at most ${ADMIN_FILTER_MAX} characters.`);
  try {
    const answer = await context.erp.get('/users', {
      query: {
        _format: 'json',
        customer_numbers: administeredCompany(context, me, input.customerNumber),
        order_by: 'username',
        order_direction: 'asc',
        limit: pageSize,
        offset: (page - 1) * pageSize,
        ...(filter ? { filter } : {}),
        ...(input.activeOnly ? { active: '1' as const } : {}),
        ...(input.role ? { has_role: input.role === 'SUPER_ADMIN' ? 'ROLE_SUPERADMIN' : 'ROLE_ADMIN' } : {}),
      },
    });
    return {
      nodes: answer.users.map((u) => ({
        id: String(u.id),
        username: u.username,
        name: u.name,
        phone: u.phone,
        isAdmin: u.roles.includes('ROLE_ADMIN') || u.roles.includes('ROLE_SUPERADMIN'),
        isSupervisor: u.is_supervisor,
        active: u.active,
        isViewer: u.id === me.id,
      })),
      totalCount: answer.meta.total_items,
      page,
      pageSize,
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export async function loadCompanyWorkflow(
  context: GatewayContext,
  customerNumber?: string | null,
): Promise<CompanyWorkflow> {
  const me = await requireUserAdmin(context);
  const company = administeredCompany(context, me, customerNumber);
  try {
    const answer = await newUserWorkflow(context, me, company);
    return {
      workflowApproval: answer.workflow_approval,
      limitBasis: answer.workflow_limit_basis === 'cumulative' ? 'CUMULATIVE' : 'ORDER',
      inUnits: answer.workflow_currency === 'units',
      itemTypes: answer.rows.map((row) => row.unit_type),
      superAccess: me.roles.includes('ROLE_SUPERADMIN'),
      ...companySettingsOf(answer),
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export async function loadCompanyUser(context: GatewayContext, id: string): Promise<CompanyUser> {
  const me = await requireUserAdmin(context);
  if (!ID_RE.test(id)) throw notFound();
  try {
    const [user, workflow] = await Promise.all([
      context.erp.get('/user/{id}', { path: { id: Number(id) } }),
      loadWorkflow(context, id),
    ]);
    const flags = flagsOf(user);
    const limits = limitsOf(workflow.rows);
    return {
      id: String(user.id),
      username: user.username,
      name: user.name,
      phone: user.phone ?? null,
      phoneExtension: user.phone_extension ?? null,
      customerNumber: user.customer_number,
      active: user.active,
      isViewer: user.id === me.id,
      permissions: ERP_FLAGS.filter((flag) => flags[flag]).map(toSchemaFlag),
      limits,
      customFields: await userCustomFields(context, user, workflow.use_cdf),
      allowedCompanies: (user.allowedCompanies ?? [])
        .filter((c) => c.customerNumber !== user.default_customer_number)
        .map((c) => ({ id: String(c.id), customerNumber: c.customerNumber, customerName: c.customerName })),
      ...(await userAccess(context, me, user)),
    };
  } catch (error) {
    if (isErpStatus(error, 403) || isErpStatus(error, 404)) throw notFound();
    throw toGraphQLError(error);
  }
}

type Payload = { user: CompanyUser | null; userErrors: UserError[] };
const refused = (errors: UserError[]): Payload => ({ user: null, userErrors: errors });
const invalid = (errors: { field: string; message: string }[]): UserError[] =>
  errors.map((e) => userError('INVALID_INPUT', e.message, e.field));

/**
 * The flags (every one, on or off) and limit rows as the ERP takes them, or the rules' messages.
 * `stored`: the user's limits as the ERP holds them (null for a new user); rows left as they were
 * are not checked again (a stale reset date must not block an unrelated edit).
 */
async function checkedWrite(
  context: GatewayContext,
  me: ErpUser,
  username: string,
  permissions: readonly SchemaFlag[],
  limits: readonly ApprovalLimitInput[] | null | undefined,
  previous: PermissionFlags | null,
  customerNumber: string,
  stored: readonly ApprovalLimit[] | null,
): Promise<{ body: Record<string, unknown> } | { errors: UserError[] }> {
  const on = new Set(permissions.map(toRuleFlag));
  const flags = Object.fromEntries(ERP_FLAGS.map((flag) => [flag, on.has(flag)])) as PermissionFlags;
  const superAdmin = me.roles.includes('ROLE_SUPERADMIN');
  // Without super access the super-only flags stay as they were (off for a new user).
  if (!superAdmin) for (const flag of SUPER_ONLY_FLAGS) flags[flag] = previous?.[flag] ?? false;
  const errors = invalid(checkFlags(flags, username));
  const body: Record<string, unknown> = { ...flags };
  if (limits) {
    if (limits.length > 20) errors.push(userError('INVALID_INPUT', 'At most 20 limit rows.', 'limits'));
    const workflow = await loadCompanyWorkflow(context, customerNumber);
    const basis = workflow.limitBasis === 'CUMULATIVE' ? 'cumulative' : 'order';
    const today = new Date().toISOString().slice(0, 10);
    limits.forEach((row, i) => {
      if (!workflow.itemTypes.includes(row.itemType))
        errors.push(userError('INVALID_INPUT', `Unknown item type ${row.itemType}.`, `limits.${i}.itemType`));
      if (row.supervisorIds.some((id) => !ID_RE.test(id)))
        errors.push(userError('INVALID_INPUT', 'Choose supervisors from the search.', `limits.${i}.supervisorIds`));
      const before = stored?.find((limit) => limit.itemType === row.itemType);
      errors.push(...invalid(checkLimitRow(rowOf(row), i, basis, today, before && limitRowOf(before))));
    });
    body.approval_workflow = limits.map((row) => workflowPayload(rowOf(row), basis));
  } else {
    // Units mode with approval off: the user's workflow settings are nulled (§4); the dialog says so first.
    const workflow = await loadCompanyWorkflow(context, customerNumber);
    if (workflow.inUnits && !workflow.workflowApproval) body.approval_workflow = null;
  }
  return errors.length > 0 ? { errors } : { body };
}

const saveFailed = (error: unknown): UserError[] => {
  const mapped = erpUserError(error);
  if (mapped.code === 'NOT_FOUND') return [userError('NOT_FOUND', ADMIN_MESSAGES.userNotFound)];
  if (mapped.code === 'UPSTREAM_UNAVAILABLE') return [userError('UPSTREAM_UNAVAILABLE', ADMIN_MESSAGES.saveFailed)];
  return [mapped];
};

/** The custom fields Add User offers for the company, at their defaults. */
export async function loadNewUserCustomFields(context: GatewayContext, customerNumber?: string | null) {
  const me = await requireUserAdmin(context);
  const company = administeredCompany(context, me, customerNumber);
  try {
    return await newUserCustomFields(context, company, (await newUserWorkflow(context, me, company)).use_cdf);
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export async function createCompanyUser(context: GatewayContext, input: CreateCompanyUserInput): Promise<Payload> {
  const me = await requireUserAdmin(context);
  const company = administeredCompany(context, me, input.customerNumber);
  const forceReset = input.forcePasswordReset ?? false;
  const form = {
    name: input.name,
    username: input.username,
    phone: input.phone ?? '',
    phoneExtension: input.phoneExtension ?? '',
    password: input.password ?? '',
    forcePasswordReset: forceReset,
  };
  const formErrors = formUserErrors(userFormErrors(form, true));
  const write = await checkedWrite(
    context,
    me,
    input.username.trim(),
    input.permissions,
    input.limits,
    null,
    company,
    null,
  );
  const access = accessWrite(me, null, input);
  let fields: ReturnType<typeof newUserCustomFieldsWrite>;
  try {
    const usesCustomFields = (await newUserWorkflow(context, me, company)).use_cdf;
    fields = newUserCustomFieldsWrite(
      await newUserCustomFields(context, company, usesCustomFields),
      input.customFields ?? [],
    );
  } catch (error) {
    throw toGraphQLError(error);
  }
  const errors = [
    ...formErrors,
    ...('errors' in write ? write.errors : []),
    ...('errors' in access ? access.errors : []),
    ...('errors' in fields ? fields.errors : []),
  ];
  if (errors.length > 0 || 'errors' in write || 'errors' in access || 'errors' in fields) return refused(errors);
  const spent = await existingAccountAllowance(context);
  if (spent.length > 0) return refused(spent);
  try {
    const created = await context.erp.post('/user', {
      body: {
        ...write.body,
        ...access.body,
        customer_number: company,
        username: input.username.trim().toLowerCase(),
        name: input.name.trim(),
        phone: form.phone.trim(),
        phone_extension: form.phoneExtension.trim(),
        password: forceReset ? initialPassword((n) => randomBytes(n)) : form.password,
        force_reset: forceReset,
        // The user joins the brand site of the administrator who creates them.
        domain: me.domain,
        ...(fields.cdf.length > 0 ? { cdf: fields.cdf } : {}),
      },
    });
    const user = await loadCompanyUser(context, String(created.id));
    // The user cannot know the random initial password: the welcome mail links the page that sets theirs.
    if (forceReset && !(await mailPasswordLink(context, user.username, true)))
      return { user, userErrors: [userError('UPSTREAM_UNAVAILABLE', ADMIN_MESSAGES.welcomeFailed)] };
    return { user, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 409)) return refused([await existingAccountAnswer(context, input.username.trim())]);
    return refused(saveFailed(error));
  }
}

export async function updateCompanyUser(context: GatewayContext, input: UpdateCompanyUserInput): Promise<Payload> {
  const me = await requireUserAdmin(context);
  if (!ID_RE.test(input.id)) return refused([userError('NOT_FOUND', ADMIN_MESSAGES.userNotFound)]);
  let current: ErpUser;
  let stored: ApprovalLimit[] | null = null;
  let fields: ReturnType<typeof customFieldsWrite> = { cdf: [] };
  try {
    current = await context.erp.get('/user/{id}', { path: { id: Number(input.id) } });
    if (input.limits) stored = limitsOf((await loadWorkflow(context, input.id)).rows);
    if (input.customFields) {
      const usesCustomFields = (await loadWorkflow(context, input.id)).use_cdf;
      fields = customFieldsWrite(await userCustomFields(context, current, usesCustomFields), input.customFields);
    }
  } catch (error) {
    return refused(saveFailed(error));
  }
  const form = {
    name: input.name,
    username: current.username,
    phone: input.phone ?? '',
    phoneExtension: input.phoneExtension ?? '',
    password: '',
    forcePasswordReset: false,
  };
  const formErrors = formUserErrors(userFormErrors(form, false)).filter((e) => e.field !== 'username');
  const write = await checkedWrite(
    context,
    me,
    current.username,
    input.permissions,
    input.limits,
    flagsOf(current),
    current.customer_number,
    stored,
  );
  const access = accessWrite(me, current, input);
  const errors = [
    ...formErrors,
    ...('errors' in write ? write.errors : []),
    ...('errors' in access ? access.errors : []),
    ...('errors' in fields ? fields.errors : []),
  ];
  if (errors.length > 0 || 'errors' in write || 'errors' in access || 'errors' in fields) return refused(errors);
  try {
    await context.erp.put('/user/{id}', {
      path: { id: Number(input.id) },
      body: {
        ...write.body,
        ...access.body,
        ...(fields.cdf.length > 0 ? { cdf: fields.cdf } : {}),
        // A user without a brand site gets their administrator's; one they have stays.
        ...(current.domain ? {} : { domain: me.domain }),
        name: input.name.trim(),
        phone: form.phone.trim(),
        phone_extension: form.phoneExtension.trim(),
      },
    });
    forgetWorkflows(context);
    if (current.id === me.id) context.loaders.user.clear(me.id);
    // The user's live sessions (any replica) re-read their rights on their next request.
    await context.sessions.staleRightsOf(current.username);
    return { user: await loadCompanyUser(context, input.id), userErrors: [] };
  } catch (error) {
    return refused(saveFailed(error));
  }
}

export async function setCompanyUserActive(context: GatewayContext, id: string, active: boolean): Promise<Payload> {
  const me = await requireUserAdmin(context);
  if (!ID_RE.test(id)) return refused([userError('NOT_FOUND', ADMIN_MESSAGES.userNotFound)]);
  if (!active && Number(id) === me.id) return refused([userError('FORBIDDEN', ADMIN_MESSAGES.notYourself)]);
  try {
    if (active) await context.erp.put('/user/{id}', { path: { id: Number(id) }, body: { active: true } });
    else await context.erp.delete('/user/{id}', { path: { id: Number(id) } });
    forgetWorkflows(context);
    const user = await loadCompanyUser(context, id);
    // A deactivated user is logged out everywhere at once, not when the ERP token runs out.
    if (!active) await context.sessions.endSessionsOf(user.username);
    return { user, userErrors: [] };
  } catch (error) {
    const errors = saveFailed(error);
    if (!active && errors[0]?.code !== 'NOT_FOUND')
      return refused([userError(errors[0]?.code ?? 'REJECTED', ADMIN_MESSAGES.deactivateFailed)]);
    return refused(errors);
  }
}

export async function sendCompanyUserPasswordReset(
  context: GatewayContext,
  id: string,
): Promise<{ message: string | null; userErrors: UserError[] }> {
  const user = await loadCompanyUser(context, id).catch((error: unknown) => {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!user) return { message: null, userErrors: [userError('NOT_FOUND', ADMIN_MESSAGES.userNotFound)] };
  const throttled = await throttleAttempt(context, 'passwordReset', user.username);
  if (throttled.length > 0)
    return { message: null, userErrors: [userError(throttled[0]!.code, ADMIN_MESSAGES.resetThrottled)] };
  // A user who has not yet made their own password (force_reset) gets the welcome again.
  const welcome = await context.loaders.user.load(Number(id)).then(
    (erpUser) => erpUser.force_reset === true,
    () => false,
  );
  if (await mailPasswordLink(context, user.username, welcome))
    return { message: ADMIN_MESSAGES.resetSent(user.username), userErrors: [] };
  return { message: null, userErrors: [userError('UPSTREAM_UNAVAILABLE', ADMIN_MESSAGES.resetFailed)] };
}
