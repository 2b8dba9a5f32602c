import {
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
  errors,
}: {
  flags: PermissionFlags;
  onChange: (flags: PermissionFlags) => void;
  superAccess: boolean;
  errors: Readonly<Record<string, string>>;
}) {
  const disabled = (flag: PermissionFlag) =>
    !flagEnabled(flags, flag) || (!superAccess && SUPER_ONLY_FLAGS.includes(flag));
  return (
    <div className="admin-permissions">
      {(Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[]).map((group) => (
        <fieldset key={group} className="admin-fieldset">
          <legend>{GROUP_TITLES[group]}</legend>
          {PERMISSION_GROUPS[group].map(([flag, label]) => (
            <div key={flag}>
              <Checkbox
                label={label}
                isSelected={flags[flag]}
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
