import type { Resolvers } from '../generated/resolvers-types.ts';
import { listNotifications, markNotificationsRead, newestUnreadWaiting } from './notifications-provider.ts';

const KIND = {
  request_approved: 'REQUEST_APPROVED',
  request_rejected: 'REQUEST_REJECTED',
  request_waiting: 'REQUEST_WAITING',
  quote_ready: 'QUOTE_READY',
  order_shipped: 'ORDER_SHIPPED',
} as const;

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_parent, { input }, context) => listNotifications(context, input),
  },
  Mutation: {
    markNotificationsRead: (_parent, { input }, context) => markNotificationsRead(context, input),
  },
  NotificationPage: {
    newestUnreadWaiting: (_page, _args, context) => newestUnreadWaiting(context),
  },
  Notification: {
    kind: (n) => KIND[n.kind],
    createdOn: (n) => n.created_on,
    requestId: (n) => n.request_id,
    orderNumber: (n) => n.order_number,
    trackingUrl: (n) => n.tracking_url,
  },
};
