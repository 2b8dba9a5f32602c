import { useQuery } from '@apollo/client/react';
import { BELL_PAGE_SIZE, NOTIFICATION_MESSAGES, bellLabel } from '@mro/rules/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { ListBody } from '../../ui/ListBody';
import { ListPager } from '../../ui/ListPager';
import { NavPopover } from '../../ui/NavPopover';
import { friendlyError } from '../../lib/apolloErrors';
import { NotificationBellDocument } from './Notifications.generated';
import { NotificationEntry } from './NotificationEntry';
import { useMarkRead } from './useMarkRead';
import { useNotificationPoll } from './useNotificationPoll';
import './notifications.css';

/**
 * The header's bell for a signed-in user: the unread count (from the header's one poll,
 * useNotificationPoll) and, opened, the newest events a page at a time with Mark all as read.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const newest = useNotificationPoll({ poll: true });
  // A later page is asked for once, while it is shown; the count stays the poll's.
  const later = useQuery(NotificationBellDocument, {
    variables: { input: { page, pageSize: BELL_PAGE_SIZE } },
    skip: page === 1 || !open,
    fetchPolicy: 'cache-and-network',
  });
  const { data, loading, error } = page === 1 ? newest : later;
  const { markRead, follow, loading: marking } = useMarkRead();
  const list = data?.notifications;
  const unread = newest.data?.notifications.unreadCount ?? 0;
  const close = () => setOpen(false);
  const label = (
    <>
      <svg className="notification-bell-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
      </svg>
      <span className="visually-hidden">{bellLabel(unread)}</span>
      {unread > 0 && (
        <span aria-hidden="true" className="notification-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
  return (
    <NavPopover
      label={label}
      title={NOTIFICATION_MESSAGES.title}
      className="notification-popover"
      triggerClassName="notification-bell"
      chevron={false}
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setPage(1);
      }}
    >
      <div className="notification-popover-head">
        <p>{unread > 0 ? `${unread} unread` : NOTIFICATION_MESSAGES.allRead}</p>
        {unread > 0 && (
          <Button variant="link" isDisabled={marking} onPress={() => void markRead()}>
            {NOTIFICATION_MESSAGES.markAllRead}
          </Button>
        )}
      </div>
      <ListBody
        list={list}
        loading={loading}
        failure={error ? friendlyError(error, NOTIFICATION_MESSAGES.loadFailed) : null}
        loadingLabel="Loading notifications…"
        empty={NOTIFICATION_MESSAGES.none}
      >
        {(shown) => (
          <>
            <ul className="notification-list">
              {shown.nodes.map((n) => (
                <li key={n.id}>
                  <NotificationEntry
                    notification={n}
                    onFollow={(followed) => {
                      follow(followed);
                      close();
                    }}
                  />
                </li>
              ))}
            </ul>
            <ListPager list={shown} label="Notification pages" onPage={setPage} onlyWhenPaged />
          </>
        )}
      </ListBody>
      <p className="notification-see-all">
        <Link to="/my-account/notifications" onClick={close}>
          {NOTIFICATION_MESSAGES.seeAll}
        </Link>
      </p>
    </NavPopover>
  );
}
