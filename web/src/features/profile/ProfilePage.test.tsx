import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { profileFixture, profileHandlers, profileState, resetProfile } from '../../testing/handlers/profile';

beforeEach(() => {
  resetProfile();
  server.use(...profileHandlers);
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the profile', () => {
  it('edits the profile and lists the field that now waits for approval', async () => {
    renderApp('/my-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('Changes to this field require approval')).toBeInTheDocument();
    fireEvent.change(field('Cost Center'), { target: { value: 'CC-555' } });
    fireEvent.change(field('Shift'), { target: { value: 'Night' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile successfully updated.')).toBeInTheDocument();
    expect(screen.getByText('The following fields require approval: Cost Center')).toBeInTheDocument();
    expect(screen.getByText(/pending approval: CC-555/)).toBeInTheDocument();
    expect(profileState.saves[0]!.customFields).toEqual([
      { id: '201', value: 'CC-555' },
      { id: '202', value: 'Night' },
    ]);
  });

  it('shows the rules’ messages and sends nothing until they are met', async () => {
    resetProfile(
      profileFixture({
        departmentRequired: true,
        departments: [
          { __typename: 'ProfileDepartment', key: 'QA', description: 'Quality Assurance', isDefault: false },
        ],
      }),
    );
    renderApp('/my-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(field('Name'), { target: { value: '' } });
    fireEvent.change(field('Cost Center'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Cost Center is required.')).toBeInTheDocument();
    expect(screen.getByText('Department is required.')).toBeInTheDocument();
    expect(profileState.saves).toEqual([]);
  });

  it('does not let notifications be enabled for a user name that is not an e-mail address', async () => {
    resetProfile(
      profileFixture({
        username: 'kiosk7',
        notificationsAllowed: false,
        notificationsMessage: 'Invalid email address kiosk7 - Do not enable notifications.',
      }),
    );
    renderApp('/my-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('Invalid email address kiosk7 - Do not enable notifications.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Invoices' })).toBeDisabled();
  });

  it('changes the password with rule (c), the live strength hint and the server’s errors', async () => {
    renderApp('/my-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const next = screen.getByLabelText(/^New password/);
    fireEvent.change(next, { target: { value: 'abcdef12' } });
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(/must be 8 to 50 characters long/)).toBeInTheDocument();
    fireEvent.change(next, { target: { value: 'Better#2026' } });
    expect(screen.getByText('Strong')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Better#2026' } });
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'Wrong!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'Demo1234!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(profileState.passwordChanges).toBe(1));
  });

  it('offers no edit to a punch-out user', async () => {
    resetProfile(profileFixture({ canEdit: false }));
    renderApp('/my-account');
    expect(await screen.findByText('Casey Rep')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });
});
