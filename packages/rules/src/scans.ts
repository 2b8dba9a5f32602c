// Scan-to-web's rules and messages (cart-checkout-orders §2, §4, §5, §8, §9), shared by the pages and the
// gateway.
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE } from './quantity.ts';

/** Scans per page of the list, newest first (cart-checkout-orders §9). */
export const SCAN_PAGE_SIZE = 10;
/** The list's filter waits this long after the last key (cart-checkout-orders §9). */
export const SCAN_FILTER_DEBOUNCE_MS = 500;
export const SCAN_FILTER_MAX = 100;
/** A scan's PO, as the quote-to-order PO (cart-checkout-orders §5). */
export const SCAN_PO_MAX = 22;
export const SCAN_PROPERTY_MAX = 100;

export const SCAN_MESSAGES = {
  otherCustomer:
    'Unable to view Scan: your customer number does not match the customer scanned. Please contact support.',
  detailsFailed: 'Sorry, unable to display details. Please try again',
  itemRemoved: 'Item removed from scan',
  removeFailed: 'Unable to remove item from scan',
  reactivated: 'Scan reactivated',
  reactivateFailed: 'Unable to reactivate from scan',
  archived: 'Scan archived',
  cartNotEmpty: 'There are current items in your cart. Please complete your cart order before releasing Scan.',
  quantityRequired: 'Quantity required. If no quantity, please remove item.',
  poRequired: 'A PO number is required for this scan.',
  poTooLong: `A PO number has at most ${SCAN_PO_MAX} characters.`,
  propertyRequired: (label: string) => `${label} is required.`,
  propertyTooLong: (label: string) => `${label} has at most ${SCAN_PROPERTY_MAX} characters.`,
  nothingToOrder: 'None of the scan’s items can be ordered.',
  notActive: 'This scan is archived. Reactivate it first.',
  archiveAfterReleaseFailed:
    'Your order was placed, but the scan could not be archived. Please archive it from the scan list.',
  updated: 'Scan updated',
  released: (orders: readonly string[]) =>
    orders.length > 0 ? `Scan released as order ${orders.join(', ')}.` : 'Scan released for approval.',
  merged: (count: number) => `${count} ${count === 1 ? 'item was' : 'items were'} added to your cart.`,
  mergeConfirm:
    'Your cart already has items. Merging this scan turns the cart into a scan-to-web order; this cannot be undone until the cart is deleted or the order completes.',
  switchCustomer: (customer: string) =>
    `This scan was made for customer ${customer}. Switch to that customer to release or merge it.`,
  noScans: 'You do not have any scans that meet your criteria.',
  cartFromScan: 'This cart is a scan-to-web order: a scan was merged into it.',
  // The spec names DELETE /scan-to-web/{id} but no texts for it: these are the store's.
  deleteConfirm: 'Delete this scan? A deleted scan cannot be reactivated.',
  deleted: 'Scan deleted',
  deleteRefused: 'Only an archived scan that was never ordered can be deleted.',
  deleteFailed: 'Unable to delete scan',
} as const;

/**
 * Scans are archived, not deleted, so they can be reactivated; deleting is for an archived scan that
 * was never ordered (an ordered scan is the record of its orders).
 */
export const mayDeleteScan = (scan: { status: 'ACTIVE' | 'ARCHIVED'; orderNumbers: readonly string[] }): boolean =>
  scan.status === 'ARCHIVED' && scan.orderNumbers.length === 0;

/**
 * A quantity typed on the scan page: under 1 (or not a number) is reset to 1 with the spec's message;
 * above the maximum is refused, never cut.
 */
export function scanQuantity(typed: number): { quantity: number; message: string | null } {
  if (!Number.isFinite(typed) || typed < 1) return { quantity: 1, message: SCAN_MESSAGES.quantityRequired };
  if (!Number.isInteger(typed) || typed > MAX_LINE_QUANTITY) return { quantity: typed, message: QUANTITY_TOO_LARGE };
  return { quantity: typed, message: null };
}

/** The PO and property problems that block a release, by field ('poNumber', 'header.<label>', 'line.<label>'). */
export function scanReleaseProblems(scan: {
  poRequired: boolean;
  poNumber: string | null;
  headerProperties: readonly { label: string; value: string; required: boolean }[];
  lineProperties: readonly { label: string; value: string; required: boolean }[];
}): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const po = scan.poNumber?.trim() ?? '';
  if (scan.poRequired && !po) problems.push({ field: 'poNumber', message: SCAN_MESSAGES.poRequired });
  if (po.length > SCAN_PO_MAX) problems.push({ field: 'poNumber', message: SCAN_MESSAGES.poTooLong });
  for (const [kind, list] of [
    ['header', scan.headerProperties],
    ['line', scan.lineProperties],
  ] as const) {
    for (const p of list) {
      if (p.required && !p.value.trim())
        problems.push({ field: `${kind}.${p.label}`, message: SCAN_MESSAGES.propertyRequired(p.label) });
      if (p.value.length > SCAN_PROPERTY_MAX)
        problems.push({ field: `${kind}.${p.label}`, message: SCAN_MESSAGES.propertyTooLong(p.label) });
    }
  }
  return problems;
}
