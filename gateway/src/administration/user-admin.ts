// Who may manage users: an administrator with manage_users (the menu's Manage Users rule).
import type { GatewayContext } from '../context.ts';
import { viewerUser } from '../auth/viewer.ts';
import { isAdmin } from '../auth/account-access.ts';
import { forbidden } from '../common/errors.ts';
import type { ErpUser } from '../erp/types.ts';

export const NO_USER_ADMIN = 'Manage users is available to company administrators only.';

/** FORBIDDEN unless the viewer is an administrator with manage_users. */
export async function requireUserAdmin(context: GatewayContext): Promise<ErpUser> {
  const me = await viewerUser(context);
  if (!isAdmin(me) || !me.manage_users) throw forbidden(NO_USER_ADMIN);
  return me;
}
