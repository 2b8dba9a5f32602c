// The shopping-list rules and messages of the specification (cart-checkout-orders §4, §5, §8, §9). Who may
// do what with a list stays in the gateway (gateway/src/lists/list-rules.ts).
import { EMAIL_INVALID, isEmail, type FormErrors } from './common.ts';
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE } from './quantity.ts';

import { singleLineTextError } from './text.ts';

export const LIST_MESSAGES = {
  loginRequired: 'You must be logged in to use this feature.',
  noLists: 'You do not have any shopping lists.',
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
/** Table page sizes (§9). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** List-name search waits 750 ms; a quantity edit is saved 2 s after the last keystroke (§9). */
export const LIST_SEARCH_DEBOUNCE_MS = 750;
export const QUANTITY_DEBOUNCE_MS = 2000;

/** The name is required (trimmed), at most 100 characters, with nothing invisible or reordering in it. */
export const nameError = (name: string): string | null => {
  const trimmed = name.trim();
  if (!trimmed) return LIST_MESSAGES.nameRequired;
  if (trimmed.length > MAX_NAME) return LIST_MESSAGES.nameTooLong;
  return singleLineTextError('A shopping list name', trimmed);
};

export const descriptionError = (description: string): string | null =>
  description.length > MAX_DESCRIPTION ? LIST_MESSAGES.descriptionTooLong : null;

/** Quantities on lists may be 0 but not below. */
export const isListQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY;

/** Why a list quantity is refused (null when valid): over the line limit names the limit. */
export const listQuantityError = (quantity: number): string | null => {
  if (isListQuantity(quantity)) return null;
  return Number.isInteger(quantity) && quantity > MAX_LINE_QUANTITY ? QUANTITY_TOO_LARGE : LIST_MESSAGES.quantity;
};

/** A typed quantity: digits only, within the list limits. */
export const quantityTextError = (raw: string): string | null =>
  /^\d+$/.test(raw.trim()) ? listQuantityError(Number(raw.trim())) : LIST_MESSAGES.quantity;

/** Why `tag` cannot go on an item with `existing` tags: empty after trimming, too long, or already there in any letter case. */
export const tagProblem = (tag: string, existing: readonly string[]): string | null => {
  const trimmed = tag.trim();
  if (!trimmed) return LIST_MESSAGES.tagEmpty;
  if (trimmed.length > MAX_TAG) return LIST_MESSAGES.tagTooLong;
  return existing.some((t) => t.toLowerCase() === trimmed.toLowerCase()) ? LIST_MESSAGES.tagDuplicate(trimmed) : null;
};

/** A list's details as it is created or edited (`createShoppingList`, `updateShoppingList`). */
export type ListDetailsValues = { name: string; description: string };

/** The list details form's validator: the name's and the description's message, none when valid. */
export const listDetailsFormErrors = (values: ListDetailsValues): FormErrors<'name' | 'description'> => {
  const name = nameError(values.name);
  const description = descriptionError(values.description);
  return { ...(name ? { name } : {}), ...(description ? { description } : {}) };
};

/** The Add Item Tag form's validator (`addShoppingListItemTag`), given the item's tags. */
export const tagFormErrors = (values: { tag: string }, existing: readonly string[]): FormErrors<'tag'> => {
  const tag = tagProblem(values.tag, existing);
  return tag ? { tag } : {};
};

/** The share dialog's recipient: a colleague's e-mail, or nothing typed (then there is none to add). */
export const recipientFormErrors = (values: { recipient: string }): FormErrors<'recipient'> => {
  const recipient = values.recipient.trim();
  return recipient && !isEmail(recipient) ? { recipient: EMAIL_INVALID } : {};
};
