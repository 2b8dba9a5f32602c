import { act, fireEvent, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestSession } from '../../testing/factories/auth';
import { serverRenderedThenLive, typeBeforeLive, withProviders } from '../../testing/hydrate';
import { LoginForm } from './LoginForm';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('the login form of a server-rendered page', () => {
  it('logs in with the e-mail and password typed before the page was live', async () => {
    const logins = guestSession();
    const loggedIn: string[] = [];
    const page = withProviders(<LoginForm onSuccess={(viewer) => loggedIn.push(viewer.__typename)} />);
    const live = await serverRenderedThenLive(page, (html) => {
      typeBeforeLive(html.querySelector('input[name="username"]')!, 'buyer@example.com');
      typeBeforeLive(html.querySelector('input[name="password"]')!, 'secret');
    });
    root = live.root;
    expect(live.recoverable).toEqual([]);

    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveValue('buyer@example.com');
    const logIn = screen.getByRole('button', { name: 'Log In' });
    expect(logIn).toBeEnabled();
    fireEvent.click(logIn);
    await vi.waitFor(() => expect(loggedIn).toHaveLength(1));
    expect(logins).toEqual([{ username: 'buyer@example.com', password: 'secret' }]);
  });

  it('keeps Log In disabled and the fields empty when nothing was typed', async () => {
    guestSession();
    const live = await serverRenderedThenLive(
      withProviders(<LoginForm onSuccess={() => undefined} />),
      () => undefined,
    );
    root = live.root;
    expect(live.recoverable).toEqual([]);
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
  });
});
