// Shared (the notifications domain reads through it; approvals, checkout and Get it for Me forget).
// The bell polls every 10 s in every tab of every signed-in user (issue 33 item 5). Without a cache
// each poll is an ERP GET, so the first page of a user's events (what the bell and the page open on)
// is cached per user for the poll's period, and forgotten when the gateway itself changes them: marking
// read, approval decisions, requests sent for approval, quotes entered. Events the ERP records on its
// own (a shipment, a quote the provider priced) show within the period, as they did with the poll.
import type { GatewayContext } from '../context.ts';
import type { ErpCartRequest } from '../erp/types.ts';
import { BELL_PAGE_SIZE, NOTIFICATION_PAGE_SIZES } from '@mro/rules/notifications';

/** The bell's poll period (NOTIFICATION_POLL_MS): within it a user's page is answered from the cache. */
export const NOTIFICATIONS_CACHE_SECONDS = 10;

// Only the first pages of the sizes the store asks for are cached: a bounded set of keys per user,
// deleted one by one (no scan of the store's keys on every mark-read).
const SIZES: readonly number[] = [BELL_PAGE_SIZE, ...NOTIFICATION_PAGE_SIZES];
const FILTERS = ['all', 'unread'] as const;

const keyOf = (userId: number, pageSize: number, unreadOnly: boolean): string =>
  `notifications:v1:${userId}:${pageSize}:${unreadOnly ? 'unread' : 'all'}`;

/** The cache key of a page, or null for a page that is not cached (a later page, an odd size). */
export const notificationsCacheKey = (
  userId: number,
  page: number,
  pageSize: number,
  unreadOnly: boolean,
): string | null => (page === 1 && SIZES.includes(pageSize) ? keyOf(userId, pageSize, unreadOnly) : null);

/** Forgets the cached pages of these users, so their next poll asks the ERP. Never throws. */
export const forgetNotifications = async (context: GatewayContext, userIds: Iterable<number>): Promise<void> => {
  const keys = [...new Set(userIds)].flatMap((id) =>
    SIZES.flatMap((size) => FILTERS.map((filter) => keyOf(id, size, filter === 'unread'))),
  );
  await Promise.all(keys.map((key) => context.cache.store.delete(key)));
};

/** Who hears of a change to a request: its initiator and the approvers of its steps. */
export const requestParties = (request: ErpCartRequest): number[] => [
  request.initiator_id,
  ...request.approvers.map((a) => a.id),
  ...request.steps.flatMap((step) => step.approvers),
];
