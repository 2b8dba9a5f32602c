import { useLocation } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { messages } from '../../lib/messages';
import { passwordRecoveryFormErrors } from '@mro/rules/password';
import { RulesForm } from '../../lib/forms/RulesForm';
import { SubmitActions } from '../../lib/forms/FormActions';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { RequestPasswordResetDocument } from './Password.generated';
import { UsernameField } from '../../lib/forms/UsernameField';

type Values = { username: string };

export function PasswordRecoveryPage() {
  usePageTitle('Password Recovery');
  const request = useMutationWithErrors(RequestPasswordResetDocument, (data) => data.requestPasswordReset, {
    failed: messages.unexpectedError,
    succeeded: (payload) => Boolean(payload.message),
  });
  const form = useRulesForm<Values>({ defaultValues: { username: '' }, validate: passwordRecoveryFormErrors });
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const sent = request.payload?.message;
  const outcome: { tone: 'success' | 'error'; text: string } | null = request.failure
    ? { tone: 'error', text: request.failure }
    : sent
      ? { tone: 'success', text: sent }
      : null;

  async function submit({ username }: Values) {
    await request.run({ variables: { input: { username: username.trim() } } });
  }

  return (
    <>
      <h1>Password Recovery</h1>
      <Card title="Reset your password">
        <p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
        <RulesForm form={form} onSubmit={submit}>
          {!outcome && typeof notice === 'string' && <Alert tone="warning">{notice}</Alert>}
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          <UsernameField control={form.control} />
          <SubmitActions form={form}>Submit</SubmitActions>
        </RulesForm>
        <p>
          <Link to="/login">Back to Log In</Link>
        </p>
      </Card>
    </>
  );
}
