import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation } from '../../testing/api';
import { listErrorOf, listItemOf, listOf } from '../../testing/factories/lists';
import { server } from '../../testing/server';
import {
  AddShoppingListItemsToCartDocument,
  type AddShoppingListItemsToCartMutationVariables,
} from './ShoppingList.generated';
import { open, restock, rowOf } from './ShoppingListPage.testing';

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

describe('shopping list to the cart', () => {
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
});
