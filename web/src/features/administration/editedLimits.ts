import { limitRowOf } from '@mro/rules/approval-limits';
import { DEFAULT_LIMIT_TERM_YEARS } from '@mro/rules/administration';
import type { CompanyUserDetailFragment, CompanyWorkflowQuery } from './Users.generated';
import type { EditedLimit } from './LimitsTab';

type Workflow = CompanyWorkflowQuery['companyWorkflow'];

/**
 * The Limits tab's rows: the user's as the ERP holds them (an edit compares with these to check only the
 * rows the administrator changed), or for a new user one per item type of the workflow, without limits.
 */
export const limitsOf = (user: CompanyUserDetailFragment | null, workflow: Workflow): EditedLimit[] =>
  user
    ? user.limits.map((l) => ({
        ...limitRowOf(l),
        supervisors: l.supervisors.map(({ id, name, username }) => ({ id, name, username })),
      }))
    : workflow.itemTypes.map((unitType) => ({
        unitType,
        isSupervisor: false,
        isMaster: false,
        spendLimit: '',
        unlimitedSpend: true,
        maxLimit: '',
        unlimitedMax: true,
        limitType: '',
        limitResetYears: String(DEFAULT_LIMIT_TERM_YEARS),
        limitReset: '',
        spentAmount: '',
        supervisorIds: [],
        supervisors: [],
      }));

/** A Limits row as the save sends it. */
export const limitInputOf = (row: EditedLimit) => ({
  itemType: row.unitType,
  isSupervisor: row.isSupervisor,
  isMaster: row.isMaster,
  spendLimit: row.spendLimit,
  noSpendLimit: row.unlimitedSpend,
  maxLimit: row.maxLimit,
  noMaxLimit: row.unlimitedMax,
  limitType: row.limitType,
  limitTermYears: row.limitResetYears,
  limitResetDate: row.limitReset,
  termSpending: row.spentAmount,
  supervisorIds: row.supervisorIds,
});
