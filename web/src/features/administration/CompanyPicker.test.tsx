import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';
import { UsersPage } from './UsersPage';
import { DepartmentsPage } from './DepartmentsPage';

import { server } from '../../testing/server';
import {
  administrationHandlers,
  departmentHandlers,
  resetAdministration,
  resetDepartments,
} from '../../testing/handlers/administration';
import { companyOverrides, companyState, resetCompanies } from '../../testing/handlers/administrationCompanies';

/** The users page (its guard, administrators only, is app/AccountLayout.test.tsx's). */
const openUsers = (search = '') =>
  renderRoute(<UsersPage />, { path: '/administration/users', at: `/administration/users${search}` });

/** The departments page (its guard, administrators only, is app/accountMenu.test.ts's). */
const openDepartments = (search = '') =>
  renderRoute(<DepartmentsPage />, { path: '/administration/departments', at: `/administration/departments${search}` });

beforeEach(() => {
  server.use(...companyOverrides, ...administrationHandlers, ...departmentHandlers);
  resetAdministration();
  resetDepartments();
  resetCompanies();
});

describe('the company picker of the administration pages', () => {
  it('is absent for an administrator of one company, who administers their own', async () => {
    openUsers();
    await screen.findByText('admin@acme.example');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Find a company' })).not.toBeInTheDocument();
    expect(companyState.usersOf.every((c) => c === null)).toBe(true);
  });

  it('offers an administrator their own and allowed companies; the choice lives in the URL', async () => {
    companyState.adminAllowed = [{ customerNumber: '10002', name: 'Northwind Traders' }];
    const { router } = openUsers();
    await screen.findByText('admin@acme.example');
    const select = await screen.findByRole('combobox', { name: 'Company' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10001 Acme Fabrication (yours)', '10002 Northwind Traders']);
    fireEvent.change(select, { target: { value: '10002' } });
    expect(await screen.findByText('units@northwind.example')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?customer=10002');
    expect(companyState.usersOf.at(-1)).toBe('10002');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('admin@acme.example')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('10001');
  });

  it('lets a super admin search any company (750 ms, more than 1 character) and keeps it on reload', async () => {
    companyState.superAdmin = true;
    const { router } = openUsers();
    await screen.findByText('admin@acme.example');
    expect(await screen.findByText('10001')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Find a company' });
    fireEvent.change(search, { target: { value: 'n' } });
    fireEvent.change(search, { target: { value: 'north' } });
    expect(companyState.searches).not.toContain('north');
    const choose = await screen.findByRole('button', { name: 'Administer 10002 Northwind Traders' }, { timeout: 5000 });
    expect(companyState.searches).not.toContain('n');
    fireEvent.click(choose);
    expect(await screen.findByText('units@northwind.example')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?customer=10002');
    // The search clears once chosen: only the current company names Northwind.
    await waitFor(() => expect(screen.getAllByText('Northwind Traders', { exact: false })).toHaveLength(1), {
      timeout: 5000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to your company' }));
    expect(await screen.findByText('admin@acme.example')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the company of the URL, named, and a search caps at 100 of many', async () => {
    companyState.superAdmin = true;
    openUsers('?customer=10002');
    expect(await screen.findByText('units@northwind.example')).toBeInTheDocument();
    expect(await screen.findByText('Northwind Traders', { exact: false })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Find a company' }), { target: { value: 'supply' } });
    expect(
      await screen.findByText('The first 100 of 237 companies: narrow the search.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('keeps the departments page on the chosen company too', async () => {
    companyState.adminAllowed = [{ customerNumber: '10002', name: 'Northwind Traders' }];
    const { router } = openDepartments('?customer=10002');
    expect(await screen.findByRole('combobox', { name: 'Company' })).toHaveValue('10002');
    expect(router.state.location.search).toBe('?customer=10002');
  });
});

describe('the Multiview tab of the user dialog', () => {
  it('lists, adds and removes a user’s allowed companies at once, for a super admin', async () => {
    companyState.superAdmin = true;
    openUsers();
    await screen.findByText('user001@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Edit user001@acme.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const inDialog = within(dialog);
    fireEvent.click(await inDialog.findByRole('tab', { name: 'Multiview' }));
    const list = await inDialog.findByRole('list', { name: 'Allowed companies' });
    expect(within(list).getByText('10004 Globex Corporation')).toBeInTheDocument();
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Add company' }), { target: { value: 'globex' } });
    expect(
      await inDialog.findByRole('button', { name: 'Add 10004 Globex Corporation' }, { timeout: 5000 }),
    ).toBeDisabled();
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Add company' }), { target: { value: 'north' } });
    fireEvent.click(await inDialog.findByRole('button', { name: 'Add 10002 Northwind Traders' }, { timeout: 5000 }));
    expect(await screen.findByText('Allowed company 10002 Northwind Traders added.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByText('10002 Northwind Traders')).toBeInTheDocument());
    fireEvent.click(inDialog.getByRole('button', { name: 'Remove 10004 Globex Corporation' }));
    expect(await screen.findByText('Allowed company removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('10004 Globex Corporation')).not.toBeInTheDocument());
    expect(companyState.allowed.get('1000')?.map((c) => c.customerNumber)).toEqual(['10002']);
  });

  it('is not there for a plain administrator', async () => {
    openUsers();
    await screen.findByText('user001@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Edit user001@acme.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(await within(dialog).findByRole('tab', { name: 'Permissions' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Multiview' })).not.toBeInTheDocument();
  });
});
