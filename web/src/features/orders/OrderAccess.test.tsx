import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { api } from '../../testing/api';
import { orderAccess } from '../../testing/handlers/orders';
import { OrderAccessDocument } from './OrderAccess.generated';

describe('access to order screens', () => {
  it('sends a user without order history to /unauthorized', async () => {
    server.use(
      api.query(OrderAccessDocument, () =>
        HttpResponse.json({
          data: { __typename: 'Query', orderAccess: { ...orderAccess, orderHistory: false, myOrders: false } },
        }),
      ),
    );
    const { router } = renderApp('/my-account/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('sends a user without summary invoices to /unauthorized', async () => {
    const { router } = renderApp('/my-account/invoices/summary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('opens the order history for a user with the flag', async () => {
    renderApp('/my-account/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
