import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORDERS_NOT_ALLOWED } from '@mro/rules/checkout';
import { api } from '../../testing/api';
import { checkoutActionsOf } from '../../testing/factories/cart';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CheckoutStep, getProgress } from '../../lib/checkoutProgress';
import { CheckoutActions } from './CheckoutActions';
import { CheckoutActionsDocument } from './CheckoutActions.generated';

// Without "Can submit orders" checkout is disabled (cart-checkout-orders §6; issue 32, defect 2).
describe('the cart of a user without Can submit orders', () => {
  it('has Check Out and Express Checkout disabled, with the reason', async () => {
    server.use(
      api.query(CheckoutActionsDocument, () =>
        HttpResponse.json({
          data: checkoutActionsOf({
            viewer: { permissions: { __typename: 'Permissions', canSubmitOrders: false } },
            expressCheckout: { available: true },
          }),
        }),
      ),
    );
    renderRoute(<CheckoutActions disabled={false} lineCount={1} />, { path: '/cart' });
    expect(await screen.findByText(ORDERS_NOT_ALLOWED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Express Checkout' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(getProgress()).toBe(CheckoutStep.cart);
  });

  it('has Check Out enabled, without the reason, for a user who may order', async () => {
    server.use(api.query(CheckoutActionsDocument, () => HttpResponse.json({ data: checkoutActionsOf() })));
    renderRoute(<CheckoutActions disabled={false} lineCount={1} />, { path: '/cart' });
    expect(await screen.findByRole('button', { name: 'Check Out' })).toBeEnabled();
    expect(screen.queryByText(ORDERS_NOT_ALLOWED)).not.toBeInTheDocument();
  });
});
