import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../testing/api';
import { amount } from '../../testing/fixtures';
import { orderFilterChoicesOf, orderHistoryOf, orderSummaryOf } from '../../testing/factories/orders';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { SendInvoiceEmailDocument, type SendInvoiceEmailMutationVariables } from '../../lib/EmailInvoice.generated';
import { OrderFilterChoicesDocument, OrderHistoryDocument } from './OrderHistory.generated';
import { OrderHistoryPage } from './OrderHistoryPage';

beforeEach(() => {
  server.use(
    api.query(OrderFilterChoicesDocument, () => HttpResponse.json({ data: orderFilterChoicesOf() })),
    api.query(OrderHistoryDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          orderHistory: orderHistoryOf([
            orderSummaryOf({
              orderNumber: '1045821-0',
              purchaseOrderNumber: 'PO-77',
              enteredOn: '2025-03-07',
              total: amount('$1,234.50'),
              invoicedOn: '2025-03-12',
            }),
            orderSummaryOf({
              orderNumber: '1045822-01',
              orderType: 'QUOTE',
              orderTypeLabel: 'Quote',
              stage: 'ENTERED',
              stageLabel: 'Entered',
              enteredOn: '2025-11-30',
              total: amount('$88.00'),
              approvalStatus: 'Rejected',
            }),
          ]),
        },
      }),
    ),
  );
});

const open = () => renderRoute(<OrderHistoryPage />, { path: '/my-account/orders' });

describe('order history', () => {
  it('shows number-suffix order numbers, dates, totals and a red Rejected status', async () => {
    open();
    const first = (await screen.findByText('1045821-00')).closest('[role="row"]');
    if (!(first instanceof HTMLElement)) throw new Error('no row');
    expect(within(first).getByText('03/07/2025')).toBeInTheDocument();
    expect(within(first).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(first).getByText('Shipped')).toBeInTheDocument();

    const second = screen.getByText('1045822-01').closest('[role="row"]');
    if (!(second instanceof HTMLElement)) throw new Error('no row');
    const rejected = within(second).getByText('Rejected');
    expect(rejected).toHaveClass('text-danger');
  });

  it('e-mails the invoice of an invoiced order from its row', async () => {
    const sent: SendInvoiceEmailMutationVariables['input'][] = [];
    server.use(
      api.mutation(SendInvoiceEmailDocument, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            sendInvoiceEmail: {
              __typename: 'SendInvoiceEmailPayload',
              message: 'Email successfully sent!',
              userErrors: [],
            },
          },
        });
      }),
    );
    open();
    const first = (await screen.findByText('1045821-00')).closest('[role="row"]');
    if (!(first instanceof HTMLElement)) throw new Error('no row');
    fireEvent.click(within(first).getByRole('button', { name: 'E-mail invoice 1045821-00' }));
    expect(await within(first).findByText('Email successfully sent!')).toBeInTheDocument();
    expect(sent).toEqual([{ orderNumber: '1045821-00' }]);
    const second = screen.getByText('1045822-01').closest('[role="row"]');
    if (!(second instanceof HTMLElement)) throw new Error('no row');
    expect(within(second).queryByRole('button', { name: /^E-mail invoice/ })).toBeNull();
  });
});
