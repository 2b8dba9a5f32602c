import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateCompanyUserInput, UpdateCompanyUserInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { workflowOf, userCustomFieldOf } from '../../testing/factories/administration';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import {
  CompanyUserDocument,
  CompanyWorkflowDocument,
  CreateCompanyUserDocument,
  NewUserCustomFieldsDocument,
} from './Users.generated';
import { UserDialog } from './UserDialog';
import { answerUmasDialog, editUma, pressWithCustomFieldMissing, uma } from './UserDialog.testing';

let updated: UpdateCompanyUserInput[];

beforeEach(() => {
  updated = answerUmasDialog();
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
