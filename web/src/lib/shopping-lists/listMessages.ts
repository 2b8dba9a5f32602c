// The shopping-list strings of the specification (cart-checkout-orders.md §8, §9). Quote, never paraphrase.
export const listMessages = {
  loginRequired: 'You must be logged in to use this feature.',
  noLists: 'You do not have any shopping lists.',
  itemsAdded: 'The item(s) were successfully added to your shopping list.',
  itemAddedTo: (name: string) => `Item added to ${name}`,
  recipientsUpdated: 'Shopping List recipients have been updated.',
  shareFailed: 'Unable to share Shopping List. Please contact support.',
  checkFailed: 'An error occurred while checking for Shopping List. Please try again.',
  createFailed: 'An error occurred while creating your Shopping List. Please try again.',
  cartFailed: 'Failed to add one or more items to cart.',
  exportFailed: 'Unable to export at this time.',
} as const;

/** Table page sizes, list-search debounce and quantity-edit debounce (§9). */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const LIST_SEARCH_DEBOUNCE_MS = 750;
export const QUANTITY_DEBOUNCE_MS = 2000;
export const MAX_LIST_NAME = 100;
export const MAX_LIST_DESCRIPTION = 500;

/** The list name is required (the button stays disabled without one). */
export const listNameError = (name: string): string | null => {
  if (!name.trim()) return 'A shopping list name is required.';
  return name.trim().length > MAX_LIST_NAME ? `A shopping list name may be at most ${MAX_LIST_NAME} characters.` : null;
};

export const listDescriptionError = (description: string): string | null =>
  description.length > MAX_LIST_DESCRIPTION ? `A description may be at most ${MAX_LIST_DESCRIPTION} characters.` : null;

/** Quantities on lists may be 0 but not below (§5). */
export const listQuantityError = (raw: string): string | null =>
  /^\d{1,6}$/.test(raw.trim()) ? null : 'Quantity must be a whole number of 0 or more.';
