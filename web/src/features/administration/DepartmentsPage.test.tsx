import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEPARTMENT_MESSAGES } from '@mro/rules/administration';
import type { CreateCompanyDepartmentInput } from '../../generated/graphql';
import { api } from '../../testing/api';
import {
  administrableCompaniesOf,
  alanApprover,
  departmentOf,
  departmentsPageOf,
} from '../../testing/factories/administration';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AdministrableCompaniesDocument } from './Companies.generated';
import {
  CompanyDepartmentsDocument,
  CreateCompanyDepartmentDocument,
  DeleteCompanyDepartmentDocument,
  DepartmentUserCandidatesDocument,
} from './Departments.generated';
import { DepartmentsPage } from './DepartmentsPage';

/** The departments page (its guard, administrators only, is app/accountMenu.test.ts's). */
const openDepartments = () => renderRoute(<DepartmentsPage />, { path: '/administration/departments' });

/** 40 departments by code, 25 a page; D001 has a user (so it cannot be deleted). */
const DEPARTMENTS = Array.from({ length: 40 }, (_, i) =>
  departmentOf(i + 1, i === 0 ? { spendLimit: 1000, userCount: 1 } : {}),
);

/** The pages the gateway was asked for. */
let pagesAsked: number[];

beforeEach(() => {
  pagesAsked = [];
  server.use(
    api.query(AdministrableCompaniesDocument, () => HttpResponse.json({ data: administrableCompaniesOf() })),
    api.query(CompanyDepartmentsDocument, ({ variables: { input } }) => {
      const page = input.page ?? 1;
      pagesAsked.push(page);
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          companyDepartments: departmentsPageOf(DEPARTMENTS.slice((page - 1) * 25, page * 25), page, 40),
        },
      });
    }),
  );
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
    expect(pagesAsked).toEqual([1, 2]);
  });

  it('adds a department after the form’s checks, with a spend limit and a user', async () => {
    const created: CreateCompanyDepartmentInput[] = [];
    const searches: string[] = [];
    server.use(
      api.query(DepartmentUserCandidatesDocument, ({ variables }) => {
        searches.push(variables.search);
        return HttpResponse.json({ data: { __typename: 'Query', departmentUserCandidates: [alanApprover] } });
      }),
      api.mutation(CreateCompanyDepartmentDocument, ({ variables: { input } }) => {
        created.push(input);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
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
        });
      }),
    );
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
    expect(created).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: 'Code' }), { target: { value: 'PAINT' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'Paint shop' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Spend limit' }), { target: { value: '750' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Search users' }), { target: { value: 'alan' } });
    fireEvent.click(await dialog.findByRole('button', { name: 'Add Alan Approver' }));
    expect(searches).toEqual(['alan']);
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(DEPARTMENT_MESSAGES.created)).toBeInTheDocument();
    expect(created[0]).toMatchObject({
      key: 'PAINT',
      description: 'Paint shop',
      spendLimit: '750',
      noSpendLimit: false,
      userIds: ['2'],
    });
  });

  it('deletes a department without users after a confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      api.mutation(DeleteCompanyDepartmentDocument, ({ variables: { input } }) => {
        deleted.push(input.id);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteCompanyDepartment: {
              __typename: 'DeleteCompanyDepartmentPayload',
              deletedId: input.id,
              userErrors: [],
            },
          },
        });
      }),
    );
    openDepartments();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete D002' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Department' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DEPARTMENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(deleted).toEqual(['101']);
  });
});
