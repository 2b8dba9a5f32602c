// Test-only: the ERP's company-administration answers (departments, approval workflow) as unit tests
// give them, with the defaults of Acme (customer 10001) in erp-sandbox/src/data/; a test overrides
// what it is about (`erpDepartment({ id: 7, users: [1] })`).
import type { components } from '../../erp/generated/openapi.ts';
import type { ErpUser } from '../../erp/types.ts';
import { PERSONA_USERS } from './account.ts';

type Schemas = components['schemas'];
export type ErpDepartment = Schemas['Department'];

/** The Acme administrator (persona id 3) with the flags the sandbox gives administrators. */
export const erpAdmin = (overrides: Partial<ErpUser> = {}): ErpUser => ({
  ...PERSONA_USERS.admin(),
  manage_users: true,
  manage_departments: true,
  ...overrides,
});

/** Globex's administrator: another company's, for the cross-company refusals. */
export const erpGlobexAdmin = (): ErpUser =>
  erpAdmin({
    id: 11,
    username: 'admin@globex.example',
    name: 'Gina Globex Admin',
    customer_number: '10004',
    default_customer_number: '10004',
    customer_name: 'Globex',
  });

export const erpDepartment = (overrides: Partial<ErpDepartment> = {}): ErpDepartment => ({
  id: 10001001,
  customer_number: '10001',
  department_key: 'MAINT',
  description: 'Maintenance',
  spend_limit: -1,
  supervisors: [],
  active: true,
  users: [],
  created_by: 'admin@acme.example',
  created_date: '2026-01-05T09:00:00Z',
  updated_by: null,
  updated_date: null,
  ...overrides,
});

/** GET /user-approval-workflow: only whether limits are by department matters to departments. */
export const erpWorkflow = (byDepartment: boolean): Schemas['UserApprovalWorkflow'] => ({
  user_id: 3,
  workflow_approval: true,
  workflow_dept_limit: byDepartment,
  workflow_limit_basis: 'order',
  workflow_currency: 'dollars',
  workflow_group: byDepartment ? 'department' : 'user',
  workflow_method: 'sequential',
  workflow_unit_type: 'all',
  order_limit: -1,
  item_whse: 'DBEL',
  use_cdf: false,
  rows: [],
});
