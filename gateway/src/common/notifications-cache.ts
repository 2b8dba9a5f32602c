// Shared (the notifications domain reads through it; approvals, checkout and Get it for Me forget).
// The bell polls every 10 s in every tab of every signed-in user (issue 33 item 5). Without a cache
// each poll is an ERP GET, so the first page of a user's events (what the bell and the page open on)
// is cached per user for the poll's period, and forgotten when the gateway itself changes them: marking
// read, approval decisions, requests sent for approval, quotes entered. Events the ERP records on its
// own (a shipment, a quote the provider priced) show within the period, as they did with the poll.
//
// Forgetting bumps the user's generation, and the pages' keys carry it: a poll that asked the ERP
// before the change and answers after it writes under the old generation, which no later poll reads
// (deleting the keys instead would let that late write put the older answer back for the period).
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../context.ts';
import type { ErpCartRequest } from '../erp/types.ts';
import { BELL_PAGE_SIZE, NOTIFICATION_PAGE_SIZES } from '@mro/rules/notifications';

/** The bell's poll period (NOTIFICATION_POLL_MS): within it a user's page is answered from the cache. */
export const NOTIFICATIONS_CACHE_SECONDS = 10;

/** A generation outlives its pages by far; one that is gone reads as the first, whose pages are long gone. */
const GENERATION_SECONDS = 24 * 60 * 60;
const FIRST_GENERATION = 'first';

// Only the first pages of the sizes the store asks for are cached, and the newest waiting request.
const SIZES: readonly number[] = [BELL_PAGE_SIZE, ...NOTIFICATION_PAGE_SIZES];

const generationKey = (userId: number): string => `notifications:v2:${userId}:generation`;

/** What a user's cached answers are keyed under now: their generation, read from the shared store. */
export const notificationsCachePrefix = async (context: GatewayContext, userId: number): Promise<string> => {
  const [generation] = await context.cache.getMany<string>([generationKey(userId)]);
  return `notifications:v2:${userId}:${generation?.value ?? FIRST_GENERATION}`;
};

/** The cache key of a page under that prefix, or null for a page that is not cached (a later page, an odd size). */
export const notificationsCacheKey = (
  prefix: string,
  page: number,
  pageSize: number,
  unreadOnly: boolean,
): string | null =>
  page === 1 && SIZES.includes(pageSize) ? `${prefix}:${pageSize}:${unreadOnly ? 'unread' : 'all'}` : null;

/** Forgets the cached answers of these users (a new generation each), so their next poll asks the ERP. Never throws. */
export const forgetNotifications = async (context: GatewayContext, userIds: Iterable<number>): Promise<void> => {
  await context.cache.setMany(
    [...new Set(userIds)].map((id) => ({
      key: generationKey(id),
      value: randomUUID(),
      freshSeconds: GENERATION_SECONDS,
      staleSeconds: 0,
    })),
  );
};

/** Who hears of a change to a request: its initiator and the approvers of its steps. */
export const requestParties = (request: ErpCartRequest): number[] => [
  request.initiator_id,
  ...request.approvers.map((a) => a.id),
  ...request.steps.flatMap((step) => step.approvers),
];
