import { useQuery } from '@apollo/client/react';
import { BELL_PAGE_SIZE, NOTIFICATION_POLL_MS } from '@mro/rules/notifications';
import { useHydrated } from '../../lib/useHydrated';
import { NotificationBellDocument } from './Notifications.generated';

/** The newest events, what the header's one poll asks for. */
const NEWEST = { input: { page: 1, pageSize: BELL_PAGE_SIZE } };

/**
 * The header's one poll of the viewer's events (issue 33 item 5: the approval poll is one of its
 * sources): the bell polls (after hydration, so the server's page and the hydrating render are the
 * same, then every 10 s, the approval poll's delay); the approval alert reads the bell's answers from
 * Apollo's cache and asks nothing itself.
 */
export function useNotificationPoll({ poll }: { poll: boolean }) {
  const hydrated = useHydrated();
  return useQuery(NotificationBellDocument, {
    variables: NEWEST,
    skip: !hydrated,
    ...(poll
      ? { pollInterval: NOTIFICATION_POLL_MS, fetchPolicy: 'cache-and-network' }
      : { fetchPolicy: 'cache-only' }),
  });
}

/**
 * The id of the newest unread "request waiting for your approval", 0 when none, null until the bell's
 * poll has answered. The gateway finds it whatever the newer events (the bell's page of the newest five
 * would miss it under five of them). Ids grow with time, so a larger one is a new request (the sandbox
 * reads a waiting event once its request leaves the step, so a handled one does not count).
 */
export function useNewestWaitingRequest(): number | null {
  const notifications = useNotificationPoll({ poll: false }).data?.notifications;
  if (!notifications) return null;
  return notifications.newestUnreadWaiting ? Number(notifications.newestUnreadWaiting.id) : 0;
}
