import { fireEvent, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateCompanyUserInput, UpdateCompanyUserInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import {
  alanApprover,
  companyUsersOf,
  departmentChoicesOf,
  userDetailOf,
  workflowOf,
  userCustomFieldOf,
} from '../../testing/factories/administration';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { UserDepartmentChoicesDocument } from './UserAccess.generated';
import {
  CompanyUserDocument,
  CompanyWorkflowDocument,
  CreateCompanyUserDocument,
  NewUserCustomFieldsDocument,
  SupervisorCandidatesDocument,
  UpdateCompanyUserDocument,
} from './Users.generated';
import { UserDialog } from './UserDialog';
import { DepartmentDialog } from './DepartmentDialog';

// Issue 32, defect 1: a units company limits cumulatively, and its users' rows come from the ERP with
// a reset date gone stale after its term. Only the General panel shows; an error elsewhere is hidden.
const uma = userDetailOf(
  companyUsersOf().find((u) => u.id === '2')!,
  {
    limits: ['Consumables', 'Tools'].map((itemType) => ({
      __typename: 'ApprovalLimit' as const,
      itemType,
      isSupervisor: false,
      isMaster: false,
      spendLimit: 500,
      maxLimit: null,
      limitType: 'units',
      limitTermYears: 0,
      limitResetDate: '2025-01-31',
      amountSpent: 120,
      supervisors: [alanApprover],
    })),
  },
);

let updated: UpdateCompanyUserInput[];

beforeEach(() => {
  updated = [];
  const cumulative = workflowOf();
  cumulative.companyWorkflow = { ...cumulative.companyWorkflow, limitBasis: 'CUMULATIVE', inUnits: true };
  server.use(
    api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: cumulative })),
    api.query(UserDepartmentChoicesDocument, () => HttpResponse.json({ data: departmentChoicesOf() })),
    answerQuery(SupervisorCandidatesDocument, { supervisorCandidates: [alanApprover] }),
    answerQuery(CompanyUserDocument, { companyUser: uma }),
    answerMutation(UpdateCompanyUserDocument, ({ variables: { input } }) => {
      updated.push(input);
      return { updateCompanyUser: { __typename: 'CompanyUserPayload', user: uma, userErrors: [] } };
    }),
  );
});

async function editUma() {
  const closed: boolean[] = [];
  renderRoute(<UserDialog userId="2" onClose={(saved) => closed.push(saved)} />, { path: '/administration/users' });
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
  await dialog.findByRole('textbox', { name: 'Tools spend limit' });
  return { dialog, closed };
}

/** The title of the tab the dialog shows (one dialog is open). */
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

/** Presses `button` with a required custom field empty: the dialog lists `message` and opens Custom Fields. */
async function pressWithCustomFieldMissing(dialog: BoundFunctions<typeof queries>, button: string, message: string) {
  fireEvent.click(dialog.getByRole('button', { name: button }));
  const alert = await dialog.findByRole('alert');
  expect(within(alert).getByRole('listitem')).toHaveTextContent(message);
  expect(selectedTab()).toBe('Custom Fields');
}

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
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
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

describe('the user dialog’s custom fields', () => {
  it('shows the user’s editable fields with their rules and saves their values with the user', async () => {
    const withFields = {
      ...uma,
      customFields: [
        userCustomFieldOf('201', 'Cost Center', 'CC-100', { required: true, needsApproval: true }),
        userCustomFieldOf('202', 'Shift', ''),
      ],
    };
    server.use(answerQuery(CompanyUserDocument, { companyUser: withFields }));
    const { dialog, closed } = await editUma();
    fireEvent.click(dialog.getByRole('tab', { name: 'Custom Fields' }));
    const costCenter = dialog.getByRole('textbox', { name: 'Cost Center' });
    expect(costCenter).toHaveValue('CC-100');
    expect(costCenter).toBeRequired();
    expect(dialog.getByText('Default: CC-100 The user’s own changes require approval.')).toBeVisible();
    fireEvent.change(costCenter, { target: { value: ' ' } });
    fireEvent.click(dialog.getByRole('tab', { name: 'General' }));
    await pressWithCustomFieldMissing(dialog, 'Update', 'Custom Fields tab, Custom field: Cost Center is required.');
    expect(updated).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Cost Center' }), { target: { value: 'CC-205' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Shift' }), { target: { value: 'Nights' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(closed).toEqual([true]));
    expect(updated[0]!.customFields).toEqual([
      { id: '201', value: 'CC-205' },
      { id: '202', value: 'Nights' },
    ]);
  });
});

describe('Add User', () => {
  it('offers the company’s custom fields at their defaults, requires the required ones, and creates with them', async () => {
    const created: CreateCompanyUserInput[] = [];
    const noApproval = workflowOf();
    noApproval.companyWorkflow = { ...noApproval.companyWorkflow, workflowApproval: false };
    server.use(
      api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: noApproval })),
      answerQuery(NewUserCustomFieldsDocument, {
        newUserCustomFields: [
          userCustomFieldOf('101', 'Employee ID', '', { required: true }),
          userCustomFieldOf('201', 'Cost Center', 'CC-100'),
        ],
      }),
      answerMutation(CreateCompanyUserDocument, ({ variables: { input } }) => {
        created.push(input);
        return { createCompanyUser: { __typename: 'CompanyUserPayload', user: uma, userErrors: [] } };
      }),
    );
    const closed: boolean[] = [];
    renderRoute(<UserDialog userId={null} onClose={(saved) => closed.push(saved)} />, {
      path: '/administration/users',
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Add User' }));
    fireEvent.change(await dialog.findByRole('textbox', { name: 'Name' }), { target: { value: 'Nia New' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nia@acme.example' } });
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret1x' } });
    await pressWithCustomFieldMissing(dialog, 'Create', 'Custom Fields tab, Custom field: Employee ID is required.');
    expect(dialog.getByRole('textbox', { name: 'Cost Center' })).toHaveValue('CC-100');
    expect(created).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Employee ID' }), { target: { value: 'E-42' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(closed).toEqual([true]));
    expect(created[0]!.customFields).toEqual([
      { id: '101', value: 'E-42' },
      { id: '201', value: 'CC-100' },
    ]);
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
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'General tab, Code: Code is required.',
      'General tab, Description: Description is required.',
      `General tab, Spend limit: Enter an amount of 0 or more, or check No limit.`,
    ]);
    expect(selectedTab()).toBe('General');
  });
});
