// The company settings of account-admin-calls §3 that Administration shows read-only, mapped from the
// ERP's workflow answer (the workflow ones are null there while workflow approval is off).
import type { ErpCompanySettings } from '../erp/types.ts';
import type { CompanyWorkflow } from '../generated/resolvers-types.ts';

const APPROVAL_GROUPS = { user: 'USER', department: 'DEPARTMENT' } as const;
const APPROVAL_METHODS = { sequential: 'SEQUENTIAL', parallel: 'PARALLEL' } as const;
const LIMIT_UNIT_TYPES = { item_type: 'ITEM_TYPE', all: 'ALL' } as const;

type SettingsFields =
  'approvalGroup' | 'approvalMethod' | 'limitUnitType' | 'orderLimit' | 'itemWarehouse' | 'usesCustomFields';

export const companySettingsOf = (answer: ErpCompanySettings): Pick<CompanyWorkflow, SettingsFields> => ({
  approvalGroup: answer.workflow_group ? APPROVAL_GROUPS[answer.workflow_group] : null,
  approvalMethod: answer.workflow_method ? APPROVAL_METHODS[answer.workflow_method] : null,
  limitUnitType: answer.workflow_unit_type ? LIMIT_UNIT_TYPES[answer.workflow_unit_type] : null,
  // -1 is the ERP's "none".
  orderLimit: answer.order_limit === null || answer.order_limit < 0 ? null : answer.order_limit,
  itemWarehouse: answer.item_whse,
  usesCustomFields: answer.use_cdf,
});
