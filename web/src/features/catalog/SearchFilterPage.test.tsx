import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 10_000 };

describe('/eb/{slug}', { timeout: 30_000 }, () => {
  it('lists the catalogue prefiltered by the stored filter, under its title', async () => {
    renderApp('/eb/safety-gloves');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safety Gloves' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nitrile Gloves' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/2 results for “gloves”/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Department: Safety' })).toBeInTheDocument();
    expect(document.title).toBe('Safety Gloves | Vallen');
  });

  it('shows the 404 page for an unknown filter', async () => {
    renderApp('/eb/no-such-filter');
    expect(
      await screen.findByText("The Page you are looking for doesn't exist or another error occurred.", {}, WAIT),
    ).toBeInTheDocument();
  });
});
