import type { Resolvers } from '../generated/resolvers-types.ts';
import { amount } from '../common/amount.ts';
import { requirePrincipal } from '../context.ts';
import { toGraphQLError } from '../common/errors.ts';
import { viewerUser } from '../auth/viewer.ts';
import type { ErpShoppingListSummary } from '../erp/types.ts';
import { canDelete, canEditDetails, canEditItems, canShare, isAdmin, isOwner, priceIn } from './list-rules.ts';
import {
  addItemsToShoppingList,
  addShoppingListItemTag,
  createShoppingList,
  deleteShoppingList,
  loadShoppingLists,
  readShoppingList,
  removeShoppingListItem,
  removeShoppingListItemTag,
  shareShoppingList,
  updateShoppingList,
} from './lists-provider.ts';
import { addShoppingListItemsToCart } from './list-cart.ts';
import { shoppingListsCsv } from './list-csv.ts';

const common = {
  isPublic: (list: ErpShoppingListSummary) => list.public,
  owner: (list: ErpShoppingListSummary) => ({ username: list.owner_username, name: list.owner_name }),
  updatedOn: (list: ErpShoppingListSummary) => list.updated_on,
  itemCount: (list: ErpShoppingListSummary) => list.item_count,
};

export const listsResolvers: Resolvers = {
  Query: {
    shoppingLists: (_parent, { input }, context) => loadShoppingLists(context, input ?? {}),
    shoppingList: (_parent, { id, refresh }, context) => readShoppingList(context, id, refresh ?? false),
    shoppingListsCsv: (_parent, _args, context) => shoppingListsCsv(context),
  },
  Mutation: {
    createShoppingList: (_parent, { input }, context) => createShoppingList(context, input),
    updateShoppingList: (_parent, { input }, context) => updateShoppingList(context, input),
    deleteShoppingList: (_parent, { input }, context) => deleteShoppingList(context, input),
    addItemsToShoppingList: (_parent, { input }, context) => addItemsToShoppingList(context, input),
    removeShoppingListItem: (_parent, { input }, context) => removeShoppingListItem(context, input),
    addShoppingListItemTag: (_parent, { input }, context) => addShoppingListItemTag(context, input),
    removeShoppingListItemTag: (_parent, { input }, context) => removeShoppingListItemTag(context, input),
    shareShoppingList: (_parent, { input }, context) => shareShoppingList(context, input),
    addShoppingListItemsToCart: (_parent, { input }, context) => addShoppingListItemsToCart(context, input),
  },
  ShoppingListSummary: {
    ...common,
    isOwner: (list, _args, context) => isOwner(list, requirePrincipal(context)),
    canDelete: (list, _args, context) => canDelete(list, requirePrincipal(context)),
    shareCount: (list) => list.users.length,
  },
  ShoppingList: {
    ...common,
    isOwner: (list, _args, context) => isOwner(list, requirePrincipal(context)),
    canEditDetails: async (list, _args, context) =>
      canEditDetails(list, requirePrincipal(context), isAdmin(await viewerUser(context))),
    canEditItems: (list, _args, context) => canEditItems(list, requirePrincipal(context)),
    canShare: (list, _args, context) => canShare(list, requirePrincipal(context)),
    canDelete: (list, _args, context) => canDelete(list, requirePrincipal(context)),
    shares: (list) => list.users.map((u) => ({ username: u.username, name: u.name })),
  },
  ShoppingListItem: {
    id: (item) => item._id,
    customerPartNumber: (item) => item.cpn ?? null,
    unitOfMeasure: (item) => item.uom,
    notFound: (item) => item.notfound,
    productSlug: (item) => item.product_slug ?? null,
    // Every item of the page goes through the request's price loader: one GET /pricing for the list.
    price: (item, _args, context) =>
      context.loaders.price.load(item.erp).catch((error: unknown) => {
        throw toGraphQLError(error);
      }),
    unitPrice: async (item, _args, context) => {
      const price = item.notfound ? 0 : priceIn(await context.loaders.price.load(item.erp), item.uom);
      return price > 0 ? amount(price, requirePrincipal(context).amountMode) : null;
    },
    purchasable: async (item, _args, context) =>
      !item.notfound && priceIn(await context.loaders.price.load(item.erp), item.uom) > 0,
  },
};
