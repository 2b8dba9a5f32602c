import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLoggedIn } from '../../testing/handlers/auth';
import { renderApp } from '../../testing/render';

describe('login modal', () => {
  it('opens the login modal from the header and logs in without leaving the page', async () => {
    setLoggedIn(false);
    const { router } = renderApp('/support');
    fireEvent.click(await within(await screen.findByRole('banner')).findByRole('link', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(dialog).getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/password-recovery');
    expect(within(dialog).getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/create-account');
    fireEvent.keyUp(within(dialog).getByLabelText('Password', { selector: 'input' }), {
      key: 'A',
      modifierCapsLock: true,
    });
    expect(await within(dialog).findByText('Caps lock is on!')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('E-mail', { selector: 'input' }), {
      target: { value: 'buyer@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('Password', { selector: 'input' }), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByText('Invalid credentials')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Log In successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/support');
  });
});
