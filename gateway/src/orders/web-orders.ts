import type { GatewayContext } from '../context.ts';
import type { ErpOrderHistoryQuery, ErpOrderListRow } from '../erp/types.ts';
import { toGraphQLError } from '../common/errors.ts';

/** The history query's filters, applied to one row (as POST /orders/history applies them). */
const matches =
  (query: ErpOrderHistoryQuery) =>
  (row: ErpOrderListRow): boolean => {
    const text = query.filter?.toLowerCase();
    return (
      (!query.from || row.enterdt >= query.from) &&
      (!query.to || row.enterdt <= query.to) &&
      (!query.transType || row.transtype.toLowerCase() === query.transType) &&
      (query.stageCd === null || query.stageCd === undefined || row.stagecd === query.stageCd) &&
      (!query.omitCancelled || row.stagecd !== 9) &&
      (!query.shipTo || row.shipto === query.shipTo) &&
      (!text || String(row.orderno).includes(text) || (row.custpo ?? '').toLowerCase().includes(text))
    );
  };

/**
 * "Placed online only": the orders placed through the web store (GET /orders/web-orders, the
 * viewer's own in the 'My' view), with the screen's other filters and paging applied here, since
 * the ERP's history call cannot tell web orders apart.
 */
export const loadWebOrderPage = async (
  context: GatewayContext,
  query: ErpOrderHistoryQuery & { page: number; limit: number },
): Promise<{ nodes: ErpOrderListRow[]; totalCount: number }> => {
  let rows: ErpOrderListRow[];
  try {
    const answer = await context.erp.get('/orders/web-orders', {
      query: {
        customer_number: query.customerNumber,
        ...(typeof query.userId === 'number' ? { user_id: query.userId } : {}),
      },
    });
    rows = answer.data;
  } catch (error) {
    throw toGraphQLError(error);
  }
  const kept = rows.filter(matches(query));
  const start = (query.page - 1) * query.limit;
  return { nodes: kept.slice(start, start + query.limit), totalCount: kept.length };
};
