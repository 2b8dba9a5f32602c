import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/providers';
import { GRAPHQL_URL } from '../../testing/api';
import { cartLine } from '../../testing/fixtures';
import { setLoggedIn } from '../../testing/handlers/auth';
import { resetCart } from '../../testing/handlers/cart';
import { listHandlers, listItem, listState, resetLists, shoppingList } from '../../testing/handlers/lists';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { AddToShoppingListDialog } from './AddToShoppingListDialog';

beforeEach(() => {
  server.use(...listHandlers);
  resetLists([shoppingList('1', 'Shop Floor Restock', [listItem('a', '100', 4, '$4.50')])]);
});

const openFromCart = async () => {
  resetCart([cartLine('l1', '100001', 2, 4.5), cartLine('l2', '200001', 1, 4.5)]);
  renderApp('/cart');
  fireEvent.click(await screen.findByRole('button', { name: 'Add to Shopping List' }));
  return screen.findByRole('dialog', { name: 'Add to Shopping List' });
};

describe('the Add to Shopping List dialog', () => {
  it('tells a guest to log in', async () => {
    setLoggedIn(false);
    render(
      <AppProviders client={createApolloClient({ uri: GRAPHQL_URL })}>
        <AddToShoppingListDialog
          items={[{ key: '1', erp: '100001', description: 'Nitrile gloves', quantity: 1 }]}
          onClose={() => {}}
        />
      </AppProviders>,
    );
    expect(await screen.findByText('You must be logged in to use this feature.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a New Shopping List' })).not.toBeInTheDocument();
  });

  it('creates a new list from the chosen cart lines', async () => {
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
    expect(listState.calls).toEqual(['create From the cart 100001x2']);
  });

  it('adds the lines to an existing list', async () => {
    const prompt = await openFromCart();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Add to an Existing List' }));
    const existing = await screen.findByRole('dialog', { name: 'Add to an Existing List' });
    const add = within(existing).getByRole('button', { name: 'Add to List' });
    expect(add).toBeDisabled();
    fireEvent.change(await within(existing).findByLabelText('Shopping List'), { target: { value: '1' } });
    fireEvent.click(add);
    expect(await screen.findByText('The item(s) were successfully added to your shopping list.')).toBeInTheDocument();
    expect(listState.calls).toEqual(['add 1 100001x2,200001x1']);
  });
});
