import { describe, expect, it } from 'vitest';
import { notificationOf } from '../../testing/factories/notifications';
import { notificationPath } from './links';

describe('where a notification leads', () => {
  it('opens the one request it is about on Order Approvals or Pending Orders', () => {
    expect(notificationPath(notificationOf({ kind: 'REQUEST_WAITING', requestId: '41' }))).toBe(
      '/administration/order-requests?s=41',
    );
    expect(notificationPath(notificationOf({ kind: 'REQUEST_REJECTED', requestId: '41' }))).toBe(
      '/my-account/requests?s=41',
    );
    expect(notificationPath(notificationOf({ kind: 'REQUEST_APPROVED', requestId: '41', orderNumber: null }))).toBe(
      '/my-account/requests?s=41',
    );
    // Without a request id, the list.
    expect(notificationPath(notificationOf({ kind: 'REQUEST_REJECTED', requestId: null }))).toBe(
      '/my-account/requests',
    );
  });

  it('leads an approved request to the order it placed, a quote and a shipment to their pages', () => {
    expect(
      notificationPath(notificationOf({ kind: 'REQUEST_APPROVED', requestId: '41', orderNumber: '1000123-00' })),
    ).toBe('/my-account/order-details/1000123-00');
    expect(notificationPath(notificationOf({ kind: 'QUOTE_READY', orderNumber: '1000124-00' }))).toBe(
      '/my-account/review-quote-details/1000124-00',
    );
    expect(notificationPath(notificationOf({ kind: 'ORDER_SHIPPED', orderNumber: '1000125-00' }))).toBe(
      '/my-account/order-details/1000125-00',
    );
  });
});
