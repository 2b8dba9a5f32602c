import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { bellPageOf, notificationOf, shipmentNotificationOf } from '../../testing/factories/notifications';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { MarkNotificationsReadDocument, NotificationBellDocument } from './Notifications.generated';
import { NotificationBell } from './NotificationBell';

const shipped = shipmentNotificationOf({
  orderNumber: '1000250-00',
  carrier: 'FedEx Ground',
  trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=42',
});

const serve = () => {
  const marked: unknown[] = [];
  let read = false;
  server.use(
    answerQuery(NotificationBellDocument, ({ variables }) => ({
      notifications: bellPageOf(
        [notificationOf({ read }), shipped, notificationOf({ id: '3', requestId: '40', read: true, comment: null })],
        {
          pageSize: variables.input?.pageSize ?? 5,
          unreadCount: read ? 0 : 3,
        },
      ),
    })),
    answerMutation(MarkNotificationsReadDocument, ({ variables }) => {
      marked.push(variables.input);
      read = true;
      return { markNotificationsRead: { __typename: 'MarkNotificationsReadPayload', unreadCount: 2, userErrors: [] } };
    }),
  );
  return marked;
};

describe('the notification bell', () => {
  it('shows the unread count, opens on the newest events and marks one read when followed', async () => {
    const marked = serve();
    renderRoute(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('“Over budget this quarter: split it in two.”')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Track the shipment (FedEx Ground)' })).toHaveAttribute(
      'href',
      'https://www.fedex.com/fedextrack/?trknbr=42',
    );
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/my-account/notifications',
    );
    fireEvent.click(within(panel).getByRole('link', { name: 'Your order request 41 was rejected by Alan Approver.' }));
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/my-account/requests?s=41');
    await waitFor(() => expect(marked).toEqual([{ ids: ['1'] }]));
  });

  it('marks all as read: the count goes', async () => {
    const marked = serve();
    renderRoute(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(marked).toEqual([{}]));
    expect(await within(panel).findByText('All notifications are marked as read.')).toBeInTheDocument();
  });
});
