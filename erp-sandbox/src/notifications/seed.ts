// The visual review's buyer (issue 33 item 5): four weeks of events, the newest unread, so the bell and
// the Notifications page are drawn with a real list. Recorded with the user's first events, before any
// a session makes. Approvals and quotes are the customer's own (their links open real pages); the
// rejected requests are past the sandbox's own request ids (a run hands out a few dozen), so a link to
// one opens Pending Orders without a request.
import { orderKey, type App } from '../app.ts';
import { PERSONAS } from '../data/personas.ts';
import type { NotificationEvent } from './store.ts';

const SEEDED = 28;
const UNREAD = 6;
const HOUR = 3_600_000;
const FIRST_REQUEST_ID = 9001;
const COMMENTS = [
  'The department is over budget this month: order it again in December.',
  'Please order the contract gloves from the shopping list instead.',
  null,
  'Needs a PO number from maintenance first.',
];

/** The seeded events of a user, oldest first; none but for the buyer persona. */
export const seededEvents = (app: App, userId: number): NotificationEvent[] => {
  if (userId !== PERSONAS.buyer.id) return [];
  const mine = app.orders.filter((o) => o.custno === PERSONAS.buyer.customer_number && o.stagecd !== 9);
  const quotes = mine.filter((o) => o.transtype === 'q');
  const placed = mine.filter((o) => o.transtype !== 'q');
  // Hers first: the order pages of a colleague's orders depend on her rights.
  const orders = [...placed.filter((o) => o.userId === userId), ...placed.filter((o) => o.userId !== userId)];
  const now = Date.now();
  return Array.from({ length: SEEDED }, (_, i): NotificationEvent => {
    const base = {
      created_on: new Date(now - (i * 23 + 2) * HOUR).toISOString(),
      read: i >= UNREAD,
      request_id: null,
      order_number: null,
      actor: null,
      comment: null,
      carrier: null,
      tracking_url: null,
    };
    const quote = quotes[i % Math.max(quotes.length, 1)];
    const order = orders[i % Math.max(orders.length, 1)];
    const requestId = String(FIRST_REQUEST_ID + i);
    if (i % 4 === 0 && quote)
      return { ...base, kind: 'quote_ready', order_number: orderKey(quote.orderno, quote.ordersuf) };
    if (i % 4 === 2)
      return {
        ...base,
        kind: 'request_rejected',
        request_id: requestId,
        actor: 'Alan Approver',
        comment: COMMENTS[((i - 2) / 4) % COMMENTS.length] ?? null,
      };
    return {
      ...base,
      kind: 'request_approved',
      request_id: requestId,
      order_number: order ? orderKey(order.orderno, order.ordersuf) : null,
      actor: 'Alan Approver',
      comment: i % 3 === 0 ? 'Approved: thanks for splitting the delivery.' : null,
    };
  }).reverse();
};
