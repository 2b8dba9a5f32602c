import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpOrderDetail, ErpOrderHistoryQuery, ErpOrderListRow } from '../erp/types.ts';
import { isErpStatus } from '../erp/errors.ts';
import { badUserInput, forbidden, toGraphQLError } from '../common/errors.ts';
import type { OrderHistoryInput, OrderStage, OrderType } from '../generated/resolvers-types.ts';
import { NO_ACCESS, loadOrderAccess } from '../auth/order-access.ts';
import { parseOrderNumber } from '../common/order-codes.ts';
import { loadWebOrderPage } from './web-orders.ts';
import { ORDER_PAGE_SIZES, ORDER_SEARCH_TEXT_MAX } from '@mro/rules/orders';

const STAGE_CODES: Record<OrderStage, number> = {
  ENTERED: 0,
  ORDERED: 1,
  PICKED: 2,
  SHIPPED: 3,
  INVOICED: 4,
  PAID: 5,
  CANCELLED: 9,
};
const TYPE_CODES: Record<OrderType, string> = {
  ORDER: 'o',
  QUOTE: 'q',
  BACKORDER: 'b',
  DIRECT: 'd',
  FUTURE: 'f',
  STANDING: 's',
  BLANKET: 'k',
  COUNTER_SALE: 'c',
  CORRECTION: 'cr',
  RETURN: 'r',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type HistoryPageModel = { nodes: ErpOrderListRow[]; totalCount: number; page: number; pageSize: number };

const dateInput = (value: string | null | undefined, name: string): string | null => {
  const v = value?.trim();
  if (!v) return null;
  if (!DATE.test(v) || Number.isNaN(Date.parse(v))) throw badUserInput(`${name} must be a date as YYYY-MM-DD.`);
  return v;
};

/**
 * The history screens: My Orders and Review Orders need order history (or, for quotes only,
 * review quotes); the 'All' view needs the same.
 */
export const loadOrderHistory = async (
  context: GatewayContext,
  input: OrderHistoryInput,
): Promise<HistoryPageModel> => {
  const principal = requirePrincipal(context);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? 25;
  if (!Number.isInteger(page) || page < 1) throw badUserInput('Page must be 1 or more.');
  if (!(ORDER_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput('Page size must be 10, 25, 50 or 100.');
  const from = dateInput(input.from, 'From');
  const to = dateInput(input.to, 'To');
  if (from && to && from > to) throw badUserInput('From must be on or before To.');
  const text = input.text?.trim() || null;
  if (text && text.length > ORDER_SEARCH_TEXT_MAX)
    throw badUserInput(`Search text may be at most ${ORDER_SEARCH_TEXT_MAX} characters.`);
  const access = await loadOrderAccess(context);
  const quotesOnly = input.orderType === 'QUOTE';
  if (!access.orderHistory && !(quotesOnly && access.reviewQuotes)) throw forbidden(NO_ACCESS);
  const mine = input.mine !== false;
  if (!mine && !access.allOrders) throw forbidden(NO_ACCESS);
  // Punch-out (account-admin-calls §6): no My Orders, and quotes only with quote_report_active.
  if (!access.myOrders && (quotesOnly ? !access.reviewQuotes : mine)) throw forbidden(NO_ACCESS);
  const query: ErpOrderHistoryQuery = {
    customerNumber: principal.customerNumber,
    page,
    limit: pageSize,
    from,
    to,
    shipTo: input.shipTo?.trim() || null,
    stageCd: input.stage ? STAGE_CODES[input.stage] : null,
    transType: input.orderType ? TYPE_CODES[input.orderType] : null,
    filter: text,
    omitCancelled: input.omitCancelled === true,
    userId: mine ? principal.userId : null,
  };
  if (input.placedOnline === true)
    return { ...(await loadWebOrderPage(context, { ...query, page, limit: pageSize })), page, pageSize };
  try {
    const result = await context.erp.post('/orders/history', { body: query });
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
    return await context.erp.get('/order/{id}', {
      path: { id: `${parsed.orderNumber}-${String(parsed.suffix).padStart(2, '0')}` },
      query: { customer_number: principal.customerNumber },
    });
  } catch (error) {
    if (isErpStatus(error, 403, 404)) return null;
    throw toGraphQLError(error);
  }
};

/** An order's detail screen: order history, or review quotes for a quote. */
export const loadOrderForViewer = async (
  context: GatewayContext,
  orderNumber: string,
): Promise<ErpOrderDetail | null> => {
  // A malformed number is not found, before any ERP call (the access check may read the user).
  if (!parseOrderNumber(orderNumber)) return null;
  const access = await loadOrderAccess(context);
  if (!access.orderHistory && !access.reviewQuotes) throw forbidden(NO_ACCESS);
  const order = await loadOrder(context, orderNumber);
  if (order && !access.orderHistory && !['q', 'qu'].includes(order.header.orderType.toLowerCase()))
    throw forbidden(NO_ACCESS);
  return order;
};
