// Asking for a return (issue 33): the shipped lines with what may still go back, the rules before
// anything is sent, what is sent, and the confirmation; an order past its window says why.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import {
  RequestReturnDocument,
  ReturnableOrderDocument,
  type RequestReturnMutationVariables,
  type ReturnableOrderQuery,
} from './Returns.generated';
import { ReturnRequestPage } from './ReturnRequestPage';

const order = (open = true): NonNullable<ReturnableOrderQuery['order']> => ({
  __typename: 'Order',
  orderNumber: '1000250-00',
  orderType: 'ORDER',
  orderTypeLabel: 'Order',
  shippedOn: '2026-11-10',
  lines: [1, 2].map((n) => ({
    __typename: 'OrderLine',
    lineNumber: n,
    erp: `ITEM-${n}`,
    description: `Item ${n}`,
    unitOfMeasure: 'EA',
  })),
  returnEligibility: {
    __typename: 'ReturnEligibility',
    open,
    lastDay: '2027-01-09',
    reason: open ? null : 'Return requests are accepted within 60 days of receipt; this order shipped on 2026-11-10.',
    lines: [
      { __typename: 'ReturnableLine', lineNumber: 1, shipped: 4, returnable: 3 },
      { __typename: 'ReturnableLine', lineNumber: 2, shipped: 2, returnable: 2 },
    ],
  },
});

const open = (answer = order()) => {
  const sent: RequestReturnMutationVariables['input'][] = [];
  server.use(
    answerQuery(ReturnableOrderDocument, { order: answer }),
    answerMutation(RequestReturnDocument, ({ variables }) => {
      sent.push(variables.input);
      return {
        requestReturn: {
          __typename: 'RequestReturnPayload',
          request: {
            __typename: 'ReturnRequest',
            id: '7',
            rmaNumber: null,
            orderNumber: '1000250-00',
            requestedBy: 'Bianca Buyer',
            reason: variables.input.reason,
            comment: variables.input.comment ?? null,
            status: 'REQUESTED',
            createdOn: '2026-11-28T10:00:00Z',
            lines: [],
          },
          userErrors: [],
        },
      };
    }),
  );
  renderRoute(<ReturnRequestPage />, {
    path: '/my-account/order-details/:orderNumber/return',
    at: '/my-account/order-details/1000250-00/return',
  });
  return sent;
};

describe('request a return', () => {
  it('checks the lines, quantities and reason before sending, then confirms', async () => {
    const sent = open();
    const form = await screen.findByRole('form', { name: 'Request a Return' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Return Request' }));
    expect(await within(form).findByText('Choose at least one line and the quantity to return.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a reason for the return.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Quantity to return (line 1)'), { target: { value: '4' } });
    expect(await within(form).findByText('At most 3 can be returned.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Quantity to return (line 1)'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'OTHER' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Return Request' }));
    expect(await within(form).findByText('Tell us why you are returning these items.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Comments'), { target: { value: 'Wrong thread size' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Return Request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      orderNumber: '1000250-00',
      reason: 'OTHER',
      comment: 'Wrong thread size',
      lines: [{ lineNumber: 1, quantity: 3 }],
    });
    const confirmation = await screen.findByText(/^Return request sent for order 1000250-00\./);
    expect(confirmation.closest('[role="status"]')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View your returns' })).toHaveAttribute('href', '/my-account/returns');
  });

  it('says why an order can no longer be returned, with no form', async () => {
    open(order(false));
    expect(
      await screen.findByText(
        'Return requests are accepted within 60 days of receipt; this order shipped on 2026-11-10.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request a Return' })).toBeNull();
  });
});
