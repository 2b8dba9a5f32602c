import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';
import { DepartmentDialog } from './DepartmentDialog';
import {
  answerDialogSurroundings,
  answeringUmasDialog,
  editUma,
  openUserDialog,
  pressForErrors,
  selectedTab,
} from './UserDialog.testing';

const updates = answeringUmasDialog();

describe('the user dialog of a units company', () => {
  it('saves a phone change although the untouched limit rows have a stale reset date', async () => {
    const { dialog, save } = await editUma();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Phone' }), { target: { value: '555-0199' } });
    await save('Update');
    expect(updates()[0]).toMatchObject({ id: '2', phone: '555-0199' });
    expect(updates()[0]!.limits?.find((l) => l.itemType === 'Tools')).toMatchObject({
      spendLimit: '500',
      limitResetDate: '2025-01-31',
    });
  });

  it('opens the tab of the first error and names each error’s tab and field', async () => {
    const { dialog } = await editUma();
    fireEvent.click(dialog.getByRole('tab', { name: 'Limits' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '40' } });
    fireEvent.click(dialog.getByRole('tab', { name: 'Permissions' }));
    expect(await pressForErrors(dialog, 'Update', 'Required fields are missing')).toEqual([
      'Limits tab, Tools limit term (years): Tools Limit Term',
      'Limits tab, Tools limit reset date: Tools Limit Reset Date (must be future date)',
    ]);
    expect(selectedTab()).toBe('Limits');
    expect(updates()).toEqual([]);

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
    answerDialogSurroundings({ workflowApproval: false, inUnits: true });
    const { dialog, save } = await openUserDialog('2');
    expect(
      await dialog.findByText(
        'This company works in units with workflow approval off: saving clears this user’s approval limits and supervisors.',
      ),
    ).toBeVisible();
    expect(dialog.queryByRole('tab', { name: 'Limits' })).not.toBeInTheDocument();
    await save('Update');
    expect(updates()[0]).toMatchObject({ id: '2', limits: null });
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
    expect(await pressForErrors(dialog, 'Create', 'Required fields are missing.')).toEqual([
      'General tab, Code: Code is required.',
      'General tab, Description: Description is required.',
      `General tab, Spend limit: Enter an amount of 0 or more, or check No limit.`,
    ]);
    expect(selectedTab()).toBe('General');
  });
});
