import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CRIB_MESSAGES } from '@mro/rules/crib';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { buyerMenu, setAccountMenu } from '../../testing/handlers/account';
import { cribHandlers, cribState } from '../../testing/handlers/crib';

const cribUser = () => {
  const menu = buyerMenu();
  return {
    ...menu,
    viewer: { ...menu.viewer, permissions: { ...menu.viewer.permissions, canUseUniversalCrib: true } },
  };
};

beforeEach(() => {
  server.use(...cribHandlers);
  cribState.total = 45;
  setAccountMenu(cribUser());
});

const search = async (term: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Search items' }), { target: { value: term } });
  fireEvent.click(screen.getByRole('button', { name: 'Search Items' }));
};

describe('universal crib', () => {
  it('pages the items 20 at a time to the last page and shows an item in the detail modal', async () => {
    renderApp('/my-account/universal-crib');
    await search('gloves');
    expect(await screen.findByText('Page 1 of 3 (45 items)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3 (45 items)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items matching gloves' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Details of ERP-0045' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item ERP-0045' });
    expect(within(dialog).getByText('AN-45')).toBeInTheDocument();
    expect(within(dialog).getByText('ACME-45')).toBeInTheDocument();
  });

  it('shows the cap notice at 1000 items, and says when nothing was found', async () => {
    cribState.total = 2400;
    renderApp('/my-account/universal-crib');
    await search('steel');
    expect(await screen.findByText(CRIB_MESSAGES.capped)).toBeInTheDocument();
    expect(screen.getByText(/^Page 1 of 50 \(1,?000 items\)$/)).toBeInTheDocument();
    await search('nothing');
    expect(await screen.findByText(CRIB_MESSAGES.noItems)).toBeInTheDocument();
  });

  it('needs two characters, and refuses users without the crib flags', async () => {
    const { unmount } = renderApp('/my-account/universal-crib');
    await search('g');
    expect(await screen.findByText(CRIB_MESSAGES.queryRequired)).toBeInTheDocument();
    unmount();
    setAccountMenu(buyerMenu());
    renderApp('/my-account/universal-crib');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
