import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { cartRequestOf } from '../../testing/factories/approvals';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { MyCartRequestsDocument, ResubmitCartRequestDocument } from './CartRequests.generated';
import { RequestsPage } from './RequestsPage';

const SOON = { timeout: 10_000 };

// Who sees the Order Approvals entry of the account menu (a supervisor; not a buyer, nor a supervisor
// in punch-out) is the menu's: app/accountMenu.test.ts, and its sidebar app/AccountLayout.test.tsx.
describe('pending orders', () => {
  it('offers Resubmit on a rejected request only, and sends it to the approver again', async () => {
    const resubmitted: string[] = [];
    server.use(
      answerQuery(MyCartRequestsDocument, {
        myCartRequests: [
          cartRequestOf({
            id: '51',
            status: 'REJECTED',
            statusLabel: 'Rejected',
            inApproval: false,
            viewerCanResolve: false,
          }),
          cartRequestOf({ id: '52', viewerCanResolve: false }),
        ],
      }),
      answerMutation(ResubmitCartRequestDocument, ({ variables: { input } }) => {
        resubmitted.push(input.id);
        return {
          resubmitCartRequest: {
            __typename: 'ResubmitCartRequestPayload',
            request: cartRequestOf({ id: input.id, viewerCanResolve: false }),
            userErrors: [],
          },
        };
      }),
    );
    renderRoute(<RequestsPage />, { path: '/my-account/requests' });
    const rejected = (await screen.findByRole('rowheader', { name: '51' }, SOON)).closest('tr')!;
    const pending = screen.getByRole('rowheader', { name: '52' }).closest('tr')!;
    expect(within(pending).queryByRole('button', { name: /^Resubmit/ })).toBeNull();
    fireEvent.click(within(rejected).getByRole('button', { name: 'Resubmit request 51' }));
    expect(await screen.findByText('Request 51 was sent to your approver again.', {}, SOON)).toBeInTheDocument();
    expect(resubmitted).toEqual(['51']);
  });

  it("tells the buyer who approved or rejected each request, when, and the approver's comment", async () => {
    const decided = (status: 'APPROVED' | 'REJECTED', comment: string | null) => ({
      __typename: 'ApprovalDecision' as const,
      status,
      approverName: 'Alan Approver',
      comment,
      decidedOn: '2026-03-05T09:10:11',
    });
    server.use(
      answerQuery(MyCartRequestsDocument, {
        myCartRequests: [
          cartRequestOf({
            id: '61',
            status: 'REJECTED',
            statusLabel: 'Rejected',
            inApproval: false,
            decision: decided('REJECTED', 'Over budget this quarter.'),
          }),
          cartRequestOf({
            id: '62',
            status: 'APPROVED',
            statusLabel: 'Approved',
            inApproval: false,
            orderNumbers: ['1000300-00'],
            decision: decided('APPROVED', null),
          }),
          cartRequestOf({ id: '63' }),
        ],
      }),
    );
    renderRoute(<RequestsPage />, { path: '/my-account/requests' });
    const row = async (id: string) => (await screen.findByRole('rowheader', { name: id }, SOON)).closest('tr')!;
    const rejected = await row('61');
    expect(within(rejected).getByText('Rejected by Alan Approver on 03/05/2026 09:10:11')).toHaveClass('text-danger');
    expect(within(rejected).getByText('Over budget this quarter.')).toBeInTheDocument();
    expect(within(await row('62')).getByText('Approved by Alan Approver on 03/05/2026 09:10:11')).toBeInTheDocument();
    const pending = await row('63');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).queryByText(/ by Alan Approver/)).toBeNull();
    fireEvent.click(within(rejected).getByRole('button', { name: 'Inspect request 61' }));
    const dialog = await screen.findByRole('dialog', {}, SOON);
    expect(within(dialog).getByText('Over budget this quarter.')).toBeInTheDocument();
    // A notification opens one request (issue 33): its details, from the address.
    cleanup();
    renderRoute(<RequestsPage />, { path: '/my-account/requests', at: '/my-account/requests?s=62' });
    expect(await screen.findByRole('dialog', { name: 'Request 62' }, SOON)).toBeInTheDocument();
  });
});
