import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { badUserInput, erpUserError, forbidden, toGraphQLError, userError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import { allowedCompaniesOf as allowedOf, canSwitchCustomer } from '../auth/account-access.ts';
import { principalOf } from '../auth/login.ts';
import type { ErpUser } from '../erp/types.ts';
import type { CustomerChoices, UserError } from '../generated/resolvers-types.ts';
import {
  MULTIVIEW_MESSAGES,
  MULTIVIEW_SEARCH_MAX,
  MULTIVIEW_SEARCH_MIN,
  MULTIVIEW_SELECT_MAX,
} from '@mro/rules/multiview';

export async function customerChoices(
  context: GatewayContext,
  search: string | null | undefined,
): Promise<CustomerChoices> {
  const user = await viewerUser(context);
  if (!canSwitchCustomer(user)) throw forbidden(MULTIVIEW_MESSAGES.notAllowed);
  const term = search?.trim() ?? '';
  if (term.length > MULTIVIEW_SEARCH_MAX) throw badUserInput(`Search with at most ${MULTIVIEW_SEARCH_MAX} characters.`);
  if (!user.is_vallen) {
    const allowed = await reachableOf(context, user);
    if (allowed.length <= MULTIVIEW_SELECT_MAX) return { mode: 'SELECT', choices: allowed, matchCount: allowed.length };
    const wanted = term.toLowerCase();
    const found =
      term.length < MULTIVIEW_SEARCH_MIN
        ? []
        : allowed.filter((c) => c.customerNumber.includes(wanted) || c.name.toLowerCase().includes(wanted));
    return { mode: 'SEARCH', choices: found.slice(0, 100), matchCount: found.length };
  }
  if (term.length < MULTIVIEW_SEARCH_MIN) return { mode: 'SEARCH', choices: [], matchCount: 0 };
  return { mode: 'SEARCH', ...(await searchCustomers(context, term)) };
}

/**
 * The customers a non-staff user may buy for: a sales rep's are the ERP's list of the rep's customers
 * (account-admin-calls §6), anyone else's their allowed companies; their own default always.
 */
async function reachableOf(
  context: GatewayContext,
  user: ErpUser,
): Promise<{ customerNumber: string; name: string }[]> {
  const own = allowedOf(user);
  if (!user.rep_code) return own;
  let answer;
  try {
    answer = await context.erp.get('/sales_rep/{id}/customers', { path: { id: user.rep_code } });
  } catch (error) {
    throw toGraphQLError(error);
  }
  const theirs = answer.customers.map((c) => ({ customerNumber: c.customer_number, name: c.name }));
  return [...own, ...theirs.filter((c) => !own.some((o) => o.customerNumber === c.customerNumber))];
}

export type CustomerSearch = { choices: { customerNumber: string; name: string }[]; matchCount: number };

/** The staff search (every customer but the excluded one), at most 100; the term has 2 to 100 characters. */
export async function searchCustomers(context: GatewayContext, term: string): Promise<CustomerSearch> {
  try {
    const answer = await context.erp.get('/customers/search', { query: { term } });
    return {
      choices: answer.customers.map((c) => ({ customerNumber: c.customer_number, name: c.name })),
      matchCount: answer.meta.total_items,
    };
  } catch (error) {
    throw toGraphQLError(error);
  }
}

type SwitchPayload = { viewer: ErpUser | null; userErrors: UserError[] };

/** Saves the customer on the user, then starts a new session buying for it (a new cookie; the old ends). */
export async function switchCustomer(context: GatewayContext, customerNumber: string): Promise<SwitchPayload> {
  const principal = requirePrincipal(context);
  const user = await viewerUser(context);
  const refused = (error: UserError): SwitchPayload => ({ viewer: null, userErrors: [error] });
  const wanted = customerNumber.trim();
  if (!canSwitchCustomer(user) || !/^\d{1,10}$/.test(wanted))
    return refused(userError('FORBIDDEN', MULTIVIEW_MESSAGES.notAllowed, 'customerNumber'));
  if (!user.is_vallen && !(await reachableOf(context, user)).some((c) => c.customerNumber === wanted))
    return refused(userError('FORBIDDEN', MULTIVIEW_MESSAGES.notAllowed, 'customerNumber'));
  let switched: ErpUser;
  try {
    switched = await context.erp.put('/user/{id}', { path: { id: user.id }, body: { customer_number: wanted } });
  } catch (error) {
    const problem = erpUserError(error, 'customerNumber');
    return refused({ ...problem, message: MULTIVIEW_MESSAGES.switchFailed });
  }
  await context.startSession(principalOf(switched, principal.token, principal.expiresAt));
  context.loaders.user.clear(user.id).prime(user.id, switched);
  return { viewer: switched, userErrors: [] };
}
