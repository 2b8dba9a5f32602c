import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { approvalLogOf, cartRequestOf, twoLineRequestOf } from '../../testing/factories/approvals';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import {
  ApprovalLogDocument,
  ApproveCartRequestDocument,
  type ApproveCartRequestMutationVariables,
  PendingApprovalsDocument,
  RejectCartRequestDocument,
} from './CartRequests.generated';
import { OrderRequestsPage } from './OrderRequestsPage';

/** The machine is shared; give the page time to answer. */
const SOON = { timeout: 10_000 };

const ALREADY_PROCESSED = 'This request has already been processed.';

// Who may open the page (administrators and supervisors, account-admin-calls §6) is the account
// guard's: app/accountMenu.test.ts and app/AccountLayout.test.tsx.
beforeEach(() => {
  server.use(
    answerQuery(PendingApprovalsDocument, {
      viewer: { __typename: 'Viewer', id: 'u1', customerNumber: '10001' },
      pendingApprovals: [
        cartRequestOf(),
        cartRequestOf({ id: '42', isQuote: true, purchaseOrderRequired: false, purchaseOrder: 'PO-BUYER-9' }),
      ],
    }),
    answerQuery(ApprovalLogDocument, ({ variables }) => ({
      approvalLog: variables.id === '41' ? approvalLogOf() : [],
    })),
  );
});

const openPage = () => renderRoute(<OrderRequestsPage />, { path: '/administration/order-requests' });

const openInspect = async () => {
  openPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Inspect request 41' }, SOON));
  return screen.findByRole('dialog', {}, SOON);
};

