import { useQuery } from '@apollo/client/react';
import { NOTIFICATION_MESSAGES, NOTIFICATION_PAGE_SIZES } from '@mro/rules/notifications';
import { useState } from 'react';
import { friendlyError } from '../../lib/apolloErrors';
import { useListControls } from '../../lib/useListControls';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FilterBar, PageSizeSelect } from '../../ui/FilterBar';
import { ListBody } from '../../ui/ListBody';
import { ListPager } from '../../ui/ListPager';
import { NotificationsDocument } from './Notifications.generated';
import { NotificationEntry } from './NotificationEntry';
import { useMarkRead } from './useMarkRead';
import './notifications.css';

/** /my-account/notifications: every event the ERP keeps for the viewer (at most 100), newest first. */
export function NotificationsPage() {
  usePageTitle(NOTIFICATION_MESSAGES.title);
  const controls = useListControls({ debounceMs: 0, pageSize: NOTIFICATION_PAGE_SIZES[0] });
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data, loading, error } = useQuery(NotificationsDocument, {
    variables: { input: { page: controls.page, pageSize: controls.pageSize, unreadOnly } },
    fetchPolicy: 'cache-and-network',
  });
  const { markRead, follow, loading: marking } = useMarkRead();
  const list = data?.notifications;
  return (
    <>
      <h1>{NOTIFICATION_MESSAGES.title}</h1>
      <FilterBar>
        <Checkbox
          label={NOTIFICATION_MESSAGES.unreadOnly}
          isSelected={unreadOnly}
          onChange={controls.restart(setUnreadOnly)}
        />
        <PageSizeSelect
          label="Notifications per page"
          sizes={NOTIFICATION_PAGE_SIZES}
          value={controls.pageSize}
          onChange={controls.setPageSize}
        />
        <Button variant="secondary" isDisabled={marking || !list?.unreadCount} onPress={() => void markRead()}>
          {NOTIFICATION_MESSAGES.markAllRead}
        </Button>
      </FilterBar>
      {list && (
        <p role="status">{list.unreadCount > 0 ? `${list.unreadCount} unread.` : NOTIFICATION_MESSAGES.allRead}</p>
      )}
      <ListBody
        list={list}
        loading={loading}
        failure={error ? friendlyError(error, NOTIFICATION_MESSAGES.loadFailed) : null}
        loadingLabel="Loading notifications…"
        empty={unreadOnly ? NOTIFICATION_MESSAGES.noneUnread : NOTIFICATION_MESSAGES.none}
      >
        {(shown) => (
          <>
            <ul className="notification-list notification-page-list">
              {shown.nodes.map((n) => (
                <li key={n.id}>
                  <NotificationEntry notification={n} onFollow={follow} />
                </li>
              ))}
            </ul>
            <ListPager list={shown} label="Notification pages" noun="notifications" onPage={controls.setPage} />
          </>
        )}
      </ListBody>
    </>
  );
}
