// The order detail's own actions: a back link to the list it was opened from, and the e-mail invoice
// modal for an invoiced order (cart-checkout-orders §2, order and quote details).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { invoiceEmailsSent, quoteOf } from '../../testing/factories/orders';
import { server } from '../../testing/server';
import { OrderDetailDocument } from './OrderDetail.generated';
import { openOrderDetail } from './OrderDetailPage.testing';

const invoiced = quoteOf({
  orderNumber: '1000250-00',
  orderType: 'ORDER',
  orderTypeLabel: 'Order',
  stage: 'INVOICED',
  stageLabel: 'Invoiced',
  invoicedOn: '2026-11-10',
});

const openAt = (route: string, order = invoiced) => {
  server.use(answerQuery(OrderDetailDocument, { order }));
  openOrderDetail(route, '1000250-00');
};

describe('order detail', () => {
  it('goes back to the list it was opened from', async () => {
    openAt('review-order-details');
    fireEvent.click(await screen.findByRole('link', { name: 'Back to Review Orders' }));
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent('/my-account/revieworders');
  });

  it('e-mails the invoice of an invoiced order to the recipient the modal shows', async () => {
    const sent = invoiceEmailsSent();
    openAt('order-details');
    expect(await screen.findByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/my-account/orders',
    );
    fireEvent.click(screen.getByRole('button', { name: 'E-mail invoice 1000250-00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'E-mail Invoice 1000250-00' }));
    expect(await dialog.findByText('buyer@acme.example', { selector: 'strong' })).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Email successfully sent!')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ orderNumber: '1000250-00', email: 'buyer@acme.example' }]));
  });

  it('offers no invoice e-mail before the order is invoiced', async () => {
    openAt('order-details', { ...invoiced, invoicedOn: null, stage: 'ORDERED', stageLabel: 'Ordered' });
    expect(await screen.findByRole('link', { name: 'Back to My Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^E-mail invoice/ })).not.toBeInTheDocument();
  });

  it('offers the order and, once invoiced, the invoice as PDF; a quote as a quote', async () => {
    openAt('order-details');
    expect(await screen.findByRole('link', { name: 'Download PDF of order 1000250-00' })).toHaveAttribute(
      'href',
      '/documents/order/1000250-00.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download invoice PDF of invoice 1000250-00' })).toHaveAttribute(
      'href',
      '/documents/invoice/1000250-00.pdf',
    );
  });

  it('offers a quote as a quote PDF, and no invoice before invoicing', async () => {
    openAt('review-quote-details', quoteOf({ orderNumber: '1000250-00' }));
    expect(await screen.findByRole('link', { name: 'Download PDF of quote 1000250-00' })).toHaveAttribute(
      'href',
      '/documents/quote/1000250-00.pdf',
    );
    expect(screen.queryByRole('link', { name: /invoice PDF/ })).not.toBeInTheDocument();
  });
});

describe('returns under an order', () => {
  it('lists the requests made and links to a new one while the policy allows', async () => {
    openAt('order-details', {
      ...invoiced,
      returnEligibility: { __typename: 'ReturnEligibility', open: true, lastDay: '2026-12-20', reason: null },
      returnRequests: [
        {
          __typename: 'ReturnRequest',
          id: '1',
          status: 'APPROVED',
          reason: 'DAMAGED',
          createdOn: '2026-11-12T10:00:00Z',
          rmaNumber: 'RMA-000042',
          lines: [
            { __typename: 'ReturnRequestLine', quantity: 2 },
            { __typename: 'ReturnRequestLine', quantity: 1 },
          ],
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      /3 item\(s\), Damaged in shipping, RMA issued \(RMA RMA-000042\)/,
    );
    expect(within(section).getByRole('link', { name: 'Request a Return' })).toHaveAttribute(
      'href',
      '/my-account/order-details/1000250-00/return',
    );
  });

  it('says why no return can be requested any more', async () => {
    const reason = 'Return requests are accepted within 60 days of receipt; this order shipped on 2026-08-01.';
    openAt('order-details', {
      ...invoiced,
      returnEligibility: { __typename: 'ReturnEligibility', open: false, lastDay: '2026-09-30', reason },
    });
    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(within(section).getByText(reason)).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Request a Return' })).toBeNull();
  });
});
