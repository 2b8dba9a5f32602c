import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AddAllowedCompanyInput, RemoveAllowedCompanyInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { departmentOf, departmentsPageOf, usersPageOf, workflowOf } from '../../testing/factories/administration';
import {
  acme,
  allowedCompaniesOf,
  companyChoicesOf,
  globex,
  northwind,
  northwindUsersOf,
  supplyCustomers,
  type Company,
} from '../../testing/factories/administrationCompanies';
import { server } from '../../testing/server';
import {
  AddAllowedCompanyDocument,
  AdministrableCompaniesDocument,
  CompanyUserAllowedCompaniesDocument,
  RemoveAllowedCompanyDocument,
  type AdministrableCompaniesQuery,
} from './Companies.generated';
import { CompanyDepartmentsDocument } from './Departments.generated';
import { CompanyUsersDocument, CompanyWorkflowDocument } from './Users.generated';
import { openDepartments } from './DepartmentsPage.testing';
import { answerUserDialogChoices, openUsers, USERS as ACME_USERS } from './UsersPage.testing';

/**
 * The gateway as the administration pages read it for Ada Admin of Acme: a plain administrator's
 * companies (Acme and `allowed`, a select list) or, for a super administrator, the answers to company
 * searches by their text (none without a search); Acme's users, or Northwind's (10002) when it is
 * picked. Returns what the pages sent: the company searches and the company each users list was for.
 */
function gateway({
  allowed = [],
  superAdmin = false,
  searches = {},
}: { allowed?: Company[]; superAdmin?: boolean; searches?: Record<string, AdministrableCompaniesQuery> } = {}) {
  const sent = { searches: [] as (string | null)[], usersOf: [] as (string | null)[] };
  server.use(
    api.query(AdministrableCompaniesDocument, ({ variables: { search = null } }) => {
      sent.searches.push(search);
      const answer = !superAdmin
        ? companyChoicesOf('SELECT', [acme, ...allowed])
        : (searches[search ?? ''] ?? companyChoicesOf('SEARCH', []));
      return HttpResponse.json({ data: answer });
    }),
    api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: workflowOf(superAdmin) })),
    answerQuery(CompanyUsersDocument, ({ variables: { input } }) => {
      const customer = input.customerNumber ?? null;
      sent.usersOf.push(customer);
      const users = customer === northwind.customerNumber ? northwindUsersOf() : ACME_USERS;
      return { companyUsers: usersPageOf(users, input.page ?? 1, input.pageSize ?? 10) };
    }),
  );
  return sent;
}

/** A super administrator's searches: "north" and 10002 find Northwind, "globex" Globex, "supply" 237 customers. */
const SEARCHES = {
  north: companyChoicesOf('SEARCH', [northwind]),
  '10002': companyChoicesOf('SEARCH', [northwind]),
  globex: companyChoicesOf('SEARCH', [globex]),
  supply: companyChoicesOf('SEARCH', supplyCustomers(237), 237),
};

