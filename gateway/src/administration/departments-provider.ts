// Manage departments (account-admin-calls §2.4, §5, §7.3): the list, a department with its users, add,
// change and delete. The ERP refuses another company's department (it reads as missing) and deleting
// one with users; the gateway refuses non-administrators and applies the form's rules first.
import { GraphQLError } from 'graphql';
import { administeredCompany } from './administered-company.ts';
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { viewerUser } from '../auth/viewer.ts';
import { isAdmin } from '../auth/account-access.ts';
import { badUserInput, erpUserError, forbidden, formUserErrors, toGraphQLError, userError } from '../common/errors.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { components } from '../erp/generated/openapi.ts';
import type {
  CompanyDepartment,
  CompanyDepartmentPage,
  CompanyDepartmentsInput,
  CreateCompanyDepartmentInput,
  SupervisorCandidate,
  UpdateCompanyDepartmentInput,
  UserError,
} from '../generated/resolvers-types.ts';
import {
  ADMIN_FILTER_MAX,
  ADMIN_PAGE_SIZES,
  DEPARTMENTS_PAGE_SIZE,
  DEPARTMENT_MESSAGES,
  SUPERVISOR_SEARCH_MIN,
  UNLIMITED,
  departmentFormErrors,
} from '@mro/rules/administration';

type ErpDepartment = components['schemas']['Department'];
const ID_RE = /^\d{1,9}$/;
const MAX_PAGE = 100_000;
export const NO_DEPARTMENT_ADMIN = 'Manage departments is available to company administrators only.';

async function requireDepartmentAdmin(context: GatewayContext) {
  const me = await viewerUser(context);
  if (!isAdmin(me) || !me.manage_departments) throw forbidden(NO_DEPARTMENT_ADMIN);
  return me;
}

const notFound = () => new GraphQLError(DEPARTMENT_MESSAGES.notFound, { extensions: { code: 'NOT_FOUND' } });

const departmentOf = (
  d: ErpDepartment,
  users: SupervisorCandidate[] = [],
  supervisors: SupervisorCandidate[] = [],
): CompanyDepartment => ({
  id: String(d.id),
  key: d.department_key,
  description: d.description,
  spendLimit: d.spend_limit === UNLIMITED ? null : d.spend_limit,
  active: d.active,
  userCount: d.users.length,
  users,
  supervisorCount: d.supervisors.length,
  supervisors,
  createdBy: d.created_by,
  createdOn: d.created_date.slice(0, 10),
  lastChangedBy: d.updated_by,
  lastChangedOn: d.updated_date?.slice(0, 10) ?? null,
});

/** The supervisors' names, from the company's active users (a deactivated supervisor approves nothing). */
async function supervisorsOf(context: GatewayContext, d: ErpDepartment): Promise<SupervisorCandidate[]> {
  if (d.supervisors.length === 0) return [];
  const { users } = await context.erp.get('/users/{customerNumber}', { path: { customerNumber: d.customer_number } });
  return users
    .filter((u) => d.supervisors.includes(u.id))
    .map((u) => ({ id: String(u.id), name: u.name, username: u.username }));
}

/** Whether the company's limits are by department (workflow_dept_limit of the company's workflow settings). */
async function limitsByDepartment(context: GatewayContext, customerNumber: string): Promise<boolean> {
  const principal = requirePrincipal(context);
  const answer =
    customerNumber === principal.customerNumber
      ? await context.erp.get('/user-approval-workflow/{id}', { path: { id: String(principal.userId) } })
      : await context.erp.get('/user-approval-workflow/{id}/{customerNumber}', { path: { id: '0', customerNumber } });
  return answer.workflow_dept_limit;
}

