import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../testing/api';
import { ERP_FAILURES, erpFailure } from '../../testing/erpFailures';
import { server } from '../../testing/server';
import { CompanyUsersDocument } from './Users.generated';
import { answerUsersPageSurroundings, listing, openUsers, USERS } from './UsersPage.testing';

beforeEach(answerUsersPageSurroundings);

const rows = () =>
  within(screen.getByRole('table', { name: 'Company users' }))
    .getAllByRole('row')
    .slice(1);

describe('the users list', () => {
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
});

describe('users failures', () => {
  it.each(ERP_FAILURES)('says the users could not be retrieved on $failure of the ERP', async ({ code }) => {
    server.use(api.query(CompanyUsersDocument, () => erpFailure(code)));
    openUsers();
    expect(await screen.findByText('Error retrieving user/department(s).')).toBeInTheDocument();
  });
});
