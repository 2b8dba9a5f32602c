import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 10_000 };
import { HttpResponse } from 'msw';
import { messages } from '../../lib/messages';
import { api } from '../../testing/api';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { ProductSearchDocument } from './ProductSearch.generated';

describe('search results', { timeout: 30_000 }, () => {
  it('lists hits with prices and marks unpriced items Unavailable', async () => {
    renderApp('/c?q=gloves');
    const heading = await screen.findByRole('link', { name: 'Nitrile Gloves' }, WAIT);
    expect(heading).toHaveAttribute('href', '/p/nitrile-gloves');
    const article = heading.closest('article');
    if (!article) throw new Error('hit is not an article');
    expect(within(article).getByText('$12.50')).toBeInTheDocument();
    expect(within(article).getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByText(/2 results for/)).toBeInTheDocument();
    expect(document.title).toBe('Search Results | Vallen');
  });

  it('shows the empty-result message', async () => {
    renderApp('/c?q=nothing');
    expect(
      await screen.findByText('No products found matching your search. Please search a different term and try again.', {}, WAIT),
    ).toBeInTheDocument();
  });
});

describe('search failures', { timeout: 30_000 }, () => {
  it('shows the catalogue failure message on an unexpected error', async () => {
    server.use(api.query(ProductSearchDocument, () => HttpResponse.json({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })));
    renderApp('/c?q=gloves');
    expect(
      await screen.findByText('Uh Oh! An unknown error occurred while retrieving data. Please refresh the page to try again.', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('explains an unavailable upstream instead of a blank page', async () => {
    server.use(api.query(ProductSearchDocument, () => HttpResponse.json({ data: null, errors: [{ message: 'ERP down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] })));
    renderApp('/c?q=gloves');
    expect(await screen.findByText(messages.upstreamUnavailable, {}, WAIT)).toBeInTheDocument();
  });
});
