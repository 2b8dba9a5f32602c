import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { FormAlert, RulesForm } from '../../lib/forms/RulesForm';
import { SubmitActions } from '../../lib/forms/FormActions';
import { useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { ResetPasswordDocument } from './Password.generated';
import { PASSWORD_MESSAGES, resetPasswordFormErrors, type ResetPasswordValues } from '@mro/rules/password';
import { PasswordFields } from './PasswordFields';

type Props = {
  /** 'reset' reads /reset?h&u&i; 'welcome' reads /reset-welcome?u&p (first-time password). */
  mode: 'reset' | 'welcome';
};

/** New password with rule (b). An expired link sends the user to recovery with the spec's message. */
export function ResetPasswordPage({ mode }: Props) {
  usePageTitle(mode === 'welcome' ? 'Welcome' : 'Reset Password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useMutationWithErrors(ResetPasswordDocument, (data) => data.resetPassword, {
    failed: PASSWORD_MESSAGES.resetFailed,
    succeeded: (payload) => Boolean(payload.message),
    notify: (payload) => payload.message,
    // An expired welcome link goes to recovery, which says why.
    handled: (payload) => mode === 'welcome' && payload.userErrors[0]?.code === 'NOT_FOUND',
  });
  // Set Password stays disabled until the form is valid, so each field's errors show as it is left.
  const form = useRulesForm<ResetPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
    validate: resetPasswordFormErrors,
    showErrors: 'blur',
  });
  const valid = useRulesValid(form, resetPasswordFormErrors);
  const [expired, setExpired] = useState(false);
  const username = params.get('u') ?? '';
  const hash = (mode === 'welcome' ? params.get('p') : params.get('h')) ?? '';

  if (!username || !hash) return <Navigate to="/" replace />;

  async function submit(values: ResetPasswordValues) {
    const outcome = await reset.run({ variables: { input: { username, hash, ...values } } });
    if (outcome.ok) return navigate(mode === 'welcome' ? '/reset-welcome-confirmed' : '/login');
    const error = outcome.payload?.userErrors[0];
    // An expired link: a welcome link goes to recovery with the message, a reset link offers a new one.
    if (error?.code === 'NOT_FOUND' && mode === 'welcome')
      return navigate('/password-recovery', { state: { notice: error.message } });
    if (error?.code === 'NOT_FOUND') setExpired(true);
  }

  return (
    <>
      <h1>{mode === 'welcome' ? 'Welcome! Set Your Password' : 'Reset Password'}</h1>
      <Card title={`New password for ${username}`}>
        <RulesForm form={form} onSubmit={submit}>
          <FormAlert failures={reset.failures} />
          {expired && (
            <p>
              <Link to="/password-recovery">Request a new link</Link>
            </p>
          )}
          <PasswordFields control={form.control} rule="b" label="New Password" />
          <SubmitActions form={form} isDisabled={!valid || reset.loading}>
            Set Password
          </SubmitActions>
        </RulesForm>
      </Card>
    </>
  );
}

export function ResetWelcomeConfirmedPage() {
  usePageTitle('Password Set');
  return (
    <section aria-labelledby="welcome-confirmed-title">
      <h1 id="welcome-confirmed-title">Your password is set</h1>
      <Alert tone="success">{PASSWORD_MESSAGES.updated}</Alert>
      <p>You can now log in with your e-mail address and new password.</p>
      <div className="form-actions">
        <Link to="/tour">Take the tour</Link> <Link to="/login">Log In</Link>
      </div>
    </section>
  );
}
