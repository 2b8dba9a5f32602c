import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { listErrorOf, listItemOf, listOf, listPayloadOf } from '../../testing/factories/lists';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { AddSearchedItemToShoppingListDocument, ShoppingListProductSearchDocument } from './AddItems.generated';
import {
  AddShoppingListItemsToCartDocument,
  AddShoppingListItemTagDocument,
  RemoveShoppingListItemTagDocument,
  ShareShoppingListDocument,
  ShoppingListDocument,
  UpdateShoppingListDocument,
  type AddShoppingListItemsToCartMutationVariables,
  type ShoppingListFieldsFragment,
} from './ShoppingList.generated';
import { ShoppingListPage } from './ShoppingListPage';

const restock = (overrides: Partial<ShoppingListFieldsFragment> = {}) =>
  listOf('1', 'Shop Floor Restock', [listItemOf('a', '100', 4, '$4.50', ['weekly']), listItemOf('b', '200', 1, null)], {
    description: 'Line 2',
    ...overrides,
  });
const othersPublicList = listOf('2', 'Acme Standard PPE', [listItemOf('c', '300', 2, '$1.00')], {
  isPublic: true,
  isOwner: false,
  canEditDetails: false,
  canEditItems: false,
  canShare: false,
  canDelete: false,
  owner: { __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'Alan Approver' },
});

/** Opens the list page on `list`, as the gateway answers it. */
const open = (list: ShoppingListFieldsFragment) => {
  server.use(
    answerQuery(ShoppingListDocument, ({ variables }) => ({ shoppingList: variables.id === list.id ? list : null })),
  );
  return renderRoute(<ShoppingListPage />, {
    path: '/my-account/shopping-list/:list',
    at: `/my-account/shopping-list/${list.id}`,
  });
};

/** The gateway's answer to adding list items to the cart: `addedCount` went in, the rest were refused. */
const cartAnswer = (sent: AddShoppingListItemsToCartMutationVariables[], addedCount: number, refused: boolean) =>
  answerMutation(
    AddShoppingListItemsToCartDocument,
    {
      addShoppingListItemsToCart: {
        __typename: 'AddShoppingListItemsToCartPayload',
        addedCount,
        cart: addedCount ? { __typename: 'Cart', id: 'cart-1', itemCount: addedCount, lineCount: addedCount } : null,
        userErrors: refused ? [listErrorOf('Failed to add one or more items to cart.', 'itemIds')] : [],
      },
    },
    { once: true, record: sent },
  );

const rowOf = async (erp: string) => {
  const row = (await screen.findByText(`Item #${erp} · Part # P-${erp}`)).closest('tr');
  if (!row) throw new Error(`no row for ${erp}`);
  return within(row);
};

describe('shopping list detail', () => {
  it('shows prices, Unavailable for unpriced items, and adds to the cart or says why not', async () => {
    const sent: AddShoppingListItemsToCartMutationVariables[] = [];
    server.use(cartAnswer(sent, 1, false), cartAnswer(sent, 0, true));
    open(restock());
    const priced = await rowOf('100');
    expect(priced.getByText('$4.50')).toBeInTheDocument();
    const unpriced = await rowOf('200');
    expect(unpriced.getByText('Unavailable')).toBeInTheDocument();
    fireEvent.click(priced.getByRole('button', { name: 'Add To Cart 100' }));
    expect(await screen.findByText('Your cart has been updated.')).toBeInTheDocument();
    fireEvent.click(unpriced.getByRole('button', { name: 'Add To Cart 200' }));
    expect(await screen.findByText('Failed to add one or more items to cart.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { id: '1', itemIds: ['a'] } }, { input: { id: '1', itemIds: ['b'] } }]);
  });

  it('adds every item of a long list to the cart at once, and says which could not be added', async () => {
    const items = Array.from({ length: 150 }, (_, i) =>
      listItemOf(`x${i}`, String(5000 + i), 2, i % 50 === 49 ? null : '$3.00'),
    );
    const sent: AddShoppingListItemsToCartMutationVariables[] = [];
    server.use(cartAnswer(sent, 147, true));
    open(listOf('9', 'Plant Consumables', items));
    fireEvent.click(await screen.findByRole('button', { name: 'Add All to Cart' }));
    expect(await screen.findByText('147 of 150 items were added to your cart.')).toBeInTheDocument();
    expect(screen.getByText('Failed to add one or more items to cart.')).toBeInTheDocument();
    // One call with every item; the gateway leaves the 3 unpriced ones behind.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input.itemIds).toEqual(items.map((i) => i.id));
  });

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

  it('edits the list details and shares the list', async () => {
    const shared: unknown[] = [];
    const renamed = restock({ name: 'Restock 2027' });
    server.use(
      answerMutation(UpdateShoppingListDocument, { updateShoppingList: listPayloadOf(renamed) }),
      answerMutation(
        ShareShoppingListDocument,
        {
          shareShoppingList: listPayloadOf(null, null, [
            listErrorOf('gus@globex.test is not a user of your company.', 'usernames'),
          ]),
        },
        { once: true, record: shared },
      ),
      answerMutation(
        ShareShoppingListDocument,
        {
          shareShoppingList: listPayloadOf(
            { ...renamed, shares: [{ __typename: 'ShoppingListUser', username: 'alan@example.com', name: 'alan' }] },
            'Shopping List recipients have been updated.',
          ),
        },
        { record: shared },
      ),
    );
    open(restock());
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
    expect(shared).toEqual([
      { input: { id: '1', usernames: ['gus@globex.test'] } },
      { input: { id: '1', usernames: ['alan@example.com'] } },
    ]);
  });

  it('shows another user’s public list read-only', async () => {
    open(othersPublicList);
    const row = await rowOf('300');
    expect(screen.getByText(/Owner: Alan Approver/)).toBeInTheDocument();
    expect(row.queryByLabelText('Quantity for 300')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Delete 300' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit List Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete List' })).not.toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Add To Cart 300' })).toBeInTheDocument();
  });

  it('finds products after 2 characters, shows 2 specifications and adds an item with quantity 1', async () => {
    const searched: unknown[] = [];
    const added: unknown[] = [];
    server.use(
      answerQuery(
        ShoppingListProductSearchDocument,
        () => {
          const items = ['510001', '510002'].map((erp) => ({
            __typename: 'ProductItem' as const,
            erp,
            description: `Nitrile glove ${erp}`,
            unitOfMeasure: 'BX',
            specifications: ['Size', 'Material', 'Color'].map((title) => ({
              __typename: 'Specification' as const,
              title,
              value: `${title} of ${erp}`,
            })),
          }));
          return {
            productSearch: {
              __typename: 'ProductSearchResult',
              totalCount: 1,
              nodes: [{ __typename: 'SearchHit', id: 'h1', heading: 'Nitrile Gloves', items }],
            },
          };
        },
        { record: searched },
      ),
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
