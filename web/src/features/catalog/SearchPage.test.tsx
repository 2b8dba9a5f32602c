import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 20_000 };
import { answerQuery, api } from '../../testing/api';
import { ERP_FAILURES, erpFailure, gatewayError } from '../../testing/erpFailures';
import {
  brandNames,
  glovesHits,
  listingAnswers,
  longDescription,
  quickViewOf,
  searchResultOf,
} from '../../testing/factories/catalog';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { ProductSearchDocument } from './ProductSearch.generated';
import { QuickViewDocument } from './QuickView.generated';
import { SearchPage } from './SearchPage';

const renderSearch = (at: string) => renderRoute(<SearchPage />, { path: '/c', at });

beforeEach(() => {
  server.use(
    ...listingAnswers(),
    answerQuery(QuickViewDocument, ({ variables }) => ({
      product: variables.slug === 'nitrile-gloves' ? quickViewOf() : null,
    })),
  );
});

describe('search results', () => {
  it('lists hits with prices and marks unpriced items Unavailable', async () => {
    renderSearch('/c?q=gloves');
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
    server.use(...listingAnswers({ result: searchResultOf({ nodes: [] }) }));
    renderSearch('/c?q=nothing');
    expect(
      await screen.findByText(
        'No products found matching your search. Please search a different term and try again.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });
});

/** Searches for gloves and finds the catalogue's failure message where the results would be. */
async function searchFails() {
  renderSearch('/c?q=gloves');
  expect(
    await screen.findByText(
      'Uh Oh! An unknown error occurred while retrieving data. Please refresh the page to try again.',
      {},
      WAIT,
    ),
  ).toBeInTheDocument();
}

describe('search failures', () => {
  it('shows the catalogue failure message on an unexpected error', async () => {
    server.use(api.query(ProductSearchDocument, () => gatewayError('boom', 'INTERNAL_SERVER_ERROR')));
    await searchFails();
  });

  it.each(ERP_FAILURES)('shows the catalogue failure message on $failure of the ERP', async ({ code }) => {
    server.use(api.query(ProductSearchDocument, () => erpFailure(code)));
    await searchFails();
    expect(
      screen.queryByText('Our order system is not responding right now. Please try again in a few minutes.'),
    ).not.toBeInTheDocument();
  });
});

describe('listing extras', () => {
  const hitOf = async (heading: string) => {
    renderSearch('/c?q=gloves');
    const link = await screen.findByRole('link', { name: heading }, WAIT);
    const article = link.closest('article');
    if (!article) throw new Error('hit is not an article');
    return within(article);
  };

  it('shows availability icons with words on each hit item', async () => {
    const hit = await hitOf('Nitrile Gloves');
    expect(hit.getByText(/In stock and ready to ship \(25 available\)/).closest('[data-availability]')).toHaveAttribute(
      'data-availability',
      'success',
    );
    expect(hit.getByText('Not available for purchase').closest('[data-availability]')).toHaveAttribute(
      'data-availability',
      'gray',
    );
  });

  it('shows the customer part number on its item', async () => {
    const hit = await hitOf('Nitrile Gloves');
    expect(hit.getByText(/Your Part #ACME-00042/).closest('li')).toHaveTextContent('Item #100001');
  });

  it('opens a quick view with the description cut at 700 characters and closes it', async () => {
    const hit = await hitOf('Nitrile Gloves');
    fireEvent.click(hit.getByRole('button', { name: 'Quick view Nitrile Gloves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nitrile Gloves' }, WAIT);
    const text = await within(dialog).findByText(/^Durable nitrile gloves/, {}, WAIT);
    expect(text.textContent).toBe(`${longDescription.slice(0, 700).trimEnd()}…`);
    expect(within(dialog).queryByText(/END-OF-TEXT/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View product details' })).toHaveAttribute(
      'href',
      '/p/nitrile-gloves',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('warns in the quick-add panel when the quantity is more than can ship now', async () => {
    const hit = await hitOf('Nitrile Gloves');
    fireEvent.click(hit.getByRole('button', { name: 'Quick add Nitrile Gloves' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(/In stock and ready to ship/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Quantity for 100001'), { target: { value: '30' } });
    expect(
      within(dialog)
        .getByText(/A larger quantity than can ship immediately \(25 available\)/)
        .closest('[data-availability]'),
    ).toHaveAttribute('data-availability', 'warning');
  });

  it('heads a one-brand listing with the vendor image', async () => {
    const branded = glovesHits().map((h) => ({ ...h, vendor: { ...h.vendor, imageUrl: '/images/brands/ansell.png' } }));
    server.use(...listingAnswers({ result: searchResultOf({ nodes: branded, facets: [] }) }));
    renderSearch('/c?vendors=Ansell');
    const logo = await screen.findByRole('img', { name: 'Ansell' }, WAIT);
    expect(logo).toHaveAttribute('src', '/images/brands/ansell.png');
    expect(logo.closest('.brand-header')).not.toBeNull();
    // An image that does not load leaves the brand's name in its box: the listing below stays put.
    fireEvent.error(logo);
    const name = await screen.findByText('Ansell', { selector: '.brand-header-name' }, WAIT);
    expect(name.closest('.brand-header')).not.toBeNull();
  });

  it('fetches every value of a facet group when it is expanded', async () => {
    renderSearch('/c?q=gloves');
    const group = await screen.findByRole('group', { name: 'Brand' }, WAIT);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(within(group).getByRole('button', { name: 'Show more Brand values (7)' }));
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(brandNames.length), WAIT);
    expect(within(group).getByLabelText(/Brand L/)).toBeInTheDocument();
  });

  it('keeps the Filters dialog open while the buyer ticks two brands, then shows the results', async () => {
    renderSearch('/c?q=gloves');
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }, WAIT));
    // The page behind the dialog is hidden from assistive technology: everything is found in the dialog.
    const brandBoxes = () =>
      within(
        within(screen.getByRole('dialog', { name: 'Filter results' })).getByRole('group', { name: 'Brand' }),
      ).getAllByRole('checkbox');
    const filtersCount = (n: number) => screen.getByRole('button', { name: `Filters (${n})`, hidden: true });
    await waitFor(() => expect(brandBoxes().length).toBeGreaterThan(1), WAIT);
    fireEvent.click(brandBoxes()[0]!);
    await waitFor(() => expect(filtersCount(1)).toBeInTheDocument(), WAIT);
    fireEvent.click(brandBoxes()[1]!);
    await waitFor(() => expect(filtersCount(2)).toBeInTheDocument(), WAIT);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Show \d+ results?$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button', { name: /^Remove filter/ }),
    ).toHaveLength(2);
  });
});
