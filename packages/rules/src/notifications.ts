// Notifications in one place (issue 33 item 5; beyond the spec): the viewer's events from the ERP,
// read or unread. The approval poll's delay (cart-checkout-orders §9) is the bell's too.

/** The ERP keeps at most this many per user, the oldest dropped first. */
export const NOTIFICATIONS_KEPT = 100;
/** The bell's popover shows this many at a time. */
export const BELL_PAGE_SIZE = 5;
export const NOTIFICATION_PAGE_SIZES = [10, 25, 50] as const;
/** At most this many ids in one markNotificationsRead. */
export const MARK_READ_IDS_MAX = 100;
/** Cart approval poll delay (cart-checkout-orders §9): the bell asks for its unread count this often. */
export const NOTIFICATION_POLL_MS = 10_000;

export type NotificationKind =
  'REQUEST_APPROVED' | 'REQUEST_REJECTED' | 'REQUEST_WAITING' | 'QUOTE_READY' | 'ORDER_SHIPPED';

export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  none: 'You have no notifications.',
  noneUnread: 'You have no unread notifications.',
  loadFailed: 'Your notifications could not be loaded. Please try again.',
  markAllRead: 'Mark all as read',
  allRead: 'All notifications are marked as read.',
  markFailed: 'Your notifications could not be marked as read. Please try again.',
  tooManyIds: `Mark at most ${MARK_READ_IDS_MAX} notifications at a time.`,
  notFound: 'Notification not found.',
  seeAll: 'See all notifications',
  unreadOnly: 'Unread only',
} as const;

/** The bell's accessible name: 'Notifications, 3 unread'. */
export const bellLabel = (unread: number): string => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/** What an event says, in a sentence. */
export const notificationText = (n: {
  kind: NotificationKind;
  requestId?: string | null;
  orderNumber?: string | null;
  actor?: string | null;
}): string => {
  const by = n.actor ? ` by ${n.actor}` : '';
  switch (n.kind) {
    case 'REQUEST_APPROVED':
      return `Your order request ${n.requestId ?? ''} was approved${by}.`;
    case 'REQUEST_REJECTED':
      return `Your order request ${n.requestId ?? ''} was rejected${by}.`;
    case 'REQUEST_WAITING':
      return `Order request ${n.requestId ?? ''}${n.actor ? ` from ${n.actor}` : ''} is waiting for your approval.`;
    case 'QUOTE_READY':
      return `Your quote ${n.orderNumber ?? ''} is ready.`;
    case 'ORDER_SHIPPED':
      return `Your order ${n.orderNumber ?? ''} has shipped.`;
  }
};
