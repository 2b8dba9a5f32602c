import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { listHandlers, listItem, listState, resetLists, shoppingList } from '../../testing/handlers/lists';

beforeEach(() => {
  server.use(...listHandlers);
  resetLists([
    shoppingList(
      '1',
      'Shop Floor Restock',
      [listItem('a', '100', 4, '$4.50', ['weekly']), listItem('b', '200', 1, null)],
      { description: 'Line 2' },
    ),
    shoppingList('2', 'Acme Standard PPE', [listItem('c', '300', 2, '$1.00')], {
      isPublic: true,
      isOwner: false,
      canEditDetails: false,
      canEditItems: false,
      canShare: false,
      canDelete: false,
      owner: { __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'Alan Approver' },
    }),
  ]);
});

const rowOf = async (erp: string) => {
  const row = (await screen.findByText(`Item #${erp} · Part # P-${erp}`)).closest('tr');
  if (!row) throw new Error(`no row for ${erp}`);
  return within(row);
};

describe('shopping list detail', () => {
  it('shows prices, Unavailable for unpriced items, and adds to the cart or says why not', async () => {
    renderApp('/my-account/shopping-list/1');
    const priced = await rowOf('100');
    expect(priced.getByText('$4.50')).toBeInTheDocument();
    const unpriced = await rowOf('200');
    expect(unpriced.getByText('Unavailable')).toBeInTheDocument();
    fireEvent.click(priced.getByRole('button', { name: 'Add To Cart 100' }));
    expect(await screen.findByText('Your cart has been updated.')).toBeInTheDocument();
    fireEvent.click(unpriced.getByRole('button', { name: 'Add To Cart 200' }));
    expect(await screen.findByText('Failed to add one or more items to cart.')).toBeInTheDocument();
    expect(listState.calls).toEqual(['cart 100', 'cart ']);
  });

  it('adds every item of a long list to the cart at once, and says which could not be added', async () => {
    const items = Array.from({ length: 150 }, (_, i) =>
      listItem(`x${i}`, String(5000 + i), 2, i % 50 === 49 ? null : '$3.00'),
    );
    resetLists([shoppingList('9', 'Plant Consumables', items)]);
    renderApp('/my-account/shopping-list/9');
    fireEvent.click(await screen.findByRole('button', { name: 'Add All to Cart' }));
    expect(await screen.findByText('147 of 150 items were added to your cart.')).toBeInTheDocument();
    expect(screen.getByText('Failed to add one or more items to cart.')).toBeInTheDocument();
    expect(listState.calls).toHaveLength(1);
    expect(listState.calls[0]?.split(',')).toHaveLength(147);
  });

  it('adds a trimmed tag, refuses a duplicate in any case, and removes a tag', async () => {
    renderApp('/my-account/shopping-list/1');
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
    expect(listState.lists[0]!.items[0]!.tags).toEqual(['urgent']);
  });

  it('saves a quantity two seconds after typing, allowing 0 but nothing below', async () => {
    renderApp('/my-account/shopping-list/1');
    const row = await rowOf('100');
    const quantity = row.getByLabelText('Quantity for 100');
    fireEvent.change(quantity, { target: { value: '-1' } });
    expect(await row.findByText('Quantity must be a whole number of 0 or more.')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '0' } });
    await waitFor(() => expect(listState.calls).toEqual(['quantity a 0']), { timeout: 5000 });
  });

  it('edits the list details and shares the list', async () => {
    renderApp('/my-account/shopping-list/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit List Details' }));
    const form = screen.getByRole('form', { name: 'Edit List Details' });
    const name = within(form).getByRole('textbox', { name: 'List Name' });
    fireEvent.change(name, { target: { value: '' } });
    expect(within(form).getByRole('button', { name: 'Update Information' })).toBeDisabled();
    fireEvent.change(name, { target: { value: 'Restock 2027' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Information' }));
    expect(await screen.findByRole('heading', { name: 'Restock 2027' })).toBeInTheDocument();

    // The form closes just after the new name is in the cache.
    fireEvent.click(await screen.findByRole('button', { name: 'Share List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Restock 2027' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: "Colleague's e-mail" }), {
      target: { value: 'gus@globex.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Recipient' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Recipients' }));
    expect(await within(dialog).findByText('gus@globex.test is not a user of your company.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing with gus@globex.test' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: "Colleague's e-mail" }), {
      target: { value: 'alan@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Recipient' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Recipients' }));
    expect(await screen.findByText('Shopping List recipients have been updated.')).toBeInTheDocument();
    expect(await screen.findByText('Shared with: alan')).toBeInTheDocument();
  });

  it('shows another user’s public list read-only', async () => {
    renderApp('/my-account/shopping-list/2');
    const row = await rowOf('300');
    expect(screen.getByText(/Owner: Alan Approver/)).toBeInTheDocument();
    expect(row.queryByLabelText('Quantity for 300')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Delete 300' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit List Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete List' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Add To Cart 300' })).toBeInTheDocument();
  });

  it('finds products after 2 characters, shows 2 specifications and adds an item with quantity 1', async () => {
    renderApp('/my-account/shopping-list/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Items' });
    const field = within(dialog).getByRole('textbox', { name: 'Search products' });
    // One character settles (the search waits 150 ms after typing) without a search: the calls at the
    // end hold the search for "ni" only.
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
    expect(listState.calls).toEqual(['search ni', 'add 1 510002x1BX']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Item #510002 · Part # P-510002')).toBeInTheDocument();
  });
});
