import { useState } from 'react';
import { ADMIN_MESSAGES, USERS_DEFAULT_PAGE_SIZE } from '@mro/rules/administration';
import { Button } from '../../ui/Button';
import type { DataColumn } from '../../ui/DataTable';
import { EmailAddress } from '../../ui/EmailAddress';
import { NativeSelect } from '../../ui/Select';
import type { CompanyUserRole } from '../../generated/graphql';
import { CompanyUsersDocument, type CompanyUsersQuery } from './Users.generated';
import { AdminListPage, useAdminList, useAdminQuery } from './AdminList';
import { UserDialog } from './UserDialog';
import { ActiveConfirm } from './ActiveConfirm';
import './administration.css';

type Row = CompanyUsersQuery['companyUsers']['nodes'][number];
// The Role filter: the ERP's has_role (super administrators count as administrators, §6).
const ROLE_CHOICES: { value: CompanyUserRole; label: string }[] = [
  { value: 'ADMIN', label: 'Administrators' },
  { value: 'SUPER_ADMIN', label: 'Super administrators' },
];
const NOUN = { one: 'User', many: 'users' };

const columns = (edit: (row: Row) => void, confirm: (row: Row) => void): DataColumn<Row>[] => [
  { header: 'User', rowHeader: true, cell: (user) => <EmailAddress address={user.username} /> },
  { header: 'Name', cell: (user) => user.name },
  { header: 'Phone', nowrap: true, cell: (user) => user.phone ?? '' },
  {
    header: 'Role',
    cell: (user) =>
      [user.isAdmin ? 'Administrator' : 'User', user.isSupervisor ? 'Supervisor' : null].filter(Boolean).join(', '),
  },
  { header: 'Status', cell: (user) => (user.active ? 'Active' : 'Deactivated') },
  {
    header: 'Actions',
    cell: (user) => (
      <div className="admin-actions">
        <Button variant="secondary" aria-label={`Edit ${user.username}`} onPress={() => edit(user)}>
          Edit
        </Button>
        {!user.isViewer && (
          <Button
            variant="secondary"
            aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.username}`}
            onPress={() => confirm(user)}
          >
            {user.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        )}
      </div>
    ),
  },
];

/** Manage users (account-admin-calls §2.4): the company's users, searchable and paged, with add and edit. */
export function UsersPage() {
  const admin = useAdminList({ pageSize: USERS_DEFAULT_PAGE_SIZE, activeOnly: false });
  const { editing, setEditing } = admin;
  const [role, setRole] = useState<CompanyUserRole | null>(null);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const { data, loading, error, reload } = useAdminQuery(CompanyUsersDocument, { ...admin.input, role });
  const users = data?.companyUsers;

  return (
    <>
      <AdminListPage
        title="Manage Users"
        noun={NOUN}
        description="Name, e-mail or phone."
        state={admin}
        list={users}
        loading={loading}
        error={error}
        empty={ADMIN_MESSAGES.noUsers}
        columns={() => columns((user) => setEditing({ id: user.id }), setConfirming)}
      >
        <NativeSelect
          label="Role"
          value={role ?? ''}
          placeholder="All roles"
          options={ROLE_CHOICES}
          onChange={admin.controls.restart((value: string) =>
            setRole(ROLE_CHOICES.find((choice) => choice.value === value)?.value ?? null),
          )}
        />
      </AdminListPage>
      {editing && (
        <UserDialog
          userId={editing.id}
          onClose={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      )}
      {confirming && (
        <ActiveConfirm
          user={confirming}
          onClose={(changed) => {
            setConfirming(null);
            if (changed) reload();
          }}
        />
      )}
    </>
  );
}
