import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyDepartmentsInput, CreateCompanyDepartmentInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { ERP_FAILURES, erpFailure } from '../../testing/erpFailures';
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
  CompanyDepartmentDocument,
  CompanyDepartmentsDocument,
  CreateCompanyDepartmentDocument,
  DeactivateCompanyDepartmentDocument,
  DeleteCompanyDepartmentDocument,
  ReactivateCompanyDepartmentDocument,
  DepartmentUserCandidatesDocument,
} from './Departments.generated';
import { DepartmentsPage } from './DepartmentsPage';

/** The departments page (its guard, administrators only, is app/accountMenu.test.ts's). */
const openDepartments = () => renderRoute(<DepartmentsPage />, { path: '/administration/departments' });

/** 40 departments by code, 25 a page; D001 has a user (so it cannot be deleted) and was changed since. */
const DEPARTMENTS = Array.from({ length: 40 }, (_, i) =>
  departmentOf(
    i + 1,
    i === 0 ? { spendLimit: 1000, userCount: 1, lastChangedBy: 'admin@acme.example', lastChangedOn: '2026-11-20' } : {},
  ),
);

/** The pages the gateway was asked for. */
let pagesAsked: number[];

beforeEach(() => {
  pagesAsked = [];
  server.use(
    api.query(AdministrableCompaniesDocument, () => HttpResponse.json({ data: administrableCompaniesOf() })),
    answerQuery(CompanyDepartmentsDocument, ({ variables: { input } }) => {
      const page = input.page ?? 1;
      pagesAsked.push(page);
      return { companyDepartments: departmentsPageOf(DEPARTMENTS.slice((page - 1) * 25, page * 25), page, 40) };
    }),
  );
});

describe('manage departments', () => {
  it('lists when each department was last changed; its dialog shows Supervisors, Created and Last changed', async () => {
    server.use(
      answerQuery(CompanyDepartmentDocument, {
        companyDepartment: {
          ...DEPARTMENTS[0]!,
          users: [],
          supervisors: [alanApprover],
        },
      }),
    );
    openDepartments();
    const table = await screen.findByRole('table', { name: 'Company departments' });
    expect(within(table).getByRole('columnheader', { name: 'Last changed' })).toBeInTheDocument();
    const [d001, d002] = within(table).getAllByRole('row').slice(1);
    expect(within(d001!).getByText('11/20/2026')).toBeInTheDocument();
    expect(within(d002!).getByText('01/15/2025')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit D001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Department' }));
    const record = (term: string) => dialog.getByText(term).nextElementSibling?.textContent;
    expect(await dialog.findByText('Supervisors')).toBeInTheDocument();
    expect(record('Supervisors')).toBe('Alan Approver (approver@acme.example)');
    expect(record('Created')).toBe('01/15/2025 by system');
    expect(record('Last changed')).toBe('11/20/2026 by admin@acme.example');
  });

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

  it('opens on the active departments; clearing "Active departments only" shows the retired ones, by the size chosen', async () => {
    // 3 active departments and 12 retired cost centres.
    const all = Array.from({ length: 15 }, (_, i) => departmentOf(i + 1, { active: i < 3 }));
    const asked: CompanyDepartmentsInput[] = [];
    server.use(
      answerQuery(CompanyDepartmentsDocument, ({ variables: { input } }) => {
        asked.push(input);
        const size = input.pageSize ?? 25;
        const page = input.page ?? 1;
        const matching = all.filter((d) => !input.activeOnly || d.active);
        return {
          companyDepartments: departmentsPageOf(
            matching.slice((page - 1) * size, page * size),
            page,
            matching.length,
            size,
          ),
        };
      }),
    );
    openDepartments();
    const table = await screen.findByRole('table', { name: 'Company departments' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Active departments only' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Departments per page' })).toHaveValue('25');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active departments only' }));
    expect(await screen.findByText('D015')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate D015' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate D001' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Departments per page' }), { target: { value: '10' } });
    expect(await screen.findByText('Page 1 of 2 (15 departments)')).toBeInTheDocument();
    // The pages asked for, in order. Under load the first page is sometimes asked twice in a row
    // (cache-and-network re-asking with the same variables); what the buyer sees does not change.
    const pages = asked
      .map(({ activeOnly, pageSize }) => ({ activeOnly, pageSize }))
      .filter((p, i, all) => i === 0 || JSON.stringify(p) !== JSON.stringify(all[i - 1]));
    expect(pages).toEqual([
      { activeOnly: true, pageSize: 25 },
      { activeOnly: false, pageSize: 25 },
      { activeOnly: false, pageSize: 10 },
    ]);
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

describe('departments failures', () => {
  it.each(ERP_FAILURES)('says the departments could not be retrieved on $failure of the ERP', async ({ code }) => {
    server.use(api.query(CompanyDepartmentsDocument, () => erpFailure(code)));
    openDepartments();
    expect(await screen.findByText('Error retrieving user/department(s).')).toBeInTheDocument();
  });
});
