import DataLoader from 'dataloader';
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpItemClassification, ErpOrderHistoryQuery } from '../erp/types.ts';
import { badUserInput, forbidden, toGraphQLError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import { isAdmin, isOpenBrowse, isPunchOut } from '../auth/account-access.ts';
import { loadOrderAccess } from '../auth/order-access.ts';
import type { SpendReportInput } from '../generated/resolvers-types.ts';
import { SPEND_MAX_ORDERS, SPEND_MESSAGES, spendPeriodError, todayIso, type SpendPeriod } from '@mro/rules/spend';
import type { SpendFigures } from '../common/spend-model.ts';
import { SpendFold, type ItemClass } from './spend-figures.ts';

/** Orders per history page: 1,000 orders are four ERP calls. */
export const SPEND_PAGE_SIZE = 250;
/** The most part numbers one classification call names (the ERP's limit). */
export const CLASSIFY_BATCH = 5000;
/**
 * How long a customer's report for a period is kept: the page is opened, its period changed back and
 * forth and drilled into within minutes, each without reading the whole history again. An order
 * placed meanwhile shows once the figures expire.
 */
export const SPEND_CACHE_SECONDS = 300;

/**
 * Administrators, and users with order history (who see the company's orders in the 'All' view
 * anyway), buying in money (the figures are order values, which units-mode customers do not see),
 * outside punch-out (a procurement system's shopping session).
 */
async function requireSpendAccess(context: GatewayContext): Promise<void> {
  const principal = requirePrincipal(context);
  const [user, access] = await Promise.all([viewerUser(context), loadOrderAccess(context)]);
  const allowed = (isAdmin(user) || access.orderHistory) && principal.amountMode === 'CURRENCY';
  if (!allowed || isOpenBrowse(user) || isPunchOut(user)) throw forbidden(SPEND_MESSAGES.notAllowed);
}

/** The brand and category of many items, one ERP call per CLASSIFY_BATCH distinct part numbers. */
const classificationLoader = (context: GatewayContext) =>
  new DataLoader<string, ErpItemClassification | null>(
    async (items) => {
      const answer = await context.erp.post('/index/items/classification', { body: { items: [...items] } });
      const found = new Map(answer.items.map((i) => [i.erp, i]));
      return items.map((erp) => found.get(erp) ?? null);
    },
    { maxBatchSize: CLASSIFY_BATCH },
  );

/** One pass over the period's history pages, then one classification of the items bought. */
async function computeSpend(context: GatewayContext, customerNumber: string, period: SpendPeriod) {
  const fold = new SpendFold(period);
  const query = (page: number): ErpOrderHistoryQuery => ({
    customerNumber,
    ...period,
    page,
    limit: SPEND_PAGE_SIZE,
    omitCancelled: true,
    withLines: true,
  });
  const first = await context.erp.post('/orders/history', { body: query(1) });
  if (first.meta.total_items > SPEND_MAX_ORDERS) throw badUserInput(SPEND_MESSAGES.tooManyOrders);
  fold.add(first.data);
  const pages = Math.ceil(first.meta.total_items / SPEND_PAGE_SIZE);
  // The remaining pages are asked together; each is folded as it arrives (sums do not depend on order).
  await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, async (_, i) => {
      fold.add((await context.erp.post('/orders/history', { body: query(i + 2) })).data);
    }),
  );
  const items = fold.items();
  const classes = new Map<string, ItemClass>();
  if (items.length) {
    const found = await classificationLoader(context).loadMany(items);
    found.forEach((c, i) => {
      if (c instanceof Error) throw c;
      if (c) classes.set(items[i]!, c);
    });
  }
  return fold.finish((item) => classes.get(item) ?? null);
}

/** The session customer's spend over a period, from the cache or one pass over the ERP's history. */
export async function loadSpendReport(context: GatewayContext, input: SpendReportInput): Promise<SpendFigures> {
  const { customerNumber } = requirePrincipal(context);
  const period = { from: input.from.trim(), to: input.to.trim() };
  await requireSpendAccess(context);
  const invalid = spendPeriodError(period, todayIso());
  if (invalid) throw badUserInput(invalid);
  try {
    return await context.cache.getOrLoad(
      'spend',
      `spend:${customerNumber}:${period.from}:${period.to}`,
      { freshSeconds: SPEND_CACHE_SECONDS, staleSeconds: 0 },
      () => computeSpend(context, customerNumber, period),
    );
  } catch (error) {
    throw toGraphQLError(error);
  }
}
