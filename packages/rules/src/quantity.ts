// Quantities (cart-checkout-orders §5): cart lines, and the quantities an approver or a quote's buyer edits.

export const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1.';
/**
 * The most one line may hold, wherever it is entered: the cart, quick add, the order pad, buy again,
 * shopping lists, scans, and the API that takes them all. §5 "Quick add: whole number, up to 3 digits"
 * is the spec's only quantity limit; one limit everywhere means a line added anywhere can always be
 * edited in the cart.
 */
export const MAX_LINE_QUANTITY = 999;
/** The spec has no message for it: a quantity over the limit is refused naming the limit, never cut to it. */
export const QUANTITY_TOO_LARGE = `Quantity may be at most ${MAX_LINE_QUANTITY.toLocaleString('en-US')}.`;

export const isValidQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

/** Why a line quantity the API received is refused (null when valid): too large names the limit. */
export const lineQuantityError = (quantity: number): string | null => {
  if (Number.isInteger(quantity) && quantity > MAX_LINE_QUANTITY) return QUANTITY_TOO_LARGE;
  return isValidQuantity(quantity) ? null : QUANTITY_MESSAGE;
};

/** A typed quantity (digits only, surrounding blanks ignored) within the line limit; null when invalid. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return isValidQuantity(n) ? n : null;
}

/** The message for a typed quantity: a whole number over the limit is told the limit. */
export const quantityError = (raw: string): string | null => {
  if (parseQuantity(raw) !== null) return null;
  return /^\d+$/.test(raw.trim()) && Number(raw.trim()) > MAX_LINE_QUANTITY ? QUANTITY_TOO_LARGE : QUANTITY_MESSAGE;
};

/**
 * The cart's quantity field: a line the ERP already holds above the limit (a released scan, a merged
 * request) opens as it is, without an error; only a value the buyer changed is checked.
 */
export const heldQuantityError = (raw: string, held: number): string | null =>
  raw.trim() === String(held) ? null : quantityError(raw);

// Quote and approval quantities: digits only, from 0 up to the original quantity.
export const NOT_NUMERIC = 'All quantities must be numeric.';
export const OVER_ORIGINAL = 'New quantity may not exceed original quantity.';
export const BELOW_ZERO = 'New quantity must be greater than or equal to 0.';
export const EMPTY_QUOTE_ORDER = 'You may not place an order with 0 items';
export const LINE_DROPPED = 'Item will not be included in order';
/** Edited quantities are checked once typing pauses (§9). */
export const QUANTITY_DEBOUNCE_MS = 500;

/** The message for one edited quantity, or null when it is valid. `raw` is what was typed. */
export const editedQuantityError = (raw: string, original: number): string | null => {
  const text = raw.trim();
  if (/^-\d+$/.test(text)) return BELOW_ZERO;
  if (!/^\d+$/.test(text)) return NOT_NUMERIC;
  return Number(text) > original ? OVER_ORIGINAL : null;
};

/** Lines under 1 are dropped from the order. */
export const isDropped = (quantity: number): boolean => quantity < 1;
