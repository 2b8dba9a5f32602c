import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CHANGE_PASSWORD_MAX, PASSWORD_MESSAGES, checkPasswordChange, passwordStrength } from '@mro/rules/password';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { ChangePasswordDocument } from './Profile.generated';

type Props = { onDone: (notes: string[]) => void; onCancel: () => void };

/** The profile's change-password mode: rule (c) with the live strength hint (account-admin-calls §5). */
export function PasswordForm({ onDone, onCancel }: Props) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const errors = checkPasswordChange(current, next, confirm);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors([]);
    if (errors.length) return;
    try {
      const { data } = await change({
        variables: { input: { currentPassword: current, newPassword: next, confirmPassword: confirm } },
      });
      const payload = data?.changePassword;
      if (!payload?.changed) {
        setServerErrors(payload?.userErrors.map((e) => e.message) ?? [messages.unexpectedError]);
        return;
      }
      onDone([PASSWORD_MESSAGES.updated]);
    } catch (error) {
      setServerErrors([
        error instanceof Error ? friendlyError(error, messages.unexpectedError) : messages.unexpectedError,
      ]);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="profile-form">
      {serverErrors.length > 0 && (
        <Alert tone="error">
          <ul className="plain-list">
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        maxLength={128}
        isRequired
        error={errorOf('currentPassword')}
        showError={submitted}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        maxLength={CHANGE_PASSWORD_MAX}
        isRequired
        description="8 to 50 characters with a number, an upper-case letter, a lower-case letter and a special character."
        error={errorOf('newPassword')}
        showError={submitted}
      />
      {next && (
        <p className="field-description" aria-live="polite">
          Password strength: <strong>{passwordStrength(next, 'c')}</strong>
        </p>
      )}
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        maxLength={CHANGE_PASSWORD_MAX}
        isRequired
        error={errorOf('confirmPassword')}
        showError={submitted}
      />
      <div className="form-actions">
        <Button type="submit" isDisabled={loading}>
          Update Password
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
