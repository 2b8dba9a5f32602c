import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { notificationOf, notificationPageOf, shipmentNotificationOf } from '../../testing/factories/notifications';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { MarkNotificationsReadDocument, NotificationsDocument } from './Notifications.generated';
import { NotificationsPage } from './NotificationsPage';

// 23 events: a rejection with its comment, a shipment with its tracking link, then older quotes.
const ALL = [
  notificationOf(),
  shipmentNotificationOf({
    orderNumber: '1000250-00',
    carrier: 'UPS Ground',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
  }),
  ...Array.from({ length: 21 }, (_, i) =>
    notificationOf({
      id: String(3 + i),
      kind: 'QUOTE_READY',
      read: true,
      requestId: null,
      actor: null,
      comment: null,
      orderNumber: `1000${300 + i}-00`,
    }),
  ),
];

const serve = () => {
  const asked: unknown[] = [];
  const marked: unknown[] = [];
  let read = false;
  server.use(
    answerQuery(NotificationsDocument, ({ variables }) => {
      asked.push(variables.input);
      const { page = 1, pageSize = 10 } = variables.input ?? {};
      const all = read ? ALL.map((n) => ({ ...n, read: true })) : ALL;
      const nodes = all.slice((page! - 1) * pageSize!, page! * pageSize!);
      return {
        notifications: notificationPageOf(nodes, {
          totalCount: all.length,
          page: page!,
          pageSize: pageSize!,
          unreadCount: read ? 0 : 2,
        }),
      };
    }),
    answerMutation(MarkNotificationsReadDocument, ({ variables }) => {
      marked.push(variables.input);
      read = true;
      return { markNotificationsRead: { __typename: 'MarkNotificationsReadPayload', unreadCount: 0, userErrors: [] } };
    }),
  );
  renderRoute(<NotificationsPage />, { path: '/my-account/notifications', at: '/my-account/notifications' });
  return { asked, marked };
};

describe('Notifications', () => {
  it("lists the viewer's events with the approver's comment, the tracking link and a link to each", async () => {
    serve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const rejected = await screen.findByRole('link', { name: 'Your order request 41 was rejected by Alan Approver.' });
    expect(rejected).toHaveAttribute('href', '/my-account/requests?s=41');
    expect(screen.getByText('“Over budget this quarter: split it in two.”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your order 1000250-00 has shipped.' })).toHaveAttribute(
      'href',
      '/my-account/order-details/1000250-00',
    );
    expect(screen.getByRole('link', { name: 'Track the shipment (UPS Ground)' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999',
    );
    expect(screen.getByRole('link', { name: 'Your quote 1000300-00 is ready.' })).toHaveAttribute(
      'href',
      '/my-account/review-quote-details/1000300-00',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 unread.');
  });

  it('pages to the last page and marks all as read', async () => {
    const { asked, marked } = serve();
    const pages = await screen.findByRole('navigation', { name: 'Notification pages' });
    expect(pages).toHaveTextContent('Page 1 of 3 (23 notifications)');
    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 3 (23 notifications)')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Notification pages' })).getByRole('button', { name: /Next/ }),
    );
    expect(await screen.findByText('Page 3 of 3 (23 notifications)')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ page: 3, pageSize: 10, unreadOnly: false });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(marked).toEqual([{}]));
    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
  });
});
