import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLoggedIn } from '../../testing/handlers/auth';
import { renderApp } from '../../testing/render';

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('login', () => {
  it('keeps Log In disabled until the e-mail and password are valid', async () => {
    setLoggedIn(false);
    renderApp('/login');
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
  });

  it('shows the gateway message when credentials are refused', async () => {
    setLoggedIn(false);
    renderApp('/login');
    await screen.findByLabelText('E-mail', { selector: 'input' });
    fill('E-mail', 'buyer@example.com');
    fill('Password', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });

  it('returns to the remembered page after logging in', async () => {
    setLoggedIn(false);
    const { router } = renderApp('/my-account/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByLabelText('E-mail', { selector: 'input' });
    fill('E-mail', 'buyer@example.com');
    fill('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Log In successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/orders'));
  });
});
