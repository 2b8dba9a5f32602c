// What the order detail page's test files share: the page at one of the routes it serves.
import { renderRoute } from '../../testing/renderRoute';
import { OrderDetailPage } from './OrderDetailPage';

/** The order detail page of `orderNumber` at `/my-account/<route>/` (order-details, review-quote-details, ...). */
export const openOrderDetail = (route: string, orderNumber: string) =>
  renderRoute(<OrderDetailPage />, {
    path: `/my-account/${route}/:orderNumber`,
    at: `/my-account/${route}/${orderNumber}`,
  });
