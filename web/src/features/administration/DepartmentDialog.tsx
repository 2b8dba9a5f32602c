import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ADMIN_FILTER_DEBOUNCE_MS,
  ADMIN_FILTER_MAX,
  DEPARTMENT_LIMITS,
  DEPARTMENT_MESSAGES,
  SUPERVISOR_SEARCH_MIN,
  checkDepartment,
} from '@mro/rules/administration';
import { DEPARTMENT_DIALOG_TABS, departmentDialogField, placeErrors, type PlacedError } from '@mro/rules/dialog-tabs';
import type { RuleError } from '@mro/rules/common';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { useAdministeredCompany } from './useAdministeredCompany';
import {
  CompanyDepartmentDocument,
  CreateCompanyDepartmentDocument,
  DepartmentUserCandidatesDocument,
  UpdateCompanyDepartmentDocument,
  type CompanyDepartmentQuery,
} from './Departments.generated';
import type { Person } from './LimitsTab';
import { DialogErrorSummary } from './DialogErrorSummary';

type Loaded = CompanyDepartmentQuery['companyDepartment'];

/** Add or edit a department: General (code, description, spend limit) and Users. */
export function DepartmentDialog({
  departmentId,
  limitsByDepartment,
  onClose,
}: {
  departmentId: string | null;
  limitsByDepartment: boolean;
  onClose: (saved: boolean) => void;
}) {
  const loaded = useQuery(CompanyDepartmentDocument, {
    variables: { id: departmentId ?? '' },
    skip: departmentId === null,
    fetchPolicy: 'network-only',
  });
  return (
    <Modal
      title={departmentId ? 'Edit Department' : 'Add Department'}
      isOpen
      onOpenChange={(o) => !o && onClose(false)}
    >
      {loaded.error ? (
        <>
          <Alert tone="error">{friendlyError(loaded.error, DEPARTMENT_MESSAGES.notFound)}</Alert>
          <Button variant="secondary" onPress={() => onClose(false)}>
            Cancel
          </Button>
        </>
      ) : departmentId && !loaded.data ? (
        <Spinner label="Loading department…" />
      ) : (
        <DepartmentForm
          department={loaded.data?.companyDepartment ?? null}
          limitsByDepartment={limitsByDepartment}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** Who approves over the department's limit, and who created and last changed it (§3 Department). */
function DepartmentRecord({ department }: { department: NonNullable<Loaded> }) {
  return (
    <dl>
      <dt>Supervisors</dt>
      <dd>
        {department.supervisors.length === 0
          ? 'None'
          : department.supervisors.map((s) => `${s.name} (${s.username})`).join(', ')}
      </dd>
      <dt>Created</dt>
      <dd>{`${formatDate(department.createdOn)} by ${department.createdBy}`}</dd>
      <dt>Last changed</dt>
      <dd>
        {department.lastChangedOn
          ? `${formatDate(department.lastChangedOn)} by ${department.lastChangedBy ?? 'unknown'}`
          : 'Never'}
      </dd>
    </dl>
  );
}

function DepartmentForm({
  department,
  limitsByDepartment,
  onClose,
}: {
  department: Loaded | null;
  limitsByDepartment: boolean;
  onClose: (saved: boolean) => void;
}) {
  const [company] = useAdministeredCompany();
  const [key, setKey] = useState(department?.key ?? '');
  const [description, setDescription] = useState(department?.description ?? '');
  const [spendLimit, setSpendLimit] = useState(
    department?.spendLimit === null || department === null ? '' : String(department.spendLimit),
  );
  const [noSpendLimit, setNoSpendLimit] = useState(department ? department.spendLimit === null : !limitsByDepartment);
  const [users, setUsers] = useState<Person[]>(
    department?.users.map(({ id, name, username }) => ({ id, name, username })) ?? [],
  );
  const [checked, setChecked] = useState<Readonly<Record<string, string>>>({});
  const [tab, setTab] = useState<string>('general');
  const [placed, setPlaced] = useState<readonly PlacedError[]>([]);
  /** Names each error's tab and field in the summary and opens the tab of the first. */
  const show = (found: readonly RuleError[]) => {
    const where = placeErrors(found, departmentDialogField, DEPARTMENT_DIALOG_TABS);
    setPlaced(where);
    if (where[0]) setTab(where[0].tab);
  };
  const common = { failed: DEPARTMENT_MESSAGES.saveFailed, fieldOf: (field: string) => field };
  const create = useMutationWithErrors(CreateCompanyDepartmentDocument, (d) => d.createCompanyDepartment, {
    ...common,
    notify: DEPARTMENT_MESSAGES.created,
  });
  const update = useMutationWithErrors(UpdateCompanyDepartmentDocument, (d) => d.updateCompanyDepartment, {
    ...common,
    notify: DEPARTMENT_MESSAGES.updated,
  });
  const save = department ? update : create;
  const errors = { ...save.fieldErrors, ...checked };

  const submit = async () => {
    const found = checkDepartment({ key, description, spendLimit, noSpendLimit }, limitsByDepartment);
    setChecked(Object.fromEntries(found.map((e) => [e.field, e.message])));
    show(found);
    if (found.length > 0) {
      save.setFailure(DEPARTMENT_MESSAGES.requiredMissing);
      return;
    }
    const input = { key, description, spendLimit, noSpendLimit, userIds: users.map((u) => u.id) };
    const outcome = department
      ? await update.run({ variables: { input: { ...input, id: department.id } } })
      : await create.run({ variables: { input: { ...input, customerNumber: company } } });
    if (outcome.ok) onClose(true);
    else
      show(
        (outcome.payload?.userErrors ?? []).flatMap((e) => (e.field ? [{ field: e.field, message: e.message }] : [])),
      );
  };

  const general = (
    <div className="form-grid">
      <TextField
        label="Code"
        isRequired
        value={key}
        maxLength={DEPARTMENT_LIMITS.key}
        error={errors.key}
        onChange={setKey}
      />
      <TextField
        label="Description"
        isRequired
        value={description}
        maxLength={DEPARTMENT_LIMITS.description}
        error={errors.description}
        onChange={setDescription}
      />
      {department && <DepartmentRecord department={department} />}
      {limitsByDepartment && (
        <div>
          <TextField
            label="Spend limit"
            inputMode="decimal"
            value={noSpendLimit ? '' : spendLimit}
            isDisabled={noSpendLimit}
            maxLength={12}
            error={errors.spendLimit}
            onChange={setSpendLimit}
          />
          <Checkbox label="No spend limit" isSelected={noSpendLimit} onChange={setNoSpendLimit} />
        </div>
      )}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Tabs
        label="Department settings"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'general', title: 'General', content: general },
          { id: 'users', title: 'Users', content: <UsersTab users={users} onChange={setUsers} /> },
        ]}
      />
      {save.failure && <DialogErrorSummary heading={save.failure} errors={placed} />}
      <div className="form-actions">
        <Button type="submit" isDisabled={save.loading}>
          {department ? 'Update' : 'Create'}
        </Button>
        <Button variant="secondary" onPress={() => onClose(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function UsersTab({ users, onChange }: { users: Person[]; onChange: (users: Person[]) => void }) {
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
