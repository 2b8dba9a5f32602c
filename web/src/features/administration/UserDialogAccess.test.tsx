import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, USER_DIALOG_MESSAGES } from '@mro/rules/administration';
import { renderRoute } from '../../testing/renderRoute';
import { UsersPage } from './UsersPage';

import { server } from '../../testing/server';
import { adminState, administrationHandlers, resetAdministration } from '../../testing/handlers/administration';

/** The users page (its guard, administrators only, is app/AccountLayout.test.tsx's). */
const openUsers = (search = '') =>
  renderRoute(<UsersPage />, { path: '/administration/users', at: `/administration/users${search}` });

beforeEach(() => {
  server.use(...administrationHandlers);
  resetAdministration();
});

const openEdit = async (username: string) => {
  openUsers();
  await screen.findByText('admin@acme.example');
  fireEvent.click(screen.getByRole('button', { name: `Edit ${username}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
  await within(dialog).findByRole('textbox', { name: 'Tools spend limit' });
  return within(dialog);
};

describe('the user dialog’s Departments tab', () => {
  it('assigns departments, picks the default among them and saves them with Update', async () => {
    const dialog = await openEdit('user001@acme.example');
    await dialog.findByRole('tab', { name: 'Departments' });
    expect(dialog.getByText('No departments assigned.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Add MAINT department' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add SAFETY department' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'SAFETY Safety' }));
    // Removing the default department drops it as the default.
    fireEvent.click(dialog.getByRole('button', { name: 'Remove department SAFETY' }));
    expect(dialog.getByRole('radio', { name: 'None' })).toBeChecked();
    fireEvent.click(dialog.getByRole('button', { name: 'Add SAFETY department' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'MAINT Maintenance' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Allow all departments' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(adminState.updated[0]?.departments).toEqual({
      keys: ['MAINT', 'SAFETY'],
      defaultKey: 'MAINT',
      allowAll: true,
    });
  });

  it('shows the user’s departments and default as saved', async () => {
    const dialog = await openEdit('approver@acme.example');
    expect(await dialog.findByRole('radio', { name: 'MAINT Maintenance' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Remove department MAINT' })).toBeInTheDocument();
  });

  it('is hidden when the company has no departments', async () => {
    adminState.companyDepartments = [];
    const dialog = await openEdit('user001@acme.example');
    expect(dialog.getByRole('tab', { name: 'Limits' })).toBeInTheDocument();
    expect(dialog.queryByRole('tab', { name: 'Departments' })).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(adminState.updated[0]?.departments).toBeUndefined();
  });

  it('searches the departments of a company with many (more than 1 character, 750 ms after the last key)', async () => {
    adminState.companyDepartments = Array.from({ length: 40 }, (_, i) => ({
      key: `CC${String(i + 1).padStart(3, '0')}`,
      description: `Cost center ${i + 1}`,
    }));
    const dialog = await openEdit('user001@acme.example');
    const search = await dialog.findByRole('textbox', { name: 'Search departments' });
    expect(dialog.queryByRole('button', { name: 'Add CC001 department' })).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'c' } });
    fireEvent.change(search, { target: { value: 'cc03' } });
    fireEvent.click(await dialog.findByRole('button', { name: 'Add CC031 Cost center 31' }, { timeout: 2000 }));
    expect(adminState.departmentSearches).toEqual(['cc03']);
    expect(dialog.getByRole('button', { name: 'Remove department CC031' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(await dialog.findByText(USER_DIALOG_MESSAGES.noDepartments, {}, { timeout: 2000 })).toBeInTheDocument();
  });
});

describe('the user dialog’s Catalogs tab', () => {
  it('is hidden without super access', async () => {
    const dialog = await openEdit('user001@acme.example');
    expect(dialog.queryByRole('tab', { name: 'Catalogs' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: 'Super administrator' })).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(adminState.updated[0]).not.toHaveProperty('catalogs');
    expect(adminState.updated[0]).not.toHaveProperty('isSuperAdmin');
  });

  it('lists the catalogs with label, name and product count; adds from a search and removes', async () => {
    adminState.superAccess = true;
    const dialog = await openEdit('user001@acme.example');
    await dialog.findByRole('tab', { name: 'Catalogs' });
    expect(dialog.getByText('4,800 products')).toBeInTheDocument();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Search catalogs' }), { target: { value: 'safety' } });
    fireEvent.click(await dialog.findByRole('button', { name: 'Add catalog Safety Catalog' }, { timeout: 2000 }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove catalog Standard Catalog' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove catalog Safety Catalog' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await dialog.findByText(USER_DIALOG_MESSAGES.catalogRequired)).toBeInTheDocument();
    expect(adminState.updated).toEqual([]);
    fireEvent.click(await dialog.findByRole('button', { name: 'Add catalog Custom_Null' }, { timeout: 2000 }));
    expect(dialog.getByText(/Catalog search is not available for your account/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(adminState.updated[0]?.catalogs).toEqual(['Custom_Null']);
  });
});

describe('the administrator roles', () => {
  it('grants the administrator role; the viewer cannot remove their own', async () => {
    const dialog = await openEdit('user001@acme.example');
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Administrator' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(adminState.updated[0]?.isAdmin).toBe(true);
  });

  it('locks the viewer’s own administrator role', async () => {
    const dialog = await openEdit('admin@acme.example');
    expect(dialog.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    expect(dialog.getByText(USER_DIALOG_MESSAGES.ownAdminRole)).toBeInTheDocument();
  });

  it('offers the super administrator role to a super administrator', async () => {
    adminState.superAccess = true;
    const dialog = await openEdit('user001@acme.example');
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Super administrator' }));
    expect(dialog.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(adminState.updated[0]).toMatchObject({ isAdmin: false, isSuperAdmin: true });
  });
});

describe('a limit without a supervisor', () => {
  it('asks for confirmation: Cancel returns to the form as it was, Confirm saves', async () => {
    const dialog = await openEdit('user001@acme.example');
    fireEvent.click(dialog.getByRole('button', { name: 'Remove Alan Approver from Tools supervisors' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '75' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    const confirm = await screen.findByRole('alertdialog', { name: USER_DIALOG_MESSAGES.missingSupervisorTitle });
    expect(within(confirm).getByText(USER_DIALOG_MESSAGES.missingSupervisor(['Tools']))).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(adminState.updated).toEqual([]);
    expect(dialog.getByRole('textbox', { name: 'Tools spend limit' })).toHaveValue('75');
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    const again = await screen.findByRole('alertdialog', { name: USER_DIALOG_MESSAGES.missingSupervisorTitle });
    fireEvent.click(within(again).getByRole('button', { name: 'Save without a supervisor' }));
    expect(await screen.findByText(ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(adminState.updated[0]?.limits?.find((l) => l.itemType === 'Tools')).toMatchObject({
      spendLimit: '75',
      supervisorIds: [],
    });
  });
});
