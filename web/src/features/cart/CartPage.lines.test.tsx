import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { lineOf, linesOf } from '../../testing/factories/cart';
import { answerCartSurroundings, openCartOf, rowOf, SOON } from './CartPage.testing';

beforeEach(answerCartSurroundings);

describe('cart lines', () => {
  it('removes a line', async () => {
    const { removed } = openCartOf([lineOf('100001', 2), lineOf('200001', 1)]);
    await screen.findByLabelText('Quantity for 200001');
    fireEvent.click(rowOf('200001').getByRole('button', { name: 'Remove 200001' }));
    await waitFor(() => expect(screen.queryByLabelText('Quantity for 200001')).not.toBeInTheDocument());
    expect(removed).toEqual([['l-200001']]);
    expect(screen.getByLabelText('Quantity for 100001')).toBeInTheDocument();
  });

  it('removes the selected lines together, and selects all lines at once', async () => {
    const { removed } = openCartOf([lineOf('100001', 2), lineOf('200001', 1), lineOf('300001', 1)]);
    await screen.findByLabelText('Quantity for 300001');
    expect(screen.queryByRole('button', { name: /Remove Selected/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 100001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 300001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Selected (2)' }));
    await waitFor(() => expect(screen.queryByLabelText('Quantity for 300001')).not.toBeInTheDocument());
    expect(removed).toEqual([['l-100001', 'l-300001']]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove Selected/ })).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all lines' }));
    expect(screen.getByRole('checkbox', { name: 'Select 200001' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Selected (1)' })).toBeInTheDocument();
  });

  // 60 rows of react-aria controls are slow to render in jsdom on a shared machine.
  it(
    'loads 20 lines at a time to the last of 60, asking only for each new page, and changes one on the last page',
    { timeout: 300_000 },
    async () => {
      const { cart, updates, removed } = openCartOf(linesOf(60, 300000));
      await screen.findByLabelText('Quantity for 300019', {}, SOON);
      expect(screen.queryByLabelText('Quantity for 300020')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
      expect(await screen.findByLabelText('Quantity for 300039', {}, SOON)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled(), SOON);
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
      expect(await screen.findByLabelText('Quantity for 300059', {}, SOON)).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox', { name: /^Select 3000/ })).toHaveLength(60);
      expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
      expect(cart.windows).toEqual([
        [0, 20],
        [20, 20],
        [40, 20],
      ]);
      fireEvent.change(screen.getByLabelText('Quantity for 300055'), { target: { value: '7' } });
      fireEvent.click(rowOf('300055').getByRole('button', { name: 'Update quantity for 300055' }));
      await waitFor(() => expect(rowOf('300055').getByText('$31.50')).toBeInTheDocument(), SOON);
      expect(updates).toEqual([{ lineId: 'l-300055', quantity: 7 }]);
      // The new total is drawn from the cache before the update settles; until then the page is busy
      // and its buttons are disabled, so a click would be lost: press Remove once it can be pressed.
      const remove = rowOf('300058').getByRole('button', { name: 'Remove 300058' });
      await waitFor(() => expect(remove).toBeEnabled(), SOON);
      fireEvent.click(remove);
      await waitFor(() => expect(screen.queryByLabelText('Quantity for 300058')).not.toBeInTheDocument(), SOON);
      expect(removed).toEqual([['l-300058']]);
      expect(screen.getAllByRole('checkbox', { name: /^Select 3000/ })).toHaveLength(59);
      expect(cart.windows).toHaveLength(3);
    },
  );

  it(
    'selects all 200 lines, loaded or not, and removes them all but the one left out',
    { timeout: 60_000 },
    async () => {
      const { removed } = openCartOf(linesOf(200, 400000));
      await screen.findByLabelText('Quantity for 400019', {}, SOON);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select all lines' }));
      expect(screen.getByRole('button', { name: 'Remove Selected (200)' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select 400003' }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove Selected (199)' }));
      await waitFor(() => expect(removed).toHaveLength(1), SOON);
      expect(removed[0]).toEqual(linesOf(200, 400000).flatMap((line) => (line.erp === '400003' ? [] : [line.id])));
      expect(await screen.findByLabelText('Quantity for 400003', {}, SOON)).toBeInTheDocument();
      expect(screen.queryByLabelText('Quantity for 400000')).not.toBeInTheDocument();
    },
  );
});
