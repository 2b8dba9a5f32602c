// A user's approval limits (account-admin-calls §3, §5) between the ERP's workflow rows, the schema's
// ApprovalLimit and the rules' LimitRow, which the dialog and the gateway check alike.
import type { GatewayContext } from '../context.ts';
import { requirePrincipal } from '../context.ts';
import type { ErpUser } from '../erp/types.ts';
import { forgetInRequest, perRequest } from '../common/per-request.ts';
import type { ApprovalLimit, ApprovalLimitInput } from '../generated/resolvers-types.ts';
import { UNLIMITED } from '@mro/rules/administration';
import type { LimitRow } from '@mro/rules/approval-limits';

const limitOrNull = (value: number): number | null => (value === UNLIMITED ? null : value);

type ErpWorkflowRow = Awaited<ReturnType<typeof loadWorkflow>>['rows'][number];
const WORKFLOW = 'user-approval-workflow:';
/** A user's workflow, read once per request (a save checks against it; `forgetWorkflows` after a write). */
export const loadWorkflow = (context: GatewayContext, id: string) =>
  perRequest(context, `${WORKFLOW}${id}`, () => context.erp.get('/user-approval-workflow/{id}', { path: { id } }));
/** The company's workflow and settings a new user there starts with (another company's by its number). */
export const newUserWorkflow = (context: GatewayContext, me: Pick<ErpUser, 'id'>, company: string) =>
  company === requirePrincipal(context).customerNumber
    ? loadWorkflow(context, String(me.id))
    : context.erp.get('/user-approval-workflow/{id}/{customerNumber}', { path: { id: '0', customerNumber: company } });

export const forgetWorkflows = (context: GatewayContext) => forgetInRequest(context, WORKFLOW);

export const limitsOf = (rows: readonly ErpWorkflowRow[]): ApprovalLimit[] =>
  rows.map((row) => ({
    itemType: row.unit_type,
    isSupervisor: row.is_supervisor,
    isMaster: row.is_master,
    spendLimit: limitOrNull(row.spend_limit),
    maxLimit: limitOrNull(row.max_limit),
    limitType: row.limit_type ?? '',
    limitTermYears: row.limit_reset_years,
    limitResetDate: row.limit_reset,
    amountSpent: row.spent_amount,
    supervisors: row.supervisors.map((s) => ({ id: String(s.id), name: s.name, username: s.username })),
  }));

/** A row of the dialog's input as the rules read it. */
export const rowOf = (row: ApprovalLimitInput): LimitRow => ({
  unitType: row.itemType,
  isSupervisor: row.isSupervisor,
  isMaster: row.isMaster,
  spendLimit: row.spendLimit,
  unlimitedSpend: row.noSpendLimit,
  maxLimit: row.maxLimit,
  unlimitedMax: row.noMaxLimit,
  limitType: row.limitType,
  limitResetYears: row.limitTermYears,
  limitReset: row.limitResetDate,
  spentAmount: row.termSpending,
  supervisorIds: row.supervisorIds,
});
