import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OrderHistoryDocument } from '../features/orders/OrderHistory.generated';
import { api } from '../testing/api';
import { setLoggedIn } from '../testing/handlers/auth';
import { server } from '../testing/server';
import { renderApp } from '../testing/render';

describe('expired session', () => {
  it('logs the user out and sends them to /login', async () => {
    server.use(
      api.query(OrderHistoryDocument, () => {
        setLoggedIn(false);
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'Token has expired.', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      }),
    );
    const { router } = renderApp('/my-account/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });
});
