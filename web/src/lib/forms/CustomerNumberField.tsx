import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { REGISTRATION_LIMITS } from '@mro/rules/registration';
import { FormTextField } from './FormTextField';

/**
 * A customer number as registration, user setup and the supplier tools ask for it: digits (a phone
 * offers its number pad), up to the ERP's ten; its messages are the form's validator's.
 */
export function CustomerNumberField<V extends FieldValues>({
  label = 'Customer number',
  ...props
}: {
  control: Control<V>;
  name: FieldPath<V>;
  label?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}) {
  return <FormTextField {...props} label={label} inputMode="numeric" maxLength={REGISTRATION_LIMITS.customerNumber} />;
}
