import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { guestSession } from '../../testing/factories/auth';
import { renderRoute } from '../../testing/renderRoute';
import { LoginModal } from './LoginModal';

/** The modal as the header opens it (the header's Log In opening it: app/Header.test.tsx). */
function OpenLoginModal() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <h1>Support</h1>
      <LoginModal isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('login modal', () => {
  it('opens the login modal from the header and logs in without leaving the page', async () => {
    guestSession();
    const { router } = renderRoute(<OpenLoginModal />, { path: '/support' });
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
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
  });
});
