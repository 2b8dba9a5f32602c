import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { answerConfirmation } from '../../testing/confirmations';
import { gatewayError } from '../../testing/erpFailures';
import { listItemOf, listPayloadOf, productSearchOf } from '../../testing/factories/lists';
import { server } from '../../testing/server';
import { AddSearchedItemToShoppingListDocument, ShoppingListProductSearchDocument } from './AddItems.generated';
import {
  AddShoppingListItemTagDocument,
  RemoveShoppingListItemDocument,
  RemoveShoppingListItemTagDocument,
  UpdateShoppingListDocument,
  type RemoveShoppingListItemMutationVariables,
} from './ShoppingList.generated';
import { open, restock, rowOf } from './ShoppingListPage.testing';

describe('shopping list items', () => {
  it('adds a trimmed tag, refuses a duplicate in any case, and removes a tag', async () => {
    const added: unknown[] = [];
    const removed: unknown[] = [];
    const tagged = (tags: string[]) =>
      restock({ items: [listItemOf('a', '100', 4, '$4.50', tags), listItemOf('b', '200', 1, null)] });
    server.use(
      answerMutation(
        AddShoppingListItemTagDocument,
        { addShoppingListItemTag: listPayloadOf(tagged(['weekly', 'urgent'])) },
        { record: added },
      ),
      answerMutation(
        RemoveShoppingListItemTagDocument,
        { removeShoppingListItemTag: listPayloadOf(tagged(['urgent'])) },
        { record: removed },
      ),
    );
    open(restock());
    const row = await rowOf('100');
    fireEvent.click(row.getByRole('button', { name: 'Add tag to 100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item Tag' });
    const field = within(dialog).getByRole('textbox', { name: 'Tag' });
    fireEvent.change(field, { target: { value: 'WEEKLY' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    expect(await within(dialog).findByText('This item already has the tag "WEEKLY".')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '  urgent ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item Tag' })).not.toBeInTheDocument());
    expect(await row.findByText('urgent')).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Remove tag weekly from 100' }));
    await waitFor(() => expect(row.queryByText('weekly')).not.toBeInTheDocument());
    expect(added).toEqual([{ input: { id: '1', itemId: 'a', tag: 'urgent' } }]);
    expect(removed).toEqual([{ input: { id: '1', itemId: 'a', tag: 'weekly' } }]);
  });

  it('saves a quantity two seconds after typing, allowing 0 but nothing below', async () => {
    const updated: unknown[] = [];
    server.use(
      answerMutation(UpdateShoppingListDocument, { updateShoppingList: listPayloadOf(restock()) }, { record: updated }),
    );
    open(restock());
    const row = await rowOf('100');
    const quantity = row.getByLabelText('Quantity for 100');
    fireEvent.change(quantity, { target: { value: '-1' } });
    expect(await row.findByText('Quantity must be a whole number of 0 or more.')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '0' } });
    await waitFor(() => expect(updated).toEqual([{ input: { id: '1', quantities: [{ itemId: 'a', quantity: 0 }] } }]), {
      timeout: 5000,
    });
  });

  it('removes an item after the Remove Item confirmation, keeping it when cancelled or when the removal fails', async () => {
    const removed: RemoveShoppingListItemMutationVariables[] = [];
    server.use(
      api.mutation(
        RemoveShoppingListItemDocument,
        () => gatewayError('The list could not be changed.', 'INTERNAL_SERVER_ERROR'),
        {
          once: true,
        },
      ),
      answerMutation(
        RemoveShoppingListItemDocument,
        { removeShoppingListItem: listPayloadOf(restock({ items: [listItemOf('b', '200', 1, null)] })) },
        { record: removed },
      ),
    );
    open(restock());
    const row = await rowOf('100');
    const confirmRemoval = (button: 'Cancel' | 'Remove') => {
      fireEvent.click(row.getByRole('button', { name: 'Delete 100' }));
      return answerConfirmation('Remove Item', 'Remove Item 100 (Item #100) from Shop Floor Restock?', button);
    };
    await confirmRemoval('Cancel');
    expect(screen.getByText('Item #100 · Part # P-100')).toBeInTheDocument();
    await confirmRemoval('Remove');
    expect(
      await screen.findByText('An error occurred while checking for Shopping List. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Item #100 · Part # P-100')).toBeInTheDocument();
    await confirmRemoval('Remove');
    await waitFor(() => expect(screen.queryByText('Item #100 · Part # P-100')).not.toBeInTheDocument());
    expect(screen.getByText('Item #200 · Part # P-200')).toBeInTheDocument();
    expect(removed).toEqual([{ input: { id: '1', itemId: 'a' } }]);
  });

  it('finds products after 2 characters, shows 2 specifications and adds an item with quantity 1', async () => {
    const searched: unknown[] = [];
    const added: unknown[] = [];
    server.use(
      answerQuery(ShoppingListProductSearchDocument, productSearchOf(['510001', '510002']), { record: searched }),
      answerMutation(
        AddSearchedItemToShoppingListDocument,
        {
          addItemsToShoppingList: listPayloadOf(
            { ...restock(), items: [...restock().items, listItemOf('1-2', '510002', 1, '$4.50')] },
            'Item added to Shop Floor Restock',
          ),
        },
        { record: added },
      ),
    );
    open(restock());
    fireEvent.click(await screen.findByRole('button', { name: 'Add Items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Items' });
    const field = within(dialog).getByRole('textbox', { name: 'Search products' });
    // One character settles (the search waits 150 ms after typing) without a search: the searches at
    // the end hold the one for "ni" only.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(field, { target: { value: 'n' } });
      act(() => {
        vi.advanceTimersByTime(400);
      });
    } finally {
      vi.useRealTimers();
    }
    fireEvent.change(field, { target: { value: 'ni' } });
    const results = await within(dialog).findByRole('list', { name: 'Products found' });
    expect(within(results).getByText('Size: Size of 510001')).toBeInTheDocument();
    expect(within(results).getByText('Material: Material of 510001')).toBeInTheDocument();
    expect(within(results).queryByText('Color: Color of 510001')).not.toBeInTheDocument();
    fireEvent.click(within(results).getByRole('button', { name: 'Add 510002 to the list' }));
    expect(await within(dialog).findByText('Item added to Shop Floor Restock')).toBeInTheDocument();
    expect(searched).toEqual([expect.objectContaining({ query: 'ni' })]);
    expect(added).toEqual([{ input: { id: '1', items: [{ erp: '510002', quantity: 1, unitOfMeasure: 'BX' }] } }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Item #510002 · Part # P-510002')).toBeInTheDocument();
  });
});
