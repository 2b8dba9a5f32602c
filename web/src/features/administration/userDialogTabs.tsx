import type { ControllerRenderProps, UseFormReturn } from 'react-hook-form';
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

type Bound<N extends 'flags' | 'limits' | 'customFields'> = ControllerRenderProps<UserValues, N>;

/**
 * The user dialog's tabs (account-admin-calls §2.4): General and Permissions always; Limits with the
 * company's workflow approval; Multiview and (to edit) Catalogs with super access; Custom Fields and
 * Departments when the company has them. `errors` are by field path, the rules' and the server's.
 */
export function userDialogTabs({
  form,
  workflow,
  user,
  access,
  errors,
  flags,
  limits,
  custom,
}: {
  form: UseFormReturn<UserValues>;
  workflow: CompanyWorkflowQuery['companyWorkflow'];
  user: CompanyUserDetailFragment | null;
  access: ReturnType<typeof useUserAccess>;
  errors: Readonly<Record<string, string>>;
  flags: Bound<'flags'>;
  /** Null when the Limits tab does not show. */
  limits: Bound<'limits'> | null;
  custom: { fields: readonly CustomField[]; field: Bound<'customFields'> };
}): TabItem[] {
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
  const customValues = Object.fromEntries(custom.field.value.map((f) => [f.id, f.value]));
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
        errors={errors}
      />,
    ),
    ...(limits
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
    ...(custom.fields.length > 0
      ? tab(
          'customFields',
          'Custom Fields',
          <CustomFieldsTab
            fields={custom.fields}
            values={customValues}
            onChange={(id, value) =>
              custom.field.onChange(custom.field.value.map((f) => (f.id === id ? { ...f, value } : f)))
            }
            errors={errors}
          />,
        )
      : []),
    ...(access.hasDepartments
      ? tab('departments', 'Departments', <DepartmentsTab {...access.departments} errors={errors} />)
      : []),
  ];
}
