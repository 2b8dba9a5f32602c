import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { punchOutLogOf } from '../../testing/factories/tools';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { submitValue } from '../../testing/steps';
import { PunchOutLogDocument, type PunchOutLogQueryVariables } from './PunchOutLog.generated';
import { PunchOutLogPage } from './PunchOutLogPage';

const PATH = '/vallen-tools/punchout-log';

describe('Punch-Out Log', () => {
  it('checks the customer number, then shows the last 250 transfers 20 a page', async () => {
    const asked: PunchOutLogQueryVariables[] = [];
    server.use(
      answerQuery(PunchOutLogDocument, ({ variables }) => {
        asked.push(variables);
        return { punchOutLog: punchOutLogOf(250, variables.page) };
      }),
    );
    renderRoute(<PunchOutLogPage />, { path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Punch-Out Log' })).toBeInTheDocument();
    const field = screen.getByLabelText(/Customer number/);
    expect(field).toHaveAttribute('maxLength', '10');
    await submitValue(field, '', 'Show Log', 'Please enter a customer number.');
    await submitValue(field, 'acme', 'Show Log', 'The customer number is up to 10 digits.');
    expect(asked).toEqual([]);

    await submitValue(field, ' 10001 ', 'Show Log', 'Customer 10001: the last 250 transfers, newest first.');
    const table = () => screen.getByRole('table', { name: 'Punch-out transfers of customer 10001' });
    const references = () =>
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(references()).toHaveLength(20);
    expect(references()[0]).toBe('PO-250');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('punchout@acme.example');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('11/20/2026 14:05 UTC');
    expect(screen.getByText('Page 1 of 13 (250 transfers)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 13 (250 transfers)')).toBeInTheDocument();
    expect(references()[0]).toBe('PO-230');
    expect(asked).toEqual([
      { customerNumber: '10001', page: 1 },
      { customerNumber: '10001', page: 2 },
    ]);
  });

  it('says when a customer has no transfers', async () => {
    server.use(answerQuery(PunchOutLogDocument, { punchOutLog: punchOutLogOf(0, 1) }));
    renderRoute(<PunchOutLogPage />, { path: PATH, at: `${PATH}?customer=10004` });
    expect(await screen.findByText('This customer has no punch-out transfers.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the log cannot be read', async () => {
    server.use(
      api.query(PunchOutLogDocument, () =>
        HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    );
    renderRoute(<PunchOutLogPage />, { path: PATH, at: `${PATH}?customer=10009` });
    expect(await screen.findByText('We were unable to retrieve the punch-out log.')).toBeInTheDocument();
  });
});
