import type { ErpOrderDetail, ErpUser } from '../erp/types.ts';
import type { UserError } from '../generated/resolvers-types.ts';
import { userError } from '../common/errors.ts';
import { ORDER_NOT_FOUND, QUOTE_MESSAGES as FORM_MESSAGES } from '@mro/rules/orders';
import { BELOW_ZERO, EMPTY_QUOTE_ORDER, NOT_NUMERIC, OVER_ORIGINAL } from '@mro/rules/quantity';

/** Messages of quote conversion; the quantity ones are the specification's (§5, §8). */
export const QUOTE_MESSAGES = {
  ...FORM_MESSAGES,
  notQuote: 'Only a quote can be converted into an order.',
  mayNotOrder: 'You may not place orders.',
  noLines: 'There are no items associated with this quote.',
  estimated: 'This quote has estimated pricing and cannot be converted online. Please contact us to order it.',
  expired: 'This quote has passed its cancel date and can no longer be converted.',
  running: 'This quote is already being converted.',
  converted: 'This quote has already been converted into an order.',
  otherUser: 'This quote was requested by another user; only they can convert it.',
  notNumeric: NOT_NUMERIC,
  overOriginal: OVER_ORIGINAL,
  negative: BELOW_ZERO,
  zeroItems: EMPTY_QUOTE_ORDER,
  unableToOrder: 'Error: Unable to order quote.',
  quantitiesNotUpdated: 'ERROR: Unable to update item quantities',
  notFound: ORDER_NOT_FOUND,
} as const;

/**
 * Why a quote cannot be converted, or null when it can (cart-checkout-orders §4): it must be a
 * quote, outside punch-out, by a user who can submit orders; and it is blocked with no lines,
 * estimated pricing, a passed cancel date, a conversion running, another user's quote (unless a
 * distributor user) or an approval status (the status itself is the reason shown on the button).
 */
export function quoteBlock(order: ErpOrderDetail, user: ErpUser, today: string): UserError | null {
  const header = order.header;
  if (!['q', 'qu'].includes(header.orderType.trim().toLowerCase()))
    return userError('REJECTED', QUOTE_MESSAGES.notQuote);
  if (user.user_type === 'punchout' || !user.can_submit_orders)
    return userError('FORBIDDEN', QUOTE_MESSAGES.mayNotOrder);
  if (order.lines.length === 0) return userError('REJECTED', QUOTE_MESSAGES.noLines);
  if (header.estimatedPricing) return userError('REJECTED', QUOTE_MESSAGES.estimated);
  if (header.cancelDate && header.cancelDate < today) return userError('REJECTED', QUOTE_MESSAGES.expired);
  const conversion = header.webData?.conversionStatus;
  if (conversion === 'running') return userError('REJECTED', QUOTE_MESSAGES.running);
  if (conversion === 'converted') return userError('REJECTED', QUOTE_MESSAGES.converted);
  const owner = header.webData?.userId;
  if (owner !== null && owner !== undefined && owner !== user.id && !user.is_vallen)
    return userError('FORBIDDEN', QUOTE_MESSAGES.otherUser);
  const approval = header.webData?.approvalStatus;
  if (approval) return userError('REJECTED', approval);
  return null;
}

export type QuantityChange = { lineNumber: number; quantity: number };

/** Checks new quantities against the quote (§5) and returns every line's resulting quantity, or the errors. */
export function checkQuoteQuantities(
  order: ErpOrderDetail,
  changes: QuantityChange[],
): { errors: UserError[]; changed: QuantityChange[]; remaining: number } {
  const errors: UserError[] = [];
  const changed: QuantityChange[] = [];
  changes.forEach((change, i) => {
    const field = `lines.${i}.quantity`;
    const line = order.lines.find((l) => l.lineNumber === change.lineNumber);
    if (!line)
      errors.push(
        userError('INVALID_INPUT', `Line ${change.lineNumber} is not on this quote.`, `lines.${i}.lineNumber`),
      );
    else if (!Number.isInteger(change.quantity))
      errors.push(userError('INVALID_INPUT', QUOTE_MESSAGES.notNumeric, field));
    else if (change.quantity < 0) errors.push(userError('INVALID_INPUT', QUOTE_MESSAGES.negative, field));
    else if (change.quantity > line.quantityOrdered)
      errors.push(userError('INVALID_INPUT', QUOTE_MESSAGES.overOriginal, field));
    else if (change.quantity !== line.quantityOrdered) changed.push(change);
  });
  const quantityOf = (lineNumber: number, fallback: number) =>
    changed.find((c) => c.lineNumber === lineNumber)?.quantity ?? fallback;
  const remaining = order.lines.reduce((sum, l) => sum + quantityOf(l.lineNumber, l.quantityOrdered), 0);
  if (errors.length === 0 && remaining === 0)
    errors.push(userError('INVALID_INPUT', QUOTE_MESSAGES.zeroItems, 'lines'));
  return { errors, changed, remaining };
}
