import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { buyerMenu, setAccountMenu } from '../../testing/handlers/account';
import { requestHandlers, requestsState, resetRequests } from '../../testing/handlers/profile';

const unitsAdmin = () => {
  const menu = buyerMenu();
  menu.viewer.roles = ['USER', 'ADMIN'];
  menu.viewer.amountMode = 'UNITS';
  Object.assign(menu.viewer.permissions, { canApproveOrders: true });
  return menu;
};

beforeEach(() => {
  resetRequests();
  server.use(...requestHandlers);
  setAccountMenu(unitsAdmin());
});

const table = () => screen.findByRole('table', { name: 'Profile update requests' });

describe('profile update requests', () => {
  it('pages the requests and offers Approve and Reject only on pending ones', async () => {
    renderApp('/administration/profile-requests');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(screen.getByText('3 requests wait for you.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 (23 requests)')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  });

  it('approves one, and says when a request cannot be resolved', async () => {
    renderApp('/administration/profile-requests');
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Cost Center CC-100 for Employee 0' }));
    expect(await screen.findByText(/The change was approved/)).toBeInTheDocument();
    expect(requestsState.resolved).toEqual(['9001 APPROVED']);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(2));
    requestsState.failResolve = true;
    fireEvent.click(screen.getByRole('button', { name: 'Reject Cost Center CC-101 for Employee 1' }));
    expect(await screen.findByText('We were unable to process your request.')).toBeInTheDocument();
  });

  it('rejects the request of an ?r= link once, and says when there is nothing to approve', async () => {
    renderApp('/administration/profile-requests?r=9002');
    await waitFor(() => expect(requestsState.resolved).toEqual(['9002 REJECTED']));
    expect(await screen.findByText(/The change was rejected/)).toBeInTheDocument();
    resetRequests(0);
    renderApp('/administration/profile-requests');
    expect(await screen.findAllByText('You have no profile update requests to approve.')).not.toHaveLength(0);
  });

  it('is refused to an administrator in currency mode', async () => {
    const menu = unitsAdmin();
    menu.viewer.amountMode = 'CURRENCY';
    setAccountMenu(menu);
    renderApp('/administration/profile-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
