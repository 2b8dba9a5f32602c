// The user setup request's supervisor search (account-admin-calls §5 "supervisor search", §7.1
// GET /{type}/{id}/supervisors): active supervisors of the viewer's own company, for users with user_setup.
import type { GatewayContext } from '../context.ts';
import { badUserInput, forbidden, toGraphQLError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { SupervisorCandidate } from '../generated/resolvers-types.ts';
import { ADMIN_FILTER_MAX, SUPERVISOR_SEARCH_MIN } from '@mro/rules/administration';
import { USER_SETUP_MESSAGES } from '@mro/rules/usersetup';

/** The requested user does not exist yet: the ERP's "user being edited" is 0. */
const NEW_USER = '0';

export async function searchUserSetupSupervisors(
  context: GatewayContext,
  search: string,
): Promise<SupervisorCandidate[]> {
  const user = await viewerUser(context);
  if (!user.user_setup) throw forbidden(USER_SETUP_MESSAGES.notAllowed);
  const filter = search.trim();
  if (filter.length < SUPERVISOR_SEARCH_MIN || filter.length > ADMIN_FILTER_MAX)
    throw badUserInput(`The search needs ${SUPERVISOR_SEARCH_MIN} to ${ADMIN_FILTER_MAX} characters.`);
  try {
    const answer = await context.erp.get('/{type}/{id}/supervisors', {
      path: { type: 'user', id: NEW_USER },
      query: { filter, customer_number: user.customer_number },
    });
    return answer.supervisors.map((s) => ({ id: String(s.id), name: s.name, username: s.username }));
  } catch (error) {
    throw toGraphQLError(error);
  }
}
