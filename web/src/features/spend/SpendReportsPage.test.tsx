import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerQuery } from '../../testing/api';
import { spendOrderOf, spendReportOf } from '../../testing/factories/spend';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { submitValue } from '../../testing/steps';
import { downloadText } from '../../lib/downloadText';
import { SpendOrdersDocument, SpendReportDocument } from './SpendReport.generated';
import { SpendReportsPage } from './SpendReportsPage';

vi.mock('../../lib/downloadText', () => ({ downloadText: vi.fn() }));

const renderPage = () => renderRoute(<SpendReportsPage />, { path: '/my-account/spend-reports' });

describe('spend reports', () => {
  it('shows each grouping as a chart with its table beneath, and exports the same figures as CSV', async () => {
    const asked: unknown[] = [];
    server.use(
      answerQuery(SpendReportDocument, ({ variables }) => {
        asked.push(variables.input);
        return { spendReport: spendReportOf() };
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Spend Reports', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('$12,000.00')).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Spend by month, every month' });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent('Dec 202510$1,000.00');
    // The charts are pictures of the tables (aria-hidden): every month, and the largest six of other groups.
    await screen.findByText('Spend by category (largest 6 of 20)');
    const charts = document.querySelectorAll('.bar-chart svg');
    expect(charts).toHaveLength(5);
    expect(charts[0]).toHaveAttribute('aria-hidden', 'true');
    expect(charts[0]!.querySelectorAll('.bar-chart-bar')).toHaveLength(12);
    expect(charts[3]!.querySelectorAll('.bar-chart-bar')).toHaveLength(6);
    // Axis labels are short (the table has the full ones): months by name, names cut to eight characters.
    expect(charts[0]!.textContent).toContain('DecJanFeb');
    expect(charts[3]!.textContent).toContain('Categor…Catego…2');
    const categories = screen.getByRole('table', { name: 'Spend by category, every category' });
    expect(within(categories).getAllByRole('row')).toHaveLength(21);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV: Spend by brand' }));
    expect(downloadText).toHaveBeenCalledWith(
      expect.stringMatching(/^spend-by-brand-\d{4}-\d\d-01-to-\d{4}-\d\d-\d\d\.csv$/),
      'Brand,Orders,Spend\r\nAnsell,80,8000.50\r\n"Acme, ""Pro"" Tools",60,3999.50\r\n',
    );
    expect(asked).toHaveLength(1);
  });

  it('asks again for another period, and refuses a custom period that ends before it starts', async () => {
    const asked: { from: string; to: string }[] = [];
    server.use(
      answerQuery(SpendReportDocument, ({ variables }) => {
        asked.push(variables.input);
        return { spendReport: spendReportOf() };
      }),
    );
    renderPage();
    await screen.findByText('$12,000.00');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'year' } });
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.from).toMatch(/^\d{4}-01-01$/);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    const from = screen.getByLabelText('From date');
    const to = screen.getByLabelText('To date');
    fireEvent.change(from, { target: { value: '2026-03-31' } });
    await submitValue(to, '2026-03-01', 'Show report', 'From must be on or before To.');
    expect(asked).toHaveLength(2);
    fireEvent.change(to, { target: { value: '2026-04-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-03-31', to: '2026-04-30' }));
  });

  it('drills down from a row to the orders it counts', async () => {
    const drills: unknown[] = [];
    server.use(
      answerQuery(SpendReportDocument, { spendReport: spendReportOf() }),
      answerQuery(SpendOrdersDocument, ({ variables }) => {
        drills.push({ dimension: variables.dimension, key: variables.key, page: variables.page });
        return {
          spendReport: {
            __typename: 'SpendReport',
            from: variables.input.from,
            to: variables.input.to,
            orders: {
              __typename: 'SpendOrderPage',
              totalCount: 2,
              page: 1,
              pageSize: 10,
              nodes: [spendOrderOf(1), spendOrderOf(2, { department: null })],
            },
          },
        };
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Show orders: PRODUCTION' }));
    const list = await screen.findByRole('table', { name: 'Orders counted in PRODUCTION' });
    expect(within(list).getByRole('link', { name: '1000501-00' })).toHaveAttribute(
      'href',
      '/my-account/review-order-details/1000501-00',
    );
    expect(within(list).getAllByRole('row')).toHaveLength(3);
    expect(drills).toEqual([{ dimension: 'DEPARTMENT', key: 'PRODUCTION', page: 1 }]);
  });
});
