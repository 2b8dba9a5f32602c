import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { allowanceOf, allowancePageOf } from '../../testing/factories/frc';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { pressNext } from '../../testing/steps';
import { FrcManagerPage } from './FrcManagerPage';
import { UnitAllowancesDocument, type UnitAllowancesQuery } from './UnitAllowances.generated';

// The page is open only to units customers; its guard (the account menu's rule) is tested with the
// menu (app/accountMenu.test.ts) and in Chromium (e2e/frc-manager.e2e.test.ts).
const renderPage = () => renderRoute(<FrcManagerPage />, { path: '/my-account/frc-manager' });

/** The gateway answers each page the page asks for with the given allowances. */
const answer = (pages: Record<number, UnitAllowancesQuery['unitAllowances']>) =>
  server.use(
    answerQuery(UnitAllowancesDocument, ({ variables }) => {
      const page = pages[variables.input?.page ?? 1];
      if (!page) throw new Error(`No page ${variables.input?.page} in this test`);
      return { unitAllowances: page };
    }),
  );

const rowOf = async (type: string) => {
  const table = await screen.findByRole('table', { name: 'Unit allowances by item type' });
  return within(table).getByRole('rowheader', { name: type }).closest('tr')!;
};

describe('FRC manager', () => {
  it('shows type, allowed, ordered, remaining and reset in units, with no limit and over-allowance rows', async () => {
    answer({ 1: allowancePageOf() });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'FRC Manager' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Unit allowances by item type' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Type', 'Allowed', 'Ordered', 'Remaining', 'Reset']);
    const cells = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(await rowOf('Consumables'))).toEqual(['500 units', '180 units', '320 units', '01/01/2027']);
    expect(cells(await rowOf('PPE'))).toEqual(['No limit', '42 units', 'No limit', '—']);
    expect(cells(await rowOf('Tooling'))).toEqual(['120 units', '120 units', '0 units', '01/01/2027']);
    expect(cells(await rowOf('Tools'))).toEqual(['60 units', '75 units', '0 unitsOver by 15 units', '01/01/2027']);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How allowances work' })).toHaveAttribute('href', '/w/frc-help');
  });

  it('pages many item types to the last page', async () => {
    const types = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => allowanceOf({ itemType: `Type ${from + i}` }));
    answer({
      1: allowancePageOf({ totalCount: 45, page: 1, nodes: types(1, 20) }),
      2: allowancePageOf({ totalCount: 45, page: 2, nodes: types(21, 20) }),
      3: allowancePageOf({ totalCount: 45, page: 3, nodes: types(41, 5) }),
    });
    renderPage();
    expect(await screen.findByText('Page 1 of 3 (45 item types)')).toBeInTheDocument();
    await pressNext(2);
    expect(await screen.findByText('Page 3 of 3 (45 item types)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Unit allowances by item type' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('says exactly that the data cannot be retrieved when the ERP fails', async () => {
    server.use(
      api.query(UnitAllowancesDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'We are unable to retrieve your data at this time.',
              extensions: { code: 'UPSTREAM_UNAVAILABLE' },
            },
          ],
        }),
      ),
      // The app reports unexpected failures to the gateway's error log; the mocked gateway takes them.
      http.post('*/client-errors', () => new HttpResponse(null, { status: 204 })),
    );
    renderPage();
    expect(await screen.findByText('We are unable to retrieve your data at this time.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
