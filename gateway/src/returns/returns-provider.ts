// Return requests (RMA) of an order (issue 33, an extension of the ERP's API: POST and GET /returns).
// Who may ask: whoever sees My Orders (order history, not punch-out, not open browse). The gateway
// applies the shared rules first with their messages; the ERP applies the policy again.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpOrderDetail, ErpReturnRequest } from '../erp/types.ts';
import { isErpStatus } from '../erp/errors.ts';
import { erpUserError, toGraphQLError, userError } from '../common/errors.ts';
import { loadOrderAccess } from '../auth/order-access.ts';
import type { RequestReturnInput, UserError } from '../generated/resolvers-types.ts';
import {
  RETURN_LINES_MAX,
  RETURN_MESSAGES,
  returnDeadline,
  returnRequestErrors,
  withinReturnWindow,
  windowClosedMessage,
} from '@mro/rules/returns';

const mayRequestReturns = async (context: GatewayContext): Promise<boolean> =>
  (await loadOrderAccess(context)).myOrders;

// One GET /returns per order and request, however many fields of the order ask.
const memo = new WeakMap<GatewayContext, Map<string, Promise<ErpReturnRequest[]>>>();

/** The customer's requests (of one order with `orderNumber`); another customer's order reads as none. */
export const listReturnRequests = (
  context: GatewayContext,
  orderNumber: string | null,
): Promise<ErpReturnRequest[]> => {
  requirePrincipal(context);
  let perContext = memo.get(context);
  if (!perContext) memo.set(context, (perContext = new Map<string, Promise<ErpReturnRequest[]>>()));
  const key = orderNumber ?? '';
  let answer = perContext.get(key);
  if (!answer) {
    answer = (async () => {
      if (!(await mayRequestReturns(context))) return [];
      if (orderNumber !== null && !/^\d{7}-\d{2}$/.test(orderNumber)) return [];
      try {
        return await context.erp.get('/returns', { query: orderNumber ? { order_number: orderNumber } : {} });
      } catch (error) {
        if (isErpStatus(error, 403, 404)) return [];
        throw toGraphQLError(error);
      }
    })();
    perContext.set(key, answer);
  }
  return answer;
};

const today = () => new Date().toISOString().slice(0, 10);
const isQuote = (order: ErpOrderDetail) => ['q', 'qu'].includes(order.header.orderType.toLowerCase());

/** What the policy allows for `order` today; null for quotes and orders that never shipped. */
export const returnEligibilityOf = async (context: GatewayContext, order: ErpOrderDetail, number: string) => {
  const shippedOn = order.header.shipConfirmDate ?? null;
  if (isQuote(order) || !shippedOn || !order.lines.some((line) => line.quantityShipped > 0)) return null;
  const allowed = await mayRequestReturns(context);
  const held = new Map<number, number>();
  for (const request of allowed ? await listReturnRequests(context, number) : [])
    if (request.status !== 'rejected')
      for (const line of request.lines) held.set(line.line_number, (held.get(line.line_number) ?? 0) + line.quantity);
  const open = allowed && withinReturnWindow(shippedOn, today());
  return {
    open,
    lastDay: returnDeadline(shippedOn),
    reason: open ? null : allowed ? windowClosedMessage(shippedOn) : RETURN_MESSAGES.notAvailable,
    lines: order.lines
      .filter((line) => line.quantityShipped > 0)
      .map((line) => ({
        lineNumber: line.lineNumber,
        shipped: line.quantityShipped,
        returnable: Math.max(0, line.quantityShipped - (held.get(line.lineNumber) ?? 0)),
      })),
  };
};

type Outcome = { request: ErpReturnRequest | null; userErrors: UserError[] };
const refused = (...userErrors: UserError[]): Outcome => ({ request: null, userErrors });

/** The shared rules with field paths, then POST /returns; the ERP's policy refusals come back as user errors. */
export const requestReturn = async (context: GatewayContext, input: RequestReturnInput): Promise<Outcome> => {
  requirePrincipal(context);
  if (!(await mayRequestReturns(context))) return refused(userError('FORBIDDEN', RETURN_MESSAGES.notAvailable));
  if (!/^\d{7}-\d{2}$/.test(input.orderNumber))
    return refused(userError('INVALID_INPUT', 'Order number must look like 1000123-00.', 'orderNumber'));
  if (input.lines.length > RETURN_LINES_MAX)
    return refused(userError('INVALID_INPUT', RETURN_MESSAGES.tooManyLines, 'lines'));
  // What may be returned is the ERP's to say; here only the form's own rules (whole, positive).
  const errors = returnRequestErrors({
    lines: input.lines.map((line) => ({
      lineNumber: line.lineNumber,
      quantity: String(line.quantity),
      returnable: Number.MAX_SAFE_INTEGER,
    })),
    reason: input.reason,
    comment: input.comment ?? '',
  });
  const found: UserError[] = [
    ...input.lines.flatMap((line, i) =>
      line.quantity < 1 || errors.lines[line.lineNumber]
        ? [
            userError(
              'INVALID_INPUT',
              errors.lines[line.lineNumber] ?? RETURN_MESSAGES.quantityWhole,
              `lines.${i}.quantity`,
            ),
          ]
        : [],
    ),
    ...(input.lines.length === 0 ? [userError('INVALID_INPUT', RETURN_MESSAGES.noLines, 'lines')] : []),
    ...(errors.reason ? [userError('INVALID_INPUT', errors.reason, 'reason')] : []),
    ...(errors.comment ? [userError('INVALID_INPUT', errors.comment, 'comment')] : []),
  ];
  if (found.length > 0) return refused(...found);
  try {
    const request = await context.erp.post('/returns', {
      body: {
        order_number: input.orderNumber,
        reason_code: input.reason,
        comment: input.comment?.trim() || null,
        lines: input.lines.map((line) => ({ line_number: line.lineNumber, quantity: line.quantity })),
      },
    });
    memo.get(context)?.clear();
    return { request, userErrors: [] };
  } catch (error) {
    // Another customer's order reads exactly like a missing one.
    if (isErpStatus(error, 403, 404)) return refused(userError('NOT_FOUND', 'Order not found.'));
    if (isErpStatus(error, 409)) return refused(userError('REJECTED', error.message));
    return refused(erpUserError(error));
  }
};
