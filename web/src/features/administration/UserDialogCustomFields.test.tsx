import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { companyUserPayloadOf, userCustomFieldOf } from '../../testing/factories/administration';
import { server } from '../../testing/server';
import {
  CompanyUserDocument,
  CreateCompanyUserDocument,
  NewUserCustomFieldsDocument,
  type CreateCompanyUserMutationVariables,
} from './Users.generated';
import {
  answerDialogSurroundings,
  answeringUmasDialog,
  editUma,
  openUserDialog,
  pressWithCustomFieldMissing,
  uma,
} from './UserDialog.testing';

const updates = answeringUmasDialog();

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
    const { dialog, save } = await editUma();
    fireEvent.click(dialog.getByRole('tab', { name: 'Custom Fields' }));
    const costCenter = dialog.getByRole('textbox', { name: 'Cost Center' });
    expect(costCenter).toHaveValue('CC-100');
    expect(costCenter).toBeRequired();
    expect(dialog.getByText('Default: CC-100 The user’s own changes require approval.')).toBeVisible();
    fireEvent.change(costCenter, { target: { value: ' ' } });
    fireEvent.click(dialog.getByRole('tab', { name: 'General' }));
    await pressWithCustomFieldMissing(dialog, 'Update', 'Custom Fields tab, Custom field: Cost Center is required.');
    expect(updates()).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Cost Center' }), { target: { value: 'CC-205' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Shift' }), { target: { value: 'Nights' } });
    await save('Update');
    expect(updates()[0]!.customFields).toEqual([
      { id: '201', value: 'CC-205' },
      { id: '202', value: 'Nights' },
    ]);
  });
});

describe('Add User', () => {
  it('offers the company’s custom fields at their defaults, requires the required ones, and creates with them', async () => {
    const created: CreateCompanyUserMutationVariables[] = [];
    answerDialogSurroundings({ workflowApproval: false });
    server.use(
      answerQuery(NewUserCustomFieldsDocument, {
        newUserCustomFields: [
          userCustomFieldOf('101', 'Employee ID', '', { required: true }),
          userCustomFieldOf('201', 'Cost Center', 'CC-100'),
        ],
      }),
      answerMutation(CreateCompanyUserDocument, { createCompanyUser: companyUserPayloadOf(uma) }, { record: created }),
    );
    const { dialog, save } = await openUserDialog(null);
    fireEvent.change(await dialog.findByRole('textbox', { name: 'Name' }), { target: { value: 'Nia New' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nia@acme.example' } });
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret1x' } });
    await pressWithCustomFieldMissing(dialog, 'Create', 'Custom Fields tab, Custom field: Employee ID is required.');
    expect(dialog.getByRole('textbox', { name: 'Cost Center' })).toHaveValue('CC-100');
    expect(created).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Employee ID' }), { target: { value: 'E-42' } });
    await save('Create');
    expect(created[0]!.input.customFields).toEqual([
      { id: '101', value: 'E-42' },
      { id: '201', value: 'CC-100' },
    ]);
  });
});
