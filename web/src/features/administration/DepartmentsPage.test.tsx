import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEPARTMENT_MESSAGES } from '@mro/rules/administration';
import { renderRoute } from '../../testing/renderRoute';
import { DepartmentsPage } from './DepartmentsPage';

import { server } from '../../testing/server';
import {
  departmentHandlers,
  departmentState,
  resetAdministration,
  resetDepartments,
} from '../../testing/handlers/administration';

/** The departments page (its guard, administrators only, is app/accountMenu.test.ts's). */
const openDepartments = (search = '') =>
  renderRoute(<DepartmentsPage />, { path: '/administration/departments', at: `/administration/departments${search}` });

beforeEach(() => {
  server.use(...departmentHandlers);
  resetAdministration();
  resetDepartments();
});

describe('manage departments', () => {
  it('pages the departments by code, 25 a page, to the last page; delete is disabled while a department has users', async () => {
    openDepartments();
    expect(await screen.findByText('Page 1 of 2 (40 departments)')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Company departments' })).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByRole('button', { name: 'Delete D001' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete D002' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 (40 departments)')).toBeInTheDocument();
    expect(screen.getByText('D040')).toBeInTheDocument();
  });

  it('adds a department after the form’s checks, with a spend limit and a user', async () => {
    openDepartments();
    await screen.findByText('D001');
    fireEvent.click(screen.getByRole('button', { name: 'Add Department' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Department' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Code' }), { target: { value: 'X'.repeat(21) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText(DEPARTMENT_MESSAGES.requiredMissing)).toBeInTheDocument();
    expect(dialog.getByText('Code may be at most 20 characters.')).toBeInTheDocument();
    expect(dialog.getByText('Description is required.')).toBeInTheDocument();
    // Limits are by department: a spend limit, or No spend limit.
    expect(dialog.getByText('Enter an amount of 0 or more, or check No limit.')).toBeInTheDocument();
    expect(departmentState.created).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Code' }), { target: { value: 'PAINT' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'Paint shop' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Spend limit' }), { target: { value: '750' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Search users' }), { target: { value: 'alan' } });
    fireEvent.click(await dialog.findByRole('button', { name: 'Add Alan Approver' }, { timeout: 2000 }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(DEPARTMENT_MESSAGES.created)).toBeInTheDocument();
    expect(departmentState.created[0]).toMatchObject({
      key: 'PAINT',
      description: 'Paint shop',
      spendLimit: '750',
      noSpendLimit: false,
      userIds: ['2'],
    });
  });

  it('deletes a department without users after a confirmation', async () => {
    openDepartments();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete D002' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Department' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DEPARTMENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(departmentState.deleted).toEqual(['101']);
  });
});
