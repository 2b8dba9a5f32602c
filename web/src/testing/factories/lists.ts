// Typed answers of the shopping-lists domain: lists, their items and the gateway's list payloads.
import type {
  ShoppingListFieldsFragment,
  ShoppingListItemFieldsFragment,
} from '../../features/lists/ShoppingList.generated';
import type { ShoppingListsQuery } from '../../features/lists/ShoppingLists.generated';
import type { ShoppingListProductSearchQuery } from '../../features/lists/AddItems.generated';
import type { OwnShoppingListsQuery } from '../../lib/shopping-lists/AddToShoppingList.generated';
import { amount } from '../fixtures';

type ShoppingListSummary = ShoppingListsQuery['shoppingLists']['nodes'][number];
type UserError = {
  __typename: 'UserError';
  field: string | null;
  message: string;
  code: 'INVALID_INPUT' | 'REJECTED' | 'NOT_FOUND';
};

/** An item of a list: part number `P-<erp>`, unpriced (not purchasable) when `price` is null. */
export function listItemOf(
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

/** A private list the viewer (Bea Buyer) owns and may do everything with. */
export function listOf(
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
    tags: [...new Set(items.flatMap((i) => i.tags))],
    updatedOn: '2026-11-03T10:00:00.000Z',
    shares: [],
    items,
    ...overrides,
  };
}

/** A list as the lists page shows it. */
export const listSummaryOf = (list: ShoppingListFieldsFragment): ShoppingListSummary => ({
  __typename: 'ShoppingListSummary',
  id: list.id,
  name: list.name,
  isPublic: list.isPublic,
  owner: list.owner,
  isOwner: list.isOwner,
  canDelete: list.canDelete,
  itemCount: list.items.length,
  shareCount: list.shares.length,
  updatedOn: list.updatedOn,
});

/** The first page of the lists page holding `lists`. */
export const listsPageOf = (lists: ShoppingListFieldsFragment[], canExport = false): ShoppingListsQuery => ({
  __typename: 'Query',
  shoppingLists: {
    __typename: 'ShoppingListPage',
    totalCount: lists.length,
    page: 1,
    pageSize: 10,
    canExport,
    nodes: lists.map(listSummaryOf),
  },
});

/** The viewer's own lists, as the Add to Shopping List dialog asks for them. */
export const ownListsOf = (lists: ShoppingListFieldsFragment[]): OwnShoppingListsQuery => ({
  __typename: 'Query',
  shoppingLists: {
    __typename: 'ShoppingListPage',
    totalCount: lists.length,
    page: 1,
    pageSize: 100,
    nodes: lists.map((l) => ({ __typename: 'ShoppingListSummary', id: l.id, name: l.name, itemCount: l.items.length })),
  },
});

export const listErrorOf = (
  message: string,
  field: string | null = null,
  code: UserError['code'] = 'REJECTED',
): UserError => ({
  __typename: 'UserError',
  field,
  message,
  code,
});

/** What a list mutation answers: the list as it is now, a message, the refusals. */
export const listPayloadOf = (
  list: ShoppingListFieldsFragment | null,
  message: string | null = null,
  userErrors: UserError[] = [],
) => ({ __typename: 'ShoppingListPayload' as const, shoppingList: list, message, userErrors });

/** The Add Items dialog's search: one hit, 'Nitrile Gloves', of the items `erps`, each with three specifications. */
export const productSearchOf = (erps: string[]): Omit<ShoppingListProductSearchQuery, '__typename'> => ({
  productSearch: {
    __typename: 'ProductSearchResult',
    totalCount: 1,
    nodes: [
      {
        __typename: 'SearchHit',
        id: 'h1',
        heading: 'Nitrile Gloves',
        items: erps.map((erp) => ({
          __typename: 'ProductItem',
          erp,
          description: `Nitrile glove ${erp}`,
          unitOfMeasure: 'BX',
          specifications: ['Size', 'Material', 'Color'].map((title) => ({
            __typename: 'Specification',
            title,
            value: `${title} of ${erp}`,
          })),
        })),
      },
    ],
  },
});
