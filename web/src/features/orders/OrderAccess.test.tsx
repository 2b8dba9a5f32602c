import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { answerQuery, api } from '../../testing/api';
import { orderAccessOf, orderFilterChoicesOf, orderHistoryOf } from '../../testing/factories/orders';
import { OrderAccessDocument } from './OrderAccess.generated';
import { OrderFilterChoicesDocument, OrderHistoryDocument } from './OrderHistory.generated';
import { OrderHistoryPage } from './OrderHistoryPage';
import { RequireOrderAccess, type OrderScreen } from './RequireOrderAccess';

const access = (overrides: Parameters<typeof orderAccessOf>[0]) =>
  server.use(answerQuery(OrderAccessDocument, { orderAccess: orderAccessOf(overrides) }));

/** A screen behind its guard, as app/accountRoutes.tsx wires it. */
const guarded = (screens: OrderScreen[], path: string) =>
  renderRoute(
    <RequireOrderAccess anyOf={screens}>
      <OrderHistoryPage />
    </RequireOrderAccess>,
    { path },
  );

describe('access to order screens', () => {
  it('sends a user without order history to /unauthorized', async () => {
    access({ orderHistory: false, myOrders: false });
    guarded(['myOrders'], '/my-account/orders');
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/unauthorized');
  });

  it('sends a user without summary invoices to /unauthorized', async () => {
    access({ summaryInvoices: false });
    guarded(['summaryInvoices'], '/my-account/invoices/summary');
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/unauthorized');
  });

  it('opens the order history for a user with the flag', async () => {
    access({ myOrders: true });
    server.use(
      api.query(OrderFilterChoicesDocument, () => HttpResponse.json({ data: orderFilterChoicesOf() })),
      answerQuery(OrderHistoryDocument, { orderHistory: orderHistoryOf([]) }),
    );
    guarded(['myOrders'], '/my-account/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });
});
