export { NotificationBell } from './NotificationBell';
export { NotificationsPage } from './NotificationsPage';
export { useNewestWaitingRequest } from './useNotificationPoll';
