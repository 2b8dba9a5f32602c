// Test-only: typed ERP answers of the FRC manager: the viewer's approval-workflow rows
// (GET /user-approval-workflow/{id}), one per item type, as the sandbox seeds them for Fay Allowance
// (erp-sandbox/src/data/allowances.ts).
import type { ErpResult } from '../../erp/erp-api.ts';

type Workflow = ErpResult<'get', '/user-approval-workflow/{id}'>;
export type ErpAllowanceRow = Workflow['rows'][number];

/** One item type's row: `spend_limit` -1 is no limit. */
export const erpAllowanceRow = (
  unit_type: string,
  { spend_limit, spent_amount, limit_reset }: Pick<ErpAllowanceRow, 'spend_limit' | 'spent_amount' | 'limit_reset'>,
): ErpAllowanceRow => ({
  unit_type,
  is_supervisor: false,
  is_master: false,
  spend_limit,
  max_limit: -1,
  limit_type: 'units',
  limit_reset_years: limit_reset === null ? 0 : 1,
  limit_reset,
  spent_amount,
  supervisors: [],
});

export const erpApprovalWorkflow = (user_id: number, rows: ErpAllowanceRow[]): Workflow => ({
  user_id,
  workflow_approval: true,
  workflow_dept_limit: false,
  workflow_limit_basis: 'cumulative',
  workflow_currency: 'units',
  workflow_group: 'user',
  workflow_method: 'sequential',
  workflow_unit_type: 'item_type',
  order_limit: -1,
  item_whse: 'DHOU',
  use_cdf: true,
  rows,
});

/** Fay's four item types (out of order: the page sorts them): partly used, no limit, fully used, over. */
export const FAY_ALLOWANCES: ErpAllowanceRow[] = [
  erpAllowanceRow('Tools', { spend_limit: 60, spent_amount: 75, limit_reset: '2027-01-01' }),
  erpAllowanceRow('Consumables', { spend_limit: 500, spent_amount: 180, limit_reset: '2027-01-01' }),
  erpAllowanceRow('PPE', { spend_limit: -1, spent_amount: 42, limit_reset: null }),
  erpAllowanceRow('Tooling', { spend_limit: 120, spent_amount: 120, limit_reset: '2027-07-01' }),
];
