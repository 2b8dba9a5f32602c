import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyDepartmentsInput } from '../../generated/graphql';
import { answerQuery, api } from '../../testing/api';
import { ERP_FAILURES, erpFailure } from '../../testing/erpFailures';
import { alanApprover, departmentOf, departmentsPageOf } from '../../testing/factories/administration';
import { server } from '../../testing/server';
import { CompanyDepartmentDocument, CompanyDepartmentsDocument } from './Departments.generated';
import { answerDepartments, DEPARTMENTS, openDepartments } from './DepartmentsPage.testing';

/** The pages the gateway was asked for. */
let pagesAsked: number[];

beforeEach(() => {
  pagesAsked = answerDepartments();
});

describe('the departments list', () => {
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
});

describe('departments failures', () => {
  it.each(ERP_FAILURES)('says the departments could not be retrieved on $failure of the ERP', async ({ code }) => {
    server.use(api.query(CompanyDepartmentsDocument, () => erpFailure(code)));
    openDepartments();
    expect(await screen.findByText('Error retrieving user/department(s).')).toBeInTheDocument();
  });
});
