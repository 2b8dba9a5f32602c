import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { buyerMenu, setAccountMenu } from '../../testing/handlers/account';
import { application, associateMenu, resetTools, toolsHandlers, toolsState } from '../../testing/handlers/tools';

beforeEach(() => {
  server.use(...toolsHandlers);
  resetTools();
  setAccountMenu(associateMenu());
});

const rows = () => within(screen.getByRole('table')).getAllByRole('rowheader');

describe('customer applications', () => {
  it('starts with Pending New applications, 25 a page, and pages, resizes and filters', async () => {
    renderApp('/vallen-tools/customer-applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Applications' })).toBeInTheDocument();
    expect(await screen.findByText(/^Page 1 of \d+ \(\d+ applications\)$/)).toBeInTheDocument();
    expect(toolsState.queries[0]).toMatchObject({ status: 'PENDING', customerType: 'NEW', page: 1, pageSize: 25 });
    const pendingNew = toolsState.applications.filter((a) => a.status === 'PENDING' && a.customerType === 'NEW');
    expect(rows()).toHaveLength(25);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Customer type'), { target: { value: '' } });
    expect(await screen.findByText('Page 1 of 3 (64 applications)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 (64 applications)')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(14));
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '100' } });
    expect(await screen.findByText('Page 1 of 1 (64 applications)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('BDM prospect'), { target: { value: 'yes' } });
    await waitFor(() => expect(rows()).toHaveLength(toolsState.applications.filter((a) => a.bdmProspect).length));
    fireEvent.change(screen.getByLabelText('Search applications'), { target: { value: 'no such company' } });
    expect(
      await screen.findByText('You do not have any customer applications that meet your criteria.'),
    ).toBeInTheDocument();
    expect(pendingNew.length).toBeGreaterThan(25);
  });

  it('keeps its filters and page in the address, so coming back finds the list as it was', async () => {
    const view = renderApp('/vallen-tools/customer-applications?status=ALL&type=ALL&size=10&page=7');
    expect(await screen.findByText('Page 7 of 7 (64 applications)')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Per page')).toHaveValue('10');
    fireEvent.change(screen.getByLabelText('Customer type'), { target: { value: 'EXISTING' } });
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=ALL&type=EXISTING&size=10'));
    expect(await screen.findByText('Page 1 of 2 (16 applications)')).toBeInTheDocument();
  });

  it('saves a review to Approved after confirming it cannot be undone, then adds a note', async () => {
    renderApp('/vallen-tools/customer-application/64');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company 64' })).toBeInTheDocument();
    const addNote = screen.getByRole('button', { name: 'Add Note' });
    expect(addNote).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Segment'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Application' }));
    expect(await screen.findByText('Segment is required.')).toBeInTheDocument();
    expect(toolsState.updates).toEqual([]);
    fireEvent.change(screen.getByLabelText('Segment'), { target: { value: 'DIRECT' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'APPROVED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Application' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Setting the status to Approved cannot be undone. Do you want to continue?'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, set to Approved' }));
    expect(await screen.findByText('Customer Application updated successfully')).toBeInTheDocument();
    expect(toolsState.updates).toEqual([
      { id: '64', status: 'APPROVED', segment: 'DIRECT', customerNumber: null, bdmProspect: false },
    ]);
    expect(
      await screen.findByText('This application has been Approved or Rejected and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Application' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Welcome call made.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(await screen.findByText('Welcome call made.')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('');
  });

  it('says when there is no such application, and refuses a buyer', async () => {
    toolsState.applications = [application(1)];
    const view = renderApp('/vallen-tools/customer-application/999');
    expect(await screen.findByText('We were unable to find the application you are looking for.')).toBeInTheDocument();
    view.unmount();
    setAccountMenu(buyerMenu());
    const buyer = renderApp('/vallen-tools/customer-applications');
    await waitFor(() => expect(buyer.router.state.location.pathname).toBe('/unauthorized'));
  });
});