describe('order approvals', () => {
  it('lists a request with the initiator trimmed to 20, the other customer number, the date and the estimated flag', async () => {
    openPage();
    const row = (await screen.findByRole('rowheader', { name: '41' }, SOON)).closest('tr')!;
    expect(within(row).getByText('Bartholomew Alexande…')).toBeInTheDocument();
    expect(within(row).getByText('20002')).toBeInTheDocument();
    expect(within(row).getByText('03/04/2026 05:06:07')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('$2,600.00')).toBeInTheDocument();
    // A request has no tax or freight yet: its amount is named a subtotal, never the order's Total.
    expect(screen.getByRole('columnheader', { name: 'Subtotal' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it("shows the approver the buyer's PO (prefilled), ship-to, department, notes, line totals and the approval log", async () => {
    const dialog = within(await openInspect());
    expect(dialog.getByText('1 Main St')).toBeInTheDocument();
    expect(dialog.getByText('Quality Assurance')).toBeInTheDocument();
    expect(dialog.getByText('Dock 4, before noon')).toBeInTheDocument();
    expect(dialog.getByText('Urgent for the line-3 changeover')).toBeInTheDocument();
    expect(dialog.getByRole('columnheader', { name: 'Line total' })).toBeInTheDocument();
    const log = await dialog.findByRole('table', { name: 'Approval log' }, SOON);
    expect(within(log).getByText('Alan Approver (approver@acme.example)')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Inspect request 42' }, SOON));
    const quote = within(await screen.findByRole('dialog', {}, SOON));
    expect(quote.getByLabelText('PO Number', { selector: 'input' })).toHaveValue('PO-BUYER-9');
  });

  it('checks edited quantities with every §5 message and keeps Approve disabled until they and the PO are valid', async () => {
    const dialog = await openInspect();
    const quantity = within(dialog).getByLabelText('Quantity for 101274');
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    for (const [typed, message] of [
      ['abc', 'All quantities must be numeric.'],
      ['6', 'New quantity may not exceed original quantity.'],
      ['-1', 'New quantity must be greater than or equal to 0.'],
    ]) {
      fireEvent.change(quantity, { target: { value: typed! } });
      expect((await within(dialog).findAllByText(message!, {}, SOON)).length).toBeGreaterThan(0);
      expect(approve).toBeDisabled();
    }
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(await within(dialog).findByText('Item will not be included in order', {}, SOON)).toBeInTheDocument();
    expect(
      within(dialog).getByText('At least one item must have quantity > 0 in order to approve.'),
    ).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '4' } });
    expect(await within(dialog).findByText('A purchase order number is required.', {}, SOON)).toBeInTheDocument();
    expect(approve).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/PO Number/), { target: { value: 'PO-1' } });
    await expect.poll(() => approve.hasAttribute('disabled'), SOON).toBe(false);
  });

  it('recomputes the line total and the subtotal while the approver lowers a quantity (12 to 5)', async () => {
    server.use(
      answerQuery(PendingApprovalsDocument, {
        viewer: { __typename: 'Viewer', id: 'u1', customerNumber: '10001' },
        pendingApprovals: [twoLineRequestOf()],
      }),
    );
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Inspect request 43' }, SOON));
    const dialog = within(await screen.findByRole('dialog', {}, SOON));
    const lines = within(dialog.getByRole('table', { name: 'Lines of request 43' }));
    const rowOf = (erp: string) => within(lines.getByText(erp).closest('tr')!);
    expect(rowOf('100712').getByText('$709.80')).toBeInTheDocument();
    expect(dialog.getByText(/subtotal \$1,209\.80/)).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Quantity for 100712'), { target: { value: '5' } });
    expect(await rowOf('100712').findByText('$295.75')).toBeInTheDocument();
    expect(rowOf('100712').queryByText('$709.80')).not.toBeInTheDocument();
    expect(rowOf('100755').getByText('$500.00')).toBeInTheDocument();
    expect(dialog.getByText(/subtotal \$795\.75/)).toBeInTheDocument();
    // A dropped line counts nothing.
    fireEvent.change(dialog.getByLabelText('Quantity for 100755'), { target: { value: '0' } });
    expect(await dialog.findByText(/subtotal \$295\.75/)).toBeInTheDocument();
  });

  it('tells the approver a stale request was already processed and returns to the list', async () => {
    const approvals: ApproveCartRequestMutationVariables[] = [];
    // Another approver resolved it first: the gateway refuses with the spec's message.
    server.use(
      answerMutation(
        ApproveCartRequestDocument,
        {
          approveCartRequest: {
            __typename: 'ApproveCartRequestPayload',
            request: null,
            userErrors: [{ __typename: 'UserError', field: null, message: ALREADY_PROCESSED, code: 'FORBIDDEN' }],
          },
        },
        { record: approvals },
      ),
    );
    const dialog = await openInspect();
    fireEvent.change(within(dialog).getByLabelText(/PO Number/), { target: { value: 'PO-1' } });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    await expect.poll(() => approve.hasAttribute('disabled'), SOON).toBe(false);
    fireEvent.click(approve);
    expect(await screen.findByText('This request has already been processed.', {}, SOON)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(approvals.map(({ input }) => input.id)).toEqual(['41']);
  });

  it('marks a quote conversion waiting for approval', async () => {
    openPage();
    expect(await screen.findByRole('rowheader', { name: '42 (quote)' }, SOON)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Inspect request 42' }));
    const dialog = await screen.findByRole('dialog', {}, SOON);
    expect(within(dialog).getByText(/Approving converts the quote into an order\./)).toBeInTheDocument();
  });

  it('asks before rejecting, and sends the comment to the buyer with the decision', async () => {
    const rejections: { id: string; comment?: string | null }[] = [];
    server.use(
      answerMutation(RejectCartRequestDocument, ({ variables: { input } }) => {
        rejections.push({ id: input.id, comment: input.comment });
        return {
          rejectCartRequest: {
            __typename: 'RejectCartRequestPayload',
            request: cartRequestOf({ status: 'REJECTED', statusLabel: 'Rejected', inApproval: false }),
            userErrors: [],
          },
        };
      }),
    );
    const dialog = await openInspect();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment to the buyer' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(256) } });
    expect(await within(dialog).findByText('The comment may not exceed 255 characters.')).toBeInTheDocument();
    fireEvent.change(comment, { target: { value: '  Over budget this quarter.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Are you sure you want to reject this request?')).toBeInTheDocument();
    expect(rejections).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Reject' }));
    expect(await screen.findByText('Request 41 has been rejected.', {}, SOON)).toBeInTheDocument();
    expect(rejections).toEqual([{ id: '41', comment: 'Over budget this quarter.' }]);
  });
});
