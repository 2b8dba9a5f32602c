// The invoice list's documents: each row's "Download PDF", and the rows a buyer ticks downloaded as one
// PDF ("Download selected"), at most 50 (docs/documents.md).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { invoiceOf, invoicesOf } from '../../testing/factories/invoices';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { InvoicesDocument } from './Invoices.generated';
import { InvoicesPage } from './InvoicesPage';

/** 60 open invoices, 50 a page, as the gateway pages them. */
const answerPages = () =>
  server.use(
    answerQuery(InvoicesDocument, ({ variables }) => {
      const page = variables.input.page ?? 1;
      const all = Array.from({ length: 60 }, (_, i) => invoiceOf(i + 1));
      return { invoices: invoicesOf(all.slice((page - 1) * 50, page * 50), { page, totalCount: 60 }) };
    }),
  );

const open = () =>
  renderRoute(<InvoicesPage status="OPEN" />, { path: '/my-account/invoices', at: '/my-account/invoices' });

describe('invoice documents', () => {
  it('links each invoice to its PDF', async () => {
    answerPages();
    open();
    expect(await screen.findByRole('link', { name: 'Download PDF of invoice 700001-00' })).toHaveAttribute(
      'href',
      '/documents/invoice/700001-00.pdf',
    );
  });

  it('downloads the ticked invoices as one PDF, across pages, and refuses more than 50', async () => {
    answerPages();
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select invoice 700002-00' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select invoice 700001-00' }));
    expect(screen.getByText('2 invoices selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download selected' })).toHaveAttribute(
      'href',
      '/documents/invoices.pdf?numbers=700002-00,700001-00',
    );
    // The rest of the first page, 48 more (the boxes found once: one query per box would take long).
    screen
      .getAllByRole('checkbox')
      .filter((box) => !(box as HTMLInputElement).checked)
      .forEach((box) => fireEvent.click(box));
    expect(screen.getByText('50 invoices selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download selected' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select invoice 700051-00' }));
    expect(screen.getByText('51 invoices selected')).toBeInTheDocument();
    expect(screen.getByText('Select at most 50 invoices to download as one PDF.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download selected' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/invoices selected/)).not.toBeInTheDocument();
  });
});
