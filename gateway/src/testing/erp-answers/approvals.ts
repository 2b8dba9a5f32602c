// Test-only: typed ERP answers of approvals: a cart request (an order over a buyer's limit waiting
// for its approvers) and its approvers, with the Acme buyer and approver of the sandbox.
import type { ErpApprover, ErpCartLine, ErpCartRequest } from '../../erp/types.ts';

/** Alan Approver, the Acme buyer's approver (sandbox user 2). */
export const erpApprover = (overrides: Partial<ErpApprover> = {}): ErpApprover => ({
  id: 2,
  name: 'Alan Approver',
  username: 'approver@acme.example',
  ...overrides,
});

/** A request in approval with `lines`, one step, the buyer (user 101) its initiator. */
export const erpCartRequest = (
  id: string,
  lines: ErpCartLine[],
  overrides: Partial<ErpCartRequest> = {},
): ErpCartRequest => ({
  id,
  status: 'processing',
  order_type: 'o',
  cart_lines: lines,
  sub_total: Math.round(lines.reduce((sum, line) => sum + line.line_sub_total, 0) * 100) / 100,
  total_units: 0,
  estimated: false,
  approvers: [erpApprover()],
  approver_id: 2,
  steps: [{ step: 1, approvers: [2] }],
  current_step: 1,
  reasons: ['Over your order limit of $2,500.00.'],
  initiator: 'buyer@acme.example',
  initiator_id: 101,
  in_approval: true,
  resolve: null,
  created_on: '2026-11-20T10:00:00Z',
  customer_number: '10001',
  session_id: 'cart-101',
  department: null,
  shipping_info: {
    ship_to_id: 'ST-1',
    company_name: 'Acme Plant 1',
    address1: '1 Main St',
    city: 'Akron',
    state: 'OH',
    zip: '44301',
  },
  misc_info: {},
  comment: null,
  order_numbers: [],
  ...overrides,
});
