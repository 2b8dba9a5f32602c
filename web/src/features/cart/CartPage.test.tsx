import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLineFieldsFragment } from './CartLineColumns.generated';
import type { UpdateCartLinePropertiesInput } from '../../generated/graphql';
import { answerMutation, answerQuery, api } from '../../testing/api';
import {
  cartOf,
  cartTotalsOf,
  cartWindowOf,
  checkoutActionsOf,
  jobNumberField,
  lineOf,
  linesOf,
} from '../../testing/factories/cart';
import { valued } from '../../testing/fixtures';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CartDocument, CartLineKeysDocument, RemoveCartLinesDocument, UpdateCartLineDocument } from './Cart.generated';
import { CartPage } from './CartPage';
import { CheckoutActionsDocument } from './CheckoutActions.generated';
import { LinePropertyFieldsDocument, UpdateCartLinePropertiesDocument } from './LineProperties.generated';
import { ApplyPromoCodeDocument, RemovePromoCodeDocument } from './PromoCode.generated';

const rowOf = (erp: string) => {
  const tr = screen.getByText(`Item #${erp}`).closest('tr');
  if (!tr) throw new Error('no row');
  return within(tr);
};

/** The machine is shared; give the page time to answer. */
const SOON = { timeout: 15_000 };

const userErrorsNone = { userErrors: [] };

/**
 * The gateway's cart: it answers each window the page asks for (recorded in `windows`) from
 * `lines`, which a test's mutation handler replaces with what the gateway holds after the change.
 * The checkout buttons read the same cart (its line count is the page's too: one cache entry).
 */
function cartHolding(initial: CartLineFieldsFragment[]) {
  const cart = { lines: initial, windows: [] as [number, number][] };
  server.use(
    api.query(CheckoutActionsDocument, () =>
      HttpResponse.json({ data: checkoutActionsOf({ cart: { lineCount: cart.lines.length } }) }),
    ),
    answerQuery(CartDocument, ({ variables: { offset, limit } }) => {
      cart.windows.push([offset, limit]);
      return { cart: cartWindowOf(cart.lines, offset, limit) };
    }),
  );
  return cart;
}

/** Answers RemoveCartLines with the cart less the lines named, recording the line ids sent. */
function removingLines(cart: { lines: CartLineFieldsFragment[] }) {
  const removed: string[][] = [];
  server.use(
    answerMutation(RemoveCartLinesDocument, ({ variables: { input } }) => {
      removed.push(input.lineIds);
      cart.lines = cart.lines.filter((line) => !input.lineIds.includes(line.id));
      return { removeCartLines: { __typename: 'CartPayload', cart: cartTotalsOf(cart.lines), ...userErrorsNone } };
    }),
  );
  return removed;
}

/** Answers UpdateCartLine with the line at its new quantity (the window of one line the page asks for). */
function updatingQuantities(cart: { lines: CartLineFieldsFragment[] }) {
  const updates: { lineId: string; quantity: number }[] = [];
  server.use(
    answerMutation(UpdateCartLineDocument, ({ variables: { input, lineOffset } }) => {
      updates.push(input);
      cart.lines = cart.lines.map((line) => (line.id === input.lineId ? lineOf(line.erp, input.quantity) : line));
      return {
        updateCartLine: {
          __typename: 'CartPayload',
          cart: cartWindowOf(cart.lines, lineOffset, 1),
          ...userErrorsNone,
        },
      };
    }),
  );
  return updates;
}

beforeEach(() => {
  server.use(
    api.query(CheckoutActionsDocument, () =>
      HttpResponse.json({ data: checkoutActionsOf({ cart: { lineCount: 0 } }) }),
    ),
    answerQuery(LinePropertyFieldsDocument, { userDefinedFields: [] }),
  );
});

const openCart = () => renderRoute(<CartPage />, { path: '/cart' });

