import { CUSTOM_FIELD_MAX } from '@mro/rules/profile';
import { TextField } from '../../ui/TextField';
import type { CompanyUserDetailFragment } from './Users.generated';

type Field = CompanyUserDetailFragment['customFields'][number];

/**
 * The user's custom fields (account-admin-calls §3 User.cdf, §5): each at most 100 characters, required
 * ones marked. The administrator's value applies at once; the approval a field needs is for the
 * user's own changes on their profile, which the field's description says.
 */
export function CustomFieldsTab({
  fields,
  values,
  onChange,
  errors,
}: {
  fields: readonly Field[];
  values: Readonly<Record<string, string>>;
  onChange: (id: string, value: string) => void;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <div className="form-grid">
      {fields.map((field) => (
        <TextField
          key={field.id}
          label={field.name}
          isRequired={field.required}
          value={values[field.id] ?? field.value}
          maxLength={CUSTOM_FIELD_MAX}
          description={
            [
              field.defaultValue ? `Default: ${field.defaultValue}` : '',
              field.needsApproval ? 'The user’s own changes require approval.' : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          error={errors[`customFields.${field.id}`]}
          onChange={(value) => onChange(field.id, value)}
        />
      ))}
    </div>
  );
}
