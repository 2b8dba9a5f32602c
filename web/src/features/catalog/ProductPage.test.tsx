import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Renders over msw can take seconds on a busy machine.
const WAIT = { timeout: 10_000 };
import { cartState } from '../../testing/handlers/cart';
import { renderApp } from '../../testing/render';

function row(erp: string) {
  const cell = screen.getByRole('rowheader', { name: erp });
  const tr = cell.closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
}

describe('product page', { timeout: 30_000 }, () => {
  it('refuses 0 and non-numeric quantities and adds a valid one', async () => {
    renderApp('/p/nitrile-gloves');
    const quantity = await screen.findByLabelText('Quantity for 100001', {}, WAIT);
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
    expect(cartState.lines).toMatchObject([{ erp: '100001', quantity: 3 }]);
  });

  it('disables Add to Cart for an unpriced item and says why', async () => {
    renderApp('/p/nitrile-gloves');
    await screen.findByLabelText('Quantity for 100002', {}, WAIT);
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

  it('shows the 404 page for an unknown slug', async () => {
    renderApp('/p/no-such-thing');
    expect(
      await screen.findByText("The Page you are looking for doesn't exist or another error occurred.", {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});
