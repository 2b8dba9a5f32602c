// Who may use the associates' tools (account-admin-calls §2.3, §6): staff of the provider (is_vallen);
// the customer applications tool also needs manage_customer_apps. Checked here before the ERP, which
// refuses others too.
import type { GatewayContext } from '../context.ts';
import { forbidden } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { ErpUser } from '../erp/types.ts';
import { TOOLS_MESSAGES } from '@mro/rules/tools';

export async function requireStaff(context: GatewayContext): Promise<ErpUser> {
  const user = await viewerUser(context);
  if (!user.is_vallen) throw forbidden(TOOLS_MESSAGES.staffOnly);
  return user;
}

export async function requireApplicationReviewer(context: GatewayContext): Promise<ErpUser> {
  const user = await requireStaff(context);
  if (!user.manage_customer_apps) throw forbidden(TOOLS_MESSAGES.applicationsOnly);
  return user;
}
