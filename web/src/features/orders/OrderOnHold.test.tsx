// An order the ERP holds for review is its own state, with the ERP's reason, in My Orders and on
// its page: never shown as Ordered (issue 29).
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { orderFilterChoicesOf, orderHistoryOf, orderSummaryOf, quoteOf } from '../../testing/factories/orders';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { OrderDetailDocument } from './OrderDetail.generated';
import { openOrderDetail } from './OrderDetailPage.testing';
import { OrderFilterChoicesDocument, OrderHistoryDocument } from './OrderHistory.generated';
import { OrderHistoryPage } from './OrderHistoryPage';

const REASON = 'PO number CRIB-5001 is already on an open order (1000261-00).';
const held = { stage: 'ORDERED', stageLabel: 'On Hold', onHold: true, holdReason: REASON } as const;

describe('an order On Hold', () => {
  it("shows On Hold with the ERP's reason in My Orders, beside an ordinary Ordered order", async () => {
    server.use(
      api.query(OrderFilterChoicesDocument, () => HttpResponse.json({ data: orderFilterChoicesOf() })),
      answerQuery(OrderHistoryDocument, {
        orderHistory: orderHistoryOf([
          orderSummaryOf({ orderNumber: '1000262-00', purchaseOrderNumber: 'CRIB-5001', ...held }),
          orderSummaryOf({ orderNumber: '1000261-00', stage: 'ORDERED', stageLabel: 'Ordered' }),
        ]),
      }),
    );
    renderRoute(<OrderHistoryPage />, { path: '/my-account/orders' });
    const row = (await screen.findByText('1000262-00')).closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    expect(within(row).getByText('On Hold')).toHaveClass('text-danger');
    expect(within(row).getByText(REASON)).toBeInTheDocument();
    expect(within(row).queryByText('Ordered')).not.toBeInTheDocument();
    const other = screen.getByText('1000261-00').closest('[role="row"]');
    if (!(other instanceof HTMLElement)) throw new Error('no row');
    expect(within(other).getByText('Ordered')).toBeInTheDocument();
  });

  it("shows On Hold and the ERP's reason on the order's page", async () => {
    const order = quoteOf({ orderNumber: '1000262-00', orderType: 'ORDER', orderTypeLabel: 'Order', ...held });
    server.use(answerQuery(OrderDetailDocument, { order }));
    openOrderDetail('order-details', '1000262-00');
    expect(await screen.findByText('On Hold')).toHaveClass('text-danger');
    expect(screen.getByText('Hold reason')).toBeInTheDocument();
    expect(screen.getByText(REASON)).toBeInTheDocument();
    // ('Ordered' heads the quantity column; no status reads it.)
    expect(screen.queryByText('Ordered', { selector: 'dd' })).not.toBeInTheDocument();
  });
});
