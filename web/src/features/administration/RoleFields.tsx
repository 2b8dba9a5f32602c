import { USER_DIALOG_MESSAGES } from '@mro/rules/administration';
import { Checkbox } from '../../ui/Checkbox';

/** The administrator roles in the General tab: only a super administrator sees the super role. */
export function RoleFields({
  isAdmin,
  isSuperAdmin,
  onAdminChange,
  onSuperAdminChange,
  superAccess,
  lockedAdmin,
  errors,
}: {
  isAdmin: boolean;
  isSuperAdmin: boolean;
  onAdminChange: (on: boolean) => void;
  onSuperAdminChange: (on: boolean) => void;
  superAccess: boolean;
  /** The viewer's own administrator role, which they cannot remove. */
  lockedAdmin: boolean;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Roles</legend>
      <Checkbox
        label="Administrator"
        isSelected={isAdmin || isSuperAdmin}
        isDisabled={lockedAdmin || isSuperAdmin}
        onChange={onAdminChange}
      />
      {lockedAdmin && <p className="muted">{USER_DIALOG_MESSAGES.ownAdminRole}</p>}
      {errors.isAdmin && <p className="field-error">{errors.isAdmin}</p>}
      {superAccess && <Checkbox label="Super administrator" isSelected={isSuperAdmin} onChange={onSuperAdminChange} />}
      {errors.isSuperAdmin && <p className="field-error">{errors.isSuperAdmin}</p>}
    </fieldset>
  );
}
