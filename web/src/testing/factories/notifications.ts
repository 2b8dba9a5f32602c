import type {
  NotificationBellQuery,
  NotificationFieldsFragment,
  NotificationPageFieldsFragment,
} from '../../features/notifications/Notifications.generated';

export const notificationOf = (overrides: Partial<NotificationFieldsFragment> = {}): NotificationFieldsFragment => ({
  __typename: 'Notification',
  id: '1',
  kind: 'REQUEST_REJECTED',
  createdOn: '2026-11-27T10:00:00Z',
  read: false,
  requestId: '41',
  orderNumber: null,
  actor: 'Alan Approver',
  comment: 'Over budget this quarter: split it in two.',
  carrier: null,
  trackingUrl: null,
  ...overrides,
});

/** Order `orderNumber` shipped by `carrier`, tracked at `trackingUrl`: no request, actor or comment. */
export const shipmentNotificationOf = (
  shipment: Pick<NotificationFieldsFragment, 'orderNumber' | 'carrier' | 'trackingUrl'>,
  overrides: Partial<NotificationFieldsFragment> = {},
): NotificationFieldsFragment =>
  notificationOf({
    id: '2',
    kind: 'ORDER_SHIPPED',
    requestId: null,
    actor: null,
    comment: null,
    ...shipment,
    ...overrides,
  });

/** A page of `nodes` out of `totalCount`, with `unreadCount` (default: the unread ones shown). */
export const notificationPageOf = (
  nodes: NotificationFieldsFragment[],
  overrides: Partial<Omit<NotificationPageFieldsFragment, 'nodes'>> = {},
): NotificationPageFieldsFragment => ({
  __typename: 'NotificationPage',
  nodes,
  totalCount: nodes.length,
  page: 1,
  pageSize: 10,
  unreadCount: nodes.filter((n) => !n.read).length,
  ...overrides,
});

/** The bell's answer: a page, and the gateway's newest unread waiting request (by default the page's own). */
export const bellPageOf = (
  nodes: NotificationFieldsFragment[],
  overrides: Partial<Omit<NotificationBellQuery['notifications'], 'nodes'>> = {},
): NotificationBellQuery['notifications'] => {
  const waiting = nodes.find((n) => n.kind === 'REQUEST_WAITING' && !n.read);
  return {
    ...notificationPageOf(nodes, { pageSize: 5 }),
    newestUnreadWaiting: waiting ? { __typename: 'Notification', id: waiting.id } : null,
    ...overrides,
  };
};
