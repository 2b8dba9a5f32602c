import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { checkUdfValues } from '@mro/rules/udf';
import { udfRule } from '../../lib/userDefinedFields';
import type { UserDefinedFieldDefinitionFragment } from '../../lib/UserDefinedField.generated';

/** Messages by field name of the header property values (must-validate lists are checked by the gateway). */
export const headerErrors = (fields: readonly UserDefinedFieldDefinitionFragment[], values: Record<string, string>) =>
  checkUdfValues(fields.map(udfRule), values);

type Props = {
  fields: readonly UserDefinedFieldDefinitionFragment[];
  values: Record<string, string>;
  errors: Record<string, string>;
  showErrors: boolean;
  onChange: (name: string, value: string) => void;
};

/** The order's header properties (UDF header level). */
export function HeaderProperties({ fields, values, errors, showErrors, onChange }: Props) {
  const visible = fields.filter((field) => field.inputType !== 'HIDDEN');
  if (visible.length === 0) return null;
  return (
    <fieldset>
      <legend>Order properties</legend>
      {visible.map((field) =>
        field.inputType === 'SELECT' || field.inputType === 'RADIO' ? (
          <NativeSelect
            key={field.name}
            label={field.label}
            isRequired={field.required}
            placeholder="Select"
            value={values[field.name] ?? ''}
            options={field.options.map((option) => ({ value: option, label: option }))}
            onChange={(value) => onChange(field.name, value)}
            error={showErrors ? (errors[field.name] ?? null) : null}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            type={field.inputType === 'DATE' ? 'date' : 'text'}
            isRequired={field.required}
            value={values[field.name] ?? ''}
            onChange={(value) => onChange(field.name, value)}
            error={errors[field.name]}
            showError={showErrors}
          />
        ),
      )}
    </fieldset>
  );
}
