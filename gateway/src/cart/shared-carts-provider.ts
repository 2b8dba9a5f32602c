// Carts colleagues shared with the viewer (account-admin-calls §2.4 Shared carts, §3 User.shared_carts):
// read from the user; 'Unable to find shared carts.' when the ERP cannot answer them.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpUser } from '../erp/types.ts';
import { forbidden } from '../common/errors.ts';
import { amount } from '../common/amount.ts';
import { isPunchOut } from '../auth/account-access.ts';
import type { SharedCartSummary } from '../generated/resolvers-types.ts';
import { SHARED_CART_MESSAGES } from '@mro/rules/cart';

/** §6: Shared Carts only when the user has any and is not in punch-out. */
export const hasSharedCarts = (user: ErpUser): boolean => !isPunchOut(user) && (user.shared_carts ?? []).length > 0;

export async function loadSharedCarts(context: GatewayContext): Promise<SharedCartSummary[]> {
  const principal = requirePrincipal(context);
  let user: ErpUser;
  try {
    user = await context.loaders.user.load(principal.userId);
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    throw new GraphQLError(SHARED_CART_MESSAGES.notFound, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  }
  if (isPunchOut(user)) throw forbidden(SHARED_CART_MESSAGES.notInPunchOut);
  return (user.shared_carts ?? []).map((shared) => ({
    id: shared.id,
    sharerUsername: shared.sharer_username,
    owner: shared.owner,
    lineCount: shared.line_count,
    subtotal: amount(shared.sub_total, principal.amountMode),
    totalUnits: shared.total_units,
    sharedAt: shared.created_on,
  }));
}
