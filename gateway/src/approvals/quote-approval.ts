import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpLimitDecision, ErpOrderDetail, ErpUser } from '../erp/types.ts';
import { formatOrderNumber } from '../common/order-codes.ts';
import { forgetNotifications, requestParties } from '../common/notifications-cache.ts';
import { APPROVAL_FAILED, OVER_COMPANY_MAXIMUM } from '@mro/rules/approvals';

/** A quote about to become an order, with the quantities just posted. */
export type QuoteToConvert = {
  order: ErpOrderDetail;
  user: ErpUser;
  quantities: { lineNumber: number; quantity: number }[];
  purchaseOrderNumber: string | null;
};

type QuoteLimitCheck = (
  context: GatewayContext,
  quote: QuoteToConvert,
) => Promise<{ sentForApproval: false } | { sentForApproval: true; message: string }>;

/** The limit check ends the conversion with this error's message (for example over the company maximum). */
export class QuoteLimitError extends Error {}

export const QUOTE_SENT_FOR_APPROVAL =
  'Your request to convert this quote has been sent to your approver. You will receive an e-mail once it is approved.';
export const QUOTE_APPROVAL_FAILED = 'Error initiating quote approval.';

/**
 * The order-limit check before a quote becomes an order (cart-checkout-orders §4 "Quote"): the quote's
 * total with the quantities just posted goes to POST /user-approval-workflow/check-limit; over the
 * buyer's limits the conversion goes to the approvers with POST /cart-request/quote/{user}/{quote}.
 */
export const checkQuoteLimit: QuoteLimitCheck = async (context, { order, user, quantities, purchaseOrderNumber }) => {
  const principal = requirePrincipal(context);
  const quantityOf = (lineNumber: number, quoted: number) =>
    quantities.find((q) => q.lineNumber === lineNumber)?.quantity ?? quoted;
  const dollars = order.lines.reduce(
    (sum, line) => sum + line.actualSellPrice * quantityOf(line.lineNumber, line.quantityOrdered),
    0,
  );
  // Order lines carry no units; in units mode the quote's total units shrink with the quantities ordered.
  const quoted = order.lines.reduce((sum, line) => sum + line.quantityOrdered, 0);
  const ordered = order.lines.reduce((sum, line) => sum + quantityOf(line.lineNumber, line.quantityOrdered), 0);
  const units = quoted > 0 ? ((order.header.webData?.totalUnits ?? 0) * ordered) / quoted : 0;
  const amount = Math.round((principal.amountMode === 'UNITS' ? units : dollars) * 100) / 100;
  let decision: ErpLimitDecision;
  try {
    decision = await context.erp.post('/user-approval-workflow/check-limit/{user_id}/{customer_number}', {
      path: { user_id: user.id, customer_number: principal.customerNumber },
      body: { sub_totals: [{ unit_type: 'all', amount }], cartTotal: amount, department: null },
    });
  } catch {
    throw new QuoteLimitError(APPROVAL_FAILED);
  }
  if (decision.over_maximum) throw new QuoteLimitError(OVER_COMPANY_MAXIMUM);
  if (!decision.approval_required) return { sentForApproval: false };
  const number = formatOrderNumber(order.header.orderNumber, order.header.orderSuffix);
  try {
    const request = await context.erp.post('/cart-request/quote/{user_id}/{quote_id}', {
      path: { user_id: user.id, quote_id: number },
      body: { po: purchaseOrderNumber, department: null },
    });
    await forgetNotifications(context, requestParties(request));
  } catch {
    throw new QuoteLimitError(QUOTE_APPROVAL_FAILED);
  }
  return { sentForApproval: true, message: QUOTE_SENT_FOR_APPROVAL };
};

/** Whether the customer master requires a PO number on orders (a quote converted to an order included). */
export const customerRequiresPo = async (context: GatewayContext): Promise<boolean> => {
  const { userId } = requirePrincipal(context);
  const master = await context.erp.get('/user/customerMaster/{id}', { path: { id: userId } });
  return master.po_required === true;
};
