import type { ApprovalLogQuery, CartRequestFieldsFragment } from '../../features/approvals/CartRequests.generated';
import { amount } from '../fixtures';

// Typed answers of the approvals' operations: a cart request awaiting approval and its log.

/** Request 41: five nitrile gloves at $520.00 for Bartholomew Alexander Buyer of customer 20002, awaiting the viewer's approval. */
export const cartRequestOf = (overrides: Partial<CartRequestFieldsFragment> = {}): CartRequestFieldsFragment => ({
  __typename: 'ApprovalRequest',
  id: '41',
  status: 'PENDING',
  statusLabel: 'Pending',
  inApproval: true,
  isQuote: false,
  viewerCanResolve: true,
  initiator: 'Bartholomew Alexander Buyer',
  customerNumber: '20002',
  createdOn: '2026-03-04T05:06:07',
  estimated: true,
  purchaseOrder: null,
  purchaseOrderRequired: true,
  shipTo: {
    __typename: 'Address',
    name: 'Acme Fabrication',
    line1: '1 Main St',
    line2: null,
    city: 'Houston',
    state: 'TX',
    zip: '77002',
  },
  department: 'Quality Assurance',
  shippingInstructions: 'Dock 4, before noon',
  comments: 'Urgent for the line-3 changeover',
  orderNumbers: [],
  step: 1,
  stepCount: 1,
  subtotal: amount('$2,600.00'),
  approvers: [{ __typename: 'Approver', name: 'Alan Approver', email: 'approver@acme.example' }],
  lines: [
    {
      __typename: 'ApprovalRequestLine',
      id: 'L1',
      erp: '101274',
      description: 'Nitrile gloves',
      quantity: 5,
      uom: 'EA',
      price: amount('$520.00'),
      subtotal: amount('$2,600.00'),
    },
  ],
  ...overrides,
});

/** A request's approval log: Alan Approver's step, pending. */
export const approvalLogOf = (): ApprovalLogQuery['approvalLog'] => [
  {
    __typename: 'ApprovalLogEntry',
    approverName: 'Alan Approver',
    approverEmail: 'approver@acme.example',
    status: 'Pending',
    active: true,
    created: '2026-03-04T05:06:07',
    modified: '2026-03-04T05:06:07',
  },
];
