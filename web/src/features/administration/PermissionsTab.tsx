import {
  ADMIN_ONLY_FLAGS,
  ADMIN_ONLY_NOTE,
  PERMISSION_GROUPS,
  SUPER_ONLY_FLAGS,
  flagEnabled,
  switchFlag,
  type PermissionFlag,
  type PermissionFlags,
} from '@mro/rules/administration';
import { Checkbox } from '../../ui/Checkbox';

const GROUP_TITLES: Record<keyof typeof PERMISSION_GROUPS, string> = {
  ordering: 'Ordering',
  myAccount: 'My Account',
  notifications: 'Notifications',
  siteFeatures: 'Site Features',
};

/** Every permission flag, grouped; the dialog rules of §4 keep them consistent as they are switched. */
export function PermissionsTab({
  flags,
  onChange,
  superAccess,
  administrator,
  errors,
}: {
  flags: PermissionFlags;
  onChange: (flags: PermissionFlags) => void;
  superAccess: boolean;
  /** Whether the user has (or is given) the Administrator role: the administration flags need it. */
  administrator: boolean;
  errors: Readonly<Record<string, string>>;
}) {
  const adminOnlyOff = (flag: PermissionFlag) => !administrator && ADMIN_ONLY_FLAGS.includes(flag);
  const disabled = (flag: PermissionFlag) =>
    !flagEnabled(flags, flag) || (!superAccess && SUPER_ONLY_FLAGS.includes(flag)) || adminOnlyOff(flag);
  return (
    <div className="admin-permissions">
      {(Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[]).map((group) => (
        <fieldset key={group} className="admin-fieldset">
          <legend>{GROUP_TITLES[group]}</legend>
          {group === 'myAccount' && !administrator && <p className="muted">{ADMIN_ONLY_NOTE}</p>}
          {PERMISSION_GROUPS[group].map(([flag, label]) => (
            <div key={flag}>
              <Checkbox
                label={label}
                isSelected={flags[flag] && !adminOnlyOff(flag)}
                isDisabled={disabled(flag)}
                onChange={(on) => onChange(switchFlag(flags, flag, on))}
              />
              {errors[flag] && <p className="field-error">{errors[flag]}</p>}
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
