import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateCompanyUserInput } from '../../generated/graphql';
import { answerMutation, api } from '../../testing/api';
import { companyUsersOf, departmentChoicesOf, userDetailOf, workflowOf } from '../../testing/factories/administration';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { UserDepartmentChoicesDocument } from './UserAccess.generated';
import { CompanyWorkflowDocument, CreateCompanyUserDocument } from './Users.generated';
import { UserDialog } from './UserDialog';

// 'Force user to create password' (account-admin-calls §5): no password is typed; the gateway creates
// a random one and mails the welcome link. When only the mail fails, the user exists all the same.
const created = userDetailOf({ ...companyUsersOf()[5]!, id: '5001', username: 'wade@acme.example' });

let sent: CreateCompanyUserInput[];
beforeEach(() => {
  sent = [];
  server.use(
    api.query(CompanyWorkflowDocument, () => HttpResponse.json({ data: workflowOf() })),
    api.query(UserDepartmentChoicesDocument, () => HttpResponse.json({ data: departmentChoicesOf() })),
  );
});

const answering = (welcomeSent: boolean) =>
  server.use(
    answerMutation(CreateCompanyUserDocument, ({ variables: { input } }) => {
      sent.push(input);
      return {
        createCompanyUser: {
          __typename: 'CompanyUserPayload',
          user: created,
          userErrors: welcomeSent
            ? []
            : [
                {
                  __typename: 'UserError',
                  field: null,
                  message:
                    'The user was created, but the welcome e-mail could not be sent. Use Send Password Reset E-mail.',
                  code: 'UPSTREAM_UNAVAILABLE',
                },
              ],
        },
      };
    }),
  );

async function createForced() {
  const closed: boolean[] = [];
  renderRoute(<UserDialog userId={null} onClose={(saved) => closed.push(saved)} />, { path: '/administration/users' });
  const dialog = within(await screen.findByRole('dialog', { name: 'Add User' }));
  fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Wade Welcome' } });
  fireEvent.change(dialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'wade@acme.example' } });
  fireEvent.click(dialog.getByRole('checkbox', { name: 'Force user to create password' }));
  expect(dialog.queryByLabelText('Password')).not.toBeInTheDocument();
  fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(closed).toEqual([true]));
  return sent[0]!;
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
    expect(
      await screen.findByText(
        'The user was created, but the welcome e-mail could not be sent. Use Send Password Reset E-mail.',
      ),
    ).toBeInTheDocument();
  });
});
