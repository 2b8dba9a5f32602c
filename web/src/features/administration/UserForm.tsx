import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { ADMIN_MESSAGES, PERMISSION_FLAGS } from '@mro/rules/administration';
import { limitRowUntouched, limitsWithoutSupervisor } from '@mro/rules/approval-limits';
import { USER_DIALOG_TABS, userDialogField } from '@mro/rules/dialog-tabs';
import { userDialogFormErrors } from '@mro/rules/user-dialog';
import { Alert } from '../../ui/Alert';
import { useNotify } from '../../ui/Toast';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import {
  CreateCompanyUserDocument,
  UpdateCompanyUserDocument,
  type CompanyUserDetailFragment,
  type CompanyWorkflowQuery,
} from './Users.generated';
import { limitInputOf, limitsOf } from './editedLimits';
import { useAdministeredCompany } from './useAdministeredCompany';
import { useUserAccess } from './useUserAccess';
import { MissingSupervisorConfirm } from './MissingSupervisorConfirm';
import { TabbedDialogForm } from './TabbedDialogForm';
import { useDialogErrors } from './useDialogErrors';
import { useUserDialogTabs } from './useUserDialogTabs';
import { toSchema, userValuesOf, type CustomField, type UserValues } from './userValues';

type Workflow = CompanyWorkflowQuery['companyWorkflow'];

/** The user dialog's form: every tab's values checked by `userDialogFormErrors`, the errors named by tab. */
export function UserForm({
  workflow,
  user,
  fields,
  onClose,
}: {
  workflow: Workflow;
  user: CompanyUserDetailFragment | null;
  fields: readonly CustomField[];
  onClose: (saved: boolean) => void;
}) {
  const isNew = user === null;
  const [company] = useAdministeredCompany();
  const notify = useNotify();
  // The rows as the ERP holds them: an edit checks only the rows the administrator changed.
  const [storedLimits] = useState(() => (user ? limitsOf(user, workflow) : null));
  const access = useUserAccess(user, workflow.superAccess);
  const showLimits = workflow.workflowApproval;
  const basis = workflow.limitBasis === 'CUMULATIVE' ? 'cumulative' : 'order';
  const validate = (values: UserValues) =>
    userDialogFormErrors(values, {
      isNew,
      withLimits: showLimits,
      basis,
      today: new Date().toISOString().slice(0, 10),
      storedLimits,
      access: access.check(),
    });
  const form = useRulesForm<UserValues>({ defaultValues: userValuesOf(user, workflow, fields), validate });
  const { isSubmitted } = useFormState({ control: form.control });
  const values = useWatch({ control: form.control }) as UserValues;
  const dialog = useDialogErrors(
    (field) =>
      userDialogField(
        field,
        values.limits.map((row) => row.unitType),
      ),
    USER_DIALOG_TABS,
  );
  // Item types whose limit has no supervisor, while the confirmation asks (§5).
  const [unsupervised, setUnsupervised] = useState<string[] | null>(null);
  const fieldOf = (field: string) => field;
  const create = useMutationWithErrors(CreateCompanyUserDocument, (data) => data.createCompanyUser, {
    failed: ADMIN_MESSAGES.saveFailed,
    notify: ADMIN_MESSAGES.created,
    fieldOf,
  });
  const update = useMutationWithErrors(UpdateCompanyUserDocument, (data) => data.updateCompanyUser, {
    failed: ADMIN_MESSAGES.saveFailed,
    notify: ADMIN_MESSAGES.updated,
    fieldOf,
  });
  const save = isNew ? create : update;
  // The tabs' errors: the rules' once a save was tried (then as the values change), and the server's.
  const errors: Readonly<Record<string, string>> = {
    ...save.fieldErrors,
    ...(isSubmitted ? (validate(values) as Record<string, string>) : {}),
  };

  const tabs = useUserDialogTabs(form, { workflow, user, access, errors, fields });

  const refused = () => {
    dialog.showRules(validate(form.getValues()));
    save.setFailure(ADMIN_MESSAGES.requiredMissing);
  };

  const send = async (values: UserValues, confirmed: boolean) => {
    const touched = values.limits.filter((row, i) => {
      const stored = storedLimits?.[i];
      return !stored || !limitRowUntouched(row, stored, basis);
    });
    const missing = showLimits ? limitsWithoutSupervisor(touched) : [];
    if (!confirmed && missing.length > 0) {
      setUnsupervised(missing);
      return;
    }
    const { name, username, phone, phoneExtension, password, forcePasswordReset } = values;
    const shared = {
      name,
      phone,
      phoneExtension,
      permissions: PERMISSION_FLAGS.filter((flag) => values.flags[flag]).map(toSchema),
      limits: showLimits ? values.limits.map(limitInputOf) : null,
      ...access.input(),
      ...(values.customFields.length > 0
        ? { customFields: values.customFields.map(({ id, value }) => ({ id, value })) }
        : {}),
    };
    const outcome = isNew
      ? await create.run({
          variables: {
            input: {
              ...shared,
              username,
              password: forcePasswordReset ? null : password,
              forcePasswordReset,
              customerNumber: company,
            },
          },
        })
      : await update.run({ variables: { input: { ...shared, id: user.id } } });
    if (outcome.ok) return onClose(true);
    // Created, but the welcome mail failed: the user exists, so the dialog closes and says so.
    if (outcome.payload?.user) {
      notify(outcome.message, 'info');
      return onClose(true);
    }
    dialog.showRefusal(outcome.payload?.userErrors);
  };

  return (
    <TabbedDialogForm
      form={form}
      onSubmit={(v) => send(v, false)}
      onRefused={refused}
      className="admin-user-form"
      label="User settings"
      tabs={tabs}
      tab={dialog.tab}
      onTab={dialog.setTab}
      failure={save.failure}
      placed={dialog.placed}
      isNew={isNew}
      isBusy={save.loading}
      onCancel={() => onClose(false)}
    >
      {unsupervised && (
        <MissingSupervisorConfirm
          itemTypes={unsupervised}
          onCancel={() => setUnsupervised(null)}
          onConfirm={() => {
            setUnsupervised(null);
            void form.handleSubmit((v) => send(v, true))();
          }}
        />
      )}
      {workflow.inUnits && !workflow.workflowApproval && (
        <Alert tone="info">{ADMIN_MESSAGES.unitsWorkflowNulled}</Alert>
      )}
    </TabbedDialogForm>
  );
}
