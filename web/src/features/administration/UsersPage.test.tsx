import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyUsersInput, CreateCompanyUserInput, UpdateCompanyUserInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { ERP_FAILURES, erpFailure } from '../../testing/erpFailures';
import {
  administrableCompaniesOf,
  alanApprover,
  companyUsersOf,
  departmentChoicesOf,
  userDetailOf,
  usersPageOf,
  workflowOf,
} from '../../testing/factories/administration';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AdministrableCompaniesDocument } from './Companies.generated';
import { UserDepartmentChoicesDocument } from './UserAccess.generated';
import {
  CompanyUserDocument,
  CompanyUsersDocument,
  CompanyWorkflowDocument,
  CreateCompanyUserDocument,
  DeactivateCompanyUserDocument,
  SendCompanyUserPasswordResetDocument,
  SupervisorCandidatesDocument,
  UpdateCompanyUserDocument,
} from './Users.generated';
import { UsersPage } from './UsersPage';

/** The users page (its guard, administrators only, is app/AccountLayout.test.tsx's). */
const openUsers = () => renderRoute(<UsersPage />, { path: '/administration/users' });

const USERS = companyUsersOf();
const userNamed = (username: string) => USERS.find((u) => u.username === username)!;

/**
 * The company's users as the gateway lists them: `found` answers a search (by its text) and the
 * active-only box, from which the page asked for is answered. Returns the list inputs sent.
 */
function listing(found: { all: typeof USERS; searches?: Record<string, typeof USERS> }) {
  const inputs: CompanyUsersInput[] = [];
  server.use(
    answerQuery(CompanyUsersDocument, ({ variables: { input } }) => {
      inputs.push(input);
      const users = input.role
        ? found.all.filter((u) => u.isAdmin)
        : input.activeOnly
          ? found.all.filter((u) => u.active)
          : input.filter
            ? (found.searches?.[input.filter] ?? [])
            : found.all;
      return { companyUsers: usersPageOf(users, input.page ?? 1, input.pageSize ?? 10) };
    }),
  );
  return inputs;
}

const ok = { userErrors: [] };

beforeEach(() => {
  server.use(
    api.query(AdministrableCompaniesDocument, () => HttpResponse.json({ data: administrableCompaniesOf() })),
    api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: workflowOf() })),
    api.query(UserDepartmentChoicesDocument, () => HttpResponse.json({ data: departmentChoicesOf() })),
    answerQuery(SupervisorCandidatesDocument, { supervisorCandidates: [alanApprover] }),
  );
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Company users' }))
    .getAllByRole('row')
    .slice(1);

