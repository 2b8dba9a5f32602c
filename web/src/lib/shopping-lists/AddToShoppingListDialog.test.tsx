import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '../../testing/api';
import { listItemOf, listOf, listPayloadOf, ownListsOf } from '../../testing/factories/lists';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import {
  AddItemsToShoppingListDocument,
  CreateShoppingListDocument,
  OwnShoppingListsDocument,
  ShoppingListViewerDocument,
} from './AddToShoppingList.generated';
import { AddToShoppingListDialog, type ListCandidate } from './AddToShoppingListDialog';

/** Two cart lines, offered as the cart offers them. */
const cartLines: ListCandidate[] = [
  { key: 'l1', erp: '100001', description: 'Cart item 100001', quantity: 2, unitOfMeasure: 'EA' },
  { key: 'l2', erp: '200001', description: 'Cart item 200001', quantity: 1, unitOfMeasure: 'EA' },
];

/** The dialog as the cart shows it: open until it closes itself. */
function FromTheCart({ items }: { items: ListCandidate[] }) {
  const [open, setOpen] = useState(true);
  return open ? <AddToShoppingListDialog items={items} onClose={() => setOpen(false)} /> : null;
}

const viewer = (loggedIn: boolean) =>
  server.use(
    api.query(ShoppingListViewerDocument, () =>
      HttpResponse.json({
        data: { __typename: 'Query', viewer: loggedIn ? { __typename: 'Viewer', id: 'u1' } : null },
      }),
    ),
  );

const openFromCart = async () => {
  viewer(true);
  renderRoute(<FromTheCart items={cartLines} />, { path: '/cart' });
  return screen.findByRole('dialog', { name: 'Add to Shopping List' });
};

describe('the Add to Shopping List dialog', () => {
  it('tells a guest to log in', async () => {
    viewer(false);
    renderRoute(
      <AddToShoppingListDialog
        items={[{ key: '1', erp: '100001', description: 'Nitrile gloves', quantity: 1 }]}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('You must be logged in to use this feature.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a New Shopping List' })).not.toBeInTheDocument();
  });

  it('creates a new list from the chosen cart lines', async () => {
    const sent: unknown[] = [];
    const created = listOf('100', 'From the cart', [listItemOf('100-0', '100001', 2, '$4.50')]);
    server.use(
      // The dialog asks for the viewer's lists again once one is created.
      api.query(OwnShoppingListsDocument, () => HttpResponse.json({ data: ownListsOf([created]) })),
      api.mutation(CreateShoppingListDocument, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createShoppingList: listPayloadOf(created, 'Item added to From the cart'),
          },
        });
      }),
    );
    const prompt = await openFromCart();
    fireEvent.click(within(prompt).getByRole('checkbox', { name: /Item #200001/ }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Create a New Shopping List' }));
    const create = await screen.findByRole('dialog', { name: 'Create a New Shopping List' });
    expect(within(create).getByRole('button', { name: 'Create List' })).toBeDisabled();
    fireEvent.change(within(create).getByRole('textbox', { name: 'List Name' }), {
      target: { value: 'From the cart' },
    });
    fireEvent.click(within(create).getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('Item added to From the cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        name: 'From the cart',
        description: null,
        isPublic: false,
        items: [{ erp: '100001', quantity: 2, unitOfMeasure: 'EA' }],
      },
    ]);
  });

  it('adds the lines to an existing list', async () => {
    const restock = listOf('1', 'Shop Floor Restock', [listItemOf('a', '100', 4, '$4.50')]);
    const sent: unknown[] = [];
    server.use(
      api.query(OwnShoppingListsDocument, () => HttpResponse.json({ data: ownListsOf([restock]) })),
      api.mutation(AddItemsToShoppingListDocument, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: {
            __typename: 'Mutation',
            addItemsToShoppingList: listPayloadOf(
              restock,
              'The item(s) were successfully added to your shopping list.',
            ),
          },
        });
      }),
    );
    const prompt = await openFromCart();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Add to an Existing List' }));
    const existing = await screen.findByRole('dialog', { name: 'Add to an Existing List' });
    const add = within(existing).getByRole('button', { name: 'Add to List' });
    expect(add).toBeDisabled();
    fireEvent.change(await within(existing).findByLabelText('Shopping List'), { target: { value: '1' } });
    fireEvent.click(add);
    expect(await screen.findByText('The item(s) were successfully added to your shopping list.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: '1',
        items: [
          { erp: '100001', quantity: 2, unitOfMeasure: 'EA' },
          { erp: '200001', quantity: 1, unitOfMeasure: 'EA' },
        ],
      },
    ]);
  });
});
