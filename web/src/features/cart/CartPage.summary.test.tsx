import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UpdateCartLinePropertiesInput } from '../../generated/graphql';
import { answerMutation, answerQuery } from '../../testing/api';
import { cartOf, jobNumberField, lineOf } from '../../testing/factories/cart';
import { valued } from '../../testing/fixtures';
import { server } from '../../testing/server';
import { submitValue } from '../../testing/steps';
import { CartDocument } from './Cart.generated';
import { LinePropertyFieldsDocument, UpdateCartLinePropertiesDocument } from './LineProperties.generated';
import { ApplyPromoCodeDocument, RemovePromoCodeDocument } from './PromoCode.generated';
import { answerCartSurroundings, cartHolding, openCart, openCartOf, SOON, userErrorsNone } from './CartPage.testing';

beforeEach(answerCartSurroundings);

describe('cart summary', () => {
  it('opens the privacy, return and shipping information and the terms as modals from the cart', async () => {
    openCartOf([lineOf('100001', 2)]);
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
    await submitValue(field, 'bogus', 'Apply', 'Invalid promo code');
    await submitValue(field, '  save10 ', 'Apply', 'Discount: -$18.00');
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
