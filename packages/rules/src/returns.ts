// Return requests (RMA) from an order (issue 33; beyond the spec, built on its return policy:
// cart-checkout-orders "Return policy": standard items in original packaging within 10 days of
// shipment, RMA required, requests within 60 days of receipt). The ERP records no delivery date, so
// the ship date stands for receipt. The sandbox enforces the same rules again.

import type { FormErrors } from './common.ts';

/** Requests are accepted this many days after the order shipped. */
export const RMA_WINDOW_DAYS = 60;
/** Standard items in original packaging are accepted this many days after shipment. */
export const RETURN_WINDOW_DAYS = 10;
export const COMMENT_MAX = 500;
/** Lines on one request: more than any order the store shows on one page. */
export const RETURN_LINES_MAX = 200;

export const RETURN_REASONS = [
  { code: 'DAMAGED', label: 'Damaged in shipping' },
  { code: 'DEFECTIVE', label: 'Defective' },
  { code: 'WRONG_ITEM', label: 'Wrong item shipped' },
  { code: 'ORDERED_IN_ERROR', label: 'Ordered in error' },
  { code: 'NOT_AS_DESCRIBED', label: 'Not as described' },
  { code: 'NO_LONGER_NEEDED', label: 'No longer needed' },
  { code: 'OTHER', label: 'Other (tell us why)' },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['code'];

export const RETURN_STATUS_LABELS = {
  REQUESTED: 'Requested',
  APPROVED: 'RMA issued',
  REJECTED: 'Rejected',
  RECEIVED: 'Received',
  CREDITED: 'Credited',
} as const;
export type ReturnStatus = keyof typeof RETURN_STATUS_LABELS;

export const RETURN_POLICY =
  'Standard items in original packaging are accepted within 10 days of shipment. An RMA is required: request it within 60 days of receipt.';

export const RETURN_MESSAGES = {
  noLines: 'Choose at least one line and the quantity to return.',
  quantityWhole: 'Quantity must be a whole number.',
  reasonRequired: 'Choose a reason for the return.',
  commentRequired: 'Tell us why you are returning these items.',
  commentTooLong: `Comments may be at most ${COMMENT_MAX} characters.`,
  tooManyLines: `A request may have at most ${RETURN_LINES_MAX} lines.`,
  notShipped: 'Nothing on this order has shipped yet, so nothing can be returned.',
  notOnOrder: 'That line is not on this order.',
  notAvailable: 'Returns are not available for your account.',
} as const;

/** 'At most 3 can be returned.' */
export const tooManyMessage = (returnable: number): string =>
  returnable === 0
    ? 'Everything shipped on this line has already been requested.'
    : `At most ${returnable} can be returned.`;

/** The last day a request is accepted for an order shipped on `shippedOn` (yyyy-mm-dd). */
export const returnDeadline = (shippedOn: string): string => {
  const day = new Date(`${shippedOn.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + RMA_WINDOW_DAYS);
  return day.toISOString().slice(0, 10);
};

/** 'Return requests are accepted within 60 days of receipt; this order shipped on 2026-08-01.' */
export const windowClosedMessage = (shippedOn: string): string =>
  `Return requests are accepted within ${RMA_WINDOW_DAYS} days of receipt; this order shipped on ${shippedOn.slice(0, 10)}.`;

/** Whether a request may still be made on `today` (yyyy-mm-dd) for an order shipped on `shippedOn`. */
export const withinReturnWindow = (shippedOn: string | null, today: string): boolean =>
  shippedOn !== null && today.slice(0, 10) <= returnDeadline(shippedOn);

/** A line as the form shows it: what shipped, what earlier requests took, and what is typed. */
export interface ReturnLineEntry {
  lineNumber: number;
  quantity: string;
  /** Shipped minus what earlier requests still open or granted already ask for. */
  returnable: number;
}

export type ReturnErrors = { lines: Record<number, string>; reason?: string; comment?: string; form?: string };

/** Every rule for a request: at least one line, whole quantities within what may be returned, a reason, a comment for Other. */
export function returnRequestErrors(entry: {
  lines: ReturnLineEntry[];
  reason: string;
  comment: string;
}): ReturnErrors {
  const errors: ReturnErrors = { lines: {} };
  let chosen = 0;
  for (const line of entry.lines) {
    const typed = line.quantity.trim();
    if (!typed || typed === '0') continue;
    if (!/^\d+$/.test(typed)) errors.lines[line.lineNumber] = RETURN_MESSAGES.quantityWhole;
    else if (Number(typed) > line.returnable) errors.lines[line.lineNumber] = tooManyMessage(line.returnable);
    else chosen += 1;
  }
  if (chosen === 0 && Object.keys(errors.lines).length === 0) errors.form = RETURN_MESSAGES.noLines;
  if (chosen > RETURN_LINES_MAX) errors.form = RETURN_MESSAGES.tooManyLines;
  if (!RETURN_REASONS.some((r) => r.code === entry.reason)) errors.reason = RETURN_MESSAGES.reasonRequired;
  const comment = entry.comment.trim();
  if (comment.length > COMMENT_MAX) errors.comment = RETURN_MESSAGES.commentTooLong;
  else if (entry.reason === 'OTHER' && !comment) errors.comment = RETURN_MESSAGES.commentRequired;
  return errors;
}

export const hasReturnErrors = (errors: ReturnErrors): boolean =>
  Object.keys(errors.lines).length > 0 || Boolean(errors.reason || errors.comment || errors.form);

/** The request form's values: the quantity typed per line number, the reason and the comment. */
export type ReturnFormValues = { quantities: Record<string, string>; reason: string; comment: string };

/**
 * The request form's validator over `returnRequestErrors` (which the gateway runs on `requestReturn`'s
 * input): a line's error at `quantities.<line number>`, the request's own (no line chosen) at `lines`.
 * `returnable` is what each shipped line may still return, by line number.
 */
export const returnRequestFormErrors = (
  values: ReturnFormValues,
  returnable: Readonly<Record<string, number>>,
): FormErrors => {
  const errors = returnRequestErrors({
    lines: Object.entries(returnable).map(([lineNumber, most]) => ({
      lineNumber: Number(lineNumber),
      quantity: values.quantities[lineNumber] ?? '',
      returnable: most,
    })),
    reason: values.reason,
    comment: values.comment,
  });
  const out: FormErrors = {};
  for (const [lineNumber, message] of Object.entries(errors.lines)) out[`quantities.${lineNumber}`] = message;
  if (errors.form) out.lines = errors.form;
  if (errors.reason) out.reason = errors.reason;
  if (errors.comment) out.comment = errors.comment;
  return out;
};
