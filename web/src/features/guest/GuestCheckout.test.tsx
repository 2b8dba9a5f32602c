import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { guestCartOf, guestLineOf, guestOrderOf } from '../../testing/factories/guest';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CheckoutAsPage } from './CheckoutAsPage';
import {
  GuestCheckoutCartDocument,
  GuestOrderEstimateDocument,
  PlaceGuestOrderDocument,
  type GuestOrderEstimateQueryVariables,
  type PlaceGuestOrderMutationVariables,
} from './GuestCheckout.generated';
import { orderEstimateFieldsOf } from '../../testing/factories/checkout';
import { GuestCheckoutPage } from './GuestCheckoutPage';
import { GuestConfirmPage } from './GuestConfirmPage';

// The guards around these pages (open browse off: login; a logged-in user skips the checkout-as step)
// and the guest's cart are tested where the app composes them: app/RequireShopper.test.tsx.

describe('open browse in the store', () => {
  it('lets a guest check out: the checkout-as step, the guest form with its rules, the total, the confirmation', async () => {
    const orders: PlaceGuestOrderMutationVariables['input'][] = [];
    const estimated: GuestOrderEstimateQueryVariables['shipTo'][] = [];
    server.use(
      answerQuery(GuestOrderEstimateDocument, ({ variables }) => {
        estimated.push(variables.shipTo);
        return { guestOrderEstimate: orderEstimateFieldsOf() };
      }),
      answerQuery(GuestCheckoutCartDocument, { cart: guestCartOf([guestLineOf('100001', 2, 4.5)]) }),
      answerMutation(PlaceGuestOrderDocument, ({ variables }) => {
        orders.push(variables.input);
        return { placeGuestOrder: { __typename: 'PlaceGuestOrderPayload', order: guestOrderOf(), userErrors: [] } };
      }),
    );
    const { router } = renderRoute(<CheckoutAsPage loginForm={<p>The store’s login form</p>} />, {
      path: '/cart/log-in',
      routes: [
        { path: '/cart/order', element: <GuestCheckoutPage /> },
        { path: '/cart/confirm', element: <GuestConfirmPage /> },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/create-account');
    expect(screen.getByText('The store’s login form')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed as Guest' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/order'));
    const place = await screen.findByRole('button', { name: 'Place Order' });
    expect(screen.getByRole('cell', { name: '$9.00' })).toBeInTheDocument();
    // No freight or tax before the address says where the order ships.
    expect(screen.getByText('Enter the shipping address to see freight, tax and the total.')).toBeInTheDocument();
    expect(screen.queryByText(/Freight is added at time of shipment/)).not.toBeInTheDocument();
    fireEvent.click(place);
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Zip is required.')).toBeInTheDocument();
    expect(orders).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Gail Guest' } });
    for (const [label, value] of [
      ['E-mail', 'gail@example.com'],
      ['Address 1', '1 Main St'],
      ['City', 'Tulsa'],
      ['State', 'ok'],
      ['Zip', '7410'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    }
    fireEvent.click(place);
    expect(
      await screen.findByText('Enter a zip code (12345 or 12345-6789) or a Canadian postal code.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Zip', { exact: false }), { target: { value: '74103' } });
    // Subtotal, freight, tax and total of the typed address, before Place Order.
    const total = within(await screen.findByRole('region', { name: 'Order total' }));
    expect(await total.findByText('$19.58')).toBeInTheDocument();
    expect(total.getByText('Estimated freight').nextElementSibling).toHaveTextContent('$9.95');
    expect(total.getByText('Tax').nextElementSibling).toHaveTextContent('$0.63');
    expect(estimated.at(-1)).toEqual({ city: 'Tulsa', state: 'OK', zip: '74103' });
    await waitFor(() => expect(place).toBeEnabled());
    fireEvent.click(place);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirm'));
    expect(await screen.findByText('1000100-00')).toBeInTheDocument();
    const [order, ...more] = orders;
    expect(more).toEqual([]);
    expect(order).toMatchObject({ contactName: 'Gail Guest', state: 'OK', zip: '74103' });
    expect(order?.idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});
