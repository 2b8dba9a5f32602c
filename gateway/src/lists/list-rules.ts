// Who may do what with a shopping list (cart-checkout-orders §6); the validation rules are in @mro/rules/lists.
import type {
  ErpItemPricing,
  ErpShoppingList,
  ErpShoppingListItemWrite,
  ErpShoppingListSummary,
  ErpUser,
} from '../erp/types.ts';
import type { Principal } from '../auth/session.ts';

export const isAdmin = (user: Pick<ErpUser, 'roles'>): boolean => user.roles.includes('ROLE_ADMIN');

type Viewer = Pick<Principal, 'userId'>;
const isShare = (list: ErpShoppingListSummary, viewer: Viewer) => list.users.some((u) => u.id === viewer.userId);

export const isOwner = (list: ErpShoppingListSummary, viewer: Viewer): boolean => list.uid === viewer.userId;
/** Owner or admin edit the details; only the owner edits items. */
export const canEditDetails = (list: ErpShoppingListSummary, viewer: Viewer, admin: boolean): boolean =>
  isOwner(list, viewer) || admin;
export const canEditItems = (list: ErpShoppingListSummary, viewer: Viewer): boolean => isOwner(list, viewer);
/** Public lists are visible to the whole company, so only private lists are shared. */
export const canShare = (list: ErpShoppingListSummary, viewer: Viewer): boolean =>
  isOwner(list, viewer) && !list.public;
/** The owner deletes; a user a private list is shared with removes their share; shared non-owners of public lists cannot. */
export const canDelete = (list: ErpShoppingListSummary, viewer: Viewer): boolean =>
  isOwner(list, viewer) || (isShare(list, viewer) && !list.public);

/** Every item of a list as the ERP takes it back in `product_items` (a PUT replaces them all). */
export const itemWrites = (list: ErpShoppingList): (ErpShoppingListItemWrite & { _id: string; tags: string[] })[] =>
  list.items.map((item) => ({
    _id: item._id,
    erp: item.erp,
    quantity: item.quantity,
    uom: item.uom,
    tags: [...item.tags],
  }));

/** Price of one `uom` now, 0 when the item has no price in it. */
export const priceIn = (pricing: ErpItemPricing | null | undefined, uom: string): number => {
  if (!pricing) return 0;
  const entry = pricing.pricing_list.find((p) => p.uom === uom);
  return entry ? entry.price : pricing.uom === uom ? pricing.price : 0;
};
