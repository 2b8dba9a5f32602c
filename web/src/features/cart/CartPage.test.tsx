import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartState, resetCart } from '../../testing/handlers/cart';
import { cartLine } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

const rowOf = (erp: string) => {
  const tr = screen.getByText(`Item #${erp}`).closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
};

/** The machine is shared; give the page time to answer. */
const SOON = { timeout: 15_000 };

describe('cart', () => {
  it('updates a quantity and shows the new line total', async () => {
    resetCart([cartLine('l1', '100001', 2, 4.5), cartLine('l2', '200001', 1, 4.5)]);
    renderApp('/cart');
    const quantity = await screen.findByLabelText('Quantity for 100001');
    expect(rowOf('100001').getByText('$9.00')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.click(rowOf('100001').getByRole('button', { name: 'Update quantity for 100001' }));
    expect(await screen.findByText('Your cart has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('100001').getByText('$18.00')).toBeInTheDocument());
    expect(screen.getByText('Subtotal: $22.50')).toBeInTheDocument();
  });

  it('refuses a quantity over 999 naming the limit, and says when more is asked than can ship now', async () => {
    resetCart([cartLine('l1', '100001', 2, 4.5)]);
    renderApp('/cart');
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
    expect(cartState.lines[0]?.quantity).toBe(200);
  });

  it('removes a line', async () => {
    resetCart([cartLine('l1', '100001', 2, 4.5), cartLine('l2', '200001', 1, 4.5)]);
    renderApp('/cart');
    await screen.findByLabelText('Quantity for 200001');
    fireEvent.click(rowOf('200001').getByRole('button', { name: 'Remove 200001' }));
    await waitFor(() => expect(screen.queryByLabelText('Quantity for 200001')).not.toBeInTheDocument());
    expect(cartState.lines.map((l) => l.erp)).toEqual(['100001']);
    expect(screen.getByLabelText('Quantity for 100001')).toBeInTheDocument();
  });

  it('removes the selected lines together, and selects all lines at once', async () => {
    resetCart([cartLine('l1', '100001', 2, 4.5), cartLine('l2', '200001', 1, 4.5), cartLine('l3', '300001', 1, 4.5)]);
    renderApp('/cart');
    await screen.findByLabelText('Quantity for 300001');
    expect(screen.queryByRole('button', { name: /Remove Selected/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 100001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 300001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Selected (2)' }));
    await waitFor(() => expect(screen.queryByLabelText('Quantity for 300001')).not.toBeInTheDocument());
    expect(cartState.lines.map((l) => l.erp)).toEqual(['200001']);
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
      resetCart(Array.from({ length: 60 }, (_, i) => cartLine(`l${i}`, String(300000 + i), 1, 4.5)));
      renderApp('/cart');
      await screen.findByLabelText('Quantity for 300019', {}, SOON);
      expect(screen.queryByLabelText('Quantity for 300020')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
      expect(await screen.findByLabelText('Quantity for 300039', {}, SOON)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled(), SOON);
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
      expect(await screen.findByLabelText('Quantity for 300059', {}, SOON)).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox', { name: /^Select 3000/ })).toHaveLength(60);
      expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
      expect(cartState.windows).toEqual([
        [0, 20],
        [20, 20],
        [40, 20],
      ]);
      fireEvent.change(screen.getByLabelText('Quantity for 300055'), { target: { value: '7' } });
      fireEvent.click(rowOf('300055').getByRole('button', { name: 'Update quantity for 300055' }));
      await waitFor(() => expect(rowOf('300055').getByText('$31.50')).toBeInTheDocument(), SOON);
      expect(cartState.lines[55]?.quantity).toBe(7);
      fireEvent.click(rowOf('300058').getByRole('button', { name: 'Remove 300058' }));
      await waitFor(() => expect(screen.queryByLabelText('Quantity for 300058')).not.toBeInTheDocument(), SOON);
      expect(screen.getAllByRole('checkbox', { name: /^Select 3000/ })).toHaveLength(59);
      expect(cartState.windows).toHaveLength(3);
    },
  );

  it(
    'selects all 200 lines, loaded or not, and removes them all but the one left out',
    { timeout: 60_000 },
    async () => {
      resetCart(Array.from({ length: 200 }, (_, i) => cartLine(`l${i}`, String(400000 + i), 1, 4.5)));
      renderApp('/cart');
      await screen.findByLabelText('Quantity for 400019', {}, SOON);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select all lines' }));
      expect(screen.getByRole('button', { name: 'Remove Selected (200)' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select 400003' }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove Selected (199)' }));
      await waitFor(() => expect(cartState.lines.map((l) => l.erp)).toEqual(['400003']), SOON);
      expect(await screen.findByLabelText('Quantity for 400003', {}, SOON)).toBeInTheDocument();
      expect(screen.queryByLabelText('Quantity for 400000')).not.toBeInTheDocument();
    },
  );

  it('applies a promo code upper-cased, shows its discount and the spec message for a bad one', async () => {
    resetCart([cartLine('l1', '100001', 40, 4.5)]);
    renderApp('/cart');
    const field = await screen.findByLabelText('Promo code');
    fireEvent.change(field, { target: { value: 'bogus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promo code')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '  save10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount: -$18.00')).toBeInTheDocument();
    expect(cartState.promoCodes).toEqual(['SAVE10']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code SAVE10' }));
    await waitFor(() => expect(screen.queryByText('Discount: -$18.00')).not.toBeInTheDocument());
  });

  it('checks line properties with the shared rules, fills down after the confirmation and then allows checkout', async () => {
    resetCart([cartLine('l1', '100001', 1, 4.5), cartLine('l2', '200001', 1, 4.5), cartLine('l3', '300001', 1, 4.5)]);
    cartState.withLineFields = true;
    renderApp('/cart');
    expect(await screen.findByText('Line properties: (Required)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Edit line properties for 100001' }));
    const job = await screen.findByLabelText('Job Number (Required)');
    fireEvent.change(job, { target: { value: 'ab-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('One or more of the values is invalid. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Invalid value')).toBeInTheDocument();
    expect(cartState.fillDowns).toEqual([]);
    fireEvent.change(job, { target: { value: 'AB-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill Down' }));
    expect(
      await screen.findByText(
        'These settings will be applied to this and all subsequent line items. Is this what you want to do?',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(cartState.fillDowns).toEqual([true]));
    expect(cartState.lines.map((l) => l.properties[0]?.value)).toEqual(['AB-1234', 'AB-1234', 'AB-1234']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled());
  });

  it('says when the cart is empty', async () => {
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});
