import type { NotificationFieldsFragment } from './Notifications.generated';

// Pending Orders and Order Approvals open one request's details from `?s=<request id>`.
const request = (list: string, id: string | null | undefined): string =>
  id ? `${list}?s=${encodeURIComponent(id)}` : list;

/** Where an event leads: the order, the quote, or the request it is about (opened on its list page). */
export const notificationPath = (n: NotificationFieldsFragment): string => {
  switch (n.kind) {
    case 'ORDER_SHIPPED':
      return `/my-account/order-details/${n.orderNumber ?? ''}`;
    case 'QUOTE_READY':
      return `/my-account/review-quote-details/${n.orderNumber ?? ''}`;
    case 'REQUEST_WAITING':
      return request('/administration/order-requests', n.requestId);
    case 'REQUEST_APPROVED':
      return n.orderNumber
        ? `/my-account/order-details/${n.orderNumber}`
        : request('/my-account/requests', n.requestId);
    case 'REQUEST_REJECTED':
      return request('/my-account/requests', n.requestId);
  }
};
