import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 10_000 };
import { cartState } from '../../testing/handlers/cart';
import { renderApp } from '../../testing/render';

const grid = () => within(screen.getByRole('table', { name: 'Options for Nitrile Gloves' }));

function row(erp: string) {
  const cell = grid().getByRole('rowheader', { name: erp });
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
}

describe('product page', { timeout: 30_000 }, () => {
  it('refuses 0 and non-numeric quantities and adds a valid one', async () => {
    renderApp('/p/nitrile-gloves');
    await screen.findByRole('table', { name: 'Options for Nitrile Gloves' }, WAIT);
    const quantity = row('100001').getByLabelText('Quantity for 100001');
    const add = row('100001').getByRole('button', { name: 'Add to Cart' });

    fireEvent.change(quantity, { target: { value: '0' } });
    expect(row('100001').getByText('Quantity must be a whole number of at least 1.')).toBeInTheDocument();
    expect(add).toBeDisabled();

    fireEvent.change(quantity, { target: { value: 'abc' } });
    expect(row('100001').getByText('Quantity must be a whole number of at least 1.')).toBeInTheDocument();
    expect(add).toBeDisabled();

    fireEvent.change(quantity, { target: { value: '3' } });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(await screen.findByText('Your cart has been updated.', {}, WAIT)).toBeInTheDocument();
    expect(cartState.lines.map((line) => line.erp)).toContain('100001');
  });

  it('disables Add to Cart for an unpriced item and says why', async () => {
    renderApp('/p/nitrile-gloves');
    await screen.findByRole('table', { name: 'Options for Nitrile Gloves' }, WAIT);
    expect(row('100002').getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(row('100002').getByText(/This product isn't available at this time\./)).toBeInTheDocument();
  });

  it('shows the options grid and the description as tabs, options first', async () => {
    renderApp('/p/nitrile-gloves');
    const options = await screen.findByRole('tab', { name: 'Options' }, WAIT);
    expect(options).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Item #');
    expect(row('100001').getByText(/In stock and ready to ship/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Your Part #' })).toBeInTheDocument();
    expect(row('100001').getByRole('cell', { name: 'ACME-00042' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Description' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Durable nitrile gloves for general work.');
  });

  it('places the product in the tree and links its SDS, brand and category', async () => {
    renderApp('/p/nitrile-gloves');
    const trail = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }, WAIT));
    expect(trail.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(trail.getByRole('link', { name: 'Safety' })).toHaveAttribute('href', '/c?department=Safety');
    expect(trail.getByRole('link', { name: 'Hand Protection' })).toHaveAttribute(
      'href',
      '/c?department=Safety&category=Hand+Protection',
    );
    expect(trail.getByText('Nitrile Gloves')).toHaveAttribute('aria-current', 'page');
    const specs = within(screen.getByRole('table', { name: 'Specifications' }));
    expect(specs.getByRole('link', { name: /Safety data sheet/ })).toHaveAttribute(
      'href',
      'https://sds.example.com/nitrile-gloves.pdf',
    );
    expect(specs.getByRole('link', { name: 'All Ansell products' })).toHaveAttribute('href', '/brand/ansell');
    expect(specs.getByRole('rowheader', { name: 'Brand' })).toBeInTheDocument();
  });

  it('adds from the quick-add aside, and Add and Check Out goes to the cart', async () => {
    const { router } = renderApp('/p/nitrile-gloves');
    const aside = within(await screen.findByRole('complementary', { name: 'Quick add' }, WAIT));
    expect(aside.getByRole('button', { name: 'Add to Shopping List' })).toBeEnabled();
    fireEvent.change(aside.getByLabelText('Quantity for 100001'), { target: { value: '2' } });
    fireEvent.click(aside.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Your cart has been updated.', {}, WAIT)).toBeInTheDocument();
    expect(cartState.lines).toMatchObject([{ erp: '100001', quantity: 2 }]);
    expect(router.state.location.pathname).toBe('/p/nitrile-gloves');

    fireEvent.change(aside.getByRole('combobox', { name: 'Item' }), { target: { value: '100002' } });
    expect(aside.getByRole('button', { name: 'Add and Check Out' })).toBeDisabled();
    fireEvent.change(aside.getByRole('combobox', { name: 'Item' }), { target: { value: '100001' } });
    fireEvent.click(aside.getByRole('button', { name: 'Add and Check Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), WAIT);
    expect(cartState.lines.map((line) => line.erp)).toContain('100001');
  });

  it('shows the 404 page for an unknown slug', async () => {
    renderApp('/p/no-such-thing');
    expect(
      await screen.findByText("The Page you are looking for doesn't exist or another error occurred.", {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});
