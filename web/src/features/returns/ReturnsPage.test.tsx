import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { ReturnRequestsDocument } from './Returns.generated';
import { ReturnsPage } from './ReturnsPage';

describe('Returns', () => {
  it('lists the customer’s return requests with their state and RMA number', async () => {
    server.use(
      answerQuery(ReturnRequestsDocument, {
        returnRequests: [
          {
            __typename: 'ReturnRequest',
            id: '2',
            rmaNumber: 'RMA-000042',
            orderNumber: '1000250-00',
            requestedBy: 'Bianca Buyer',
            reason: 'WRONG_ITEM',
            comment: 'Sent 1/4 in, ordered 3/8 in',
            status: 'APPROVED',
            createdOn: '2026-11-12T10:00:00Z',
            lines: [
              {
                __typename: 'ReturnRequestLine',
                lineNumber: 1,
                partNumber: 'ITEM-1',
                description: 'Item 1',
                unitOfMeasure: 'EA',
                quantity: 2,
              },
            ],
          },
        ],
      }),
    );
    renderRoute(<ReturnsPage />);
    const table = await screen.findByRole('table', { name: 'Return requests' });
    const row = within(table).getByRole('row', { name: /1000250-00/ });
    expect(within(row).getByRole('link', { name: '1000250-00' })).toHaveAttribute(
      'href',
      '/my-account/order-details/1000250-00',
    );
    expect(row).toHaveTextContent('2 EA ITEM-1');
    expect(row).toHaveTextContent('Wrong item shipped: Sent 1/4 in, ordered 3/8 in');
    expect(row).toHaveTextContent('RMA issued');
    expect(row).toHaveTextContent('RMA-000042');
  });

  it('says when there are none', async () => {
    server.use(answerQuery(ReturnRequestsDocument, { returnRequests: [] }));
    renderRoute(<ReturnsPage />);
    expect(await screen.findByText('No return requests yet.')).toBeInTheDocument();
  });
});