describe('manage users', () => {
  it('pages the users by username, 10 by default, with at most 5 page links, to the last page', async () => {
    listing({ all: USERS });
    openUsers();
    expect(await screen.findByText('admin@acme.example')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const links = within(screen.getByRole('navigation', { name: 'User page numbers' })).getAllByRole('button');
    expect(links.map((l) => l.textContent)).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Users per page' }), { target: { value: '5' } });
    expect(await screen.findByText('Page 1 of 12 (57 users)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 12 (57 users)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'User page numbers' }))
        .getAllByRole('button')
        .map((l) => l.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    for (let page = 4; page <= 12; page += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(`Page ${page} of 12 (57 users)`)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(rows()).toHaveLength(2);
  });

  it('waits 750 ms after the last key, then filters from page 1; the active-only box filters', async () => {
    // user050 to user055 match "user05"; nobody matches "nobody"; 46 of the 57 are active.
    const queries = listing({
      all: USERS,
      searches: { user05: USERS.filter((u) => u.username.startsWith('user05')), nobody: [] },
    });
    openUsers();
    await screen.findByText('admin@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Page 3 of 6 (57 users)');
    const before = queries.length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: 'user05' } });
    expect(queries.slice(before).some((q) => q.filter)).toBe(false);
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(queries.at(-1)).toMatchObject({ filter: 'user05', page: 1 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No users were found.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active users only' }));
    expect(await screen.findByText('Page 1 of 5 (46 users)')).toBeInTheDocument();
  });

  it('filters by role from page 1 (administrators, as the ERP’s has_role) and back to all roles', async () => {
    const queries = listing({ all: USERS });
    openUsers();
    await screen.findByText('admin@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Page 3 of 6 (57 users)');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All roles', 'Administrators', 'Super administrators']);
    fireEvent.change(role, { target: { value: 'ADMIN' } });
    await waitFor(() =>
      expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('admin@acme.example')]),
    );
    expect(queries.at(-1)).toMatchObject({ role: 'ADMIN', page: 1 });
    fireEvent.change(role, { target: { value: '' } });
    expect(await screen.findByText('Page 1 of 6 (57 users)')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ role: null });
  });

  it('creates a user after the dialog’s checks, with the sub-option and supervisor rules', async () => {
    listing({ all: USERS });
    const created: CreateCompanyUserInput[] = [];
    server.use(
      answerMutation(CreateCompanyUserDocument, ({ variables: { input } }) => {
        created.push(input);
        const user = { ...userNamed('user001@acme.example'), id: '5000', username: input.username, name: input.name };
        return { createCompanyUser: { __typename: 'CompanyUserPayload', user: userDetailOf(user), ...ok } };
      }),
    );
    openUsers();
    await screen.findByText('admin@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const inDialog = within(dialog);
    fireEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    expect(await inDialog.findByText('Required fields are missing')).toBeInTheDocument();
    expect(inDialog.getByText('Name is required.')).toBeInTheDocument();
    expect(created).toEqual([]);
    // Sub-options need can_submit_orders; require and disable card exclude each other.
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Require credit card' }));
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Disable credit card' }));
    expect(inDialog.getByRole('checkbox', { name: 'Require credit card' })).not.toBeChecked();
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Can submit orders' }));
    expect(inDialog.getByRole('checkbox', { name: 'Disable credit card' })).not.toBeChecked();
    expect(inDialog.getByRole('checkbox', { name: 'Disable credit card' })).toBeDisabled();
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Can submit orders' }));
    // Master implies supervisor; removing supervisor removes master.
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Tools: is master approver' }));
    expect(inDialog.getByRole('checkbox', { name: 'Tools: is supervisor' })).toBeChecked();
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Tools: is supervisor' }));
    expect(inDialog.getByRole('checkbox', { name: 'Tools: is master approver' })).not.toBeChecked();
    // A No limit box disables its input.
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'No Tools spend limit' }));
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '300' } });
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Search Tools supervisors' }), { target: { value: 'a' } });
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Search Tools supervisors' }), {
      target: { value: 'alan' },
    });
    fireEvent.click(await inDialog.findByRole('button', { name: 'Add Alan Approver to Tools supervisors' }));
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Nia New' } });
    fireEvent.change(inDialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nia@acme.example' } });
    fireEvent.change(inDialog.getByLabelText('Password'), { target: { value: 'secret1x' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('User created.')).toBeInTheDocument();
    const input = created[0]!;
    expect(input).toMatchObject({ name: 'Nia New', username: 'nia@acme.example', password: 'secret1x' });
    expect(input.permissions).toContain('CAN_SUBMIT_ORDERS');
    expect(input.permissions).not.toContain('DISABLE_CC');
    expect(input.limits?.find((l) => l.itemType === 'Tools')).toMatchObject({
      spendLimit: '300',
      noSpendLimit: false,
      supervisorIds: ['2'],
    });
  });

  it('edits a user, sends a reset e-mail, and deactivates after a confirmation (never the viewer)', async () => {
    const approver = userNamed('approver@acme.example');
    const gateway = {
      users: USERS,
      updated: [] as UpdateCompanyUserInput[],
      resets: [] as string[],
      deactivated: [] as string[],
    };
    server.use(
      answerQuery(CompanyUsersDocument, ({ variables: { input } }) => ({
        companyUsers: usersPageOf(gateway.users, input.page ?? 1, input.pageSize ?? 10),
      })),
      answerQuery(CompanyUserDocument, { companyUser: userDetailOf(approver) }),
      answerMutation(SendCompanyUserPasswordResetDocument, ({ variables: { input } }) => {
        gateway.resets.push(input.id);
        return {
          sendCompanyUserPasswordReset: {
            __typename: 'SendCompanyUserPasswordResetPayload',
            message: 'A password reset e-mail was sent to approver@acme.example.',
            ...ok,
          },
        };
      }),
      answerMutation(UpdateCompanyUserDocument, ({ variables: { input } }) => {
        gateway.updated.push(input);
        return { updateCompanyUser: { __typename: 'CompanyUserPayload', user: userDetailOf(approver), ...ok } };
      }),
      // From now on the gateway lists Alan as deactivated.
      answerMutation(DeactivateCompanyUserDocument, ({ variables: { input } }) => {
        gateway.deactivated.push(input.id);
        gateway.users = gateway.users.map((u) => (u.id === input.id ? { ...u, active: false } : u));
        return {
          deactivateCompanyUser: {
            __typename: 'CompanyUserPayload',
            user: { __typename: 'CompanyUser', id: input.id, active: false },
            ...ok,
          },
        };
      }),
    );
    openUsers();
    await screen.findByText('admin@acme.example');
    expect(screen.queryByRole('button', { name: 'Deactivate admin@acme.example' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit approver@acme.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const inDialog = within(dialog);
    expect(await inDialog.findByRole('textbox', { name: 'Tools spend limit' })).toHaveValue('2500');
    fireEvent.click(inDialog.getByRole('button', { name: 'Send Password Reset E-mail' }));
    expect(await screen.findByText('A password reset e-mail was sent to approver@acme.example.')).toBeInTheDocument();
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    expect(await inDialog.findByText('Enter an amount of 0 or more, or check No limit.')).toBeInTheDocument();
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '99.50' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(gateway.resets).toEqual(['2']);
    expect(gateway.updated[0]?.limits?.find((l) => l.itemType === 'Tools')?.spendLimit).toBe('99.50');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate approver@acme.example' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate User' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated.')).toBeInTheDocument();
    expect(gateway.deactivated).toEqual(['2']);
    expect(await screen.findByRole('button', { name: 'Reactivate approver@acme.example' })).toBeInTheDocument();
  });
});

describe('users failures', () => {
  it.each(ERP_FAILURES)('says the users could not be retrieved on $failure of the ERP', async ({ code }) => {
    server.use(api.query(CompanyUsersDocument, () => erpFailure(code)));
    openUsers();
    expect(await screen.findByText('Error retrieving user/department(s).')).toBeInTheDocument();
  });
});
