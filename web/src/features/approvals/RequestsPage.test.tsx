import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { approvalsState, pendingRequest, resetApprovals } from '../../testing/handlers/approvals';

const SOON = { timeout: 10_000 };

beforeEach(resetApprovals);

describe('pending orders', { timeout: 30_000 }, () => {
  it('offers Resubmit on a rejected request only, and sends it to the approver again', async () => {
    approvalsState.mine = [
      pendingRequest({
        id: '51',
        status: 'REJECTED',
        statusLabel: 'Rejected',
        inApproval: false,
        viewerCanResolve: false,
      }),
      pendingRequest({ id: '52', viewerCanResolve: false }),
    ];
    renderApp('/my-account/requests');
    const rejected = (await screen.findByRole('rowheader', { name: '51' }, SOON)).closest('tr')!;
    const pending = screen.getByRole('rowheader', { name: '52' }).closest('tr')!;
    expect(within(pending).queryByRole('button', { name: /^Resubmit/ })).toBeNull();
    fireEvent.click(within(rejected).getByRole('button', { name: 'Resubmit request 51' }));
    expect(await screen.findByText('Request 51 was sent to your approver again.', {}, SOON)).toBeInTheDocument();
    expect(approvalsState.resubmitted).toEqual(['51']);
  });
});

describe('the Order Approvals menu entry', { timeout: 30_000 }, () => {
  it('shows for a supervisor', async () => {
    approvalsState.supervisor = true;
    renderApp('/my-account/requests');
    // The account menu around the page (the header's dropdown has its own test: app/Header.test.tsx).
    const menu = await screen.findByRole('navigation', { name: 'Account menu' }, SOON);
    expect(await within(menu).findByRole('link', { name: 'Order Approvals' }, SOON)).toHaveAttribute(
      'href',
      '/administration/order-requests',
    );
  });

  it('is hidden for a buyer', async () => {
    renderApp('/my-account/requests');
    expect(await screen.findByText('You do not have any pending orders.', {}, SOON)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Approvals' })).toBeNull();
  });

  it('is hidden for a supervisor in punch-out', async () => {
    approvalsState.supervisor = true;
    approvalsState.punchOut = true;
    renderApp('/my-account/requests');
    expect(await screen.findByText('You do not have any pending orders.', {}, SOON)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Approvals' })).toBeNull();
  });
});
