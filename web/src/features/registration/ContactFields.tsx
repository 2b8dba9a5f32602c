import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { REGISTRATION_LIMITS } from '@mro/rules/registration';
import { FormTextField } from '../../lib/forms/fields';

// The applicant's name and e-mail, as the register form and the customer application both ask them
// (storefront §5: the same rules and limits).

export function FullNameField<V extends FieldValues & { name: string }>({ control }: { control: Control<V> }) {
  return (
    <FormTextField
      control={control as unknown as Control<{ name: string }>}
      name="name"
      label="Full Name"
      autoComplete="name"
      isRequired
      maxLength={REGISTRATION_LIMITS.name}
    />
  );
}

export function EmailField<V extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  description?: string;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="email"
      autoComplete="email"
      isRequired
      maxLength={REGISTRATION_LIMITS.email}
      description={description}
    />
  );
}
