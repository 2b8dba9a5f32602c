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
    const allowed = allowedOf(user);
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
  if (!user.is_vallen && !allowedOf(user).some((c) => c.customerNumber === wanted))
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
