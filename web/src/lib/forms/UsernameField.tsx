import type { Control, FieldPath } from 'react-hook-form';
import { FormTextField } from './fields';

/** The e-mail a user logs in with (their user name): the login form's and password recovery's one question. */
export function UsernameField<V extends { username: string }>({
  control,
  maxLength,
}: {
  control: Control<V>;
  maxLength?: number;
}) {
  return (
    <FormTextField
      control={control}
      name={'username' as FieldPath<V>}
      label="E-mail"
      type="email"
      autoComplete="username"
      isRequired
      maxLength={maxLength}
    />
  );
}
