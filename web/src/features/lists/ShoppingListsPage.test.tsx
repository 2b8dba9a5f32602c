import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { listItemOf, listOf, listPayloadOf, listsPageOf } from '../../testing/factories/lists';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { CreateShoppingListDocument } from '../../lib/shopping-lists/AddToShoppingList.generated';
import { ShoppingListDocument, type ShoppingListFieldsFragment } from './ShoppingList.generated';
import { ShoppingListPage } from './ShoppingListPage';
import { DeleteShoppingListDocument, ShoppingListsDocument } from './ShoppingLists.generated';
import { ShoppingListsPage } from './ShoppingListsPage';

const restock = listOf(
  '1',
  'Shop Floor Restock',
  [listItemOf('a', '100', 4, '$4.50'), listItemOf('b', '200', 1, '$9.00')],
  { shares: [{ __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'Alan' }] },
);
const othersPublicList = listOf('2', 'Acme Standard PPE', [listItemOf('c', '300', 2, '$1.00')], {
  isPublic: true,
  isOwner: false,
  canDelete: false,
  updatedOn: '2026-10-25T08:00:00.000Z',
  owner: { __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'Alan Approver' },
});

/** The lists page over `lists`; the new list's own page is one route away. */
const open = (lists: ShoppingListFieldsFragment[], canExport = false) => {
  server.use(api.query(ShoppingListsDocument, () => HttpResponse.json({ data: listsPageOf(lists, canExport) })));
  return renderRoute(<ShoppingListsPage />, {
    path: '/my-account/shopping-lists',
    routes: [{ path: '/my-account/shopping-list/:list', element: <ShoppingListPage /> }],
  });
};

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('shopping lists page', () => {
  it('shows name, # items, # shares, MM/dd/yyyy and delete only where allowed', async () => {
    open([restock, othersPublicList]);
    const own = await rowOf('Shop Floor Restock');
    expect(
      within(own)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['2', '1', '11/03/2026']));
    expect(within(own).getByRole('button', { name: 'Delete Shop Floor Restock' })).toBeInTheDocument();
    const other = await rowOf('Acme Standard PPE');
    expect(within(other).getByText('Owner: Alan Approver')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(other).getByRole('link', { name: 'View/Edit Acme Standard PPE' })).toHaveAttribute(
      'href',
      '/my-account/shopping-list/2',
    );
    expect(screen.queryByRole('button', { name: 'Export Lists' })).not.toBeInTheDocument();
  });

  it('says when there are no lists', async () => {
    open([]);
    expect(await screen.findByText('You do not have any shopping lists.')).toBeInTheDocument();
  });

  it('creates a list only with a name and opens it', async () => {
    const created = listOf('100', 'Line 3 spares', []);
    const sent: unknown[] = [];
    server.use(
      answerMutation(CreateShoppingListDocument, ({ variables }) => {
        sent.push(variables.input);
        return { createShoppingList: listPayloadOf(created) };
      }),
      answerQuery(ShoppingListDocument, { shoppingList: created }),
    );
    const { router } = open([restock, othersPublicList]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a New Shopping List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Shopping List' });
    const create = within(dialog).getByRole('button', { name: 'Create List' });
    expect(create).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'List Name' }), {
      target: { value: 'Line 3 spares' },
    });
    expect(create).toBeEnabled();
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/shopping-list/100'));
    expect(await screen.findByRole('heading', { name: 'Line 3 spares' })).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Line 3 spares', description: null, isPublic: false }]);
  });

  it('deletes a list after confirmation', async () => {
    const deleted: unknown[] = [];
    open([restock, othersPublicList]);
    server.use(
      api.mutation(DeleteShoppingListDocument, ({ variables }) => {
        deleted.push(variables.input);
        // The list is gone from the gateway's answers from now on.
        server.use(
          api.query(ShoppingListsDocument, () => HttpResponse.json({ data: listsPageOf([othersPublicList]) })),
        );
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            deleteShoppingList: {
              __typename: 'DeleteShoppingListPayload',
              deletedId: variables.input.id,
              removedShare: false,
              userErrors: [],
            },
          },
        });
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Shop Floor Restock' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shopping List' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shop Floor Restock was deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'View/Edit Shop Floor Restock' })).not.toBeInTheDocument(),
    );
    expect(deleted).toEqual([{ id: '1' }]);
  });

  it('offers Export Lists to admins', async () => {
    open([restock, othersPublicList], true);
    expect(await screen.findByRole('button', { name: 'Export Lists' })).toBeInTheDocument();
  });
});
