// The approver's desk (cart-checkout-orders §5 and §8): approving with edited quantities and a PO, and its outcomes.
import { editedQuantityError, isDropped } from './quantity.ts';

export const NOTHING_TO_APPROVE = 'At least one item must have quantity > 0 in order to approve.';
export const PO_MAX_LENGTH = 22;
export const PO_REQUIRED = 'A purchase order number is required.';
export const PO_TOO_LONG = `The purchase order number may not exceed ${PO_MAX_LENGTH} characters.`;

/** An order or a quote could not be sent for approval, or sent again. */
export const APPROVAL_FAILED = 'Unable to obtain order approval.';
export const ALREADY_PROCESSED = 'This request has already been processed.';
/** Approving, or anything else on a cart request, failed. */
export const REQUEST_FAILED = 'Error processing your request.';
export const REJECT_FAILED = 'Failed to reject cart.';

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
