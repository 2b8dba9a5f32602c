import { HttpResponse } from 'msw';
import {
  ApprovalAlertViewerDocument,
  ApprovalLogDocument,
  ApproveCartRequestDocument,
  MyCartRequestsDocument,
  PendingApprovalsDocument,
  RejectCartRequestDocument,
  ResubmitCartRequestDocument,
  type CartRequestFieldsFragment,
} from '../../features/approvals/CartRequests.generated';
import { api } from '../api';
import { isLoggedIn } from './auth';
import { amount, buyer } from '../fixtures';

export const pendingRequest = (overrides: Partial<CartRequestFieldsFragment> = {}): CartRequestFieldsFragment => ({
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

/** What the approval handlers answer; tests change it. */
export const approvalsState: {
  supervisor: boolean;
  stale: boolean;
  punchOut: boolean;
  mine: CartRequestFieldsFragment[];
  resubmitted: string[];
} = {
  supervisor: false,
  stale: false,
  punchOut: false,
  mine: [],
  resubmitted: [],
};

export const resetApprovals = () =>
  Object.assign(approvalsState, {
    supervisor: false,
    stale: false,
    punchOut: false,
    mine: [],
    resubmitted: [],
  });

export const approvalHandlers = [
  api.query(ApprovalLogDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        approvalLog:
          variables.id === '41'
            ? [
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
              ]
            : [],
      },
    }),
  ),
  api.query(ApprovalAlertViewerDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: isLoggedIn()
          ? {
              __typename: 'Viewer',
              id: buyer.id,
              isSupervisor: approvalsState.supervisor,
              roles: ['USER'],
              sessionMode: approvalsState.punchOut ? 'PUNCH_OUT' : 'STANDARD',
            }
          : null,
      },
    }),
  ),
  api.query(PendingApprovalsDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: { __typename: 'Viewer', id: buyer.id, customerNumber: '10001' },
        pendingApprovals: [
          pendingRequest(),
          pendingRequest({ id: '42', isQuote: true, purchaseOrderRequired: false, purchaseOrder: 'PO-BUYER-9' }),
        ],
      },
    }),
  ),
  api.query(MyCartRequestsDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', myCartRequests: approvalsState.mine } }),
  ),
  api.mutation(ResubmitCartRequestDocument, ({ variables }) => {
    approvalsState.resubmitted.push(variables.input.id);
    const request = pendingRequest({ id: variables.input.id });
    approvalsState.mine = approvalsState.mine.map((r) => (r.id === request.id ? request : r));
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        resubmitCartRequest: { __typename: 'ResubmitCartRequestPayload', request, userErrors: [] },
      },
    });
  }),
  api.mutation(ApproveCartRequestDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Mutation',
        approveCartRequest: {
          __typename: 'ApproveCartRequestPayload',
          request: approvalsState.stale
            ? null
            : pendingRequest({ status: 'APPROVED', statusLabel: 'Approved', inApproval: false }),
          userErrors: approvalsState.stale
            ? [
                {
                  __typename: 'UserError',
                  field: null,
                  message: 'This request has already been processed.',
                  code: 'FORBIDDEN',
                },
              ]
            : [],
        },
      },
    }),
  ),
  api.mutation(RejectCartRequestDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Mutation',
        rejectCartRequest: {
          __typename: 'RejectCartRequestPayload',
          request: pendingRequest({ status: 'REJECTED', statusLabel: 'Rejected', inApproval: false }),
          userErrors: [],
        },
      },
    }),
  ),
];
