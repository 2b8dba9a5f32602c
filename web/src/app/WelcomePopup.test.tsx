import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoggedIn } from '../testing/handlers/auth';
import { region } from '../testing/handlers/content';
import { renderApp } from '../testing/render';

// Renders of the whole app over msw can take seconds on a busy machine.
const WAIT = { timeout: 20_000 };

afterEach(() => {
  region.country = null;
  setLoggedIn(true);
});

describe('the guest home page’s popups', () => {
  it('asks a visitor from Canada about the regional site first, and welcomes them only once they stay', async () => {
    setLoggedIn(false);
    region.country = 'CA';
    renderApp('/');
    const question = await screen.findByRole('dialog', { name: 'Visiting from Canada?' }, WAIT);
    expect(screen.queryByRole('dialog', { name: /^Welcome to /, hidden: true })).not.toBeInTheDocument();
    fireEvent.click(within(question).getByRole('button', { name: /^Stay on / }));
    expect(await screen.findByRole('dialog', { name: /^Welcome to / }, WAIT)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Visiting from Canada?' })).not.toBeInTheDocument(),
    );
  });

  it('welcomes a visitor with no regional site at once', async () => {
    setLoggedIn(false);
    renderApp('/');
    expect(await screen.findByRole('dialog', { name: /^Welcome to / }, WAIT)).toBeInTheDocument();
  });
});
