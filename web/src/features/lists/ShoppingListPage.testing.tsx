// What the list page's test files (ShoppingListPage.*.test.tsx) share: a list and the page opened on it.
import { screen, within } from '@testing-library/react';
import { answerQuery } from '../../testing/api';
import { listItemOf, listOf } from '../../testing/factories/lists';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { ShoppingListDocument, type ShoppingListFieldsFragment } from './ShoppingList.generated';
import { ShoppingListPage } from './ShoppingListPage';

/** Bea's list '1': item 'a' (100, 4 at $4.50, tagged weekly) and item 'b' (200, 1, unpriced). */
export const restock = (overrides: Partial<ShoppingListFieldsFragment> = {}) =>
  listOf('1', 'Shop Floor Restock', [listItemOf('a', '100', 4, '$4.50', ['weekly']), listItemOf('b', '200', 1, null)], {
    description: 'Line 2',
    ...overrides,
  });

/** Opens the list page on `list`, as the gateway answers it. */
export const open = (list: ShoppingListFieldsFragment) => {
  server.use(
    answerQuery(ShoppingListDocument, ({ variables }) => ({ shoppingList: variables.id === list.id ? list : null })),
  );
  return renderRoute(<ShoppingListPage />, {
    path: '/my-account/shopping-list/:list',
    at: `/my-account/shopping-list/${list.id}`,
  });
};

/** The table row of the item `erp`, once the page shows it. */
export const rowOf = async (erp: string) => {
  const row = (await screen.findByText(`Item #${erp} · Part # P-${erp}`)).closest('tr');
  if (!row) throw new Error(`no row for ${erp}`);
  return within(row);
};
