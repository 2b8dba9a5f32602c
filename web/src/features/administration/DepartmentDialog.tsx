import { useQuery } from '@apollo/client/react';
import { useController, useWatch } from 'react-hook-form';
import {
  DEPARTMENT_LIMITS,
  DEPARTMENT_MESSAGES,
  departmentFormErrors,
  type DepartmentForm as DepartmentValues,
} from '@mro/rules/administration';
import { DEPARTMENT_DIALOG_TABS, departmentDialogField } from '@mro/rules/dialog-tabs';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { FormCheckbox, FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { useAdministeredCompany } from './useAdministeredCompany';
import {
  CompanyDepartmentDocument,
  CreateCompanyDepartmentDocument,
  UpdateCompanyDepartmentDocument,
  type CompanyDepartmentQuery,
} from './Departments.generated';
import type { Person } from './LimitsTab';
import { DepartmentRecord } from './DepartmentRecord';
import { DepartmentUsersTab } from './DepartmentUsersTab';
import { TabbedDialogForm } from './TabbedDialogForm';
import { useDialogErrors } from './useDialogErrors';

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

type Values = DepartmentValues & { users: Person[] };

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
  const validate = (values: Values) => departmentFormErrors(values, limitsByDepartment);
  const form = useRulesForm<Values>({
    defaultValues: {
      key: department?.key ?? '',
      description: department?.description ?? '',
      spendLimit: String(department?.spendLimit ?? ''),
      noSpendLimit: department ? department.spendLimit === null : !limitsByDepartment,
      users: department?.users.map(({ id, name, username }) => ({ id, name, username })) ?? [],
    },
    validate,
  });
  const users = useController({ control: form.control, name: 'users' }).field;
  const noSpendLimit = useWatch({ control: form.control, name: 'noSpendLimit' });
  const dialog = useDialogErrors(departmentDialogField, DEPARTMENT_DIALOG_TABS);
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

  const refused = () => {
    dialog.showRules(validate(form.getValues()));
    save.setFailure(DEPARTMENT_MESSAGES.requiredMissing);
  };
  const submit = async ({ users: chosen, ...fields }: Values) => {
    const input = { ...fields, userIds: chosen.map((u) => u.id) };
    const outcome = department
      ? await update.run({ variables: { input: { ...input, id: department.id } } })
      : await create.run({ variables: { input: { ...input, customerNumber: company } } });
    if (outcome.ok) onClose(true);
    else dialog.showRefusal(outcome.payload?.userErrors);
  };

  const general = (
    <div className="form-grid">
      <FormTextField control={form.control} name="key" label="Code" isRequired maxLength={DEPARTMENT_LIMITS.key} />
      <FormTextField
        control={form.control}
        name="description"
        label="Description"
        isRequired
        maxLength={DEPARTMENT_LIMITS.description}
      />
      {department && <DepartmentRecord department={department} />}
      {limitsByDepartment && (
        <div>
          {/* Without a limit the field shows empty and keeps what was typed, should the box be cleared again. */}
          {noSpendLimit ? (
            <TextField label="Spend limit" value="" isDisabled />
          ) : (
            <FormTextField
              control={form.control}
              name="spendLimit"
              label="Spend limit"
              inputMode="decimal"
              maxLength={12}
            />
          )}
          <FormCheckbox control={form.control} name="noSpendLimit" label="No spend limit" />
        </div>
      )}
    </div>
  );

  return (
    <TabbedDialogForm
      form={form}
      onSubmit={submit}
      onRefused={refused}
      label="Department settings"
      tab={dialog.tab}
      onTab={dialog.setTab}
      tabs={[
        { id: 'general', title: 'General', content: general },
        { id: 'users', title: 'Users', content: <DepartmentUsersTab users={users.value} onChange={users.onChange} /> },
      ]}
      failure={save.failure}
      placed={dialog.placed}
      isNew={!department}
      onCancel={() => onClose(false)}
    />
  );
}
