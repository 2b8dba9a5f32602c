import {
  CHANGE_PASSWORD_MAX,
  PASSWORD_MESSAGES,
  passwordChangeFormErrors,
  passwordStrength,
  type PasswordChangeValues,
} from '@mro/rules/password';
import { useWatch } from 'react-hook-form';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { messages } from '../../lib/messages';
import { ChangePasswordDocument } from './Profile.generated';
import { FormActions } from '../../lib/forms/FormActions';

type Props = { onDone: (notes: string[]) => void; onCancel: () => void };

/** The profile's change-password mode: rule (c) with the live strength hint (account-admin-calls §5). */
export function PasswordForm({ onDone, onCancel }: Props) {
  const form = useRulesForm<PasswordChangeValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: passwordChangeFormErrors,
  });
  const { control } = form;
  const next = useWatch({ control, name: 'newPassword' });
  const change = useMutationWithErrors(ChangePasswordDocument, (d) => d.changePassword, {
    failed: messages.unexpectedError,
    succeeded: (payload) => payload.changed,
    alert: 'each',
  });

  async function submit(input: PasswordChangeValues) {
    const outcome = await change.run({ variables: { input } });
    if (outcome.ok) onDone([PASSWORD_MESSAGES.updated]);
  }

  return (
    <RulesForm form={form} onSubmit={submit} className="profile-form">
      <FormAlert failures={change.failures} />
      <FormTextField
        control={control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        isRequired
      />
      <FormTextField
        control={control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={CHANGE_PASSWORD_MAX}
        isRequired
        description="8 to 50 characters with a number, an upper-case letter, a lower-case letter and a special character."
      />
      {next && (
        <p className="field-description" aria-live="polite">
          Password strength: <strong>{passwordStrength(next, 'c')}</strong>
        </p>
      )}
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={CHANGE_PASSWORD_MAX}
        isRequired
      />
      <FormActions onCancel={onCancel} cancelVariant="secondary">
        <SubmitButton form={form}>Update Password</SubmitButton>
      </FormActions>
    </RulesForm>
  );
}
