// Quote and approval quantities (cart-checkout-orders §5). Dependency-free so the web store and the
// gateway apply the same rules from this one source.

export const NOT_NUMERIC = 'All quantities must be numeric.';
export const OVER_ORIGINAL = 'New quantity may not exceed original quantity.';
export const BELOW_ZERO = 'New quantity must be greater than or equal to 0.';
export const NOTHING_TO_APPROVE = 'At least one item must have quantity > 0 in order to approve.';
export const EMPTY_QUOTE_ORDER = 'You may not place an order with 0 items';
export const LINE_DROPPED = 'Item will not be included in order';
export const PO_MAX_LENGTH = 22;
export const PO_REQUIRED = 'A purchase order number is required.';
export const PO_TOO_LONG = `The purchase order number may not exceed ${PO_MAX_LENGTH} characters.`;
export const QUANTITY_DEBOUNCE_MS = 500;

/** The message for one edited quantity, or null when it is valid. `raw` is what was typed. */
export const quantityError = (raw: string, original: number): string | null => {
  const text = raw.trim();
  if (text.startsWith('-') && /^-\d+$/.test(text)) return BELOW_ZERO;
  if (!/^\d+$/.test(text)) return NOT_NUMERIC;
  const value = Number(text);
  if (value > original) return OVER_ORIGINAL;
  return null;
};

/** Lines under 1 are dropped from the order. */
export const isDropped = (quantity: number): boolean => quantity < 1;

export interface QuantityEdit {
  raw: string;
  original: number;
}

/** Every message that blocks approving these edits and PO; empty when Approve may proceed. */
export const approvalErrors = (edits: QuantityEdit[], po: string, poRequired: boolean): string[] => {
  const errors = new Set<string>();
  for (const edit of edits) {
    const error = quantityError(edit.raw, edit.original);
    if (error) errors.add(error);
  }
  if (errors.size === 0 && edits.every((edit) => isDropped(Number(edit.raw.trim())))) errors.add(NOTHING_TO_APPROVE);
  const trimmed = po.trim();
  if (poRequired && !trimmed) errors.add(PO_REQUIRED);
  if (trimmed.length > PO_MAX_LENGTH) errors.add(PO_TOO_LONG);
  return [...errors];
};
