import type { GatewayContext } from '../context.ts';
import type { Principal } from '../auth/session.ts';
import { erpApiOf } from '../erp/erp-api.ts';
import { isErpStatus } from '../erp/errors.ts';

/**
 * At login the guest's cart joins the user's server cart (cart lifecycle, docs/spec/cart-checkout-orders.md §4):
 * PUT /cart/{session_id}/merge/{guest cart}. The ERP re-prices the lines for the user's customer,
 * adds up the same item in the same unit and drops the guest cart, so a retried merge adds nothing
 * twice. The guest session ends once the lines are in (or the guest cart is gone); if the merge
 * fails it stays, and the next login merges it. Login itself never fails for it.
 */
export const mergeGuestCart = async (context: GatewayContext, principal: Principal): Promise<void> => {
  const guestCartId = context.guest.cartId;
  if (!guestCartId) return;
  // As the user who just logged in, not as the guest this request started as.
  const erp = erpApiOf(context.erpClient, { token: principal.token, requestId: context.requestId });
  try {
    // The user's cart must exist to take the lines: created on demand like every cart.
    await erp.get('/cart/{session_id}', { path: { session_id: principal.cartId } }).catch((error: unknown) => {
      if (!isErpStatus(error, 404)) throw error;
      return erp.post('/cart', {
        body: { session_id: principal.cartId, user_id: principal.userId, cart_lines: [], order_source_type: 'web' },
      });
    });
    await erp.put('/cart/{session_id}/merge/{cart_id}', {
      path: { session_id: principal.cartId, cart_id: guestCartId },
    });
    context.guest.endCart();
  } catch (error) {
    // 404: the guest cart is gone (merged by an earlier attempt, or emptied by a guest order).
    if (isErpStatus(error, 404)) context.guest.endCart();
    else context.log.log('warn', 'guest cart not merged at login', { error: (error as Error).message });
  }
};
