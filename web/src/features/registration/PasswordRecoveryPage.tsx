import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { recoveryEmailError } from '@mro/rules/password';
import { usePageTitle } from '../../lib/usePageTitle';
import { RequestPasswordResetDocument } from './Password.generated';

export function PasswordRecoveryPage() {
  usePageTitle('Password Recovery');
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fieldError = recoveryEmailError(username);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (fieldError || loading) return;
    setOutcome(null);
    try {
      const { data } = await request({ variables: { input: { username: username.trim() } } });
      const payload = data?.requestPasswordReset;
      if (payload?.message) setOutcome({ tone: 'success', text: payload.message });
      else setOutcome({ tone: 'error', text: payload?.userErrors[0]?.message ?? messages.unexpectedError });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: friendlyError(error instanceof Error ? error : undefined, messages.unexpectedError),
      });
    }
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
            <Button type="submit" isDisabled={loading}>
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