export async function loadCompanyDepartments(
  context: GatewayContext,
  input: CompanyDepartmentsInput,
): Promise<CompanyDepartmentPage> {
  const me = await requireDepartmentAdmin(context);
  const company = administeredCompany(context, me, input.customerNumber);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? DEPARTMENTS_PAGE_SIZE;
  const filter = input.filter?.trim() ?? '';
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badUserInput(`page: 1 to ${MAX_PAGE}.`);
  if (!(ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput(`pageSize: one of ${ADMIN_PAGE_SIZES.join(', ')}.`);
  if (filter.length > ADMIN_FILTER_MAX) throw badUserInput(`The filter has at most ${ADMIN_FILTER_MAX} characters.`);
  try {
    const [answer, byDepartment] = await Promise.all([
      context.erp.get('/department', {
        query: {
          customer_number: company,
          order_by: 'department_key',
          order_direction: 'asc',
          limit: pageSize,
          offset: (page - 1) * pageSize,
          ...(filter ? { filter } : {}),
          ...(input.activeOnly ? { active: '1' as const } : {}),
        },
      }),
      limitsByDepartment(context, company),
    ]);
    return {
      nodes: answer.departments.map((d) => departmentOf(d)),
      totalCount: answer.meta.total_items,
      page,
      pageSize,
      limitsByDepartment: byDepartment,
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export async function loadCompanyDepartment(context: GatewayContext, id: string): Promise<CompanyDepartment> {
  await requireDepartmentAdmin(context);
  if (!ID_RE.test(id)) throw notFound();
  try {
    const [department, users] = await Promise.all([
      context.erp.get('/department/{id}', { path: { id } }),
      context.erp.get('/department/{id}/users', { path: { id } }),
    ]);
    return departmentOf(
      department,
      users.supervisors.map((u) => ({ id: String(u.id), name: u.name, username: u.username })),
      await supervisorsOf(context, department),
    );
  } catch (error) {
    if (isErpStatus(error, 403) || isErpStatus(error, 404)) throw notFound();
    throw toGraphQLError(error);
  }
}

export async function searchDepartmentUsers(
  context: GatewayContext,
  search: string,
  customerNumber?: string | null,
): Promise<SupervisorCandidate[]> {
  const me = await requireDepartmentAdmin(context);
  const company = administeredCompany(context, me, customerNumber);
  const term = search.trim().toLowerCase();
  if (term.length < SUPERVISOR_SEARCH_MIN || term.length > ADMIN_FILTER_MAX)
    throw badUserInput(`The search needs ${SUPERVISOR_SEARCH_MIN} to ${ADMIN_FILTER_MAX} characters.`);
  try {
    const answer = await context.erp.get('/users/{customerNumber}', {
      path: { customerNumber: company },
    });
    return answer.users
      .filter((u) => u.name.toLowerCase().includes(term) || u.username.toLowerCase().includes(term))
      .slice(0, 25)
      .map((u) => ({ id: String(u.id), name: u.name, username: u.username }));
  } catch (error) {
    throw toGraphQLError(error);
  }
}

type Payload = { department: CompanyDepartment | null; userErrors: UserError[] };
const refused = (userErrors: UserError[]): Payload => ({ department: null, userErrors });

const failed = (error: unknown, key: string): UserError[] => {
  if (isErpStatus(error, 409))
    return [userError('INVALID_INPUT', DEPARTMENT_MESSAGES.exists(key.toUpperCase()), 'key')];
  const mapped = erpUserError(error);
  if (mapped.code === 'NOT_FOUND') return [userError('NOT_FOUND', DEPARTMENT_MESSAGES.notFound)];
  if (mapped.code === 'UPSTREAM_UNAVAILABLE')
    return [userError('UPSTREAM_UNAVAILABLE', DEPARTMENT_MESSAGES.saveFailed)];
  return [mapped];
};

async function checked(
  context: GatewayContext,
  input: CreateCompanyDepartmentInput | UpdateCompanyDepartmentInput,
  customerNumber: string,
): Promise<{ body: Record<string, unknown> } | { errors: UserError[] }> {
  const noLimit = input.noSpendLimit ?? true;
  const form = {
    key: input.key,
    description: input.description,
    spendLimit: input.spendLimit ?? '',
    noSpendLimit: noLimit,
  };
  const byDepartment = await limitsByDepartment(context, customerNumber).catch((error: unknown) => {
    throw toGraphQLError(error);
  });
  const errors = formUserErrors(departmentFormErrors(form, byDepartment));
  const ids = input.userIds ?? [];
  if (ids.length > 1000 || ids.some((id) => !ID_RE.test(id)))
    errors.push(userError('INVALID_INPUT', 'Choose users from the search.', 'userIds'));
  if (errors.length > 0) return { errors };
  return {
    body: {
      department_key: input.key.trim(),
      description: input.description.trim(),
      spend_limit: noLimit || !form.spendLimit.trim() ? UNLIMITED : Number(form.spendLimit),
      users: ids.map(Number),
    },
  };
}

export async function createCompanyDepartment(
  context: GatewayContext,
  input: CreateCompanyDepartmentInput,
): Promise<Payload> {
  const me = await requireDepartmentAdmin(context);
  const company = administeredCompany(context, me, input.customerNumber);
  const write = await checked(context, input, company);
  if ('errors' in write) return refused(write.errors);
  try {
    const created = await context.erp.post('/department', {
      body: { ...write.body, customer_number: company },
    });
    return { department: await loadCompanyDepartment(context, String(created.id)), userErrors: [] };
  } catch (error) {
    return refused(failed(error, input.key));
  }
}

export async function updateCompanyDepartment(
  context: GatewayContext,
  input: UpdateCompanyDepartmentInput,
): Promise<Payload> {
  await requireDepartmentAdmin(context);
  if (!ID_RE.test(input.id)) return refused([userError('NOT_FOUND', DEPARTMENT_MESSAGES.notFound)]);
  // The department's own company decides whether its spend limit applies.
  let company: string;
  try {
    company = (await context.erp.get('/department/{id}', { path: { id: input.id } })).customer_number;
  } catch (error) {
    return refused(failed(error, input.key));
  }
  const write = await checked(context, input, company);
  if ('errors' in write) return refused(write.errors);
  try {
    await context.erp.put('/department/{id}', { path: { id: input.id }, body: write.body });
    return { department: await loadCompanyDepartment(context, input.id), userErrors: [] };
  } catch (error) {
    return refused(failed(error, input.key));
  }
}

/** Deactivates or reactivates a department (only `active` is sent: the ERP keeps the other fields). */
export async function setCompanyDepartmentActive(
  context: GatewayContext,
  id: string,
  active: boolean,
): Promise<Payload> {
  await requireDepartmentAdmin(context);
  if (!ID_RE.test(id)) return refused([userError('NOT_FOUND', DEPARTMENT_MESSAGES.notFound)]);
  try {
    await context.erp.put('/department/{id}', { path: { id }, body: { active } });
    return { department: await loadCompanyDepartment(context, id), userErrors: [] };
  } catch (error) {
    return refused(failed(error, ''));
  }
}

export async function deleteCompanyDepartment(
  context: GatewayContext,
  id: string,
): Promise<{ deletedId: string | null; userErrors: UserError[] }> {
  await requireDepartmentAdmin(context);
  if (!ID_RE.test(id)) return { deletedId: null, userErrors: [userError('NOT_FOUND', DEPARTMENT_MESSAGES.notFound)] };
  try {
    await context.erp.delete('/department/{id}', { path: { id } });
    return { deletedId: id, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 409))
      return { deletedId: null, userErrors: [userError('REJECTED', DEPARTMENT_MESSAGES.hasUsers)] };
    return { deletedId: null, userErrors: failed(error, '') };
  }
}
