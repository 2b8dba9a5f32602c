// Orders and quotes (cart-checkout-orders §5, §8): an order or quote not found, and converting a quote into an
// order (its quantities follow quantity.ts).

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
