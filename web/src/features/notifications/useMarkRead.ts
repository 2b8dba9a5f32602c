import { useMutation } from '@apollo/client/react';
import { NOTIFICATION_MESSAGES } from '@mro/rules/notifications';
import { useNotify } from '../../ui/Toast';
import { MarkNotificationsReadDocument, type NotificationFieldsFragment } from './Notifications.generated';

/** Marks events read (some, or all without ids). */
export function useMarkRead() {
  const notify = useNotify();
  // The lists' pages and counts are stale: dropped, so the bell and the page on screen ask again.
  const [mark, { loading }] = useMutation(MarkNotificationsReadDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
      cache.gc();
    },
  });
  const markRead = async (ids?: string[]) => {
    const result = await mark({ variables: { input: ids ? { ids } : {} } }).catch(() => null);
    const errors = result?.data?.markNotificationsRead.userErrors;
    if (!result?.data || (errors && errors.length > 0))
      notify(errors?.[0]?.message ?? NOTIFICATION_MESSAGES.markFailed, 'error');
  };
  const follow = (n: NotificationFieldsFragment) => {
    if (!n.read) void markRead([n.id]);
  };
  return { markRead, follow, loading };
}
