// The buyer hears when an approver decides (cart-checkout-orders §4: "the approver approves or rejects
// and the buyer is notified"): the decision stays on the request, is mailed to its initiator and is one
// of their notifications.
import { HttpError } from '../http/router.ts';
import type { App } from '../app.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { userById } from '../users/directory.ts';
import { sendMail } from '../account/account-state.ts';
import { notify, settleWaiting } from '../notifications/store.ts';

type CartRequest = Schemas['CartRequest'];
export type Resolution = 'approve' | 'reject';

/** User-defined text fields default to 255 characters (account-admin-calls §9). */
export const COMMENT_MAX_LENGTH = 255;
export const COMMENT_TOO_LONG = `The comment may not exceed ${COMMENT_MAX_LENGTH} characters.`;

/** The approver's comment from a request body: trimmed, null when absent or blank. */
export const commentOf = (raw: unknown): string | null => {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw new HttpError(400, 'comment must be a string.');
  const comment = raw.trim();
  if (comment.length > COMMENT_MAX_LENGTH) throw new HttpError(400, COMMENT_TOO_LONG);
  return comment || null;
};

const PAST: Record<Resolution, string> = { approve: 'approved', reject: 'rejected' };

/** Records the deciding approver, their comment and the time, and mails the initiator. */
export const recordDecision = (
  app: App,
  request: CartRequest,
  by: StoredUser,
  resolution: Resolution,
  comment: string | null,
): void => {
  request.decision = {
    resolution,
    approver: { id: by.id, name: by.name, username: by.username },
    comment,
    decided_on: new Date().toISOString(),
  };
  settleWaiting(app, request.id);
  const initiator = userById(app, request.initiator_id);
  if (!initiator) return;
  notify(app, initiator.id, {
    kind: resolution === 'approve' ? 'request_approved' : 'request_rejected',
    request_id: request.id,
    order_number: request.order_numbers?.[0] ?? null,
    actor: by.name,
    comment,
    carrier: null,
    tracking_url: null,
  });
  sendMail(app, {
    kind: 'approval-decision',
    to: initiator.username,
    subject: `Your order request ${request.id} was ${PAST[resolution]} by ${by.name}`,
    link: null,
    body: {
      request_id: request.id,
      resolution,
      approver: by.name,
      comment,
      order_numbers: request.order_numbers ?? [],
    },
  });
};
