import { useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Form } from 'react-aria-components';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { checkLogin, LOGIN_EMAIL_MAX } from '@mro/rules/auth';
import { LoginDocument } from './Login.generated';
import { ViewerDocument, type ViewerFieldsFragment } from './Viewer.generated';

export const CAPS_LOCK_ON = 'Caps lock is on!';

type LoginFormProps = {
  onSuccess: (viewer: ViewerFieldsFragment) => void;
};

export function LoginForm({ onSuccess }: LoginFormProps) {
  const client = useApolloClient();
  const login = useMutationWithErrors(LoginDocument, (data) => data.login, {
    failed: messages.invalidCredentials,
    thrown: (error) => friendlyError(error, messages.unexpectedError),
    succeeded: (payload) => Boolean(payload.viewer),
  });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ username: false, password: false });
  const [capsLock, setCapsLock] = useState(false);
  const watchCapsLock = (event: { nativeEvent: KeyboardEvent }) =>
    setCapsLock(event.nativeEvent.getModifierState?.('CapsLock') ?? false);

  const errors = checkLogin(username, password);
  const usernameError = errors.find((e) => e.field === 'username')?.message ?? null;
  const passwordError = errors.find((e) => e.field === 'password')?.message ?? null;
  const invalid = errors.length > 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalid || login.loading) return;
    const outcome = await login.run({ variables: { input: { username: username.trim(), password } } });
    const viewer = outcome.ok ? outcome.payload.viewer : null;
    if (!viewer) return;
    client.writeQuery({ query: ViewerDocument, data: { __typename: 'Query', viewer } });
    void client.refetchQueries({ include: 'active' });
    onSuccess(viewer);
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="login-form">
      {login.failure && <Alert tone="error">{login.failure}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        onBlur={() => setTouched((t) => ({ ...t, username: true }))}
        error={usernameError}
        showError={touched.username}
        isRequired
        maxLength={LOGIN_EMAIL_MAX}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        onKeyUp={watchCapsLock}
        error={passwordError}
        showError={touched.password}
        isRequired
      />
      {capsLock && <Alert tone="warning">{CAPS_LOCK_ON}</Alert>}
      <div className="form-actions">
        <Button type="submit" isDisabled={invalid || login.loading}>
          Log In
        </Button>
      </div>
    </Form>
  );
}
