import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { passwordStrength } from '@mro/rules/password';
import { FormTextField } from '../../lib/forms/fields';

type PasswordValues = { password: string; confirmPassword: string };

/**
 * A form's `password` and `confirmPassword` fields (their messages are the form's validator's); rule (a)
 * also shows the live strength hint.
 */
export function PasswordFields<V extends FieldValues & PasswordValues>({
  control: formControl,
  rule,
  label = 'Password',
}: {
  control: Control<V>;
  rule: 'a' | 'b';
  label?: string;
}) {
  // The two names exist in every V; TypeScript cannot see that through a generic's field paths.
  const control = formControl as unknown as Control<PasswordValues>;
  const password = useWatch({ control, name: 'password' });
  return (
    <>
      <FormTextField
        control={control}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      {rule === 'a' && password && (
        <p className="field-description" aria-live="polite">
          Password strength: <strong>{passwordStrength(password)}</strong>
        </p>
      )}
      <FormTextField
        control={control}
        name="confirmPassword"
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
