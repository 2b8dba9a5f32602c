import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { companyHandlers, failingSummaryHandler } from '../../testing/handlers/company';

describe('the account overview', () => {
  it('shows the company, its sales and the five aging buckets as a table beside the chart', async () => {
    server.use(...companyHandlers);
    renderApp('/my-account/summary');
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
    server.use(failingSummaryHandler);
    renderApp('/my-account/summary');
    expect(await screen.findByText('Failed to load account summary information.')).toBeInTheDocument();
  });
});
