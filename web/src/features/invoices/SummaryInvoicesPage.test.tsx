// The summary invoices' filter bar (cart-checkout-orders: "filters (date type, from/to date, status,
// free text ...), Download CSV, Apply and Clear Filters"): its choices go to the list with Apply only.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import type { SummaryInvoicesInput } from '../../generated/graphql';
import { SummaryInvoicesDocument } from './SummaryInvoices.generated';
import { SummaryInvoicesPage } from './SummaryInvoicesPage';

function answerNone() {
  const asked: (SummaryInvoicesInput | null | undefined)[] = [];
  server.use(
    answerQuery(SummaryInvoicesDocument, ({ variables }) => {
      asked.push(variables.input);
      return {
        summaryInvoices: { __typename: 'SummaryInvoicePage', totalCount: 0, page: 1, pageSize: 25, nodes: [] },
      };
    }),
  );
  return asked;
}

describe('summary invoice filters', () => {
  it('sends the chosen status and custom dates with Apply, and none once Clear Filters resets them', async () => {
    const asked = answerNone();
    renderRoute(<SummaryInvoicesPage />, { path: '/my-account/invoices/summary' });
    expect(
      await screen.findByText('You do not have any summary invoices that meet your criteria.'),
    ).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Summary invoice filters' });
    expect(filters).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'SUBMITTED' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-01-05' } });
    expect(asked.at(-1)).toMatchObject({ status: null, from: null });

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ status: 'SUBMITTED', from: '2026-01-05', to: null, dateType: 'BILLING' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: null, from: null }));
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.queryByLabelText('From date')).not.toBeInTheDocument();
  });
});
