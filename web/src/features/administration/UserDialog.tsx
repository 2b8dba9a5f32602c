import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  NEW_USER_FLAGS,
  PERMISSION_FLAGS,
  USER_LIMITS,
  checkFlags,
  checkUserForm,
  type PermissionFlag,
  type PermissionFlags,
} from '@mro/rules/administration';
import { checkLimitRow, limitRowUntouched, limitsWithoutSupervisor } from '@mro/rules/approval-limits';
import { USER_DIALOG_TABS, placeErrors, userDialogField, type PlacedError } from '@mro/rules/dialog-tabs';
import type { RuleError } from '@mro/rules/common';
import { checkCustomFields } from '@mro/rules/profile';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import type { PermissionFlag as SchemaFlag } from '../../generated/graphql';
import {
  CompanyUserDocument,
  CompanyWorkflowDocument,
  NewUserCustomFieldsDocument,
  CreateCompanyUserDocument,
  SendCompanyUserPasswordResetDocument,
  UpdateCompanyUserDocument,
  type CompanyUserDetailFragment,
  type CompanyWorkflowQuery,
} from './Users.generated';
import { LimitsTab, type EditedLimit } from './LimitsTab';
import { limitInputOf, limitsOf } from './editedLimits';
import { PermissionsTab } from './PermissionsTab';
import { MultiviewTab } from './MultiviewTab';
import { useAdministeredCompany } from './useAdministeredCompany';
import { useUserAccess } from './useUserAccess';
import { RoleFields } from './RoleFields';
import { DepartmentsTab } from './DepartmentsTab';
import { CatalogsTab } from './CatalogsTab';
import { CustomFieldsTab } from './CustomFieldsTab';
import { MissingSupervisorConfirm } from './MissingSupervisorConfirm';
import { DialogErrorSummary } from './DialogErrorSummary';

type Workflow = CompanyWorkflowQuery['companyWorkflow'];

const toSchema = (flag: PermissionFlag) => flag.toUpperCase() as SchemaFlag;
const fromSchema = (flags: readonly SchemaFlag[]): PermissionFlags => {
  const on = new Set(flags.map((f) => f.toLowerCase()));
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, on.has(flag)])) as PermissionFlags;
};

