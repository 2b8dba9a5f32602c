import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ADMIN_FILTER_DEBOUNCE_MS, ADMIN_FILTER_MAX, SUPERVISOR_SEARCH_MIN } from '@mro/rules/administration';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useAdministeredCompany } from './useAdministeredCompany';
import { DepartmentUserCandidatesDocument } from './Departments.generated';
import type { Person } from './LimitsTab';

/** The department dialog's Users tab: its users, and a search to add more. */
export function DepartmentUsersTab({ users, onChange }: { users: Person[]; onChange: (users: Person[]) => void }) {
  const [company] = useAdministeredCompany();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  const ready = settled.length >= SUPERVISOR_SEARCH_MIN;
  const { data, loading } = useQuery(DepartmentUserCandidatesDocument, {
    variables: { search: settled, customerNumber: company },
    skip: !ready,
  });
  const found = (data?.departmentUserCandidates ?? []).filter((p) => !users.some((u) => u.id === p.id));
  return (
    <div>
      {users.length === 0 ? (
        <p className="muted">No users in this department.</p>
      ) : (
        <ul className="admin-chips">
          {users.map((u) => (
            <li key={u.id}>
              {u.name}{' '}
              <Button
                variant="link"
                aria-label={`Remove ${u.name}`}
                onPress={() => onChange(users.filter((x) => x.id !== u.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Search users"
        description="Type at least 2 characters of a name or e-mail."
        value={search}
        maxLength={ADMIN_FILTER_MAX}
        onChange={setSearch}
      />
      {ready && !loading && data && found.length === 0 && <p className="muted">No users were found.</p>}
      {found.length > 0 && (
        <ul className="admin-chips">
          {found.map((p) => (
            <li key={p.id}>
              <Button
                variant="secondary"
                aria-label={`Add ${p.name}`}
                onPress={() => {
                  onChange([...users, p]);
                  setSearch('');
                }}
              >
                {`Add ${p.name}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
