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
  decision: null,
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
      price: { __typename: 'Amount', value: 520, display: '$520.00', mode: 'CURRENCY' },
      subtotal: amount('$2,600.00'),
    },
  ],
  ...overrides,
});

type RequestLine = CartRequestFieldsFragment['lines'][number];
const dollars = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** A request line of `quantity` at `price`, its total as the ERP records it. */
export const requestLineOf = (id: string, erp: string, quantity: number, price: number): RequestLine => ({
  __typename: 'ApprovalRequestLine',
  id,
  erp,
  description: `Item ${erp}`,
  quantity,
  uom: 'EA',
  price: { __typename: 'Amount', value: price, display: dollars(price), mode: 'CURRENCY' },
  subtotal: amount(dollars(Math.round(price * quantity * 100) / 100)),
});

/** Request 43: 12 safety glasses at $59.15 ($709.80) and 4 respirators at $125.00 ($500.00), $1,209.80 in all. */
export const twoLineRequestOf = (overrides: Partial<CartRequestFieldsFragment> = {}): CartRequestFieldsFragment =>
  cartRequestOf({
    id: '43',
    purchaseOrder: 'PO-43',
    subtotal: amount('$1,209.80'),
    lines: [requestLineOf('L1', '100712', 12, 59.15), requestLineOf('L2', '100755', 4, 125)],
    ...overrides,
  });

/** A request's approval log: Alan Approver's step, pending. */
export const approvalLogOf = (): ApprovalLogQuery['approvalLog'] => [
  {
    __typename: 'ApprovalLogEntry',
    approverName: 'Alan Approver',
    approverEmail: 'approver@acme.example',
    status: 'Pending',
    comment: null,
    active: true,
    created: '2026-03-04T05:06:07',
    modified: '2026-03-04T05:06:07',
  },
];
