// The supervisor search of the user dialog's limits (account-admin-calls §5, §7.1): active supervisors of
// the administered company whose name or e-mail has the search (GET /{type}/{id}/supervisors).
import type { GatewayContext } from '../context.ts';
import { badUserInput, toGraphQLError } from '../common/errors.ts';
import type { SupervisorCandidate } from '../generated/resolvers-types.ts';
import { ADMIN_FILTER_MAX, SUPERVISOR_SEARCH_MIN } from '@mro/rules/administration';
import { requireUserAdmin } from './user-admin.ts';
import { administeredCompany } from './administered-company.ts';

const ID_RE = /^\d{1,9}$/;

export async function searchSupervisors(
  context: GatewayContext,
  search: string,
  userId: string | null | undefined,
  customerNumber?: string | null,
): Promise<SupervisorCandidate[]> {
  const me = await requireUserAdmin(context);
  const company = administeredCompany(context, me, customerNumber);
  const filter = search.trim();
  if (filter.length < SUPERVISOR_SEARCH_MIN || filter.length > ADMIN_FILTER_MAX)
    throw badUserInput(`The search needs ${SUPERVISOR_SEARCH_MIN} to ${ADMIN_FILTER_MAX} characters.`);
  if (userId && !ID_RE.test(userId)) throw badUserInput('userId: a user id.');
  try {
    const answer = await context.erp.get('/{type}/{id}/supervisors', {
      path: { type: 'user', id: userId ?? '0' },
      query: { filter, customer_number: company },
    });
    return answer.supervisors.map((s) => ({ id: String(s.id), name: s.name, username: s.username }));
  } catch (error) {
    throw toGraphQLError(error);
  }
}
