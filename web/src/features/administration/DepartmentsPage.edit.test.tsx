import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateCompanyDepartmentInput } from '../../generated/graphql';
import { answerMutation, answerQuery } from '../../testing/api';
import { alanApprover, departmentOf, departmentsPageOf } from '../../testing/factories/administration';
import { server } from '../../testing/server';
import {
  CompanyDepartmentsDocument,
  CreateCompanyDepartmentDocument,
  DeactivateCompanyDepartmentDocument,
  DeleteCompanyDepartmentDocument,
  ReactivateCompanyDepartmentDocument,
  DepartmentUserCandidatesDocument,
} from './Departments.generated';
import { answerDepartments, openDepartments } from './DepartmentsPage.testing';

beforeEach(answerDepartments);

describe('changing departments', () => {
  it('adds a department after the form’s checks, with a spend limit and a user', async () => {
    const created: { input: CreateCompanyDepartmentInput }[] = [];
    const searches: unknown[] = [];
    server.use(
      answerQuery(DepartmentUserCandidatesDocument, { departmentUserCandidates: [alanApprover] }, { record: searches }),
      answerMutation(
        CreateCompanyDepartmentDocument,
        {
          createCompanyDepartment: {
            __typename: 'CompanyDepartmentPayload',
            department: departmentOf(41, {
              id: '900',
              key: 'PAINT',
              description: 'Paint shop',
              spendLimit: 750,
              userCount: 1,
            }),
            userErrors: [],
          },
        },
        { record: created },
      ),
    );
    openDepartments();
    await screen.findByText('D001');
    fireEvent.click(screen.getByRole('button', { name: 'Add Department' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Department' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Code' }), { target: { value: 'X'.repeat(21) } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Required fields are missing.')).toBeInTheDocument();
    expect(dialog.getByText('Code may be at most 20 characters.')).toBeInTheDocument();
    expect(dialog.getByText('Description is required.')).toBeInTheDocument();
    // Limits are by department: a spend limit, or No spend limit.
    expect(dialog.getByText('Enter an amount of 0 or more, or check No limit.')).toBeInTheDocument();
    expect(created).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Code' }), { target: { value: 'PAINT' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'Paint shop' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Spend limit' }), { target: { value: '750' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Search users' }), { target: { value: 'alan' } });
    fireEvent.click(await dialog.findByRole('button', { name: 'Add Alan Approver' }));
    expect(searches).toEqual([expect.objectContaining({ search: 'alan' })]);
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Department created.')).toBeInTheDocument();
    expect(created[0]?.input).toMatchObject({
      key: 'PAINT',
      description: 'Paint shop',
      spendLimit: '750',
      noSpendLimit: false,
      userIds: ['2'],
    });
  });

  it('deletes a department without users after a confirmation', async () => {
    const deleted: unknown[] = [];
    server.use(
      answerMutation(
        DeleteCompanyDepartmentDocument,
        ({ variables: { input } }) => ({
          deleteCompanyDepartment: {
            __typename: 'DeleteCompanyDepartmentPayload',
            deletedId: input.id,
            userErrors: [],
          },
        }),
        { record: deleted },
      ),
    );
    openDepartments();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete D002' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Department' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Department deleted.')).toBeInTheDocument();
    expect(deleted).toEqual([{ input: { id: '101' } }]);
  });

  it('says why Delete is disabled for a department with users', async () => {
    openDepartments();
    const blocked = await screen.findByRole('button', { name: 'Delete D001' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('This department has users: move them first.');
    expect(screen.getByRole('button', { name: 'Delete D002' })).not.toHaveAccessibleDescription();
  });

  it('deactivates and reactivates a department after a confirmation', async () => {
    const changed: string[] = [];
    const payload = (id: string, active: boolean) => ({
      __typename: 'CompanyDepartmentPayload' as const,
      department: departmentOf(Number(id) - 99, { active }),
      userErrors: [],
    });
    server.use(
      answerMutation(DeactivateCompanyDepartmentDocument, ({ variables: { input } }) => {
        changed.push(`deactivate ${input.id}`);
        return { deactivateCompanyDepartment: payload(input.id, false) };
      }),
      answerMutation(ReactivateCompanyDepartmentDocument, ({ variables: { input } }) => {
        changed.push(`reactivate ${input.id}`);
        return { reactivateCompanyDepartment: payload(input.id, true) };
      }),
      answerQuery(CompanyDepartmentsDocument, {
        companyDepartments: departmentsPageOf([departmentOf(2), departmentOf(3, { active: false })], 1, 2),
      }),
    );
    openDepartments();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate D002' }));
    const retire = await screen.findByRole('alertdialog', { name: 'Deactivate Department' });
    expect(
      within(retire).getByText('Deactivate department D002? Buyers will no longer be able to choose it.'),
    ).toBeInTheDocument();
    fireEvent.click(within(retire).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Department deactivated.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate D003' }));
    const revive = await screen.findByRole('alertdialog', { name: 'Reactivate Department' });
    fireEvent.click(within(revive).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Department reactivated.')).toBeInTheDocument();
    expect(changed).toEqual(['deactivate 101', 'reactivate 102']);
  });
});
