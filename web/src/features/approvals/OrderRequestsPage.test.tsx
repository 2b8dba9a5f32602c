import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { approvalsState, resetApprovals } from '../../testing/handlers/approvals';
import { APPROVAL_ALERT } from './ApprovalAlert';

/** The machine is shared; give the page time to answer. */
const SOON = { timeout: 10_000 };

beforeEach(resetApprovals);

const openInspect = async () => {
  renderApp('/administration/order-requests');
  fireEvent.click(await screen.findByRole('button', { name: 'Inspect request 41' }, SOON));
  return screen.findByRole('dialog', {}, SOON);
};

describe('order approvals', { timeout: 30_000 }, () => {
  // The page is for administrators and supervisors (account-admin-calls §6).
  beforeEach(() => {
    approvalsState.supervisor = true;
  });

  it('lists a request with the initiator trimmed to 20, the other customer number, the date and the estimated flag', async () => {
    renderApp('/administration/order-requests');
    const row = (await screen.findByRole('rowheader', { name: '41' }, SOON)).closest('tr')!;
    expect(within(row).getByText('Bartholomew Alexande…')).toBeInTheDocument();
    expect(within(row).getByText('20002')).toBeInTheDocument();
    expect(within(row).getByText('03/04/2026 05:06:07')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('$2,600.00')).toBeInTheDocument();
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

  it('tells the approver a stale request was already processed and returns to the list', async () => {
    approvalsState.stale = true;
    const dialog = await openInspect();
    fireEvent.change(within(dialog).getByLabelText(/PO Number/), { target: { value: 'PO-1' } });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    await expect.poll(() => approve.hasAttribute('disabled'), SOON).toBe(false);
    fireEvent.click(approve);
    expect(await screen.findByText('This request has already been processed.', {}, SOON)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a quote conversion waiting for approval', async () => {
    renderApp('/administration/order-requests');
    expect(await screen.findByRole('rowheader', { name: '42 (quote)' }, SOON)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Inspect request 42' }));
    const dialog = await screen.findByRole('dialog', {}, SOON);
    expect(within(dialog).getByText(/Approving converts the quote into an order\./)).toBeInTheDocument();
  });

  it('asks before rejecting', async () => {
    const dialog = await openInspect();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Are you sure you want to reject this request?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Reject' }));
    expect(await screen.findByText('Request 41 has been rejected.', {}, SOON)).toBeInTheDocument();
  });
});

describe('the approval alert', { timeout: 30_000 }, () => {
  it('tells a supervisor when the count of requests awaiting them grows (first poll after 10 s)', async () => {
    approvalsState.supervisor = true;
    approvalsState.awaiting = 1;
    renderApp('/my-account/orders');
    expect(await screen.findByText(APPROVAL_ALERT, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('stays silent for a buyer who is neither admin nor supervisor', async () => {
    approvalsState.awaiting = 3;
    renderApp('/my-account/orders');
    expect(await screen.findByText('1045821-00', {}, SOON)).toBeInTheDocument();
    expect(screen.queryByText(APPROVAL_ALERT)).toBeNull();
  });
});
