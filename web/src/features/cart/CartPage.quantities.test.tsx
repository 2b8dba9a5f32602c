import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { lineOf } from '../../testing/factories/cart';
import { answerCartSurroundings, openCartOf, rowOf, SOON } from './CartPage.testing';

beforeEach(answerCartSurroundings);

describe('cart quantities', () => {
  it('updates a quantity and shows the new line total', async () => {
    const { updates } = openCartOf([lineOf('100001', 2), lineOf('200001', 1)]);
    const quantity = await screen.findByLabelText('Quantity for 100001');
    expect(rowOf('100001').getByText('$9.00')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.click(rowOf('100001').getByRole('button', { name: 'Update quantity for 100001' }));
    expect(await screen.findByText('Your cart has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('100001').getByText('$18.00')).toBeInTheDocument());
    expect(screen.getByText('Subtotal: $22.50')).toBeInTheDocument();
    expect(updates).toEqual([{ lineId: 'l-100001', quantity: 4 }]);
  });

  it('refuses a quantity over 999 naming the limit, and says when more is asked than can ship now', async () => {
    const { updates } = openCartOf([lineOf('100001', 2)]);
    const quantity = await screen.findByLabelText('Quantity for 100001', {}, SOON);
    expect(rowOf('100001').getByText('In stock and ready to ship (148 available)')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '99999999' } });
    expect(quantity).toHaveValue('99999999');
    expect(await rowOf('100001').findByText('Quantity may be at most 999.')).toBeInTheDocument();
    expect(rowOf('100001').getByRole('button', { name: 'Update quantity for 100001' })).toBeDisabled();
    fireEvent.change(quantity, { target: { value: '200' } });
    fireEvent.click(rowOf('100001').getByRole('button', { name: 'Update quantity for 100001' }));
    expect(
      // The row is drawn again for its new quantity: look it up afresh.
      await screen.findByText(/^A larger quantity than can ship immediately \(148 available\)/, {}, SOON),
    ).toBeInTheDocument();
    expect(updates).toEqual([{ lineId: 'l-100001', quantity: 200 }]);
  });

  it('opens a line of the limit (999) as valid and counts the cart with thousands separators', async () => {
    const { updates } = openCartOf([lineOf('100001', 999), lineOf('200001', 999), lineOf('300001', 7)]);
    const quantity = await screen.findByLabelText('Quantity for 100001', {}, SOON);
    expect(quantity).toHaveValue('999');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/^3 lines, 2,005 items/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Quantity for 300001'), { target: { value: '999' } });
    fireEvent.click(rowOf('300001').getByRole('button', { name: 'Update quantity for 300001' }));
    await waitFor(() => expect(updates).toEqual([{ lineId: 'l-300001', quantity: 999 }]));
    expect(await screen.findByText(/^3 lines, 2,997 items/, {}, SOON)).toBeInTheDocument();
  });

  it('opens a line the ERP holds above the limit (a released scan of 250,000) without an error, and lowers it', async () => {
    const { updates } = openCartOf([lineOf('100001', 250_000)]);
    const quantity = await screen.findByLabelText('Quantity for 100001', {}, SOON);
    expect(quantity).toHaveValue('250000');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(rowOf('100001').queryByText('Quantity may be at most 999.')).not.toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '240000' } });
    expect(await rowOf('100001').findByText('Quantity may be at most 999.')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '900' } });
    fireEvent.click(rowOf('100001').getByRole('button', { name: 'Update quantity for 100001' }));
    await waitFor(() => expect(updates).toEqual([{ lineId: 'l-100001', quantity: 900 }]));
  });
});
