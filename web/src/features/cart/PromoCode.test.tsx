import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { valued } from '../../testing/fixtures';
import { renderRoute } from '../../testing/renderRoute';
import { submitValue } from '../../testing/steps';
import { PromoCode } from './PromoCode';

const cartWith = (promoCodes: string[]) => ({
  __typename: 'Cart' as const,
  id: 'cart-1',
  promoCodes,
  freeFreight: false,
  discount: valued(0),
});

describe('the promo-code field', () => {
  it('shows while a code is live', async () => {
    renderRoute(<PromoCode cart={cartWith([])} offered />, { path: '/cart' });
    expect(await screen.findByLabelText('Promo code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('is not there when no code is live', async () => {
    renderRoute(
      <>
        <h1>Shopping Cart</h1>
        <PromoCode cart={cartWith([])} offered={false} />
      </>,
      { path: '/cart' },
    );
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('still lets a code applied earlier be removed when none is live any more', async () => {
    renderRoute(<PromoCode cart={cartWith(['SAVE10'])} offered={false} />, { path: '/cart' });
    expect(await screen.findByRole('button', { name: 'Remove promo code SAVE10' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
  });
});

describe('applying a promo code', () => {
  it('asks for a code, shows the gateway’s refusal at the field, and sends the code upper-cased', async () => {
    renderRoute(<PromoCode cart={cartWith([])} offered />, { path: '/cart' });
    const field = await screen.findByLabelText('Promo code');
    await submitValue(field, '', 'Apply', 'Enter a promo code.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await submitValue(field, 'nope', 'Apply', 'Invalid promo code');
    await waitFor(() => expect(field).toHaveFocus());
    fireEvent.change(field, { target: { value: ' save10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.queryByText('Invalid promo code')).not.toBeInTheDocument();
  });
});
