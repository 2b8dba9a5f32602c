// Who may open the billing page and change saved cards (account-admin-calls §6): can_edit_bill_to,
// outside punch-out. The billing page's query and every saved-card mutation ask here.
import type { GatewayContext } from '../context.ts';
import type { ErpUser } from '../erp/types.ts';
import { forbidden } from '../common/errors.ts';
import { isPunchOut } from '../auth/account-access.ts';
import { viewerUser } from '../auth/viewer.ts';
import { BILLING_MESSAGES } from '@mro/rules/payment';

export const mayEditBilling = (user: ErpUser): boolean => user.can_edit_bill_to === true && !isPunchOut(user);

/** The viewer, or FORBIDDEN ('You may not edit billing information.') without the billing flag. */
export async function billingEditor(context: GatewayContext): Promise<ErpUser> {
  const user = await viewerUser(context);
  if (!mayEditBilling(user)) throw forbidden(BILLING_MESSAGES.notAllowed);
  return user;
}
