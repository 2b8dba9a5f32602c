// The order summary of the associates' lookups (account-admin-calls §3): any customer's order by its
// number, from GET /order/{id}/order-status (the sandbox lets staff read every customer's but the excluded one).
import type { GatewayContext } from '../context.ts';
import { badUserInput, toGraphQLError } from '../common/errors.ts';
import { stageOf } from '../common/order-codes.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { OrderStatusLookup } from '../generated/resolvers-types.ts';
import { TOOLS_MESSAGES, lookupOrderNumber } from '@mro/rules/tools';
import { requireStaff } from './staff.ts';

/** Only a web page of the carrier is linked: anything else the ERP holds is left out. */
const httpsOnly = (url: string | null): string | null => (url && /^https:\/\//i.test(url) ? url : null);

export async function orderStatusLookup(
  context: GatewayContext,
  orderNumber: string,
): Promise<OrderStatusLookup | null> {
  await requireStaff(context);
  const id = lookupOrderNumber(orderNumber);
  if (!id) throw badUserInput(TOOLS_MESSAGES.orderNumberInvalid);
  try {
    const status = await context.erp.get('/order/{id}/order-status', { path: { id } });
    return {
      orderNumber: `${status.orderno}-${String(status.ordersuf).padStart(2, '0')}`,
      customerNumber: status.custno,
      stageLabel: stageOf(status.header.orderStatus).label,
      trackingUrl: httpsOnly(status.header.trackingUrl),
      proNumber: status.header.proNumber?.trim() || null,
    };
  } catch (error) {
    // The excluded customer's orders (403) are as unknown to the associate as missing ones.
    if (isErpStatus(error, 404) || isErpStatus(error, 403)) return null;
    throw toGraphQLError(error);
  }
}
