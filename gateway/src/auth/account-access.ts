import type { ErpUser } from '../erp/types.ts';
import type { GatewayContext } from '../context.ts';
import { forbidden } from '../common/errors.ts';
import { viewerUser } from './viewer.ts';

// Who may open which account and administration page (account-admin-calls §6). The web's account
// menu shows the same entries from the Viewer fields these feed; the resolvers refuse the rest.

export const isPunchOut = (user: ErpUser): boolean => user.user_type === 'punchout';
export const isOpenBrowse = (user: ErpUser): boolean => user.customer_type === 'open_browse';
/** ROLE_SUPERADMIN also counts as admin. */
export const isAdmin = (user: ErpUser): boolean =>
  user.roles.includes('ROLE_ADMIN') || user.roles.includes('ROLE_SUPERADMIN');

/** Order approvals: administrators and supervisors who are not in punch-out. */
export const canApproveOrders = (user: ErpUser): boolean => (isAdmin(user) || user.is_supervisor) && !isPunchOut(user);

/** The account overview: account_overview, not buying as an open-browse customer. */
export const canViewAccountOverview = (user: ErpUser): boolean => Boolean(user.account_overview) && !isOpenBrowse(user);

export const NO_APPROVALS = 'Order approvals are available to administrators and supervisors only.';

/** FORBIDDEN unless the viewer may open order approvals. */
export async function requireOrderApprover(context: GatewayContext): Promise<void> {
  if (!canApproveOrders(await viewerUser(context))) throw forbidden(NO_APPROVALS);
}
