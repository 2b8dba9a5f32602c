import { useController, type UseFormReturn } from 'react-hook-form';
import type { TabItem } from '../../ui/Tabs';
import type { CompanyUserDetailFragment, CompanyWorkflowQuery } from './Users.generated';
import type { useUserAccess } from './useUserAccess';
import { CatalogsTab } from './CatalogsTab';
import { CustomFieldsTab } from './CustomFieldsTab';
import { DepartmentsTab } from './DepartmentsTab';
import { LimitsTab } from './LimitsTab';
import { MultiviewTab } from './MultiviewTab';
import { PermissionsTab } from './PermissionsTab';
import { RoleFields } from './RoleFields';
import { UserGeneralFields } from './UserGeneralFields';
import type { CustomField, UserValues } from './userValues';

/**
 * The user dialog's tabs (account-admin-calls §2.4), bound to the form's flags, limits and custom
 * fields: General and Permissions always; Limits with the company's workflow approval; Multiview and
 * (to edit) Catalogs with super access; Custom Fields and Departments when the company has them.
 * `errors` are by field path, the rules' and the server's.
 */
export function useUserDialogTabs(
  form: UseFormReturn<UserValues>,
  context: {
    workflow: CompanyWorkflowQuery['companyWorkflow'];
    user: CompanyUserDetailFragment | null;
    access: ReturnType<typeof useUserAccess>;
    errors: Readonly<Record<string, string>>;
    /** The custom fields as the company defines them (with their values when loaded). */
    fields: readonly CustomField[];
  },
): TabItem[] {
  const { workflow, user, access, errors, fields } = context;
  const flags = useController({ control: form.control, name: 'flags' }).field;
  const limits = useController({ control: form.control, name: 'limits' }).field;
  const custom = useController({ control: form.control, name: 'customFields' }).field;
  const general = (
    <div className="form-grid">
      <UserGeneralFields form={form} userId={user?.id ?? null} />
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
  const customValues = Object.fromEntries(custom.value.map((f) => [f.id, f.value]));
  const tab = (id: string, title: string, content: TabItem['content']) => [{ id, title, content }];
  return [
    ...tab('general', 'General', general),
    ...tab(
      'permissions',
      'Permissions',
      <PermissionsTab
        flags={flags.value}
        onChange={flags.onChange}
        superAccess={workflow.superAccess}
        administrator={access.roles.isAdmin || access.roles.isSuperAdmin}
        errors={errors}
      />,
    ),
    ...(workflow.workflowApproval
      ? tab(
          'limits',
          'Limits',
          <LimitsTab
            rows={limits.value}
            onChange={limits.onChange}
            userId={user?.id ?? null}
            errors={errors}
            inUnits={workflow.inUnits}
          />,
        )
      : []),
    ...(workflow.superAccess ? tab('multiview', 'Multiview', <MultiviewTab userId={user?.id ?? null} />) : []),
    ...(workflow.superAccess && user
      ? tab('catalogs', 'Catalogs', <CatalogsTab {...access.catalogs} errors={errors} />)
      : []),
    ...(fields.length > 0
      ? tab(
          'customFields',
          'Custom Fields',
          <CustomFieldsTab
            fields={fields}
            values={customValues}
            onChange={(id, value) => custom.onChange(custom.value.map((f) => (f.id === id ? { ...f, value } : f)))}
            errors={errors}
          />,
        )
      : []),
    ...(access.hasDepartments
      ? tab('departments', 'Departments', <DepartmentsTab {...access.departments} errors={errors} />)
      : []),
  ];
}
