// Orders and quotes (cart-checkout-orders §5, §8): an order or quote not found, and converting a quote into an
// order (its quantities follow quantity.ts).

import { byField, type FormErrors, type RuleError } from './common.ts';
import { EMPTY_QUOTE_ORDER, editedQuantityError, isDropped } from './quantity.ts';

export const ORDER_NOT_FOUND = 'We were unable to find details about the order/quote you selected.';

/** Order history page sizes; the default is the second (cart-checkout-orders §9). */
export const ORDER_PAGE_SIZES = [10, 25, 50, 100] as const;
/** The order history's search text (order or PO number). */
export const ORDER_SEARCH_TEXT_MAX = 40;

export const QUOTE_PO_MAX = 22;

export const QUOTE_MESSAGES = {
  poTooLong: `PO number may be at most ${QUOTE_PO_MAX} characters.`,
  poRequired: 'A PO number is required to order this quote.',
  unableToConvert: 'Unable to convert quote.',
} as const;

/** The PO of a quote's conversion: at most 22, required when the customer master requires one. */
export const quotePurchaseOrderError = (po: string, required: boolean): string | null => {
  const trimmed = po.trim();
  if (trimmed.length > QUOTE_PO_MAX) return QUOTE_MESSAGES.poTooLong;
  return required && !trimmed ? QUOTE_MESSAGES.poRequired : null;
};

/** What the buyer edits to convert a quote: the PO, and each line's quantity as typed. */
export type QuoteConversionValues = {
  purchaseOrderNumber: string;
  lines: readonly { lineNumber: number; quantity: string }[];
};

/** What the quote sets: each line's quoted quantity (by line number) and whether the customer master requires a PO. */
export type QuoteTerms = { quoted: ReadonlyMap<number, number>; purchaseOrderRequired: boolean };

/**
 * The conversion form's validator (§5, §9), with the gateway's field paths: each quantity at
 * `lines.{i}.quantity` (0 up to the quoted quantity), the PO at `purchaseOrderNumber`, and, when every
 * quantity is valid, 'You may not place an order with 0 items' at `lines` for a quote left with none.
 * A line the quote does not hold is the gateway's to refuse; it is skipped here.
 */
export const quoteConversionFormErrors = (
  values: QuoteConversionValues,
  terms: QuoteTerms,
): FormErrors<'purchaseOrderNumber' | 'lines' | `lines.${number}.quantity`> => {
  const errors: RuleError[] = [];
  const kept = new Map(terms.quoted);
  values.lines.forEach((line, i) => {
    const quoted = terms.quoted.get(line.lineNumber);
    if (quoted === undefined) return;
    const error = editedQuantityError(line.quantity, quoted);
    if (error) errors.push({ field: `lines.${i}.quantity`, message: error });
    else kept.set(line.lineNumber, Number(line.quantity.trim()));
  });
  if (errors.length === 0 && [...kept.values()].every(isDropped))
    errors.push({ field: 'lines', message: EMPTY_QUOTE_ORDER });
  const po = quotePurchaseOrderError(values.purchaseOrderNumber, terms.purchaseOrderRequired);
  if (po) errors.push({ field: 'purchaseOrderNumber', message: po });
  return byField(errors);
};
