import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { customFieldOf, profileOf } from '../../testing/factories/profile';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { submitValue } from '../../testing/steps';
import {
  ChangePasswordDocument,
  ProfileDocument,
  UpdateProfileDocument,
  type ChangePasswordMutationVariables,
  type ProfileFieldsFragment,
  type UpdateProfileMutationVariables,
} from './Profile.generated';
import { ProfilePage } from './ProfilePage';

/** Opens the profile page on `profile`; returns what the page sent to save it. */
const open = (profile: ProfileFieldsFragment = profileOf()) => {
  const saves: UpdateProfileMutationVariables['input'][] = [];
  server.use(
    answerQuery(ProfileDocument, { profile }),
    // The gateway keeps a changed field that needs approval as it was, and names it as pending.
    answerMutation(UpdateProfileDocument, ({ variables }) => {
      saves.push(variables.input);
      return {
        updateProfile: {
          __typename: 'UpdateProfilePayload',
          profile: profileOf({
            customFields: [
              customFieldOf({
                id: '201',
                name: 'Cost Center',
                value: 'CC-100',
                defaultValue: 'CC-100',
                required: true,
                needsApproval: true,
                pendingValue: 'CC-555',
              }),
              customFieldOf({ id: '202', name: 'Shift', value: 'Night' }),
            ],
          }),
          pendingApprovals: ['Cost Center'],
          userErrors: [],
        },
      };
    }),
  );
  renderRoute(<ProfilePage />, { path: '/my-account' });
  return saves;
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the profile', () => {
  it('edits the profile and lists the field that now waits for approval', async () => {
    const saves = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('Changes to this field require approval')).toBeInTheDocument();
    fireEvent.change(field('Cost Center'), { target: { value: 'CC-555' } });
    fireEvent.change(field('Shift'), { target: { value: 'Night' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile successfully updated.')).toBeInTheDocument();
    expect(screen.getByText('The following fields require approval: Cost Center')).toBeInTheDocument();
    expect(screen.getByText(/pending approval: CC-555/)).toBeInTheDocument();
    expect(saves[0]!.customFields).toEqual([
      { id: '201', value: 'CC-555' },
      { id: '202', value: 'Night' },
    ]);
  });

  it('shows the rules’ messages and sends nothing until they are met', async () => {
    const saves = open(
      profileOf({
        departmentRequired: true,
        departments: [
          { __typename: 'ProfileDepartment', key: 'QA', description: 'Quality Assurance', isDefault: false },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(field('Name'), { target: { value: '' } });
    fireEvent.change(field('Cost Center'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Cost Center is required.')).toBeInTheDocument();
    expect(screen.getByText('Department is required.')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('does not let notifications be enabled for a user name that is not an e-mail address', async () => {
    open(
      profileOf({
        username: 'kiosk7',
        notificationsAllowed: false,
        notificationsMessage: 'Invalid email address kiosk7 - Do not enable notifications.',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('Invalid email address kiosk7 - Do not enable notifications.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeDisabled();
  });

  it('changes the password with rule (c), the live strength hint and the server’s errors', async () => {
    const changes: ChangePasswordMutationVariables['input'][] = [];
    const answer = (changed: boolean) =>
      answerMutation(
        ChangePasswordDocument,
        ({ variables }) => {
          changes.push(variables.input);
          return {
            changePassword: {
              __typename: 'ChangePasswordPayload',
              changed,
              userErrors: changed
                ? []
                : [
                    {
                      __typename: 'UserError',
                      field: 'currentPassword',
                      message: 'The current password is not correct.',
                      code: 'REJECTED',
                    },
                  ],
            },
          };
        },
        { once: true },
      );
    server.use(answer(false), answer(true));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const next = screen.getByLabelText(/^New password/);
    fireEvent.change(next, { target: { value: 'abcdef12' } });
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(/must be 8 to 50 characters long/)).toBeInTheDocument();
    fireEvent.change(next, { target: { value: 'Better#2026' } });
    expect(screen.getByText('Strong')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Better#2026' } });
    const current = screen.getByLabelText(/^Current password/);
    await submitValue(current, 'Wrong!', 'Update Password', 'The current password is not correct.');
    await submitValue(current, 'Demo1234!', 'Update Password', 'Password successfully updated.');
    expect(changes.map((c) => c.currentPassword)).toEqual(['Wrong!', 'Demo1234!']);
  });

  it('offers no edit to a punch-out user', async () => {
    open(profileOf({ canEdit: false }));
    expect(await screen.findByText('Casey Rep')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('shows no sales contact card to a user without one (an express user)', async () => {
    open(profileOf({ salesContact: null }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Sales Contact' })).not.toBeInTheDocument();
    expect(screen.queryByText(/sales contact/i)).not.toBeInTheDocument();
  });
});
