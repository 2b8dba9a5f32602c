// The user dialog's roles, Departments and Catalogs tabs (account-admin-calls §2.4, §3, §4, §5, §7.2,
// §7.3). Any administrator with manage_users sets departments and the administrator role; only a super
// administrator sets catalogs or the super administrator role, whatever the client sends, and the ERP
// refuses the same (403).
import type { GatewayContext } from '../context.ts';
import { badUserInput, forbidden, toGraphQLError, userError } from '../common/errors.ts';
import type { ErpUser } from '../erp/types.ts';
import type {
  CompanyUser,
  CreateCompanyUserInput,
  DepartmentChoicePage,
  UpdateCompanyUserInput,
  UserCatalog,
  UserError,
} from '../generated/resolvers-types.ts';
import {
  ADMIN_FILTER_MAX,
  ADMIN_ONLY_FLAGS,
  CATALOG_RESULTS_MAX,
  DEPARTMENTS_LISTED,
  DEPARTMENT_SEARCH_MIN,
  USER_DIALOG_MESSAGES,
  checkRoles,
  checkUserCatalogs,
  checkUserDepartments,
} from '@mro/rules/administration';
import { requireUserAdmin } from './user-admin.ts';
import { administeredCompany } from './administered-company.ts';

type Access = Pick<CompanyUser, 'isAdmin' | 'isSuperAdmin' | 'departments' | 'allowAllDepartments' | 'catalogs'>;

const isSuper = (user: ErpUser): boolean => user.roles.includes('ROLE_SUPERADMIN');
const isAdminRole = (user: ErpUser): boolean => isSuper(user) || user.roles.includes('ROLE_ADMIN');

export const NO_CATALOG_ACCESS = 'Catalogs are managed by super administrators only.';

async function catalogListings(context: GatewayContext, filter: string): Promise<UserCatalog[]> {
  const answer = await context.erp.get('/catalogs', { query: filter ? { filter } : {} });
  return answer.catalogs.map((c) => ({ name: c.catalog_name, label: c.label, productCount: c.product_count }));
}

/** The user's roles, departments and catalogs; product counts only for a super administrator viewer. */
export async function userAccess(context: GatewayContext, me: ErpUser, user: ErpUser): Promise<Access> {
  const listings = isSuper(me) ? await catalogListings(context, '') : [];
  return {
    isAdmin: isAdminRole(user),
    isSuperAdmin: isSuper(user),
    departments: (user.departments ?? []).map((d) => ({
      key: d.department_key,
      description: d.description,
      isDefault: d.is_default,
    })),
    allowAllDepartments: user.allow_all_departments ?? false,
    catalogs: user.catalog_meta_data.map((c) => ({
      name: c.catalog,
      label: c.name,
      productCount: listings.find((l) => l.name === c.catalog)?.productCount ?? null,
    })),
  };
}

export async function loadDepartmentChoices(
  context: GatewayContext,
  search: string | null | undefined,
  customerNumber?: string | null,
): Promise<DepartmentChoicePage> {
  const me = await requireUserAdmin(context);
  const company = administeredCompany(context, me, customerNumber);
  const filter = search?.trim() ?? '';
  if (filter && (filter.length < DEPARTMENT_SEARCH_MIN || filter.length > ADMIN_FILTER_MAX))
    throw badUserInput(`The search needs ${DEPARTMENT_SEARCH_MIN} to ${ADMIN_FILTER_MAX} characters.`);
  try {
    const answer = await context.erp.get('/department', {
      query: {
        customer_number: company,
        active: '1',
        order_by: 'department_key',
        limit: DEPARTMENTS_LISTED,
        ...(filter ? { filter } : {}),
      },
    });
    return {
      nodes: answer.departments.map((d) => ({ key: d.department_key, description: d.description })),
      totalCount: answer.meta.total_items,
      page: 1,
      pageSize: DEPARTMENTS_LISTED,
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export async function searchCatalogs(
  context: GatewayContext,
  search: string | null | undefined,
): Promise<UserCatalog[]> {
  const me = await requireUserAdmin(context);
  if (!isSuper(me)) throw forbidden(NO_CATALOG_ACCESS);
  const filter = search?.trim() ?? '';
  if (filter.length > ADMIN_FILTER_MAX) throw badUserInput(`The search has at most ${ADMIN_FILTER_MAX} characters.`);
  try {
    return (await catalogListings(context, filter)).slice(0, CATALOG_RESULTS_MAX);
  } catch (error) {
    throw toGraphQLError(error);
  }
}

type AccessInput = Pick<
  CreateCompanyUserInput & UpdateCompanyUserInput,
  'isAdmin' | 'isSuperAdmin' | 'departments' | 'catalogs'
>;

/** The ERP payload of the dialog's roles, departments and catalogs, or why it is refused. */
export function accessWrite(
  me: ErpUser,
  current: ErpUser | null,
  input: AccessInput,
): { body: Record<string, unknown> } | { errors: UserError[] } {
  const errors: UserError[] = [];
  const body: Record<string, unknown> = {};
  const superAccess = isSuper(me);
  const wasSuperAdmin = current ? isSuper(current) : false;
  const wasAdmin = current ? isAdminRole(current) : false;
  const wantsSuper = input.isSuperAdmin ?? wasSuperAdmin;
  const wantsAdmin = (input.isAdmin ?? wasAdmin) || wantsSuper;
  const roles = checkRoles({
    superAccess,
    isSelf: current?.id === me.id,
    wasAdmin,
    wasSuperAdmin,
    isAdmin: wantsAdmin,
    isSuperAdmin: wantsSuper,
  });
  for (const e of roles)
    errors.push(userError(e.field === 'isSuperAdmin' ? 'FORBIDDEN' : 'INVALID_INPUT', e.message, e.field));
  if ((input.isAdmin ?? null) !== null || (input.isSuperAdmin ?? null) !== null)
    body.roles = ['ROLE_USER', ...(wantsAdmin ? ['ROLE_ADMIN'] : []), ...(wantsSuper ? ['ROLE_SUPERADMIN'] : [])];
  // Ticked for a user without the role they did nothing (issue 32): such a user is saved without them.
  if (!wantsAdmin) for (const flag of ADMIN_ONLY_FLAGS) body[flag] = false;
  if (input.catalogs) {
    const names = input.catalogs.map((c) => c.trim());
    const unchanged = current !== null && names.join('\n') === current.catalog.join('\n');
    if (!superAccess && !unchanged)
      errors.push(userError('FORBIDDEN', USER_DIALOG_MESSAGES.catalogsSuperOnly, 'catalogs'));
    else {
      for (const e of checkUserCatalogs(names)) errors.push(userError('INVALID_INPUT', e.message, e.field));
      body.catalog = names;
    }
  }
  if (input.departments) {
    const { keys, defaultKey, allowAll } = input.departments;
    if (keys.length > 1000) errors.push(userError('INVALID_INPUT', 'At most 1000 departments.', 'departments'));
    for (const e of checkUserDepartments({ keys, defaultKey: defaultKey ?? null, allowAll }))
      errors.push(userError('INVALID_INPUT', e.message, e.field));
    body.departments = keys.map((key) => ({ department_key: key, is_default: key === defaultKey }));
    body.allow_all_departments = allowAll;
  }
  return errors.length > 0 ? { errors } : { body };
}
