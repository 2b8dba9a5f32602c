// The users' events (issue 33, an extension of the ERP's API: GET /notifications, POST
// /notifications/read). Recorded where they happen (approval decisions and steps, quotes entered);
// shipments come from the order data, the orders a user placed that shipped in the last 60 days,
// recorded when the user is first asked about (with the visual review buyer's seeded ones, seed.ts). At most 100 per user, the oldest dropped first.
import { orderKey, type App } from '../app.ts';
import type { Order, Schemas } from '../data/types.ts';
import { seededEvents } from './seed.ts';

export type Notification = Schemas['Notification'];
export type NotificationEvent = Omit<Notification, 'id' | 'created_on' | 'read'> & {
  created_on?: string;
  read?: boolean;
};

export const NOTIFICATIONS_KEPT = 100;
const SHIPPED_WITHIN_DAYS = 60;
const DAY = 86_400_000;

interface UserEvents {
  /** Oldest first. */
  events: Notification[];
}
interface NotificationsState {
  users: Map<number, UserEvents>;
  nextId: number;
}
const states = new WeakMap<App, NotificationsState>();
const stateOf = (app: App): NotificationsState => {
  let state = states.get(app);
  if (!state) states.set(app, (state = { users: new Map(), nextId: 1 }));
  return state;
};

const keep = (state: NotificationsState, into: UserEvents, event: NotificationEvent): void => {
  into.events.push({
    ...event,
    id: String(state.nextId++),
    created_on: event.created_on ?? new Date().toISOString(),
    read: event.read ?? false,
  });
  into.events.sort((a, b) => a.created_on.localeCompare(b.created_on));
  if (into.events.length > NOTIFICATIONS_KEPT) into.events.splice(0, into.events.length - NOTIFICATIONS_KEPT);
};

const shippedEvent = (order: Order): NotificationEvent => ({
  kind: 'order_shipped',
  created_on: new Date(`${order.shipdt!.slice(0, 10)}T12:00:00Z`).toISOString(),
  request_id: null,
  order_number: orderKey(order.orderno, order.ordersuf),
  actor: null,
  comment: null,
  carrier: order.carrierCode,
  tracking_url: order.trackingUrl,
});

// The first time, with the orders the user placed that shipped lately.
const userOf = (app: App, userId: number): UserEvents => {
  const state = stateOf(app);
  let user = state.users.get(userId);
  if (!user) {
    user = { events: [] };
    state.users.set(userId, user);
    const since = Date.now() - SHIPPED_WITHIN_DAYS * DAY;
    for (const order of app.orders)
      if (order.userId === userId && order.shipdt && order.stagecd !== 9 && Date.parse(order.shipdt) >= since)
        keep(state, user, shippedEvent(order));
    for (const event of seededEvents(app, userId)) keep(state, user, event);
  }
  return user;
};

/** The user's events, oldest first. */
export const eventsOf = (app: App, userId: number): Notification[] => userOf(app, userId).events;

/** Records an event for a user. */
export const notify = (app: App, userId: number, event: NotificationEvent): void => {
  keep(stateOf(app), userOf(app, userId), event);
};

/** A quote entered for its buyer (checkout as a quote, Get it for Me): "Your quote … is ready." */
export const notifyQuoteReady = (app: App, userId: number, orderNumber: string): void =>
  notify(app, userId, {
    kind: 'quote_ready',
    request_id: null,
    order_number: orderNumber,
    actor: null,
    comment: null,
    carrier: null,
    tracking_url: null,
  });

/**
 * A request that left its step (decided, or moved on) no longer waits for that step's approvers: their
 * "waiting" events for it are read, so the store's approval alert, built on the unread ones, does not
 * come back for a request somebody already handled.
 */
export const settleWaiting = (app: App, requestId: string): void => {
  for (const user of stateOf(app).users.values())
    for (const event of user.events)
      if (event.kind === 'request_waiting' && event.request_id === requestId) event.read = true;
};
