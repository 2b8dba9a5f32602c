import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { ResetPasswordDocument } from './Password.generated';
import { confirmError, passwordError, PASSWORD_MESSAGES } from '@mro/rules/password';
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
  const notify = useNotify();
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const username = params.get('u') ?? '';
  const hash = (mode === 'welcome' ? params.get('p') : params.get('h')) ?? '';

  if (!username || !hash) return <Navigate to="/" replace />;
  const invalid = passwordError(password, 'b') !== null || confirmError(password, confirm) !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalid || loading) return;
    setFailure(null);
    try {
      const { data } = await reset({ variables: { input: { username, hash, password, confirmPassword: confirm } } });
      const payload = data?.resetPassword;
      if (payload?.message) {
        notify(payload.message);
        await navigate(mode === 'welcome' ? '/reset-welcome-confirmed' : '/login');
        return;
      }
      const error = payload?.userErrors[0];
      if (error?.code === 'NOT_FOUND' && mode === 'welcome') {
        await navigate('/password-recovery', { state: { notice: error.message } });
        return;
      }
      if (error?.code === 'NOT_FOUND') setExpired(true);
      setFailure(error?.message ?? PASSWORD_MESSAGES.resetFailed);
    } catch (error) {
      setFailure(friendlyError(error instanceof Error ? error : undefined, PASSWORD_MESSAGES.resetFailed));
    }
  }

  return (
    <>
      <h1>{mode === 'welcome' ? 'Welcome! Set Your Password' : 'Reset Password'}</h1>
      <Card title={`New password for ${username}`}>
        <Form onSubmit={submit} validationBehavior="aria">
          {failure && <Alert tone="error">{failure}</Alert>}
          {expired && (
            <p>
              <Link to="/password-recovery">Request a new link</Link>
            </p>
          )}
          <PasswordFields
            rule="b"
            label="New Password"
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            showAll={false}
          />
          <div className="form-actions">
            <Button type="submit" isDisabled={invalid || loading}>
              Set Password
            </Button>
          </div>
        </Form>
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
