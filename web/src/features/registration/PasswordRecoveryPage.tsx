import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { messages } from '../../lib/messages';
import { recoveryEmailError } from '@mro/rules/password';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { RequestPasswordResetDocument } from './Password.generated';

export function PasswordRecoveryPage() {
  usePageTitle('Password Recovery');
  const request = useMutationWithErrors(RequestPasswordResetDocument, (data) => data.requestPasswordReset, {
    failed: messages.unexpectedError,
    succeeded: (payload) => Boolean(payload.message),
  });
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldError = recoveryEmailError(username);
  const sent = request.payload?.message;
  const outcome: { tone: 'success' | 'error'; text: string } | null = request.failure
    ? { tone: 'error', text: request.failure }
    : sent
      ? { tone: 'success', text: sent }
      : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (fieldError || request.loading) return;
    await request.run({ variables: { input: { username: username.trim() } } });
  }

  return (
    <>
      <h1>Password Recovery</h1>
      <Card title="Reset your password">
        <p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
        <Form onSubmit={submit} validationBehavior="aria">
          {!outcome && typeof notice === 'string' && <Alert tone="warning">{notice}</Alert>}
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          <TextField
            label="E-mail"
            type="email"
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            onBlur={() => setTouched(true)}
            error={fieldError}
            showError={touched}
            isRequired
          />
          <div className="form-actions">
            <Button type="submit" isDisabled={request.loading}>
              Submit
            </Button>
          </div>
        </Form>
        <p>
          <Link to="/login">Back to Log In</Link>
        </p>
      </Card>
    </>
  );
}
