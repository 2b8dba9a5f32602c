import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpOrderDetail, ErpOrderHistoryPage, ErpOrderHistoryQuery, ErpOrderListRow } from '../erp/types.ts';
import { isErpStatus } from '../erp/errors.ts';
import { badUserInput, toGraphQLError } from '../common/errors.ts';
import type { OrderHistoryInput } from '../generated/resolvers-types.ts';
import { parseOrderNumber } from './order-codes.ts';

export const ORDER_PAGE_SIZES = [10, 25, 50, 100];

type HistoryPageModel = { nodes: ErpOrderListRow[]; totalCount: number; page: number; pageSize: number };

export const loadOrderHistory = async (context: GatewayContext, input: OrderHistoryInput): Promise<HistoryPageModel> => {
  const principal = requirePrincipal(context);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 25;
  if (!Number.isInteger(page) || page < 1) throw badUserInput('Page must be 1 or more.');
  if (!ORDER_PAGE_SIZES.includes(pageSize)) throw badUserInput('Page size must be 10, 25, 50 or 100.');
  const query: ErpOrderHistoryQuery = {
    customerNumber: principal.customerNumber,
    page,
    limit: pageSize,
    omitCancelled: false,
    userId: input.mine === false ? null : principal.userId,
  };
  try {
    const result = await context.erp<ErpOrderHistoryPage>({ route: 'POST /orders/history', method: 'POST', path: '/orders/history', body: query });
    return { nodes: result.data, totalCount: result.meta.total_items, page, pageSize };
  } catch (error) {
    throw toGraphQLError(error);
  }
};

/** Another customer's order reads exactly like a missing one: null. */
export const loadOrder = async (context: GatewayContext, orderNumber: string): Promise<ErpOrderDetail | null> => {
  const principal = requirePrincipal(context);
  const parsed = parseOrderNumber(orderNumber);
  if (!parsed) return null;
  try {
    return await context.erp<ErpOrderDetail>({
      route: 'GET /order/{id}',
      method: 'GET',
      path: `/order/${parsed.orderNumber}-${String(parsed.suffix).padStart(2, '0')}`,
      query: { customer_number: principal.customerNumber },
    });
  } catch (error) {
    if (isErpStatus(error, 403, 404)) return null;
    throw toGraphQLError(error);
  }
};
