import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { buyer } from '../../testing/fixtures';
import { cartLinesAdded, glovesHits, listingAnswers, searchResultOf } from '../../testing/factories/catalog';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AddCartLinesDocument, type AddCartLinesMutationVariables } from './AddToCart.generated';
import { listingViewKey } from './listingView';
import { ProductSearchDocument, type ProductSearchQueryVariables } from './ProductSearch.generated';
import { SearchPage } from './SearchPage';

const searchHits = glovesHits();
const renderSearch = () => renderRoute(<SearchPage />, { path: '/c', at: '/c?q=gloves' });

beforeEach(() => {
  server.use(...listingAnswers());
});

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 20_000 };

// The listing draws before the viewer (whose view is remembered) is known: wait for the table row.
const rowOf = async (heading: string) =>
  within(
    await waitFor(() => {
      const tr = screen.getByRole('link', { name: heading }).closest('tr');
      if (!tr) throw new Error(`${heading} is not a table row`);
      return tr;
    }, WAIT),
  );

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('listing table view', () => {
  it('is chosen with the view switch and remembered for this user', async () => {
    const first = renderSearch();
    const table = await screen.findByRole('radio', { name: 'Table' }, WAIT);
    expect(screen.getByRole('radiogroup', { name: 'Show results as' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cards' })).toHaveAttribute('aria-checked', 'true');
    // The page's code may arrive before the results: the controls draw first.
    expect(await screen.findAllByRole('article', {}, WAIT)).toHaveLength(searchHits.length);
    fireEvent.click(table);
    await rowOf('Nitrile Gloves');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Search results' })).toBeInTheDocument();
    expect(window.localStorage.getItem(listingViewKey(buyer.username))).toBe('table');
    expect(window.localStorage.getItem(listingViewKey(null))).toBeNull();
    first.unmount();

    renderSearch();
    await rowOf('Safety Glasses');
    expect(screen.getByRole('radio', { name: 'Table' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: 'Cards' }));
    expect(await screen.findAllByRole('article', {}, WAIT)).toHaveLength(searchHits.length);
    expect(window.localStorage.getItem(listingViewKey(buyer.username))).toBe('cards');
  });

  it('adds the chosen item and quantity of a row to the cart', async () => {
    window.localStorage.setItem(listingViewKey(buyer.username), 'table');
    const added: AddCartLinesMutationVariables['input'][] = [];
    server.use(
      answerMutation(AddCartLinesDocument, ({ variables }) => {
        added.push(variables.input);
        return { addCartLines: cartLinesAdded(7, '$87.50') };
      }),
    );
    renderSearch();
    const row = await rowOf('Nitrile Gloves');
    expect(row.getByText(/Item #100001/)).toBeInTheDocument();
    expect(row.getByText(/Your Part #ACME-00042/)).toBeInTheDocument();
    expect(row.getByText('$12.50')).toBeInTheDocument();
    fireEvent.change(row.getByLabelText('Quantity for 100001'), { target: { value: '7' } });
    fireEvent.click(row.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Your cart has been updated.', {}, WAIT)).toBeInTheDocument();
    expect(added).toMatchObject([{ lines: [{ erp: '100001', quantity: 7 }] }]);

    // The unpriced item of the same product cannot be added.
    fireEvent.change(row.getByRole('combobox', { name: 'Item of Nitrile Gloves' }), { target: { value: '100002' } });
    expect(row.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(row.getByText('Unavailable')).toBeInTheDocument();
  });
});

describe('search within results', () => {
  it('searches 80 ms after the last keystroke, once, with the query kept', async () => {
    const asked: ProductSearchQueryVariables['input'][] = [];
    server.use(
      answerQuery(ProductSearchDocument, ({ variables }) => {
        asked.push(variables.input);
        // Within "nitrile" the gateway finds the gloves only.
        const nodes = variables.input.within ? searchHits.slice(0, 1) : searchHits;
        return { productSearch: searchResultOf({ nodes, facets: [] }) };
      }),
    );
    const { router } = renderSearch();
    const field = await screen.findByRole('searchbox', { name: 'Search within results' }, WAIT);
    await screen.findByText('2 results for “gloves”', {}, WAIT);
    field.focus();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(field, { target: { value: 'nit' } });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    fireEvent.change(field, { target: { value: 'nitrile' } });
    act(() => {
      vi.advanceTimersByTime(79);
    });
    expect(router.state.location.search).toBe('?q=gloves');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.search).toBe('?q=gloves&within=nitrile');
    vi.useRealTimers();
    expect(await screen.findByText('1 result for “gloves” within “nitrile”', {}, WAIT)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(asked.filter((input) => input.within)).toEqual([
      expect.objectContaining({ query: 'gloves', within: 'nitrile' }),
    ]);
    expect(field).toHaveAttribute('maxlength', '200');
  });
});
