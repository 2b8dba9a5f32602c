import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { gatewayError } from '../../testing/erpFailures';
import { accountSummaryOf } from '../../testing/factories/company';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AccountSummaryDocument } from './AccountSummary.generated';
import { AccountSummaryPage } from './AccountSummaryPage';

const renderPage = () => renderRoute(<AccountSummaryPage />, { path: '/my-account/summary' });

describe('the account overview', () => {
  it('shows the company, its sales and the five aging buckets as a table beside the chart', async () => {
    server.use(answerQuery(AccountSummaryDocument, { accountSummary: accountSummaryOf() }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Account Overview', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Acme Fabrication')).toBeInTheDocument();
    expect(screen.getByText('11/15/2026')).toBeInTheDocument();
    expect(screen.getByText('$868,507.61')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Open balance by age' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'AgeBalance',
      'Current$19,538.12',
      'Over 30 days$10,743.61',
      'Over 60 days$75,500.86',
      'Over 90 days$90,970.90',
      'Over 120 days$589,127.38',
      'Total$785,880.87',
    ]);
    // The chart is a picture of the same numbers, hidden from screen readers.
    const chart = document.querySelector('.bar-chart svg');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart?.querySelectorAll('.bar-chart-bar')).toHaveLength(5);
  });

  it('says the summary failed to load when the gateway fails', async () => {
    // The ERP failed: the gateway answers the query with an error and no data.
    server.use(
      api.query(AccountSummaryDocument, () => gatewayError('Unavailable', 'UPSTREAM_UNAVAILABLE')),
      // The app reports unexpected failures to the gateway's error log; the mocked gateway takes them.
      http.post('*/client-errors', () => new HttpResponse(null, { status: 204 })),
    );
    renderPage();
    expect(await screen.findByText('Failed to load account summary information.')).toBeInTheDocument();
  });
});
