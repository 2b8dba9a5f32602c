import type { Control } from 'react-hook-form';
import { FormSelect, FormTextField } from '../../lib/forms/fields';
import type { UserDefinedFieldDefinitionFragment } from '../../lib/UserDefinedField.generated';
import type { HeaderRow, OrderDetailsFormValues } from './orderDetailsForm';

type Props = {
  fields: readonly UserDefinedFieldDefinitionFragment[];
  /** The form's header rows as they started (one per field definition), for each field's index. */
  rows: readonly HeaderRow[];
  control: Control<OrderDetailsFormValues>;
};

/** The order's header properties (UDF header level), bound to the order details form's `header` rows. */
export function HeaderProperties({ fields, rows, control }: Props) {
  const visible = fields.filter((field) => field.inputType !== 'HIDDEN');
  if (visible.length === 0) return null;
  return (
    <fieldset>
      <legend>Order properties</legend>
      {visible.map((field) => {
        const name = `header.${rows.findIndex((row) => row.name === field.name)}.value` as const;
        return field.inputType === 'SELECT' || field.inputType === 'RADIO' ? (
          <FormSelect
            key={field.name}
            control={control}
            name={name}
            label={field.label}
            isRequired={field.required}
            placeholder="Select"
            options={field.options.map((option) => ({ value: option, label: option }))}
          />
        ) : (
          <FormTextField
            key={field.name}
            control={control}
            name={name}
            label={field.label}
            type={field.inputType === 'DATE' ? 'date' : 'text'}
            isRequired={field.required}
          />
        );
      })}
    </fieldset>
  );
}
