import { useState } from 'react';
import { TextField } from '../../ui/TextField';
import { confirmError, passwordError, passwordStrength } from '@mro/rules/password';

type Props = {
  rule: 'a' | 'b';
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Show every error (after a submit attempt), not only those of touched fields. */
  showAll: boolean;
  label?: string;
  serverErrors?: { password?: string; confirmPassword?: string };
};

/** Password and confirmation with the rule's messages; rule (a) also shows the live strength hint. */
export function PasswordFields({
  rule,
  password,
  confirm,
  onPassword,
  onConfirm,
  showAll,
  label = 'Password',
  serverErrors = {},
}: Props) {
  const [touched, setTouched] = useState({ password: false, confirm: false });
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        error={serverErrors.password ?? passwordError(password, rule)}
        showError={showAll || touched.password || Boolean(serverErrors.password)}
        isRequired
      />
      {rule === 'a' && password && (
        <p className="field-description" aria-live="polite">
          Password strength: <strong>{passwordStrength(password)}</strong>
        </p>
      )}
      <TextField
        label={`Confirm ${label}`}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
        error={serverErrors.confirmPassword ?? confirmError(password, confirm)}
        showError={showAll || touched.confirm || Boolean(serverErrors.confirmPassword)}
        isRequired
      />
    </>
  );
}
