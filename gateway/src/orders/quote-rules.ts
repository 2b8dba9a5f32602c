import type { ErpOrderDetail, ErpUser } from '../erp/types.ts';
import type { UserError } from '../generated/resolvers-types.ts';
import { formUserErrors, userError } from '../common/errors.ts';
import { ORDER_NOT_FOUND, QUOTE_MESSAGES as FORM_MESSAGES, quoteConversionFormErrors } from '@mro/rules/orders';
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

/**
 * Checks new quantities against the quote with the conversion form's own validator (§5), and returns
 * the lines whose quantity changes, or the errors at the input's field paths.
 */
export function checkQuoteQuantities(
  order: ErpOrderDetail,
  changes: QuantityChange[],
): { errors: UserError[]; changed: QuantityChange[] } {
  const quoted = new Map(order.lines.map((l) => [l.lineNumber, l.quantityOrdered]));
  const notOnQuote = changes.flatMap((change, i) =>
    quoted.has(change.lineNumber)
      ? []
      : [userError('INVALID_INPUT', `Line ${change.lineNumber} is not on this quote.`, `lines.${i}.lineNumber`)],
  );
  const lines = changes.map((c) => ({ lineNumber: c.lineNumber, quantity: String(c.quantity) }));
  const errors =
    notOnQuote.length > 0
      ? notOnQuote
      : formUserErrors(
          quoteConversionFormErrors({ purchaseOrderNumber: '', lines }, { quoted, purchaseOrderRequired: false }),
        );
  return { errors, changed: changes.filter((c) => quoted.get(c.lineNumber) !== c.quantity) };
}
