import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerMutation } from '../../testing/api';
import { companyUserPayloadOf, companyUsersOf, userDetailOf } from '../../testing/factories/administration';
import { userError } from '../../testing/fixtures';
import { server } from '../../testing/server';
import { CreateCompanyUserDocument, type CreateCompanyUserMutationVariables } from './Users.generated';
import { answerDialogSurroundings, openUserDialog } from './UserDialog.testing';

// 'Force user to create password' (account-admin-calls §5): no password is typed; the gateway creates
// a random one and mails the welcome link. When only the mail fails, the user exists all the same.
const created = userDetailOf({ ...companyUsersOf()[5]!, id: '5001', username: 'wade@acme.example' });

let sent: CreateCompanyUserMutationVariables[];
beforeEach(() => {
  sent = [];
  answerDialogSurroundings();
});

const MAIL_FAILED = 'The user was created, but the welcome e-mail could not be sent. Use Send Password Reset E-mail.';

const answering = (welcomeSent: boolean) =>
  server.use(
    answerMutation(
      CreateCompanyUserDocument,
      {
        createCompanyUser: companyUserPayloadOf(
          created,
          welcomeSent ? [] : [userError('UPSTREAM_UNAVAILABLE', MAIL_FAILED)],
        ),
      },
      { record: sent },
    ),
  );

async function createForced() {
  const { dialog, save } = await openUserDialog(null);
  fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Wade Welcome' } });
  fireEvent.change(dialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'wade@acme.example' } });
  fireEvent.click(dialog.getByRole('checkbox', { name: 'Force user to create password' }));
  expect(dialog.queryByLabelText('Password')).not.toBeInTheDocument();
  await save('Create');
  return sent[0]!.input;
}

describe('a user forced to create their password', () => {
  it('is created without a typed password', async () => {
    answering(true);
    expect(await createForced()).toMatchObject({ forcePasswordReset: true, password: null });
    expect(await screen.findByText('User created.')).toBeInTheDocument();
  });

  it('is created even when the welcome mail fails, and the administrator is told', async () => {
    answering(false);
    await createForced();
    expect(await screen.findByText(MAIL_FAILED)).toBeInTheDocument();
  });
});
