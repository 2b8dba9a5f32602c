import { HttpResponse } from 'msw';
import { api } from '../api';
import {
  AddItemsToShoppingListDocument,
  CreateShoppingListDocument,
  OwnShoppingListsDocument,
  ShoppingListViewerDocument,
} from '../../lib/shopping-lists/AddToShoppingList.generated';
import {
  DeleteShoppingListDocument,
  ShoppingListsCsvDocument,
  ShoppingListsDocument,
} from '../../features/lists/ShoppingLists.generated';
import {
  AddShoppingListItemsToCartDocument,
  AddShoppingListItemTagDocument,
  RemoveShoppingListItemDocument,
  RemoveShoppingListItemTagDocument,
  ShareShoppingListDocument,
  ShoppingListDocument,
  UpdateShoppingListDocument,
  type ShoppingListFieldsFragment,
  type ShoppingListItemFieldsFragment,
} from '../../features/lists/ShoppingList.generated';
import {
  AddSearchedItemToShoppingListDocument,
  ShoppingListProductSearchDocument,
} from '../../features/lists/AddItems.generated';
import { amount } from '../fixtures';
import { isLoggedIn } from './auth';

/** In-memory lists of the mocked gateway, so mutations and refetches agree. */
export const listState = {
  lists: [] as ShoppingListFieldsFragment[],
  nextId: 1,
  calls: [] as string[],
  canExport: false,
};

export function listItem(
  id: string,
  erp: string,
  quantity: number,
  price: string | null,
  tags: string[] = [],
): ShoppingListItemFieldsFragment {
  return {
    __typename: 'ShoppingListItem',
    id,
    erp,
    partNumber: `P-${erp}`,
    customerPartNumber: null,
    description: `Item ${erp}`,
    quantity,
    unitOfMeasure: 'EA',
    tags,
    notFound: false,
    productSlug: null,
    purchasable: price !== null,
    unitPrice: price ? amount(price) : null,
  };
}

export function shoppingList(
  id: string,
  name: string,
  items: ShoppingListItemFieldsFragment[],
  overrides: Partial<ShoppingListFieldsFragment> = {},
): ShoppingListFieldsFragment {
  return {
    __typename: 'ShoppingList',
    id,
    name,
    description: null,
    isPublic: false,
    owner: { __typename: 'ShoppingListUser', username: 'buyer@example.com', name: 'Bea Buyer' },
    isOwner: true,
    canEditDetails: true,
    canEditItems: true,
    canShare: true,
    canDelete: true,
    itemCount: items.length,
    tags: [],
    updatedOn: '2026-11-03T10:00:00.000Z',
    shares: [],
    items,
    ...overrides,
  };
}

export const resetLists = (lists: ShoppingListFieldsFragment[] = []) => {
  listState.lists = lists;
  listState.nextId = 100;
  listState.calls = [];
  listState.canExport = false;
};

const userError = (
  message: string,
  code: 'INVALID_INPUT' | 'REJECTED' | 'NOT_FOUND' = 'INVALID_INPUT',
  field: string | null = null,
) => ({ __typename: 'UserError' as const, field, message, code });
const find = (id: string) => listState.lists.find((l) => l.id === id);
const summary = (l: ShoppingListFieldsFragment) => ({
  __typename: 'ShoppingListSummary' as const,
  id: l.id,
  name: l.name,
  isPublic: l.isPublic,
  owner: l.owner,
  isOwner: l.isOwner,
  canDelete: l.canDelete,
  itemCount: l.items.length,
  shareCount: l.shares.length,
  updatedOn: l.updatedOn,
});
const listPayload = (
  list: ShoppingListFieldsFragment | null,
  message: string | null = null,
  errors: ReturnType<typeof userError>[] = [],
) => ({
  __typename: 'ShoppingListPayload' as const,
  shoppingList: list
    ? { ...list, itemCount: list.items.length, tags: [...new Set(list.items.flatMap((i) => i.tags))] }
    : null,
  message,
  userErrors: errors,
});

