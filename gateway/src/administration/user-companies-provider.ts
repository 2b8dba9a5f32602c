// Working across companies in administration (account-admin-calls §2.4 Multiview tab, §6, §7.1; issues
// 17 and 18): the companies the viewer may administer (the page's company picker and the Multiview
// tab's search) and a managed user's allowed companies, added with POST /user-company and removed with
// DELETE /user-company/{id}. The ERP has the last word; the gateway refuses what it knows is not the
// viewer's to grant first.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import { viewerUser } from '../auth/viewer.ts';
import { isAdmin } from '../auth/account-access.ts';
import { badUserInput, erpUserError, forbidden, userError } from '../common/errors.ts';
import { isErpStatus } from '../erp/errors.ts';
import type {
  AddAllowedCompanyInput,
  CompanyUser,
  CustomerChoices,
  RemoveAllowedCompanyInput,
  UserError,
} from '../generated/resolvers-types.ts';
import { ADMIN_MESSAGES } from '@mro/rules/administration';
import { MULTIVIEW_MESSAGES, MULTIVIEW_SEARCH_MAX, MULTIVIEW_SEARCH_MIN } from '@mro/rules/multiview';
import { NO_USER_ADMIN, loadCompanyUser } from './users-provider.ts';
import { NOT_ADMINISTERED, isSuperAdmin, mayAdminister, reachableCompanies } from './administered-company.ts';

const ID_RE = /^\d{1,9}$/;
const CUSTOMER_RE = /^\d{1,10}$/;
export const NO_COMPANY_ADMIN = 'Only administrators choose the company they administer.';
export const alreadyAllowed = (customerNumber: string) => `Customer ${customerNumber} is already an allowed company.`;

/** Super administrators search every company; plain ones choose among their own and allowed companies. */
export async function administrableCompanies(
  context: GatewayContext,
  search: string | null | undefined,
): Promise<CustomerChoices> {
  const me = await viewerUser(context);
  if (!isAdmin(me) || !(isSuperAdmin(me) || me.manage_users || me.manage_departments))
    throw forbidden(NO_COMPANY_ADMIN);
  const term = search?.trim() ?? '';
  if (term.length > MULTIVIEW_SEARCH_MAX) throw badUserInput(`Search with at most ${MULTIVIEW_SEARCH_MAX} characters.`);
  if (isSuperAdmin(me)) {
    if (term.length < MULTIVIEW_SEARCH_MIN) return { mode: 'SEARCH', choices: [], matchCount: 0 };
    return { mode: 'SEARCH', ...(await context.providers.multiview.searchCustomers(term)) };
  }
  const wanted = term.toLowerCase();
  const choices = [...reachableCompanies(me)]
    .map(([customerNumber, name]) => ({ customerNumber, name }))
    .filter((c) => !wanted || c.customerNumber.includes(wanted) || c.name.toLowerCase().includes(wanted))
    .sort((a, b) => a.customerNumber.localeCompare(b.customerNumber));
  return { mode: 'SELECT', choices, matchCount: choices.length };
}

type Payload = { user: CompanyUser | null; userErrors: UserError[] };
const refused = (error: UserError): Payload => ({ user: null, userErrors: [error] });

async function requireUserAdmin(context: GatewayContext) {
  const me = await viewerUser(context);
  if (!isAdmin(me) || !me.manage_users) throw forbidden(NO_USER_ADMIN);
  return me;
}

/** The managed user, or null when the ERP does not let the viewer see them. */
async function managedUser(context: GatewayContext, id: string): Promise<CompanyUser | null> {
  if (!ID_RE.test(id)) return null;
  return loadCompanyUser(context, id).catch((error: unknown) => {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  });
}

const failed = (error: unknown, field: string): UserError => {
  const mapped = erpUserError(error, field);
  return userError(
    mapped.code === 'UPSTREAM_UNAVAILABLE' ? mapped.code : 'REJECTED',
    MULTIVIEW_MESSAGES.switchFailed,
    field,
  );
};

export async function addAllowedCompany(context: GatewayContext, input: AddAllowedCompanyInput): Promise<Payload> {
  const me = await requireUserAdmin(context);
  const number = input.customerNumber.trim();
  if (!CUSTOMER_RE.test(number))
    return refused(userError('INVALID_INPUT', 'Choose a company from the search.', 'customerNumber'));
  if (!mayAdminister(me, number)) return refused(userError('FORBIDDEN', NOT_ADMINISTERED, 'customerNumber'));
  const user = await managedUser(context, input.userId);
  if (!user) return refused(userError('NOT_FOUND', ADMIN_MESSAGES.userNotFound, 'userId'));
  if (user.customerNumber === number || user.allowedCompanies.some((c) => c.customerNumber === number))
    return refused(userError('INVALID_INPUT', alreadyAllowed(number), 'customerNumber'));
  try {
    await context.erp.post('/user-company', { body: { user_id: Number(user.id), customer_number: number } });
  } catch (error) {
    if (isErpStatus(error, 409)) return refused(userError('INVALID_INPUT', alreadyAllowed(number), 'customerNumber'));
    return refused(failed(error, 'customerNumber'));
  }
  if (Number(user.id) === me.id) context.loaders.user.clear(me.id);
  return { user: await loadCompanyUser(context, user.id), userErrors: [] };
}

export async function removeAllowedCompany(
  context: GatewayContext,
  input: RemoveAllowedCompanyInput,
): Promise<Payload> {
  const me = await requireUserAdmin(context);
  const user = await managedUser(context, input.userId);
  if (!user) return refused(userError('NOT_FOUND', ADMIN_MESSAGES.userNotFound, 'userId'));
  const record = user.allowedCompanies.find((c) => c.id === input.allowedCompanyId);
  if (!record) return refused(userError('NOT_FOUND', 'That company is not allowed for this user.', 'allowedCompanyId'));
  if (!mayAdminister(me, record.customerNumber))
    return refused(userError('FORBIDDEN', NOT_ADMINISTERED, 'allowedCompanyId'));
  try {
    await context.erp.delete('/user-company/{id}', { path: { id: record.id } });
  } catch (error) {
    return refused(failed(error, 'allowedCompanyId'));
  }
  if (Number(user.id) === me.id) context.loaders.user.clear(me.id);
  return { user: await loadCompanyUser(context, user.id), userErrors: [] };
}
