import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRIB_MESSAGES } from '@mro/rules/crib';
import { answerQuery } from '../../testing/api';
import { cribItems, cribPageOf } from '../../testing/factories/crib';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { pressNext } from '../../testing/steps';
import {
  UniversalCribSearchDocument,
  type UniversalCribSearchQuery,
  type UniversalCribSearchQueryVariables,
} from './UniversalCrib.generated';
import { UniversalCribPage } from './UniversalCribPage';

// The page is open only to users with the crib flags; its guard (the account menu's rule) is tested
// with the menu (app/accountMenu.test.ts) and in Chromium (e2e/crib.e2e.test.ts).
const renderPage = () => renderRoute(<UniversalCribPage />, { path: '/my-account/universal-crib' });

type Page = UniversalCribSearchQuery['universalCribSearch'];

/** The gateway answers each term and page the test names; the searches asked are kept in order. */
const answer = (pages: Record<string, Page>) => {
  const asked: UniversalCribSearchQueryVariables['input'][] = [];
  server.use(
    answerQuery(UniversalCribSearchDocument, ({ variables }) => {
      asked.push(variables.input);
      const key = `${variables.input.query} ${variables.input.page ?? 1}`;
      const page = pages[key];
      if (!page) throw new Error(`No answer for "${key}" in this test`);
      return { universalCribSearch: page };
    }),
  );
  return asked;
};

const search = async (term: string) => {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Search items' }), { target: { value: term } });
  fireEvent.click(screen.getByRole('button', { name: 'Search Items' }));
};

describe('universal crib', () => {
  it('pages the items 20 at a time to the last page and shows an item in the detail modal', async () => {
    answer({
      'gloves 1': cribPageOf({ totalCount: 45, page: 1, nodes: cribItems(1, 20) }),
      'gloves 2': cribPageOf({ totalCount: 45, page: 2, nodes: cribItems(21, 20) }),
      'gloves 3': cribPageOf({ totalCount: 45, page: 3, nodes: cribItems(41, 5) }),
    });
    renderPage();
    await search('gloves');
    expect(await screen.findByText('Page 1 of 3 (45 items)')).toBeInTheDocument();
    await pressNext(2);
    expect(await screen.findByText('Page 3 of 3 (45 items)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items matching gloves' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Details of ERP-0045' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item ERP-0045' });
    expect(within(dialog).getByText('AN-45')).toBeInTheDocument();
    expect(within(dialog).getByText('ACME-45')).toBeInTheDocument();
  });

  it('shows the cap notice at 1000 items, and says when nothing was found', async () => {
    // 2400 matches: the gateway answers the first 1000 and says the list was capped.
    answer({
      'steel 1': cribPageOf({ totalCount: 1000, capped: true, nodes: cribItems(1, 20) }),
      'nothing 1': cribPageOf({ nodes: [] }),
    });
    renderPage();
    await search('steel');
    expect(await screen.findByText(CRIB_MESSAGES.capped)).toBeInTheDocument();
    expect(screen.getByText(/^Page 1 of 50 \(1,?000 items\)$/)).toBeInTheDocument();
    await search('nothing');
    expect(await screen.findByText(CRIB_MESSAGES.noItems)).toBeInTheDocument();
  });

  it('needs two characters', async () => {
    const asked = answer({});
    renderPage();
    await search('g');
    expect(await screen.findByText(CRIB_MESSAGES.queryRequired)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
