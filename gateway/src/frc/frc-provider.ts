// The FRC manager (account-admin-calls §2.4, §3 FRC row, §7.1): the viewer's own approval-workflow
// rows read as allowances in units. Units customers outside punch-out only (§6), as the menu shows it.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import { badUserInput, forbidden, toGraphQLError } from '../common/errors.ts';
import { amount } from '../common/amount.ts';
import { isPunchOut } from '../auth/account-access.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { ErpUser } from '../erp/types.ts';
import type { UnitAllowance, UnitAllowancePage, UnitAllowancesInput } from '../generated/resolvers-types.ts';
import { allowanceBalance, FRC_MESSAGES, FRC_PAGE_SIZE } from '@mro/rules/frc';

/** -1 is the ERP's "no limit". */
const UNLIMITED = -1;
const MAX_PAGE = 10_000;

/** §6: workflow_currency 'units' and not punch-out. */
export const canManageFrc = (user: ErpUser): boolean => user.workflow_currency === 'units' && !isPunchOut(user);

type Row = { unit_type: string; spend_limit: number; spent_amount: number; limit_reset: string | null };

export const allowanceOf = (row: Row): UnitAllowance => {
  const allowed = row.spend_limit === UNLIMITED ? null : row.spend_limit;
  const { remaining, overBy } = allowanceBalance(allowed, row.spent_amount);
  return {
    itemType: row.unit_type,
    allowed: allowed === null ? null : amount(allowed, 'UNITS'),
    ordered: amount(row.spent_amount, 'UNITS'),
    remaining: remaining === null ? null : amount(remaining, 'UNITS'),
    overBy: overBy > 0 ? amount(overBy, 'UNITS') : null,
    resetsOn: row.limit_reset,
  };
};

export async function loadUnitAllowances(
  context: GatewayContext,
  input: UnitAllowancesInput | null | undefined,
): Promise<UnitAllowancePage> {
  const user = await viewerUser(context);
  if (!canManageFrc(user)) throw forbidden(FRC_MESSAGES.notAllowed);
  const page = input?.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badUserInput(`page: 1 to ${MAX_PAGE}.`);
  let rows: Row[];
  try {
    const workflow = await context.erp.get('/user-approval-workflow/{id}', { path: { id: String(user.id) } });
    rows = workflow.rows;
  } catch (error) {
    const mapped = toGraphQLError(error);
    // The ERP failing, or refusing, is the page's one message (§8); a lost session stays UNAUTHENTICATED.
    if (mapped.extensions.code === 'UNAUTHENTICATED') throw mapped;
    throw new GraphQLError(FRC_MESSAGES.unavailable, { extensions: { code: mapped.extensions.code } });
  }
  const sorted = [...rows].sort((a, b) => a.unit_type.localeCompare(b.unit_type));
  return {
    nodes: sorted.slice((page - 1) * FRC_PAGE_SIZE, page * FRC_PAGE_SIZE).map(allowanceOf),
    totalCount: sorted.length,
    page,
    pageSize: FRC_PAGE_SIZE,
  };
}
