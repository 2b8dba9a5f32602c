import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { friendlyError } from '../../lib/apolloErrors';
import { RulesForm } from '../../lib/forms/RulesForm';
import { SubmitActions } from '../../lib/forms/FormActions';
import { FormTextField } from '../../lib/forms/FormTextField';
import { useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { LOGIN_EMAIL_MAX, loginFormErrors, type LoginValues } from '@mro/rules/auth';
import { LoginDocument } from './Login.generated';
import { ViewerDocument, type ViewerFieldsFragment } from './Viewer.generated';
import { UsernameField } from '../../lib/forms/UsernameField';

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
  // Log In stays disabled until the fields are valid, so their errors show as each is left.
  const form = useRulesForm<LoginValues>({
    defaultValues: { username: '', password: '' },
    validate: loginFormErrors,
    showErrors: 'blur',
  });
  const invalid = !useRulesValid(form, loginFormErrors);
  const [capsLock, setCapsLock] = useState(false);
  const watchCapsLock = (event: { nativeEvent: KeyboardEvent }) =>
    setCapsLock(event.nativeEvent.getModifierState?.('CapsLock') ?? false);

  async function submit({ username, password }: LoginValues) {
    const outcome = await login.run({ variables: { input: { username: username.trim(), password } } });
    const viewer = outcome.ok ? outcome.payload.viewer : null;
    if (!viewer) return;
    client.writeQuery({ query: ViewerDocument, data: { __typename: 'Query', viewer } });
    void client.refetchQueries({ include: 'active' });
    onSuccess(viewer);
  }

  return (
    <RulesForm form={form} onSubmit={submit} className="login-form">
      {login.failure && <Alert tone="error">{login.failure}</Alert>}
      <UsernameField control={form.control} maxLength={LOGIN_EMAIL_MAX} />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        onKeyUp={watchCapsLock}
        isRequired
      />
      {capsLock && <Alert tone="warning">{CAPS_LOCK_ON}</Alert>}
      <SubmitActions form={form} isDisabled={invalid}>
        Log In
      </SubmitActions>
    </RulesForm>
  );
}
