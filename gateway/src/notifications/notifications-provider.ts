// The viewer's notifications (issue 33 item 5), kept by the ERP (an extension of its API: GET
// /notifications, POST /notifications/read). The ERP answers with the caller's own events only, by
// the caller's token; a guest is refused before it is asked.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import { erpUserError, toGraphQLError, userError } from '../common/errors.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { ErpNotification } from '../erp/types.ts';
import type { MarkNotificationsReadInput, NotificationsInput, UserError } from '../generated/resolvers-types.ts';
import {
  forgetNotifications,
  NOTIFICATIONS_CACHE_SECONDS,
  notificationsCacheKey,
  notificationsCachePrefix,
} from '../common/notifications-cache.ts';
import { MARK_READ_IDS_MAX, NOTIFICATION_MESSAGES, NOTIFICATION_PAGE_SIZES } from '@mro/rules/notifications';

const PAGE_SIZE_MAX = Math.max(...NOTIFICATION_PAGE_SIZES);
const ID = /^\d{1,20}$/;

export type NotificationPage = {
  nodes: ErpNotification[];
  totalCount: number;
  page: number;
  pageSize: number;
  unreadCount: number;
};

/** One page of the viewer's notifications; out-of-range paging is clamped, never an error. */
export const listNotifications = async (
  context: GatewayContext,
  input: NotificationsInput | null | undefined,
): Promise<NotificationPage> => {
  const { userId } = requirePrincipal(context);
  const pageSize = Math.min(Math.max(input?.pageSize ?? NOTIFICATION_PAGE_SIZES[0], 1), PAGE_SIZE_MAX);
  const page = Math.max(input?.page ?? 1, 1);
  const unreadOnly = input?.unreadOnly ?? false;
  const load = async (): Promise<NotificationPage> => {
    const answer = await context.erp.get('/notifications', {
      query: { offset: (page - 1) * pageSize, limit: pageSize, ...(unreadOnly ? { unread: true } : {}) },
    });
    return { nodes: answer.notifications, totalCount: answer.total, page, pageSize, unreadCount: answer.unread };
  };
  const key = notificationsCacheKey(await notificationsCachePrefix(context, userId), page, pageSize, unreadOnly);
  try {
    return key ? await cached(context, key, load) : await load();
  } catch (error) {
    throw toGraphQLError(error);
  }
};

const cached = <T>(context: GatewayContext, key: string, load: () => Promise<T>): Promise<T> =>
  context.cache.getOrLoad('notifications', key, { freshSeconds: NOTIFICATIONS_CACHE_SECONDS, staleSeconds: 0 }, load);

/**
 * The viewer's newest unread "request waiting" event, however many newer events there are (the
 * approval alert reads it from the bell's poll, whose page of the newest five can push it out).
 */
export const newestUnreadWaiting = async (context: GatewayContext): Promise<ErpNotification | null> => {
  const { userId } = requirePrincipal(context);
  const load = async (): Promise<ErpNotification | null> => {
    const answer = await context.erp.get('/notifications', {
      query: { offset: 0, limit: 1, unread: true, kind: 'request_waiting' },
    });
    return answer.notifications[0] ?? null;
  };
  try {
    return await cached(context, `${await notificationsCachePrefix(context, userId)}:waiting`, load);
  } catch (error) {
    throw toGraphQLError(error);
  }
};

type Outcome = { unreadCount: number | null; userErrors: UserError[] };
const refused = (error: UserError): Outcome => ({ unreadCount: null, userErrors: [error] });

/** Marks the listed notifications (or all) read; an id that is not the viewer's reads as missing. */
export const markNotificationsRead = async (
  context: GatewayContext,
  input: MarkNotificationsReadInput,
): Promise<Outcome> => {
  const { userId } = requirePrincipal(context);
  const ids = input.ids ?? null;
  if (ids && ids.length > MARK_READ_IDS_MAX)
    return refused(userError('INVALID_INPUT', NOTIFICATION_MESSAGES.tooManyIds, 'ids'));
  if (ids?.some((id) => !ID.test(id))) return refused(userError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound, 'ids'));
  try {
    const answer = await context.erp.post('/notifications/read', { body: ids ? { ids: [...new Set(ids)] } : {} });
    await forgetNotifications(context, [userId]);
    return { unreadCount: answer.unread, userErrors: [] };
  } catch (error) {
    if (isErpStatus(error, 404)) return refused(userError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound, 'ids'));
    return refused(erpUserError(error));
  }
};
