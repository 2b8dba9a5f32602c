import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { amount } from '../../testing/fixtures';
import {
  invoiceEmailsSent,
  orderFilterChoicesOf,
  orderHistoryOf,
  orderSummaryOf,
} from '../../testing/factories/orders';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { OrderFilterChoicesDocument, OrderHistoryDocument } from './OrderHistory.generated';
import { OrderHistoryPage } from './OrderHistoryPage';

beforeEach(() => {
  server.use(
    api.query(OrderFilterChoicesDocument, () => HttpResponse.json({ data: orderFilterChoicesOf() })),
    answerQuery(OrderHistoryDocument, {
      orderHistory: orderHistoryOf([
        orderSummaryOf({
          orderNumber: '1045821-0',
          purchaseOrderNumber: 'PO-77',
          enteredOn: '2025-03-07',
          linesTotal: amount('$1,120.00'),
          invoiceTotal: amount('$1,234.50'),
          invoicedOn: '2025-03-12',
        }),
        orderSummaryOf({
          orderNumber: '1045822-01',
          orderType: 'QUOTE',
          orderTypeLabel: 'Quote',
          stage: 'ENTERED',
          stageLabel: 'Entered',
          enteredOn: '2025-11-30',
          linesTotal: amount('$88.00'),
          approvalStatus: 'Rejected',
        }),
      ]),
    }),
  );
});

const open = () => renderRoute(<OrderHistoryPage />, { path: '/my-account/orders' });

describe('order history', () => {
  it('shows number-suffix order numbers, dates and totals', async () => {
    open();
    const first = (await screen.findByText('1045821-00')).closest('[role="row"]');
    if (!(first instanceof HTMLElement)) throw new Error('no row');
    expect(within(first).getByText('03/07/2025')).toBeInTheDocument();
    expect(within(first).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(first).getByText('Shipped')).toBeInTheDocument();
  });

  it('names each amount for what it is: the lines before tax and shipping, the invoice with them', async () => {
    open();
    await screen.findByText('1045821-00');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Lines total', 'Invoice total']));
    expect(headers).not.toContain('Total');
    const cellUnder = (row: string, header: string) => {
      const cells = screen
        .getByText(row)
        .closest('[role="row"]')
        ?.querySelectorAll('[role="rowheader"], [role="gridcell"]');
      return cells?.[headers.indexOf(header)]?.textContent;
    };
    expect([cellUnder('1045821-00', 'Lines total'), cellUnder('1045821-00', 'Invoice total')]).toEqual([
      '$1,120.00',
      '$1,234.50',
    ]);
    // Not invoiced yet: only the lines' value, no invoice total.
    expect([cellUnder('1045822-01', 'Lines total'), cellUnder('1045822-01', 'Invoice total')]).toEqual(['$88.00', '']);
  });

  it('offers each row a PDF named "Download PDF" and described by its number, so the number names one link', async () => {
    open();
    await screen.findByText('1045821-00');
    const pdfs = screen.getAllByRole('link', { name: 'Download PDF' });
    expect(pdfs.map((link) => link.getAttribute('href'))).toEqual([
      '/documents/order/1045821-00.pdf',
      '/documents/quote/1045822-01.pdf',
    ]);
    expect(pdfs[0]).toHaveAccessibleDescription('1045821-00');
    expect(pdfs[1]).toHaveAccessibleDescription('1045822-01');
    expect(screen.getAllByRole('link', { name: /1045821-00/ })).toHaveLength(1);
  });

  it('marks a rejected approval in red', async () => {
    open();
    const second = (await screen.findByText('1045822-01')).closest('[role="row"]');
    if (!(second instanceof HTMLElement)) throw new Error('no row');
    const rejected = within(second).getByText('Rejected');
    expect(rejected).toHaveClass('text-danger');
  });

  it('e-mails the invoice of an invoiced order from its row, to the viewer or a chosen colleague', async () => {
    const sent = invoiceEmailsSent();
    open();
    const first = (await screen.findByText('1045821-00')).closest('[role="row"]');
    if (!(first instanceof HTMLElement)) throw new Error('no row');
    fireEvent.click(within(first).getByRole('button', { name: 'E-mail invoice 1045821-00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'E-mail Invoice 1045821-00' }));
    expect(await dialog.findByText('buyer@acme.example')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Email successfully sent!')).toBeInTheDocument();
    const recipient = dialog.getByRole('combobox', { name: 'Recipient' });
    act(() => recipient.focus());
    fireEvent.change(recipient, { target: { value: 'alan' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alan Approver (approver@acme.example)']);
    fireEvent.click(options[0]!);
    expect(dialog.getByText('approver@acme.example', { selector: 'strong' })).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { orderNumber: '1045821-00', email: 'buyer@acme.example' },
      { orderNumber: '1045821-00', email: 'approver@acme.example' },
    ]);
    const second = screen.getByText('1045822-01').closest('[role="row"]');
    if (!(second instanceof HTMLElement)) throw new Error('no row');
    expect(within(second).queryByRole('button', { name: /^E-mail invoice/ })).toBeNull();
  });

  it('lists only the orders placed online once "Placed online only" is ticked, from page 1', async () => {
    const asked: { placedOnline: boolean | null | undefined; page: number | null | undefined }[] = [];
    server.use(
      answerQuery(OrderHistoryDocument, ({ variables: { input } }) => {
        asked.push({ placedOnline: input.placedOnline, page: input.page });
        const online = orderSummaryOf({ orderNumber: '1045900-00', enteredOn: '2025-12-01' });
        const phoned = orderSummaryOf({ orderNumber: '1045901-00', enteredOn: '2025-12-02' });
        return { orderHistory: orderHistoryOf(input.placedOnline ? [online] : [online, phoned]) };
      }),
    );
    open();
    expect(await screen.findByText('1045901-00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Placed online only' }));
    await waitFor(() => expect(screen.queryByText('1045901-00')).not.toBeInTheDocument());
    expect(screen.getByText('1045900-00')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ placedOnline: true, page: 1 });
    expect(asked[0]).toEqual({ placedOnline: false, page: 1 });
  });

  it('offers no "Placed online only" on Review Quotes', async () => {
    renderRoute(<OrderHistoryPage view="quotes" />, { path: '/my-account/reviewquotes' });
    expect(await screen.findByText('1045821-00')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Omit cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Placed online only' })).not.toBeInTheDocument();
  });
});