describe('cart', () => {
  it('updates a quantity and shows the new line total', async () => {
    const cart = cartHolding([lineOf('100001', 2), lineOf('200001', 1)]);
    const updates = updatingQuantities(cart);
    openCart();
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
    const cart = cartHolding([lineOf('100001', 2)]);
    const updates = updatingQuantities(cart);
    openCart();
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
    const cart = cartHolding([lineOf('100001', 999), lineOf('200001', 999), lineOf('300001', 7)]);
    const updates = updatingQuantities(cart);
    openCart();
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
    const cart = cartHolding([lineOf('100001', 250_000)]);
    const updates = updatingQuantities(cart);
    openCart();
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

  it('opens the privacy, return and shipping information and the terms as modals from the cart', async () => {
    cartHolding([lineOf('100001', 2)]);
    openCart();
    const policies = within(await screen.findByLabelText('Policies', {}, SOON));
    const read = async (name: string, text: string | RegExp) => {
      fireEvent.click(policies.getByRole('button', { name }));
      const dialog = within(await screen.findByRole('dialog', { name }));
      // The text's code loads as the modal opens.
      expect(await dialog.findByText(text)).toBeInTheDocument();
      fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await read('Privacy Policy', 'What we collect');
    await read(
      'Return Policy',
      'Standard items in their original packaging may be returned within 10 days of shipment.',
    );
    await read('Shipping Information', 'Order before 7PM EST for the estimates below.');
    await read('Terms and Conditions', 'Terms of Sale');
  });

  it('removes a line', async () => {
    const cart = cartHolding([lineOf('100001', 2), lineOf('200001', 1)]);
    const removed = removingLines(cart);
    openCart();
    await screen.findByLabelText('Quantity for 200001');
    fireEvent.click(rowOf('200001').getByRole('button', { name: 'Remove 200001' }));
    await waitFor(() => expect(screen.queryByLabelText('Quantity for 200001')).not.toBeInTheDocument());
    expect(removed).toEqual([['l-200001']]);
    expect(screen.getByLabelText('Quantity for 100001')).toBeInTheDocument();
  });

  it('removes the selected lines together, and selects all lines at once', async () => {
    const cart = cartHolding([lineOf('100001', 2), lineOf('200001', 1), lineOf('300001', 1)]);
    const removed = removingLines(cart);
    openCart();
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
      const cart = cartHolding(linesOf(60, 300000));
      const updates = updatingQuantities(cart);
      const removed = removingLines(cart);
      openCart();
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
      const cart = cartHolding(linesOf(200, 400000));
      const removed = removingLines(cart);
      // Every line's identity, for "Select all": one page of up to 500.
      server.use(
        answerQuery(CartLineKeysDocument, ({ variables: { offset, limit } }) => {
          const { id, lineCount, lines } = cartWindowOf(cart.lines, offset, limit);
          const keys = lines.map(({ id: lineId, erp, description, quantity, unitOfMeasure }) => ({
            __typename: 'CartLine' as const,
            id: lineId,
            erp,
            description,
            quantity,
            unitOfMeasure,
          }));
          return { cart: { __typename: 'Cart', id, lineCount, lines: keys } };
        }),
      );
      openCart();
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

  it('applies a promo code upper-cased, shows its discount and the spec message for a bad one', async () => {
    cartHolding([lineOf('100001', 40)]);
    const applied: string[] = [];
    const removedCodes: string[] = [];
    const promo = (promoCodes: string[], discount: number) => ({
      __typename: 'CartPayload' as const,
      cart: { __typename: 'Cart' as const, id: 'cart-1', promoCodes, freeFreight: false, discount: valued(discount) },
      ...userErrorsNone,
    });
    server.use(
      answerMutation(ApplyPromoCodeDocument, ({ variables: { input } }) => {
        applied.push(input.code);
        return {
          applyPromoCode:
            input.code === 'SAVE10'
              ? promo(['SAVE10'], 18)
              : {
                  __typename: 'CartPayload',
                  cart: null,
                  userErrors: [
                    { __typename: 'UserError', field: 'code', message: 'Invalid promo code', code: 'INVALID_INPUT' },
                  ],
                },
        };
      }),
      answerMutation(RemovePromoCodeDocument, ({ variables: { input } }) => {
        removedCodes.push(input.code);
        return { removePromoCode: promo([], 0) };
      }),
    );
    openCart();
    const field = await screen.findByLabelText('Promo code');
    fireEvent.change(field, { target: { value: 'bogus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promo code')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '  save10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount: -$18.00')).toBeInTheDocument();
    expect(applied).toEqual(['BOGUS', 'SAVE10']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code SAVE10' }));
    await waitFor(() => expect(screen.queryByText('Discount: -$18.00')).not.toBeInTheDocument());
    expect(removedCodes).toEqual(['SAVE10']);
  });

  it('checks line properties with the shared rules, fills down after the confirmation and then allows checkout', async () => {
    const lines = [lineOf('100001', 1), lineOf('200001', 1), lineOf('300001', 1)];
    cartHolding(lines);
    const saved: UpdateCartLinePropertiesInput[] = [];
    server.use(
      answerQuery(LinePropertyFieldsDocument, { userDefinedFields: [jobNumberField] }),
      // Filled down from the first line: the gateway answers every line with the value.
      answerMutation(UpdateCartLinePropertiesDocument, ({ variables: { input } }) => {
        saved.push(input);
        const properties = [{ __typename: 'LinePropertyValue' as const, name: 'job_number', value: 'AB-1234' }];
        return {
          updateCartLineProperties: {
            __typename: 'CartPayload',
            cart: {
              __typename: 'Cart',
              id: 'cart-1',
              lines: lines.map(({ id }) => ({ __typename: 'CartLine', id, properties })),
            },
            ...userErrorsNone,
          },
        };
      }),
    );
    openCart();
    expect(await screen.findByText('Line properties: (Required)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Edit line properties for 100001' }));
    const job = await screen.findByLabelText('Job Number (Required)');
    fireEvent.change(job, { target: { value: 'ab-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('One or more of the values is invalid. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Invalid value')).toBeInTheDocument();
    expect(saved).toEqual([]);
    fireEvent.change(job, { target: { value: 'AB-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill Down' }));
    expect(
      await screen.findByText(
        'These settings will be applied to this and all subsequent line items. Is this what you want to do?',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      lineId: 'l-100001',
      values: [{ name: 'job_number', value: 'AB-1234' }],
      fillDown: true,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled());
  });

  it('says when the cart is empty', async () => {
    server.use(answerQuery(CartDocument, { cart: cartOf({ lines: [] }) }));
    openCart();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});
