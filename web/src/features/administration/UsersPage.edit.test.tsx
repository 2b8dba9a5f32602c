import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateCompanyUserInput, UpdateCompanyUserInput } from '../../generated/graphql';
import { answerMutation, answerQuery } from '../../testing/api';
import { companyUserPayloadOf, userDetailOf, usersPageOf } from '../../testing/factories/administration';
import { server } from '../../testing/server';
import {
  CompanyUserDocument,
  CompanyUsersDocument,
  CreateCompanyUserDocument,
  DeactivateCompanyUserDocument,
  SendCompanyUserPasswordResetDocument,
  UpdateCompanyUserDocument,
} from './Users.generated';
import { answerUsersPageSurroundings, listing, openUsers, USERS, userNamed } from './UsersPage.testing';

beforeEach(answerUsersPageSurroundings);

const ok = { userErrors: [] };

describe('adding and editing users', () => {
  it('creates a user after the dialog’s checks, with the sub-option and supervisor rules', async () => {
    listing({ all: USERS });
    const created: CreateCompanyUserInput[] = [];
    server.use(
      answerMutation(CreateCompanyUserDocument, ({ variables: { input } }) => {
        created.push(input);
        const user = { ...userNamed('user001@acme.example'), id: '5000', username: input.username, name: input.name };
        return { createCompanyUser: companyUserPayloadOf(userDetailOf(user)) };
      }),
    );
    openUsers();
    await screen.findByText('admin@acme.example');
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const inDialog = within(dialog);
    fireEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    expect(await inDialog.findByText('Required fields are missing')).toBeInTheDocument();
    expect(inDialog.getByText('Name is required.')).toBeInTheDocument();
    expect(created).toEqual([]);
    // Sub-options need can_submit_orders; require and disable card exclude each other.
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Require credit card' }));
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Disable credit card' }));
    expect(inDialog.getByRole('checkbox', { name: 'Require credit card' })).not.toBeChecked();
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Can submit orders' }));
    expect(inDialog.getByRole('checkbox', { name: 'Disable credit card' })).not.toBeChecked();
    expect(inDialog.getByRole('checkbox', { name: 'Disable credit card' })).toBeDisabled();
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Can submit orders' }));
    // Master implies supervisor; removing supervisor removes master.
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Tools: is master approver' }));
    expect(inDialog.getByRole('checkbox', { name: 'Tools: is supervisor' })).toBeChecked();
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'Tools: is supervisor' }));
    expect(inDialog.getByRole('checkbox', { name: 'Tools: is master approver' })).not.toBeChecked();
    // A No limit box disables its input.
    fireEvent.click(inDialog.getByRole('checkbox', { name: 'No Tools spend limit' }));
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '300' } });
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Search Tools supervisors' }), { target: { value: 'a' } });
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Search Tools supervisors' }), {
      target: { value: 'alan' },
    });
    fireEvent.click(await inDialog.findByRole('button', { name: 'Add Alan Approver to Tools supervisors' }));
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Nia New' } });
    fireEvent.change(inDialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nia@acme.example' } });
    fireEvent.change(inDialog.getByLabelText('Password'), { target: { value: 'secret1x' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('User created.')).toBeInTheDocument();
    const input = created[0]!;
    expect(input).toMatchObject({ name: 'Nia New', username: 'nia@acme.example', password: 'secret1x' });
    expect(input.permissions).toContain('CAN_SUBMIT_ORDERS');
    expect(input.permissions).not.toContain('DISABLE_CC');
    expect(input.limits?.find((l) => l.itemType === 'Tools')).toMatchObject({
      spendLimit: '300',
      noSpendLimit: false,
      supervisorIds: ['2'],
    });
  });

  it('edits a user, sends a reset e-mail, and deactivates after a confirmation (never the viewer)', async () => {
    const approver = userNamed('approver@acme.example');
    const gateway = {
      users: USERS,
      updated: [] as UpdateCompanyUserInput[],
      resets: [] as string[],
      deactivated: [] as string[],
    };
    server.use(
      answerQuery(CompanyUsersDocument, ({ variables: { input } }) => ({
        companyUsers: usersPageOf(gateway.users, input.page ?? 1, input.pageSize ?? 10),
      })),
      answerQuery(CompanyUserDocument, { companyUser: userDetailOf(approver) }),
      answerMutation(SendCompanyUserPasswordResetDocument, ({ variables: { input } }) => {
        gateway.resets.push(input.id);
        return {
          sendCompanyUserPasswordReset: {
            __typename: 'SendCompanyUserPasswordResetPayload',
            message: 'A password reset e-mail was sent to approver@acme.example.',
            ...ok,
          },
        };
      }),
      answerMutation(UpdateCompanyUserDocument, ({ variables: { input } }) => {
        gateway.updated.push(input);
        return { updateCompanyUser: companyUserPayloadOf(userDetailOf(approver)) };
      }),
      // From now on the gateway lists Alan as deactivated.
      answerMutation(DeactivateCompanyUserDocument, ({ variables: { input } }) => {
        gateway.deactivated.push(input.id);
        gateway.users = gateway.users.map((u) => (u.id === input.id ? { ...u, active: false } : u));
        return {
          deactivateCompanyUser: {
            __typename: 'CompanyUserPayload',
            user: { __typename: 'CompanyUser', id: input.id, active: false },
            ...ok,
          },
        };
      }),
    );
    openUsers();
    await screen.findByText('admin@acme.example');
    expect(screen.queryByRole('button', { name: 'Deactivate admin@acme.example' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit approver@acme.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const inDialog = within(dialog);
    expect(await inDialog.findByRole('textbox', { name: 'Tools spend limit' })).toHaveValue('2500');
    fireEvent.click(inDialog.getByRole('button', { name: 'Send Password Reset E-mail' }));
    expect(await screen.findByText('A password reset e-mail was sent to approver@acme.example.')).toBeInTheDocument();
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    expect(await inDialog.findByText('Enter an amount of 0 or more, or check No limit.')).toBeInTheDocument();
    fireEvent.change(inDialog.getByRole('textbox', { name: 'Tools spend limit' }), { target: { value: '99.50' } });
    fireEvent.click(inDialog.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(gateway.resets).toEqual(['2']);
    expect(gateway.updated[0]?.limits?.find((l) => l.itemType === 'Tools')?.spendLimit).toBe('99.50');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate approver@acme.example' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate User' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated.')).toBeInTheDocument();
    expect(gateway.deactivated).toEqual(['2']);
    expect(await screen.findByRole('button', { name: 'Reactivate approver@acme.example' })).toBeInTheDocument();
  });
});
