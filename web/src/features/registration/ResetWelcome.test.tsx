import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResetPasswordInput } from '../../generated/graphql';
import { answerMutation } from '../../testing/api';
import { server } from '../../testing/server';
import { setLoggedIn } from '../../testing/handlers/auth';
import { renderRoute } from '../../testing/renderRoute';
import { ResetPasswordDocument } from './Password.generated';
import { ResetPasswordPage, ResetWelcomeConfirmedPage } from './ResetPasswordPage';

const EXPIRED = 'Link has expired, please reset your password.';

/** The gateway's resetPassword: accepts the hash `fresh`, any other as an expired link; records what was sent. */
function resets() {
  const sent: ResetPasswordInput[] = [];
  server.use(
    answerMutation(ResetPasswordDocument, ({ variables: { input } }) => {
      sent.push(input);
      const ok = input.hash === 'fresh';
      return {
        resetPassword: {
          __typename: 'ResetPasswordPayload',
          message: ok ? 'Password successfully updated.' : null,
          userErrors: ok ? [] : [{ __typename: 'UserError', field: null, message: EXPIRED, code: 'NOT_FOUND' }],
        },
      };
    }),
  );
  return sent;
}

const openWelcome = (hash: string) =>
  renderRoute(<ResetPasswordPage mode="welcome" />, {
    path: '/reset-welcome',
    at: `/reset-welcome?u=wade%40acme.example&p=${hash}`,
    routes: [{ path: '/reset-welcome-confirmed', element: <ResetWelcomeConfirmedPage /> }],
  });

const choose = (password: string) => {
  fireEvent.change(screen.getByLabelText('New Password', { selector: 'input' }), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm New Password', { selector: 'input' }), {
    target: { value: password },
  });
};

// The welcome mail of a user created with 'force user to create password' links /reset-welcome?u&p.
describe('the welcome page', () => {
  it('sets the new user’s first password with the link’s hash, then says they can log in', async () => {
    setLoggedIn(false);
    const sent = resets();
    openWelcome('fresh');
    expect(await screen.findByRole('heading', { name: 'Welcome! Set Your Password' })).toBeInTheDocument();
    expect(screen.getByText('New password for wade@acme.example')).toBeInTheDocument();
    choose('mine1234');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([
      { username: 'wade@acme.example', hash: 'fresh', password: 'mine1234', confirmPassword: 'mine1234' },
    ]);
  });

  it('keeps Set Password disabled for a password without a digit, and sends a used link to recovery', async () => {
    setLoggedIn(false);
    resets();
    openWelcome('used');
    choose('password');
    expect(await screen.findByRole('button', { name: 'Set Password' })).toBeDisabled();
    choose('mine1234');
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(screen.getByLabelText('Landed at')).toHaveTextContent('/password-recovery'));
  });
});
