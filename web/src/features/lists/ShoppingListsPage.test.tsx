import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { listHandlers, listItem, listState, resetLists, shoppingList } from '../../testing/handlers/lists';

beforeEach(() => {
  server.use(...listHandlers);
  resetLists([
    shoppingList('1', 'Shop Floor Restock', [listItem('a', '100', 4, '$4.50'), listItem('b', '200', 1, '$9.00')], {
      shares: [{ __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'Alan' }],
    }),
    shoppingList('2', 'Acme Standard PPE', [listItem('c', '300', 2, '$1.00')], {
      isPublic: true,
      isOwner: false,
      canDelete: false,
      updatedOn: '2026-10-25T08:00:00.000Z',
      owner: { __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'Alan Approver' },
    }),
  ]);
});

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('shopping lists page', () => {
  it('shows name, # items, # shares, MM/dd/yyyy and delete only where allowed', async () => {
    renderApp('/my-account/shopping-lists');
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
    resetLists([]);
    renderApp('/my-account/shopping-lists');
    expect(await screen.findByText('You do not have any shopping lists.')).toBeInTheDocument();
  });

  it('creates a list only with a name and opens it', async () => {
    const { router } = renderApp('/my-account/shopping-lists');
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
  });

  it('deletes a list after confirmation', async () => {
    renderApp('/my-account/shopping-lists');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Shop Floor Restock' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shopping List' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shop Floor Restock was deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'View/Edit Shop Floor Restock' })).not.toBeInTheDocument(),
    );
    expect(listState.lists.map((l) => l.id)).toEqual(['2']);
  });

  it('offers Export Lists to admins', async () => {
    listState.canExport = true;
    renderApp('/my-account/shopping-lists');
    expect(await screen.findByRole('button', { name: 'Export Lists' })).toBeInTheDocument();
  });
});