export const listHandlers = [
  api.query(ShoppingListViewerDocument, () =>
    HttpResponse.json({
      data: { __typename: 'Query', viewer: isLoggedIn() ? { __typename: 'Viewer', id: 'u1' } : null },
    }),
  ),
  api.query(OwnShoppingListsDocument, () => {
    if (!isLoggedIn())
      return HttpResponse.json({
        errors: [{ message: 'You must be logged in to use this feature.', extensions: { code: 'UNAUTHENTICATED' } }],
        data: null,
      });
    const own = listState.lists.filter((l) => l.isOwner);
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        shoppingLists: {
          __typename: 'ShoppingListPage',
          totalCount: own.length,
          page: 1,
          pageSize: 100,
          nodes: own.map((l) => ({
            __typename: 'ShoppingListSummary' as const,
            id: l.id,
            name: l.name,
            itemCount: l.items.length,
          })),
        },
      },
    });
  }),
  api.query(ShoppingListsDocument, ({ variables }) => {
    const { page = 1, pageSize = 10, filter } = variables.input ?? {};
    const matching = listState.lists.filter((l) => !filter || l.name.toLowerCase().includes(filter.toLowerCase()));
    const nodes = matching.slice(((page ?? 1) - 1) * (pageSize ?? 10), (page ?? 1) * (pageSize ?? 10)).map(summary);
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        shoppingLists: {
          __typename: 'ShoppingListPage',
          totalCount: matching.length,
          page: page ?? 1,
          pageSize: pageSize ?? 10,
          canExport: listState.canExport,
          nodes,
        },
      },
    });
  }),
  api.query(ShoppingListsCsvDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', shoppingListsCsv: 'CustomerNumber,CustomerName\r\n' } }),
  ),
  api.query(ShoppingListDocument, ({ variables }) =>
    HttpResponse.json({ data: { __typename: 'Query', shoppingList: find(variables.id) ?? null } }),
  ),
  api.mutation(CreateShoppingListDocument, ({ variables }) => {
    const { name, description, isPublic, items = [] } = variables.input;
    if (!name.trim())
      return HttpResponse.json({
        data: {
          __typename: 'Mutation' as const,
          createShoppingList: {
            ...listPayload(null, null, [userError('A shopping list name is required.', 'INVALID_INPUT', 'name')]),
          },
        },
      });
    const id = String(listState.nextId++);
    const created = shoppingList(
      id,
      name.trim(),
      (items ?? []).map((i, n) => listItem(`${id}-${n}`, i.erp, i.quantity, '$4.50')),
      { description: description ?? null, isPublic: isPublic ?? false },
    );
    listState.lists.unshift(created);
    listState.calls.push(`create ${name.trim()} ${(items ?? []).map((i) => `${i.erp}x${i.quantity}`).join(',')}`);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation' as const,
        createShoppingList: listPayload(
          created,
          [null, `Item added to ${created.name}`][(items ?? []).length] ??
            'The item(s) were successfully added to your shopping list.',
        ),
      },
    });
  }),
  api.mutation(AddItemsToShoppingListDocument, ({ variables }) => {
    const list = find(variables.input.id);
    if (!list)
      return HttpResponse.json({
        data: {
          __typename: 'Mutation' as const,
          addItemsToShoppingList: listPayload(null, null, [userError('Shopping list not found.', 'NOT_FOUND')]),
        },
      });
    for (const i of variables.input.items)
      list.items.push(listItem(`${list.id}-${list.items.length}`, i.erp, i.quantity, '$4.50'));
    listState.calls.push(`add ${list.id} ${variables.input.items.map((i) => `${i.erp}x${i.quantity}`).join(',')}`);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation' as const,
        addItemsToShoppingList: listPayload(
          list,
          variables.input.items.length === 1
            ? `Item added to ${list.name}`
            : 'The item(s) were successfully added to your shopping list.',
        ),
      },
    });
  }),
  api.mutation(UpdateShoppingListDocument, ({ variables }) => {
    const list = find(variables.input.id)!;
    const { name, description, isPublic, quantities } = variables.input;
    if (name !== undefined && name !== null) list.name = name;
    if (description !== undefined && description !== null) list.description = description || null;
    if (isPublic !== undefined && isPublic !== null) list.isPublic = isPublic;
    for (const q of quantities ?? []) {
      const item = list.items.find((i) => i.id === q.itemId)!;
      item.quantity = q.quantity;
      listState.calls.push(`quantity ${q.itemId} ${q.quantity}`);
    }
    return HttpResponse.json({ data: { __typename: 'Mutation' as const, updateShoppingList: listPayload(list) } });
  }),
  api.mutation(DeleteShoppingListDocument, ({ variables }) => {
    listState.lists = listState.lists.filter((l) => l.id !== variables.input.id);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation' as const,
        deleteShoppingList: {
          __typename: 'DeleteShoppingListPayload',
          deletedId: variables.input.id,
          removedShare: false,
          userErrors: [],
        },
      },
    });
  }),
  api.mutation(RemoveShoppingListItemDocument, ({ variables }) => {
    const list = find(variables.input.id)!;
    list.items = list.items.filter((i) => i.id !== variables.input.itemId);
    return HttpResponse.json({ data: { __typename: 'Mutation' as const, removeShoppingListItem: listPayload(list) } });
  }),
  api.mutation(AddShoppingListItemTagDocument, ({ variables }) => {
    const list = find(variables.input.id)!;
    const item = list.items.find((i) => i.id === variables.input.itemId)!;
    item.tags = [...item.tags, variables.input.tag.trim()];
    return HttpResponse.json({ data: { __typename: 'Mutation' as const, addShoppingListItemTag: listPayload(list) } });
  }),
  api.mutation(RemoveShoppingListItemTagDocument, ({ variables }) => {
    const list = find(variables.input.id)!;
    const item = list.items.find((i) => i.id === variables.input.itemId)!;
    item.tags = item.tags.filter((t) => t.toLowerCase() !== variables.input.tag.toLowerCase());
    return HttpResponse.json({
      data: { __typename: 'Mutation' as const, removeShoppingListItemTag: listPayload(list) },
    });
  }),
  api.mutation(ShareShoppingListDocument, ({ variables }) => {
    const list = find(variables.input.id)!;
    const outsider = variables.input.usernames.find((u) => !u.endsWith('@example.com'));
    if (outsider)
      return HttpResponse.json({
        data: {
          __typename: 'Mutation' as const,
          shareShoppingList: listPayload(null, null, [
            userError(`${outsider} is not a user of your company.`, 'REJECTED', 'usernames'),
          ]),
        },
      });
    list.shares = variables.input.usernames.map((u) => ({
      __typename: 'ShoppingListUser' as const,
      username: u,
      name: u.split('@')[0]!,
    }));
    return HttpResponse.json({
      data: {
        __typename: 'Mutation' as const,
        shareShoppingList: listPayload(list, 'Shopping List recipients have been updated.'),
      },
    });
  }),
  api.mutation(AddShoppingListItemsToCartDocument, ({ variables }) => {
    const list = find(variables.input.id)!;
    const chosen = list.items.filter((i) => variables.input.itemIds.includes(i.id));
    const addable = chosen.filter((i) => i.purchasable && i.quantity > 0);
    listState.calls.push(`cart ${addable.map((i) => i.erp).join(',')}`);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation' as const,
        addShoppingListItemsToCart: {
          __typename: 'AddShoppingListItemsToCartPayload',
          addedCount: addable.length,
          cart: addable.length
            ? { __typename: 'Cart', id: 'cart-1', itemCount: addable.length, lineCount: addable.length }
            : null,
          userErrors:
            addable.length < chosen.length
              ? [userError('Failed to add one or more items to cart.', 'REJECTED', 'itemIds')]
              : [],
        },
      },
    });
  }),
  api.query(ShoppingListProductSearchDocument, ({ variables }) => {
    listState.calls.push(`search ${variables.query}`);
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
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        productSearch: {
          __typename: 'ProductSearchResult',
          totalCount: 1,
          nodes: [{ __typename: 'SearchHit', id: 'h1', heading: 'Nitrile Gloves', items }],
        },
      },
    });
  }),
  api.mutation(AddSearchedItemToShoppingListDocument, ({ variables }) => {
    const list = find(variables.input.id)!;
    for (const i of variables.input.items)
      list.items.push(listItem(`${list.id}-${list.items.length}`, i.erp, i.quantity, '$4.50'));
    listState.calls.push(
      `add ${list.id} ${variables.input.items.map((i) => `${i.erp}x${i.quantity}${i.unitOfMeasure ?? ''}`).join(',')}`,
    );
    return HttpResponse.json({
      data: {
        __typename: 'Mutation' as const,
        addItemsToShoppingList: listPayload(list, `Item added to ${list.name}`),
      },
    });
  }),
];
