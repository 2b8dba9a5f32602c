import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoggedIn } from '../testing/handlers/auth';
import { region } from '../testing/handlers/content';
import { renderRoute } from '../testing/renderRoute';
import { ArrivalPopups } from './ArrivalPopups';

const openHome = () => renderRoute(<ArrivalPopups />, { path: '/' });

afterEach(() => {
  region.country = null;
  setLoggedIn(true);
});

describe('the guest home page’s popups', () => {
  it('asks a visitor from Canada about the regional site first, and welcomes them only once they stay', async () => {
    setLoggedIn(false);
    region.country = 'CA';
    openHome();
    const question = await screen.findByRole('dialog', { name: 'Visiting from Canada?' });
    expect(screen.queryByRole('dialog', { name: /^Welcome to /, hidden: true })).not.toBeInTheDocument();
    fireEvent.click(within(question).getByRole('button', { name: /^Stay on / }));
    expect(await screen.findByRole('dialog', { name: /^Welcome to / })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Visiting from Canada?' })).not.toBeInTheDocument(),
    );
  });

  it('welcomes a visitor with no regional site at once', async () => {
    setLoggedIn(false);
    openHome();
    expect(await screen.findByRole('dialog', { name: /^Welcome to / })).toBeInTheDocument();
  });
});
