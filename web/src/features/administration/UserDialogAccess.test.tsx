import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerConfirmation } from '../../testing/confirmations';
import { openEdit, userDialogGateway } from './UsersPage.testing';

describe('the user dialog’s Departments tab', () => {
  it('assigns departments, picks the default among them and saves them with Update', async () => {
    const sent = userDialogGateway();
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
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(sent.updated[0]?.departments).toEqual({
      keys: ['MAINT', 'SAFETY'],
      defaultKey: 'MAINT',
      allowAll: true,
    });
  });

  it('shows the user’s departments and default as saved', async () => {
    userDialogGateway();
    const dialog = await openEdit('approver@acme.example');
    expect(await dialog.findByRole('radio', { name: 'MAINT Maintenance' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Remove department MAINT' })).toBeInTheDocument();
  });

  it('is hidden when the company has no departments', async () => {
    const sent = userDialogGateway({ departments: [] });
    const dialog = await openEdit('user001@acme.example');
    expect(dialog.getByRole('tab', { name: 'Limits' })).toBeInTheDocument();
    expect(dialog.queryByRole('tab', { name: 'Departments' })).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(sent.updated[0]?.departments).toBeUndefined();
  });

  it('searches the departments of a company with many (more than 1 character, 750 ms after the last key)', async () => {
    const centers = Array.from({ length: 40 }, (_, i) => ({
      key: `CC${String(i + 1).padStart(3, '0')}`,
      description: `Cost center ${i + 1}`,
    }));
    // "cc03" matches CC030 to CC039; "zz" matches none.
    const sent = userDialogGateway({
      departments: centers,
      departmentSearches: { cc03: centers.slice(29, 39), zz: [] },
    });
    const dialog = await openEdit('user001@acme.example');
    const search = await dialog.findByRole('textbox', { name: 'Search departments' });
    expect(dialog.queryByRole('button', { name: 'Add CC001 department' })).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'c' } });
    fireEvent.change(search, { target: { value: 'cc03' } });
    fireEvent.click(await dialog.findByRole('button', { name: 'Add CC031 Cost center 31' }));
    expect(sent.departmentSearches).toEqual(['cc03']);
    expect(dialog.getByRole('button', { name: 'Remove department CC031' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(await dialog.findByText('No departments matched your search.')).toBeInTheDocument();
  });
});

describe('the user dialog’s Catalogs tab', () => {
  it('is hidden without super access', async () => {
    const sent = userDialogGateway();
    const dialog = await openEdit('user001@acme.example');
    expect(dialog.queryByRole('tab', { name: 'Catalogs' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: 'Super administrator' })).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(sent.updated[0]).not.toHaveProperty('catalogs');
    expect(sent.updated[0]).not.toHaveProperty('isSuperAdmin');
  });

  it('lists the catalogs with label, name and product count; adds from a search and removes', async () => {
    const sent = userDialogGateway({ superAccess: true });
    const dialog = await openEdit('user001@acme.example');
    await dialog.findByRole('tab', { name: 'Catalogs' });
    expect(dialog.getByText('4,800 products')).toBeInTheDocument();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Search catalogs' }), { target: { value: 'safety' } });
    fireEvent.click(await dialog.findByRole('button', { name: 'Add catalog Safety Catalog' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove catalog Standard Catalog' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Remove catalog Safety Catalog' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await dialog.findByText('A user needs at least one catalog.')).toBeInTheDocument();
    expect(sent.updated).toEqual([]);
    fireEvent.click(await dialog.findByRole('button', { name: 'Add catalog Custom_Null' }));
    expect(dialog.getByText(/Catalog search is not available for your account/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(sent.updated[0]?.catalogs).toEqual(['Custom_Null']);
  });
});

describe('the administrator roles', () => {
  it('grants the administrator role; the viewer cannot remove their own', async () => {
    const sent = userDialogGateway();
    const dialog = await openEdit('user001@acme.example');
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Administrator' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(sent.updated[0]?.isAdmin).toBe(true);
  });

  it('offers Manage users and Manage departments with the Administrator role only (issue 32)', async () => {
    userDialogGateway();
    const dialog = await openEdit('user001@acme.example');
    fireEvent.click(dialog.getByRole('tab', { name: 'Permissions' }));
    const manageUsers = await dialog.findByRole('checkbox', { name: 'Manage users' });
    expect(manageUsers).toBeDisabled();
    expect(dialog.getByRole('checkbox', { name: 'Manage departments' })).toBeDisabled();
    expect(dialog.getByText('Manage users and Manage departments need the Administrator role.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('tab', { name: 'General' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Administrator' }));
    fireEvent.click(dialog.getByRole('tab', { name: 'Permissions' }));
    expect(await dialog.findByRole('checkbox', { name: 'Manage users' })).toBeEnabled();
    expect(dialog.queryByText('Manage users and Manage departments need the Administrator role.')).toBeNull();
  });

  it('locks the viewer’s own administrator role', async () => {
    userDialogGateway();
    const dialog = await openEdit('admin@acme.example');
    expect(dialog.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
    expect(dialog.getByText('You cannot remove your own administrator role.')).toBeInTheDocument();
  });

  it('offers the super administrator role to a super administrator', async () => {
    const sent = userDialogGateway({ superAccess: true });
    const dialog = await openEdit('user001@acme.example');
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Super administrator' }));
    expect(dialog.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(sent.updated[0]).toMatchObject({ isAdmin: false, isSuperAdmin: true });
  });
});

describe('a limit without a supervisor', () => {
  it('asks for confirmation: Cancel returns to the form as it was, Confirm saves', async () => {
    const sent = userDialogGateway();
    const dialog = await openEdit('user001@acme.example');
    fireEvent.click(dialog.getByRole('button', { name: 'Remove Alan Approver from Tools supervisors' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '75' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await answerConfirmation(
      'No supervisor',
      'No supervisor is chosen for the Tools limit: orders over it will have no one to approve them. Save anyway?',
      'Cancel',
    );
    expect(sent.updated).toEqual([]);
    expect(dialog.getByRole('textbox', { name: 'Tools spend limit' })).toHaveValue('75');
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    const again = await screen.findByRole('alertdialog', { name: 'No supervisor' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save without a supervisor' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(sent.updated[0]?.limits?.find((l) => l.itemType === 'Tools')).toMatchObject({
      spendLimit: '75',
      supervisorIds: [],
    });
  });
});