describe('the company picker of the administration pages', () => {
  it('is absent for an administrator of one company, who administers their own', async () => {
    const sent = gateway();
    openUsers();
    await screen.findByText('admin@acme.example');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Find a company' })).not.toBeInTheDocument();
    expect(sent.usersOf.every((c) => c === null)).toBe(true);
  });

  it('offers an administrator their own and allowed companies; the choice lives in the URL', async () => {
    const sent = gateway({ allowed: [northwind] });
    const { router } = openUsers();
    await screen.findByText('admin@acme.example');
    const select = await screen.findByRole('combobox', { name: 'Company' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10001 Acme Fabrication (yours)', '10002 Northwind Traders']);
    fireEvent.change(select, { target: { value: '10002' } });
    expect(await screen.findByText('units@northwind.example')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?customer=10002');
    expect(sent.usersOf.at(-1)).toBe('10002');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('admin@acme.example')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('10001');
  });

  it('lets a super admin search any company (750 ms, more than 1 character) and keeps it on reload', async () => {
    const sent = gateway({ superAdmin: true, searches: SEARCHES });
    const { router } = openUsers();
    await screen.findByText('admin@acme.example');
    expect(await screen.findByText('10001')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Find a company' });
    fireEvent.change(search, { target: { value: 'n' } });
    fireEvent.change(search, { target: { value: 'north' } });
    expect(sent.searches).not.toContain('north');
    const choose = await screen.findByRole('button', { name: 'Administer 10002 Northwind Traders' });
    expect(sent.searches).not.toContain('n');
    fireEvent.click(choose);
    expect(await screen.findByText('units@northwind.example')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?customer=10002');
    // The search clears once chosen: only the current company names Northwind.
    await waitFor(() => expect(screen.getAllByText('Northwind Traders', { exact: false })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Back to your company' }));
    expect(await screen.findByText('admin@acme.example')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the company of the URL, named, and a search caps at 100 of many', async () => {
    gateway({ superAdmin: true, searches: SEARCHES });
    openUsers('?customer=10002');
    expect(await screen.findByText('units@northwind.example')).toBeInTheDocument();
    expect(await screen.findByText('Northwind Traders', { exact: false })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Find a company' }), { target: { value: 'supply' } });
    expect(await screen.findByText('The first 100 of 237 companies: narrow the search.')).toBeInTheDocument();
  });

  it('keeps the departments page on the chosen company too', async () => {
    gateway({ allowed: [northwind] });
    server.use(
      answerQuery(CompanyDepartmentsDocument, { companyDepartments: departmentsPageOf([departmentOf(1)], 1, 1) }),
    );
    const { router } = openDepartments('?customer=10002');
    expect(await screen.findByRole('combobox', { name: 'Company' })).toHaveValue('10002');
    expect(router.state.location.search).toBe('?customer=10002');
  });
});

/** Opens user001's (id 1000) Edit User dialog, answering the user, the company's departments and catalogs. */
async function openUser001() {
  answerUserDialogChoices();
  openUsers();
  await screen.findByText('user001@acme.example');
  fireEvent.click(screen.getByRole('button', { name: 'Edit user001@acme.example' }));
  return screen.findByRole('dialog', { name: 'Edit User' });
}

describe('the Multiview tab of the user dialog', () => {
  it('lists, adds and removes a user’s allowed companies at once, for a super admin', async () => {
    gateway({ superAdmin: true, searches: SEARCHES });
    const globexAllowed = { ...globex, id: '900' };
    const northwindAllowed = { ...northwind, id: '1000' };
    const added: AddAllowedCompanyInput[] = [];
    const removed: RemoveAllowedCompanyInput[] = [];
    server.use(
      answerQuery(CompanyUserAllowedCompaniesDocument, ({ variables }) => ({
        companyUser: allowedCompaniesOf(variables.id, [globexAllowed]),
      })),
      answerMutation(AddAllowedCompanyDocument, ({ variables: { input } }) => {
        added.push(input);
        return {
          addAllowedCompany: {
            __typename: 'AllowedCompanyPayload',
            user: allowedCompaniesOf(input.userId, [globexAllowed, northwindAllowed]),
            userErrors: [],
          },
        };
      }),
      answerMutation(RemoveAllowedCompanyDocument, ({ variables: { input } }) => {
        removed.push(input);
        return {
          removeAllowedCompany: {
            __typename: 'AllowedCompanyPayload',
            user: allowedCompaniesOf(input.userId, [northwindAllowed]),
            userErrors: [],
          },
        };
      }),
    );
    const dialog = await openUser001();
    const inDialog = within(dialog);
    fireEvent.click(await inDialog.findByRole('tab', { name: 'Multiview' }));
    const list = await inDialog.findByRole('list', { name: 'Allowed companies' });
    expect(within(list).getByText('10004 Globex Corporation')).toBeInTheDocument();
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Add company' }), { target: { value: 'globex' } });
    expect(await inDialog.findByRole('button', { name: 'Add 10004 Globex Corporation' })).toBeDisabled();
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Add company' }), { target: { value: 'north' } });
    fireEvent.click(await inDialog.findByRole('button', { name: 'Add 10002 Northwind Traders' }));
    expect(await screen.findByText('Allowed company 10002 Northwind Traders added.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByText('10002 Northwind Traders')).toBeInTheDocument());
    fireEvent.click(inDialog.getByRole('button', { name: 'Remove 10004 Globex Corporation' }));
    expect(await screen.findByText('Allowed company removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('10004 Globex Corporation')).not.toBeInTheDocument());
    expect(added).toEqual([{ userId: '1000', customerNumber: '10002' }]);
    expect(removed).toEqual([{ userId: '1000', allowedCompanyId: '900' }]);
  });

  it('is not there for a plain administrator', async () => {
    gateway();
    const dialog = await openUser001();
    expect(await within(dialog).findByRole('tab', { name: 'Permissions' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Multiview' })).not.toBeInTheDocument();
  });
});
