import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ADMIN_FILTER_DEBOUNCE_MS,
  ADMIN_FILTER_MAX,
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZES,
  USERS_DEFAULT_PAGE_SIZE,
  pageLinks,
} from '@mro/rules/administration';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { PageLinks } from '../../ui/PageLinks';
import { Pager, pageCountOf } from '../../ui/Pager';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { EmailAddress } from '../../ui/EmailAddress';
import { TextField } from '../../ui/TextField';
import { pageFailure } from '../../lib/apolloErrors';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import type { CompanyUserRole } from '../../generated/graphql';
import { CompanyUsersDocument, type CompanyUsersQuery } from './Users.generated';
import { UserDialog } from './UserDialog';
import { ActiveConfirm } from './ActiveConfirm';
import { CompanyPicker } from './CompanyPicker';
import { useAdministeredCompany } from './useAdministeredCompany';
import './administration.css';

type Row = CompanyUsersQuery['companyUsers']['nodes'][number];
// The Role filter: the ERP's has_role (super administrators count as administrators, §6).
const ROLE_CHOICES: { value: CompanyUserRole; label: string }[] = [
  { value: 'ADMIN', label: 'Administrators' },
  { value: 'SUPER_ADMIN', label: 'Super administrators' },
];
type Editing = { id: string | null } | null;

/** Manage users (account-admin-calls §2.4): the company's users, searchable and paged, with add and edit. */
export function UsersPage() {
  usePageTitle('Manage Users');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(USERS_DEFAULT_PAGE_SIZE);
  const [filter, setFilter] = useState('');
  const [activeOnly, setActiveOnly] = useState(false);
  const [role, setRole] = useState<CompanyUserRole | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [company, setCompany] = useAdministeredCompany();
  const settled = useDebouncedValue(filter.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  // The page goes back to 1 once the debounced filter changes (not on every key).
  const [pageFilter, setPageFilter] = useState(settled);
  if (pageFilter !== settled) {
    setPageFilter(settled);
    setPage(1);
  }
  const {
    data: fresh,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(CompanyUsersDocument, {
    variables: { input: { page, pageSize, filter: settled || null, activeOnly, role, customerNumber: company } },
    fetchPolicy: 'cache-and-network',
  });
  // The last page stays up while the next one loads.
  const data = fresh ?? previousData;
  const users = data?.companyUsers;
  const pageCount = users ? pageCountOf(users.totalCount, users.pageSize) : 1;
  const reload = () => void refetch();

  return (
    <>
      <h1>Manage Users</h1>
      <CompanyPicker
        value={company}
        onChange={(chosen) => {
          setCompany(chosen);
          setPage(1);
        }}
      />
      <div className="admin-toolbar">
        <TextField
          label="Search users"
          description="Name, e-mail or phone."
          value={filter}
          maxLength={ADMIN_FILTER_MAX}
          onChange={setFilter}
        />
        <Checkbox
          label="Active users only"
          isSelected={activeOnly}
          onChange={(on) => {
            setActiveOnly(on);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Role"
          value={role ?? ''}
          placeholder="All roles"
          options={ROLE_CHOICES}
          onChange={(value) => {
            setRole(ROLE_CHOICES.find((choice) => choice.value === value)?.value ?? null);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Users per page"
          value={String(pageSize)}
          options={ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => {
            setPageSize(Number(value));
            setPage(1);
          }}
        />
        <Button onPress={() => setEditing({ id: null })}>Add User</Button>
      </div>
      {loading && !data ? (
        <Spinner label="Loading users…" />
      ) : error && !data ? (
        <Alert tone="error">{pageFailure(error, ADMIN_MESSAGES.loadFailed)}</Alert>
      ) : !users || users.nodes.length === 0 ? (
        <Alert tone="info">{ADMIN_MESSAGES.noUsers}</Alert>
      ) : (
        <>
          <SimpleTable caption="Company users" stackOnPhone>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.nodes.map((user) => (
                <tr key={user.id}>
                  <th scope="row" data-label="User">
                    <EmailAddress address={user.username} />
                  </th>
                  <td data-label="Name">{user.name}</td>
                  <td data-label="Phone" className="nowrap">
                    {user.phone ?? ''}
                  </td>
                  <td data-label="Role">
                    {[user.isAdmin ? 'Administrator' : 'User', user.isSupervisor ? 'Supervisor' : null]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td data-label="Status">{user.active ? 'Active' : 'Deactivated'}</td>
                  <td data-label="Actions">
                    <div className="admin-actions">
                      <Button
                        variant="secondary"
                        aria-label={`Edit ${user.username}`}
                        onPress={() => setEditing({ id: user.id })}
                      >
                        Edit
                      </Button>
                      {!user.isViewer && (
                        <Button
                          variant="secondary"
                          aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.username}`}
                          onPress={() => setConfirming(user)}
                        >
                          {user.active ? 'Deactivate' : 'Reactivate'}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          {users.pageSize < users.totalCount && (
            <>
              <PageLinks
                label="User page numbers"
                pages={pageLinks(users.page, pageCount)}
                page={users.page}
                onPage={setPage}
              />
              <Pager
                label="User pages"
                page={users.page}
                pageCount={pageCount}
                total={users.totalCount}
                noun="users"
                onPage={setPage}
              />
            </>
          )}
        </>
      )}
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
