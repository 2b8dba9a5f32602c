import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UpdateCompanyUserInput } from '../../generated/graphql';
import { api } from '../../testing/api';
import { workflowOf } from '../../testing/factories/administration';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CompanyWorkflowDocument } from './Users.generated';
import { UserDialog } from './UserDialog';
import { DepartmentDialog } from './DepartmentDialog';
import { answerUmasDialog, editUma, listedIn, selectedTab } from './UserDialog.testing';

let updated: UpdateCompanyUserInput[];

beforeEach(() => {
  updated = answerUmasDialog();
});

describe('the user dialog of a units company', () => {
  it('saves a phone change although the untouched limit rows have a stale reset date', async () => {
    const { dialog, closed } = await editUma();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Phone' }), { target: { value: '555-0199' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(closed).toEqual([true]));
    expect(updated[0]).toMatchObject({ id: '2', phone: '555-0199' });
    expect(updated[0]!.limits?.find((l) => l.itemType === 'Tools')).toMatchObject({
      spendLimit: '500',
      limitResetDate: '2025-01-31',
    });
  });

  it('opens the tab of the first error and names each error’s tab and field', async () => {
    const { dialog } = await editUma();
    fireEvent.click(dialog.getByRole('tab', { name: 'Limits' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '40' } });
    fireEvent.click(dialog.getByRole('tab', { name: 'Permissions' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByText('Required fields are missing')).toBeInTheDocument();
    expect(listedIn(alert)).toEqual([
      'Limits tab, Tools limit term (years): Tools Limit Term',
      'Limits tab, Tools limit reset date: Tools Limit Reset Date (must be future date)',
    ]);
    expect(selectedTab()).toBe('Limits');
    expect(updated).toEqual([]);

    // An error on General, found while the Limits tab shows, opens General.
    fireEvent.change(dialog.getByRole('textbox', { name: 'Tools limit term (years)' }), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('Tools limit reset date'), { target: { value: '2099-01-31' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(selectedTab()).toBe('General'));
    expect(within(dialog.getByRole('alert')).getByRole('listitem')).toHaveTextContent(
      'General tab, Name: Name is required.',
    );
  });
});

describe('the user dialog of a units company with workflow approval off', () => {
  it('says before saving that the user’s workflow settings are cleared, and sends no limits', async () => {
    const off = workflowOf();
    off.companyWorkflow = { ...off.companyWorkflow, workflowApproval: false, inUnits: true };
    server.use(api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: off })));
    const closed: boolean[] = [];
    renderRoute(<UserDialog userId="2" onClose={(saved) => closed.push(saved)} />, { path: '/administration/users' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    expect(
      await dialog.findByText(
        'This company works in units with workflow approval off: saving clears this user’s approval limits and supervisors.',
      ),
    ).toBeVisible();
    expect(dialog.queryByRole('tab', { name: 'Limits' })).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(closed).toEqual([true]));
    expect(updated[0]).toMatchObject({ id: '2', limits: null });
  });
});

describe('an invalid limit entry', () => {
  it('is cleared on leaving the field, and the field says why', async () => {
    const { dialog } = await editUma();
    fireEvent.click(dialog.getByRole('tab', { name: 'Limits' }));
    const cases = [
      ['Tools spend limit', '-5', '“-5” was cleared. Enter an amount of 0 or more, or check No limit.'],
      ['Tools limit term (years)', '1.5', '“1.5” was cleared. Enter a whole number of years, 0 or more.'],
      ['Tools amount spent', 'abc', '“abc” was cleared. Enter an amount of 0 or more.'],
    ] as const;
    for (const [name, typed, why] of cases) {
      const field = dialog.getByRole('textbox', { name });
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.blur(field);
      expect(field).toHaveValue('');
      expect(dialog.getByText(why)).toBeVisible();
    }
    // A valid entry stays, and typing again replaces the note.
    const limit = dialog.getByRole('textbox', { name: 'Tools spend limit' });
    fireEvent.change(limit, { target: { value: '75.25' } });
    fireEvent.blur(limit);
    expect(limit).toHaveValue('75.25');
    expect(dialog.queryByText(/“-5” was cleared/)).not.toBeInTheDocument();
  });
});

describe('the department dialog', () => {
  it('opens General from the Users tab when Create finds its required fields missing', async () => {
    renderRoute(<DepartmentDialog departmentId={null} limitsByDepartment onClose={() => undefined} />, {
      path: '/administration/departments',
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Department' }));
    fireEvent.click(dialog.getByRole('tab', { name: 'Users' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByText('Required fields are missing.')).toBeInTheDocument();
    expect(listedIn(alert)).toEqual([
      'General tab, Code: Code is required.',
      'General tab, Description: Description is required.',
      `General tab, Spend limit: Enter an amount of 0 or more, or check No limit.`,
    ]);
    expect(selectedTab()).toBe('General');
  });
});
