// The shopping-list rules of the specification (cart-checkout-orders §4/§5/§6), shared by the providers.
import type { ErpItemPricing, ErpShoppingList, ErpShoppingListItemWrite, ErpShoppingListSummary, ErpUser } from '../erp/types.ts';
import type { Principal } from '../auth/session.ts';

export const LIST_MESSAGES = {
  itemsAdded: 'The item(s) were successfully added to your shopping list.',
  itemAddedTo: (name: string) => `Item added to ${name}`,
  recipientsUpdated: 'Shopping List recipients have been updated.',
  shareFailed: 'Unable to share Shopping List. Please contact support.',
  checkFailed: 'An error occurred while checking for Shopping List. Please try again.',
  createFailed: 'An error occurred while creating your Shopping List. Please try again.',
  cartFailed: 'Failed to add one or more items to cart.',
  unavailable: 'These items are unavailable and can not be added to your cart.',
  exportFailed: 'Unable to export at this time.',
  nameRequired: 'A shopping list name is required.',
  nameTooLong: 'A shopping list name may be at most 100 characters.',
  descriptionTooLong: 'A description may be at most 500 characters.',
  quantity: 'Quantity must be a whole number of 0 or more.',
  tagEmpty: 'Enter a tag.',
  tagTooLong: 'A tag may be at most 40 characters.',
  tagDuplicate: (tag: string) => `This item already has the tag "${tag}".`,
  ownerOnly: 'Only the owner of this shopping list can change its items or share it.',
  detailsOnly: 'Only the owner or an admin can edit this shopping list.',
  publicNotShared: 'A public list is visible to everyone in your company and is not shared.',
  cannotDelete: 'Only the owner can delete this shopping list.',
} as const;

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 500;
export const MAX_TAG = 40;
export const MAX_QUANTITY = 999_999;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** What the ERP is asked for at most in one listing (spec: default limit 1000). */
export const LIST_FETCH_LIMIT = 1000;

export const isAdmin = (user: Pick<ErpUser, 'roles'>): boolean => user.roles.includes('ROLE_ADMIN');

export const nameError = (name: string): string | null => {
  const trimmed = name.trim();
  if (!trimmed) return LIST_MESSAGES.nameRequired;
  return trimmed.length > MAX_NAME ? LIST_MESSAGES.nameTooLong : null;
};

export const isListQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_QUANTITY;

/** The tag to store, or the message why it cannot be added to an item with `existing` tags. */
export const tagProblem = (tag: string, existing: readonly string[]): string | null => {
  const trimmed = tag.trim();
  if (!trimmed) return LIST_MESSAGES.tagEmpty;
  if (trimmed.length > MAX_TAG) return LIST_MESSAGES.tagTooLong;
  return existing.some((t) => t.toLowerCase() === trimmed.toLowerCase()) ? LIST_MESSAGES.tagDuplicate(trimmed) : null;
};

type Viewer = Pick<Principal, 'userId'>;
const isShare = (list: ErpShoppingListSummary, viewer: Viewer) => list.users.some((u) => u.id === viewer.userId);

export const isOwner = (list: ErpShoppingListSummary, viewer: Viewer): boolean => list.uid === viewer.userId;
/** Owner or admin edit the details; only the owner edits items. */
export const canEditDetails = (list: ErpShoppingListSummary, viewer: Viewer, admin: boolean): boolean => isOwner(list, viewer) || admin;
export const canEditItems = (list: ErpShoppingListSummary, viewer: Viewer): boolean => isOwner(list, viewer);
/** Public lists are visible to the whole company, so only private lists are shared. */
export const canShare = (list: ErpShoppingListSummary, viewer: Viewer): boolean => isOwner(list, viewer) && !list.public;
/** The owner deletes; a user a private list is shared with removes their share; shared non-owners of public lists cannot. */
export const canDelete = (list: ErpShoppingListSummary, viewer: Viewer): boolean =>
  isOwner(list, viewer) || (isShare(list, viewer) && !list.public);

/** Every item of a list as the ERP takes it back in `product_items` (a PUT replaces them all). */
export const itemWrites = (list: ErpShoppingList): (ErpShoppingListItemWrite & { _id: string; tags: string[] })[] =>
  list.items.map((item) => ({ _id: item._id, erp: item.erp, quantity: item.quantity, uom: item.uom, tags: [...item.tags] }));

/** Price of one `uom` now, 0 when the item has no price in it. */
export const priceIn = (pricing: ErpItemPricing | null | undefined, uom: string): number => {
  if (!pricing) return 0;
  const entry = pricing.pricing_list.find((p) => p.uom === uom);
  return entry ? entry.price : pricing.uom === uom ? pricing.price : 0;
};
