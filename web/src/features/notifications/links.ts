import type { NotificationFieldsFragment } from './Notifications.generated';

/** Where an event leads: the order, the quote, or the requests it is about. */
export const notificationPath = (n: NotificationFieldsFragment): string => {
  switch (n.kind) {
    case 'ORDER_SHIPPED':
      return `/my-account/order-details/${n.orderNumber ?? ''}`;
    case 'QUOTE_READY':
      return `/my-account/review-quote-details/${n.orderNumber ?? ''}`;
    case 'REQUEST_WAITING':
      return '/administration/order-requests';
    case 'REQUEST_APPROVED':
      return n.orderNumber ? `/my-account/order-details/${n.orderNumber}` : '/my-account/requests';
    case 'REQUEST_REJECTED':
      return '/my-account/requests';
  }
};
