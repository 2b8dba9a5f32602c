import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// The 404 page the app gives the stored-filter route (app/routes.tsx).
import { NotFoundPage } from '../../testing/appParts';
import { answerQuery } from '../../testing/api';
import { listingAnswers, searchFilterOf } from '../../testing/factories/catalog';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { SearchFilterDocument } from './SearchFilter.generated';
import { SearchFilterPage } from './SearchFilterPage';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 20_000 };

beforeEach(() => {
  server.use(
    ...listingAnswers(),
    answerQuery(SearchFilterDocument, ({ variables }) => ({
      searchFilter: variables.slug === 'safety-gloves' ? searchFilterOf() : null,
    })),
  );
});

const renderFilter = (slug: string) =>
  renderRoute(<SearchFilterPage notFound={<NotFoundPage />} />, { path: '/eb/:slug', at: `/eb/${slug}` });

describe('/eb/{slug}', () => {
  it('lists the catalogue prefiltered by the stored filter, under its title', async () => {
    renderFilter('safety-gloves');
    expect(await screen.findByRole('heading', { level: 1, name: 'Safety Gloves' }, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nitrile Gloves' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/2 results for “gloves”/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Department: Safety' })).toBeInTheDocument();
    expect(document.title).toBe('Safety Gloves | Vallen');
  });

  it('shows the 404 page for an unknown filter', async () => {
    renderFilter('no-such-filter');
    expect(
      await screen.findByText("The Page you are looking for doesn't exist or another error occurred.", {}, WAIT),
    ).toBeInTheDocument();
  });
});
