import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { ErpHttpError } from '../erp/errors.ts';
import { userError } from '../common/errors.ts';
import type { UserError } from '../generated/resolvers-types.ts';

/** What the buyer can do about a reused PO, after the ERP's own words. */
export const USE_ANOTHER_PO = 'Use a different PO number.';

/**
 * A PO already on an open order of the customer makes the ERP place the order On Hold: the ERP is
 * asked first (GET /order/po-check) so the buyer reads its answer before Place Order. `orderSession`
 * names the placement being checked, so a retried placement is not refused over its own order. When
 * the ERP cannot answer the order goes ahead: the ERP still holds a reused PO, and says so.
 */
export const purchaseOrderInUse = async (
  context: GatewayContext,
  po: string | null | undefined,
  field: string,
  orderSession?: string,
): Promise<UserError | null> => {
  const principal = requirePrincipal(context);
  const wanted = po?.trim();
  if (!wanted) return null;
  try {
    const check = await context.erp.get('/order/po-check', {
      query: {
        customer_number: principal.customerNumber,
        po: wanted,
        ...(orderSession ? { order_session: orderSession } : {}),
      },
    });
    if (!check.in_use) return null;
    const said = check.message ?? `PO number ${wanted} is already on an open order.`;
    return userError('INVALID_INPUT', `${said} ${USE_ANOTHER_PO}`, field);
  } catch (error) {
    if (error instanceof ErpHttpError && error.status === 401) throw error;
    context.log.log('warn', 'PO check unavailable', { requestId: context.requestId, error: (error as Error).message });
    return null;
  }
};