/** The add and edit dialog: loads the company's workflow and, to edit, the user. */
export function UserDialog({ userId, onClose }: { userId: string | null; onClose: (saved: boolean) => void }) {
  const [company] = useAdministeredCompany();
  const workflow = useQuery(CompanyWorkflowDocument, { variables: { customerNumber: company } });
  const user = useQuery(CompanyUserDocument, {
    variables: { id: userId ?? '' },
    skip: userId === null,
    fetchPolicy: 'network-only',
  });
  // A new user starts with the company's custom fields at their defaults.
  const fresh = useQuery(NewUserCustomFieldsDocument, {
    variables: { customerNumber: company },
    skip: userId !== null,
  });
  const title = userId ? 'Edit User' : 'Add User';
  const failure = workflow.error ?? user.error ?? fresh.error;
  const ready = workflow.data && (userId === null ? fresh.data : user.data);
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose(false)}>
      {failure ? (
        <>
          <Alert tone="error">
            {friendlyError(failure, userId ? ADMIN_MESSAGES.userNotFound : ADMIN_MESSAGES.loadFailed)}
          </Alert>
          <div className="form-actions">
            <Button variant="secondary" onPress={() => onClose(false)}>
              Cancel
            </Button>
          </div>
        </>
      ) : !ready ? (
        <Spinner label="Loading user…" />
      ) : (
        <UserForm
          workflow={workflow.data.companyWorkflow}
          user={user.data?.companyUser ?? null}
          fields={user.data?.companyUser.customFields ?? fresh.data?.newUserCustomFields ?? []}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function UserForm({
  workflow,
  user,
  fields,
  onClose,
}: {
  workflow: Workflow;
  user: CompanyUserDetailFragment | null;
  fields: CompanyUserDetailFragment['customFields'];
  onClose: (saved: boolean) => void;
}) {
  const isNew = user === null;
  const [company] = useAdministeredCompany();
  const notify = useNotify();
  const [name, setName] = useState(user?.name ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [phoneExtension, setPhoneExtension] = useState(user?.phoneExtension ?? '');
  const [password, setPassword] = useState('');
  const [forcePasswordReset, setForcePasswordReset] = useState(false);
  const [flags, setFlags] = useState<PermissionFlags>(user ? fromSchema(user.permissions) : NEW_USER_FLAGS);
  const [limits, setLimits] = useState<EditedLimit[]>(() => limitsOf(user, workflow));
  // The rows as the ERP holds them: an edit checks only the rows the administrator changed.
  const [storedLimits] = useState<EditedLimit[] | null>(() => (user ? limitsOf(user, workflow) : null));
  const [customValues, setCustomValues] = useState<Readonly<Record<string, string>>>({});
  const customFields = fields.map((f) => ({ ...f, value: customValues[f.id] ?? f.value }));
  const customInput =
    customFields.length > 0 ? { customFields: customFields.map(({ id, value }) => ({ id, value })) } : {};
  const [tab, setTab] = useState<string>('general');
  const [placed, setPlaced] = useState<readonly PlacedError[]>([]);
  const [checked, setChecked] = useState<Readonly<Record<string, string>>>({});
  const access = useUserAccess(user, workflow.superAccess);
  // Item types whose limit has no supervisor, while the confirmation asks (§5).
  const [unsupervised, setUnsupervised] = useState<string[] | null>(null);
  const basis = workflow.limitBasis === 'CUMULATIVE' ? 'cumulative' : 'order';
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
  const reset = useMutationWithErrors(
    SendCompanyUserPasswordResetDocument,
    (data) => data.sendCompanyUserPasswordReset,
    { failed: ADMIN_MESSAGES.resetFailed },
  );
  const save = isNew ? create : update;
  const errors = { ...save.fieldErrors, ...checked };
  const showLimits = workflow.workflowApproval;

  const storedRow = (i: number) => storedLimits?.[i];
  /** Names each error's tab and field in the summary and opens the tab of the first. */
  const show = (found: readonly RuleError[]) => {
    const where = placeErrors(
      found,
      (field) =>
        userDialogField(
          field,
          limits.map((row) => row.unitType),
        ),
      USER_DIALOG_TABS,
    );
    setPlaced(where);
    if (where[0]) setTab(where[0].tab);
  };

  const submit = async (confirmed = false) => {
    const today = new Date().toISOString().slice(0, 10);
    const found = [
      ...checkUserForm({ name, username, phone, phoneExtension, password, forcePasswordReset }, isNew),
      ...checkFlags(flags, username.trim()),
      ...(showLimits ? limits.flatMap((row, i) => checkLimitRow(row, i, basis, today, storedRow(i))) : []),
      ...access.check(),
      ...checkCustomFields(customFields),
    ];
    setChecked(Object.fromEntries(found.map((e) => [e.field, e.message])));
    show(found);
    if (found.length > 0) {
      save.setFailure(ADMIN_MESSAGES.requiredMissing);
      return;
    }
    const touched = limits.filter((row, i) => {
      const stored = storedRow(i);
      return !stored || !limitRowUntouched(row, stored, basis);
    });
    const missing = showLimits ? limitsWithoutSupervisor(touched) : [];
    if (!confirmed && missing.length > 0) {
      setUnsupervised(missing);
      return;
    }
    const permissions = PERMISSION_FLAGS.filter((flag) => flags[flag]).map(toSchema);
    const limitInput = showLimits ? limits.map(limitInputOf) : null;
    const outcome = isNew
      ? await create.run({
          variables: {
            input: {
              name,
              username,
              phone,
              phoneExtension,
              password: forcePasswordReset ? null : password,
              forcePasswordReset,
              permissions,
              limits: limitInput,
              customerNumber: company,
              ...access.input(),
              ...customInput,
            },
          },
        })
      : await update.run({
          variables: {
            input: {
              id: user.id,
              name,
              phone,
              phoneExtension,
              permissions,
              limits: limitInput,
              ...access.input(),
              ...customInput,
            },
          },
        });
    if (outcome.ok) return onClose(true);
    // Created, but the welcome mail failed: the user exists, so the dialog closes and says so.
    if (outcome.payload?.user) {
      notify(outcome.message, 'info');
      return onClose(true);
    }
    show((outcome.payload?.userErrors ?? []).flatMap((e) => (e.field ? [{ field: e.field, message: e.message }] : [])));
  };

  const sendReset = async () => {
    if (!user) return;
    const outcome = await reset.run({ variables: { input: { id: user.id } } });
    if (outcome.ok && outcome.payload.message) notify(outcome.payload.message);
  };

  const general = (
    <div className="form-grid">
      <TextField
        label="Name"
        isRequired
        value={name}
        maxLength={USER_LIMITS.name}
        error={errors.name}
        onChange={setName}
      />
      <TextField
        label="E-mail"
        type="email"
        isRequired
        isDisabled={!isNew}
        value={username}
        maxLength={USER_LIMITS.email}
        error={errors.username}
        onChange={setUsername}
      />
      <TextField label="Phone" value={phone} maxLength={USER_LIMITS.phone} error={errors.phone} onChange={setPhone} />
      <TextField
        label="Extension"
        value={phoneExtension}
        maxLength={USER_LIMITS.extension}
        error={errors.phoneExtension}
        onChange={setPhoneExtension}
      />
      {isNew ? (
        <div>
          <Checkbox
            label="Force user to create password"
            isSelected={forcePasswordReset}
            onChange={setForcePasswordReset}
          />
          {!forcePasswordReset && (
            <TextField
              label="Password"
              type="password"
              description="At least 6 characters with a number and a lowercase letter."
              value={password}
              maxLength={USER_LIMITS.password}
              error={errors.password}
              onChange={setPassword}
            />
          )}
        </div>
      ) : (
        <div>
          <p className="field-label">Password</p>
          <Button variant="secondary" isDisabled={reset.loading} onPress={() => void sendReset()}>
            Send Password Reset E-mail
          </Button>
          {reset.failure && <Alert tone="error">{reset.failure}</Alert>}
        </div>
      )}
      <RoleFields
        isAdmin={access.roles.isAdmin}
        isSuperAdmin={access.roles.isSuperAdmin}
        onAdminChange={access.roles.setIsAdmin}
        onSuperAdminChange={access.roles.setIsSuperAdmin}
        superAccess={workflow.superAccess}
        lockedAdmin={Boolean(user?.isViewer && user.isAdmin)}
        errors={errors}
      />
    </div>
  );

  const tabs = [
    { id: 'general', title: 'General', content: general },
    {
      id: 'permissions',
      title: 'Permissions',
      content: <PermissionsTab flags={flags} onChange={setFlags} superAccess={workflow.superAccess} errors={errors} />,
    },
    ...(showLimits
      ? [
          {
            id: 'limits',
            title: 'Limits',
            content: (
              <LimitsTab
                rows={limits}
                onChange={setLimits}
                userId={user?.id ?? null}
                errors={errors}
                inUnits={workflow.inUnits}
              />
            ),
          },
        ]
      : []),
    ...(workflow.superAccess
      ? [{ id: 'multiview', title: 'Multiview', content: <MultiviewTab userId={user?.id ?? null} /> }]
      : []),
    ...(workflow.superAccess && user
      ? [{ id: 'catalogs', title: 'Catalogs', content: <CatalogsTab {...access.catalogs} errors={errors} /> }]
      : []),
    ...(customFields.length > 0
      ? [
          {
            id: 'customFields',
            title: 'Custom Fields',
            content: (
              <CustomFieldsTab
                fields={fields}
                values={customValues}
                onChange={(id, value) => setCustomValues((before) => ({ ...before, [id]: value }))}
                errors={errors}
              />
            ),
          },
        ]
      : []),
    ...(access.hasDepartments
      ? [
          {
            id: 'departments',
            title: 'Departments',
            content: <DepartmentsTab {...access.departments} errors={errors} />,
          },
        ]
      : []),
  ];

  return (
    <form
      className="admin-user-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Tabs label="User settings" tabs={tabs} selected={tab} onSelect={setTab} />
      {unsupervised && (
        <MissingSupervisorConfirm
          itemTypes={unsupervised}
          onCancel={() => setUnsupervised(null)}
          onConfirm={() => {
            setUnsupervised(null);
            void submit(true);
          }}
        />
      )}
      {save.failure && <DialogErrorSummary heading={save.failure} errors={placed} />}
      {workflow.inUnits && !workflow.workflowApproval && (
        <Alert tone="info">{ADMIN_MESSAGES.unitsWorkflowNulled}</Alert>
      )}
      <div className="form-actions">
        <Button type="submit" isDisabled={save.loading}>
          {isNew ? 'Create' : 'Update'}
        </Button>
        <Button variant="secondary" onPress={() => onClose(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
