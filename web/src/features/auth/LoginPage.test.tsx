import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestSession } from '../../testing/factories/auth';
import { renderRoute } from '../../testing/renderRoute';
import { LoginPage } from './LoginPage';

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('login', () => {
  it('keeps Log In disabled until the e-mail and password are valid', async () => {
    const logins = guestSession();
    renderRoute(<LoginPage />, { path: '/login' });
    const button = await screen.findByRole('button', { name: 'Log In' });
    expect(button).toBeDisabled();
    fill('E-mail', 'not-an-email');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    fill('E-mail', 'a'.repeat(95) + '@x.com');
    expect(await screen.findByText('E-mail may be at most 100 characters.')).toBeInTheDocument();
    fill('E-mail', 'buyer@example.com');
    fill('Password', 'secret');
    expect(button).toBeEnabled();
    expect(logins).toEqual([]);
  });

  it('shows the gateway message when credentials are refused', async () => {
    const logins = guestSession();
    renderRoute(<LoginPage />, { path: '/login' });
    await screen.findByLabelText('E-mail', { selector: 'input' });
    fill('E-mail', 'buyer@example.com');
    fill('Password', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(logins).toEqual([{ username: 'buyer@example.com', password: 'wrong' }]);
  });

  // The guard that remembers the page a guest was sent from is app/navigation.test.tsx's.
  it('returns to the remembered page after logging in', async () => {
    guestSession();
    renderRoute(<LoginPage />, {
      path: '/login',
      at: { pathname: '/login', state: { from: { pathname: '/my-account/orders', search: '', hash: '' } } },
    });
    await screen.findByLabelText('E-mail', { selector: 'input' });
    fill('E-mail', 'buyer@example.com');
    fill('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Log In successful')).toBeInTheDocument();
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/my-account/orders');
  });

  // Issue 31, finding 23: `/login?state=/%09/…` read as `//…` (another origin) broke the page after login.
  it('shows the login page at /login?state=/%09/… and lands on the profile, ignoring the unsafe state', async () => {
    guestSession();
    renderRoute(<LoginPage />, { path: '/login', at: '/login?state=/%09/evil.example/x' });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    fill('E-mail', 'buyer@example.com');
    fill('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent(/^\/my-account$/);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
