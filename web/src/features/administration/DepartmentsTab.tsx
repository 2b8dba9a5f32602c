import { useQuery } from '@apollo/client/react';
import {
  DEPARTMENTS_LISTED,
  DEPARTMENT_SEARCH_MIN,
  USER_DIALOG_MESSAGES,
  withoutDepartment,
  type UserDepartments,
} from '@mro/rules/administration';
import { Checkbox } from '../../ui/Checkbox';
import { RadioGroup } from '../../ui/ChoiceGroups';
import { UserDepartmentChoicesDocument } from './UserAccess.generated';
import { useAdministeredCompany } from './useAdministeredCompany';
import { AssignedRows, PickList, PickerSearch, usePickerSearch } from './PickerChips';
import type { Department } from './useUserAccess';

const NO_DEFAULT = '';

/**
 * The user's departments (account-admin-calls §2.4, §3): assigned ones, the default among them and "allow
 * all departments". Up to 25 company departments are listed to add; beyond, they are searched (more than 1
 * character, 750 ms after the last key).
 */
export function DepartmentsTab({
  value,
  onChange,
  known,
  remember,
  company,
  errors,
}: {
  value: UserDepartments;
  onChange: (next: UserDepartments) => void;
  known: Department[];
  remember: (department: Department) => void;
  company: { totalCount: number; nodes: Department[] } | null;
  errors: Readonly<Record<string, string>>;
}) {
  const describe = (key: string) => known.find((d) => d.key === key) ?? { key, description: '' };
  const assigned = value.keys.map(describe);
  const add = (department: Department) => {
    remember(department);
    onChange({ ...value, keys: [...value.keys, department.key] });
  };
  const searchable = (company?.totalCount ?? 0) > DEPARTMENTS_LISTED;
  return (
    <div>
      <Checkbox
        label="Allow all departments"
        isSelected={value.allowAll}
        onChange={(allowAll) => onChange({ ...value, allowAll })}
      />
      <p className="muted">With this box the user may choose any active department, not only theirs.</p>
      <AssignedRows
        legend="The user’s departments"
        items={assigned}
        keyOf={(d) => d.key}
        labelOf={(d) => (
          <span>
            <strong>{d.key}</strong> {d.description}
          </span>
        )}
        none="No departments assigned."
        removeName={(d) => `Remove department ${d.key}`}
        onRemove={(d) => onChange(withoutDepartment(value, d.key))}
      >
        {assigned.length > 0 && (
          <RadioGroup
            label="Default department"
            value={value.defaultKey ?? NO_DEFAULT}
            options={[
              { value: NO_DEFAULT, label: 'None' },
              ...assigned.map((d) => ({ value: d.key, label: `${d.key} ${d.description}`.trim() })),
            ]}
            onChange={(key) => onChange({ ...value, defaultKey: key === NO_DEFAULT ? null : key })}
          />
        )}
        {errors['departments.defaultKey'] && <p className="field-error">{errors['departments.defaultKey']}</p>}
      </AssignedRows>
      {searchable ? (
        <DepartmentSearch chosen={value.keys} onAdd={add} />
      ) : (
        <DepartmentOffer departments={company?.nodes ?? []} chosen={value.keys} onAdd={add} />
      )}
    </div>
  );
}

function DepartmentOffer({
  departments,
  chosen,
  onAdd,
}: {
  departments: Department[];
  chosen: readonly string[];
  onAdd: (department: Department) => void;
}) {
  const open = departments.filter((d) => !chosen.includes(d.key));
  if (open.length === 0) return null;
  return (
    <div>
      <p className="field-label">Add a department</p>
      <PickList
        items={open}
        keyOf={(d) => d.key}
        look="chips"
        textOf={(d) => `Add ${d.key}`}
        nameOf={(d) => `Add ${d.key} department`}
        variant="secondary"
        onPick={onAdd}
      />
    </div>
  );
}

function DepartmentSearch({ chosen, onAdd }: { chosen: readonly string[]; onAdd: (department: Department) => void }) {
  const search = usePickerSearch(DEPARTMENT_SEARCH_MIN);
  const [company] = useAdministeredCompany();
  const { data, loading } = useQuery(UserDepartmentChoicesDocument, {
    variables: { search: search.settled, customerNumber: company },
    skip: !search.ready,
  });
  const found = (data?.userDepartmentChoices.nodes ?? []).filter((d) => !chosen.includes(d.key));
  return (
    <div>
      <PickerSearch
        search={search}
        label="Search departments"
        description="Type at least 2 characters of a code or description."
        answered={search.ready && !loading && !!data}
        noneFound={USER_DIALOG_MESSAGES.noDepartments}
        items={found}
        keyOf={(d) => d.key}
        look="chips"
        textOf={(d) => `Add ${d.key} ${d.description}`}
        onPick={onAdd}
      />
    </div>
  );
}
