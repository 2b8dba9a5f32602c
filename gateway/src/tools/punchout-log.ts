// The Punch-Out Log (account-admin-calls §7.6, §9): a customer's last 250 punch-out transfers, read from
// GET /punchout-log?limit=250 (the sandbox lets staff read every customer's but the excluded one) and
// shown 20 a page. Staff only.
import type { GatewayContext } from '../context.ts';
import { badUserInput, toGraphQLError } from '../common/errors.ts';
import { isErpStatus } from '../erp/errors.ts';
import type { PunchOutLogPage } from '../generated/resolvers-types.ts';
import { PUNCHOUT_LOG_LIMIT, PUNCHOUT_LOG_PAGE_SIZE, customerNumberError } from '@mro/rules/tools';
import { requireStaff } from './staff.ts';

// One read of the 250 rows serves every page an associate turns to for a minute; a transfer made
// meanwhile shows after that minute at the latest.
const LOG_POLICY = { freshSeconds: 60, staleSeconds: 300 };

export async function punchOutLog(
  context: GatewayContext,
  customerNumber: string,
  page: number,
): Promise<PunchOutLogPage> {
  await requireStaff(context);
  const problem = customerNumberError(customerNumber);
  if (problem) throw badUserInput(problem);
  if (!Number.isInteger(page) || page < 1) throw badUserInput('The page is a whole number from 1.');
  const customer = customerNumber.trim();
  const empty = { nodes: [], totalCount: 0, page, pageSize: PUNCHOUT_LOG_PAGE_SIZE };
  let logs;
  try {
    ({ logs } = await context.cache.getOrLoad('punchout-log', `punchout-log:v1:${customer}`, LOG_POLICY, () =>
      context.erp.get('/punchout-log', { query: { customer_number: customer, limit: PUNCHOUT_LOG_LIMIT } }),
    ));
  } catch (error) {
    // The excluded house account's log (403) is as unknown to the associate as an empty one.
    if (isErpStatus(error, 403)) return empty;
    throw toGraphQLError(error);
  }
  const start = (page - 1) * PUNCHOUT_LOG_PAGE_SIZE;
  return {
    ...empty,
    totalCount: logs.length,
    nodes: logs.slice(start, start + PUNCHOUT_LOG_PAGE_SIZE).map((entry) => ({
      id: String(entry.id),
      orderNumber: entry.order_number,
      username: entry.username,
      transferredAt: entry.created_on,
    })),
  };
}
