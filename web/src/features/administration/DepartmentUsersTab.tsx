import { useQuery } from '@apollo/client/react';
import { SUPERVISOR_SEARCH_MIN } from '@mro/rules/administration';
import { useAdministeredCompany } from './useAdministeredCompany';
import { ChosenPeople, PickerSearch, usePickerSearch } from './PickerChips';
import { DepartmentUserCandidatesDocument } from './Departments.generated';
import type { Person } from './LimitsTab';

/** The department dialog's Users tab: its users, and a search to add more. */
export function DepartmentUsersTab({ users, onChange }: { users: Person[]; onChange: (users: Person[]) => void }) {
  const [company] = useAdministeredCompany();
  const search = usePickerSearch(SUPERVISOR_SEARCH_MIN);
  const { data, loading } = useQuery(DepartmentUserCandidatesDocument, {
    variables: { search: search.settled, customerNumber: company },
    skip: !search.ready,
  });
  const found = (data?.departmentUserCandidates ?? []).filter((p) => !users.some((u) => u.id === p.id));
  return (
    <div>
      <ChosenPeople
        people={users}
        none="No users in this department."
        removeName={(u) => `Remove ${u.name}`}
        onChange={onChange}
      />
      <PickerSearch
        search={search}
        label="Search users"
        description="Type at least 2 characters of a name or e-mail."
        answered={search.ready && !loading && !!data}
        noneFound="No users were found."
        items={found}
        keyOf={(p) => p.id}
        look="chips"
        nameOf={(p) => `Add ${p.name}`}
        textOf={(p) => `Add ${p.name}`}
        onPick={(p) => onChange([...users, p])}
      />
    </div>
  );
}
