// The approver's desk (cart-checkout-orders §5 and §8): approving with edited quantities and a PO, and its outcomes.
import { editedQuantityError, isDropped } from './quantity.ts';

export const NOTHING_TO_APPROVE = 'At least one item must have quantity > 0 in order to approve.';
export const PO_MAX_LENGTH = 22;
export const PO_REQUIRED = 'A purchase order number is required.';
export const PO_TOO_LONG = `The purchase order number may not exceed ${PO_MAX_LENGTH} characters.`;
/** The approver's comment to the buyer: a user-defined text field, 255 at most (account-admin-calls §9). */
export const COMMENT_MAX_LENGTH = 255;
export const COMMENT_TOO_LONG = `The comment may not exceed ${COMMENT_MAX_LENGTH} characters.`;

/** An order or a quote could not be sent for approval, or sent again. */
export const APPROVAL_FAILED = 'Unable to obtain order approval.';
export const ALREADY_PROCESSED = 'This request has already been processed.';
/** §8's other wording of it: an approver advancing a request another approver has just advanced or approved. */
export const ALREADY_ADVANCED = 'already advanced or approved';
/** Approving, or anything else on a cart request, failed. */
export const REQUEST_FAILED = 'Error processing your request.';
export const REJECT_FAILED = 'Failed to reject cart.';
/** §8: the order is over the company maximum; it can be neither placed nor sent for approval. */
export const OVER_COMPANY_MAXIMUM = 'Your subtotal exceeds the maximum amount allowed by your company...';

export interface QuantityEdit {
  raw: string;
  original: number;
}

/** Every message that blocks approving these edits and PO; empty when Approve may proceed. */
export const approvalErrors = (edits: QuantityEdit[], po: string, poRequired: boolean): string[] => {
  const errors = new Set<string>();
  for (const edit of edits) {
    const error = editedQuantityError(edit.raw, edit.original);
    if (error) errors.add(error);
  }
  if (errors.size === 0 && edits.every((edit) => isDropped(Number(edit.raw.trim())))) errors.add(NOTHING_TO_APPROVE);
  const trimmed = po.trim();
  if (poRequired && !trimmed) errors.add(PO_REQUIRED);
  if (trimmed.length > PO_MAX_LENGTH) errors.add(PO_TOO_LONG);
  return [...errors];
};

/** Names as a sentence lists them: 'Ann', 'Ann and Bo', 'Ann, Bo and Cy'. */
const listNames = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** Said before Place Order when the order is over the buyer's limit (cart-checkout-orders §4 "order over a limit"). */
export const approvalNeeded = (approvers: string[]): string =>
  approvers.length > 0
    ? `This order exceeds your approval limit: placing it sends it to ${listNames(approvers)} for approval.`
    : 'This order exceeds your approval limit: placing it sends it for approval.';

/** Express checkout places orders only: an order that needs approval goes through Check Out. */
export const EXPRESS_NEEDS_APPROVAL = 'Express checkout cannot send an order for approval: use Check Out instead.';

/** A line's total at a quantity, to the cent: what the ERP charges for it (price × quantity). */
export const lineTotal = (price: number, quantity: number): number => Math.round(price * quantity * 100) / 100;

/**
 * The figures of a request as the approver's quantities leave them: each line's total at its edited
 * quantity (0 for a dropped line; an unreadable or too large one counts at the original, and Approve
 * refuses it anyway) and their sum, the subtotal.
 */
export const editedTotals = (
  lines: { id: string; price: number; quantity: number }[],
  edited: Record<string, string>,
): { lines: Record<string, number>; subtotal: number } => {
  const totals: Record<string, number> = {};
  for (const line of lines) {
    const raw = (edited[line.id] ?? String(line.quantity)).trim();
    const quantity = /^\d+$/.test(raw) && Number(raw) <= line.quantity ? Number(raw) : line.quantity;
    totals[line.id] = lineTotal(line.price, quantity);
  }
  return {
    lines: totals,
    subtotal: lineTotal(
      1,
      Object.values(totals).reduce((sum, t) => sum + t, 0),
    ),
  };
};
