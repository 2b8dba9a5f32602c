import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { buyerMenu, setAccountMenu } from '../../testing/handlers/account';
import { frcHandlers, frcState } from '../../testing/handlers/frc';

const unitsBuyer = () => {
  const menu = buyerMenu();
  return { ...menu, viewer: { ...menu.viewer, amountMode: 'UNITS' as const } };
};

beforeEach(() => {
  server.use(...frcHandlers);
  frcState.rows = 4;
  frcState.failing = false;
  setAccountMenu(unitsBuyer());
});

const rowOf = async (type: string) => {
  const table = await screen.findByRole('table', { name: 'Unit allowances by item type' });
  return within(table).getByRole('rowheader', { name: type }).closest('tr')!;
};

describe('FRC manager', () => {
  it('shows type, allowed, ordered, remaining and reset in units, with no limit and over-allowance rows', async () => {
    renderApp('/my-account/frc-manager');
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
    frcState.rows = 45;
    renderApp('/my-account/frc-manager');
    expect(await screen.findByText('Page 1 of 3 (45 item types)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 (45 item types)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Unit allowances by item type' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('says exactly that the data cannot be retrieved when the ERP fails', async () => {
    frcState.failing = true;
    // The app reports unexpected failures to the gateway's error log; the mocked gateway takes them.
    server.use(http.post('http://localhost/client-errors', () => new HttpResponse(null, { status: 204 })));
    renderApp('/my-account/frc-manager');
    expect(await screen.findByText('We are unable to retrieve your data at this time.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is not there for a dollars buyer', async () => {
    setAccountMenu(buyerMenu());
    renderApp('/my-account/frc-manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
