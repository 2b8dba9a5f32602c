// Without can_submit_orders checkout is disabled (cart-checkout-orders §6): no order is placed and
// none goes to an approver, whichever way the cart is submitted.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { userError } from '../common/errors.ts';
import { ORDERS_NOT_ALLOWED } from '@mro/rules/checkout';
import type { UserError } from '../generated/resolvers-types.ts';

/** The refusal for a viewer who may not submit orders, or null when they may. */
export const ordersRefusal = async (context: GatewayContext): Promise<UserError | null> => {
  const user = await context.loaders.user.load(requirePrincipal(context).userId);
  return user.can_submit_orders ? null : userError('FORBIDDEN', ORDERS_NOT_ALLOWED);
};
